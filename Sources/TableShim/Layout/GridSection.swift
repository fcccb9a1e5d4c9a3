/// The rows of the grid section being rendered, kept until it ends so that its columns can
/// be measured: the only rows a backend ever holds.
///
/// A backend that says at the start how it shows each cell, in a section that declares its
/// columns, has each row made into its cells as it comes: the section then holds the cells
/// it will write, not the rows.
struct GridSection: Sendable {
  /// What a cell shows, given its row, its column and its text.
  typealias Shown = @Sendable (CellContent, Int, String) -> String

  /// The section as it started.
  let start: SectionStart
  /// The rows so far, unless they are made into cells as they come.
  private(set) var rows: [CellContent] = []
  /// The rows made into cells, when they are made as they come.
  private var madeCells: GridCells?
  private let shown: Shown?

  /// Starts a section.
  ///
  /// - Parameters:
  ///   - start: The section as it starts.
  ///   - shown: How the backend shows each cell, to make rows into cells as they come
  ///     when the section declares its columns; `nil` to keep the rows.
  init(_ start: SectionStart, shownAs shown: Shown? = nil) {
    self.start = start
    self.shown = shown
    if shown != nil, let columns = start.columns, !columns.isEmpty {
      madeCells = GridCells(columnCount: columns.count)
    }
  }

  mutating func append(_ row: CellContent) {
    guard madeCells != nil, let shown else { return rows.append(row) }
    madeCells?.append(Self.texts(of: row)) { shown(row, $0, $1) }
  }

  /// The column titles, when the section has them.
  var titles: [String]? { start.columns?.map(\.title) }

  /// The columns: the section's own, or untitled ones as many as the widest row has cells.
  var columns: [Column] {
    if let columns = start.columns { return columns }
    let count = rows.lazy.map { Self.cellCount(of: $0) }.max() ?? 0
    return Array(repeating: Column(""), count: count)
  }

  /// Every row's cells, one per column, as the backend said at the start it shows them (as
  /// they are when it said nothing): made as the rows came, or now from the rows held.
  ///
  /// - Parameter count: The number of columns.
  /// - Returns: The cells, row by row.
  func cells(count: Int) -> GridCells {
    madeCells ?? cells(count: count, shown: shown ?? { $2 })
  }

  /// Every held row's cells, one per column: its `columns`, or its text and detail when it
  /// has none; a row with fewer cells than columns is padded with empty cells.
  ///
  /// - Parameters:
  ///   - count: The number of columns.
  ///   - shown: What a cell shows, given its row, its column and its text.
  /// - Returns: The cells, row by row; none when the rows were made into cells as they came.
  func cells(count: Int, shown: (CellContent, Int, String) -> String) -> GridCells {
    var cells = GridCells(columnCount: count, rowCapacity: rows.count)
    for row in rows {
      cells.append(Self.texts(of: row)) { shown(row, $0, $1) }
    }
    return cells
  }

  /// A row's cells: its `columns`, or its text and detail when it has none.
  static func texts(of row: CellContent) -> [String] {
    let columns = row.columns
    guard columns.isEmpty else { return columns }
    return [row.text] + [row.detailText ?? row.secondaryText].compactMap { $0 }
  }

  private static func cellCount(of row: CellContent) -> Int {
    guard row.columns.isEmpty else { return row.columns.count }
    return row.detailText != nil || row.secondaryText != nil ? 2 : 1
  }
}
