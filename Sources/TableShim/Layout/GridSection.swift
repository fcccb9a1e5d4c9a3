/// The rows of the grid section being rendered, kept until it ends so that its columns can
/// be measured: the only rows a backend ever holds.
///
/// A backend that says at the start how it shows each cell, in a section that declares its
/// columns, has each row made into its cells as it comes: the section then holds the bytes
/// of the cells it will write, not the rows.
struct GridSection: Sendable {
  /// Writes what a cell shows, given its row, its column and its text, into a sink.
  typealias Shown =
    @Sendable (CellContent, _ column: Int, UnsafeBufferPointer<UInt8>, inout ByteSink) -> Void

  /// The section as it started.
  let start: SectionStart
  /// The rows so far, unless they are made into cells as they come.
  private(set) var rows: [CellContent] = []
  /// The rows made into cells, when they are made as they come.
  private var madeCells: GridCells?
  private let shown: Shown?
  /// The rows that begin a run of summary rows (``RowRole``), which backends set apart.
  private(set) var summaryStarts: Set<Int> = []
  private var lastRole = RowRole.data
  private var rowCount = 0

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
    if row.role != lastRole {
      if row.role.isSummary { summaryStarts.insert(rowCount) }
      lastRole = row.role
    }
    rowCount += 1
    guard madeCells != nil, let shown else { return rows.append(row) }
    row.withTextBytes { texts in
      madeCells?.appendRow(cellCount: Self.cellCount(of: texts)) { column, sink in
        shown(row, column, Self.cell(column, of: texts), &sink)
      }
    }
  }

  /// The column titles, when the section has them.
  var titles: [String]? { start.columns?.map(\.title) }

  /// The columns: the section's own, or untitled ones as many as the widest row has cells.
  var columns: [Column] {
    if let columns = start.columns { return columns }
    let count = rows.lazy.map { $0.withTextBytes(Self.cellCount) }.max() ?? 0
    return Array(repeating: Column(""), count: count)
  }

  /// Every row's cells, one per column, as the backend said at the start it shows them (as
  /// they are when it said nothing): made as the rows came, or now from the rows held.
  ///
  /// - Parameter count: The number of columns.
  /// - Returns: The cells, row by row.
  func cells(count: Int) -> GridCells {
    madeCells ?? cells(count: count, shown: shown ?? { $3.append($2) })
  }

  /// Every held row's cells, one per column: its `columns`, or its text and detail when it
  /// has none; a row with fewer cells than columns is padded with empty cells.
  ///
  /// - Parameters:
  ///   - count: The number of columns.
  ///   - shown: Writes what a cell shows, given its row, its column and its text.
  /// - Returns: The cells, row by row; none when the rows were made into cells as they came.
  func cells(
    count: Int,
    shown: (CellContent, _ column: Int, UnsafeBufferPointer<UInt8>, inout ByteSink) -> Void
  ) -> GridCells {
    var cells = GridCells(columnCount: count, rowCapacity: rows.count)
    for row in rows {
      row.withTextBytes { texts in
        cells.appendRow(cellCount: Self.cellCount(of: texts)) { column, sink in
          shown(row, column, Self.cell(column, of: texts), &sink)
        }
      }
    }
    return cells
  }

  /// How many cells a row has: its columns, or, when it has none, its text, then its detail
  /// and its secondary text when it has them.
  static func cellCount(of texts: CellTextBytes) -> Int {
    guard texts.columnCount == 0 else { return texts.columnCount }
    return 1 + (texts[.detailText] != nil ? 1 : 0) + (texts[.secondaryText] != nil ? 1 : 0)
  }

  /// One of a row's cells, counted as ``cellCount(of:)`` counts them.
  static func cell(_ column: Int, of texts: CellTextBytes) -> UnsafeBufferPointer<UInt8> {
    if texts.columnCount > 0 { return texts.column(column) }
    switch column {
    case 0: return texts.text
    case 1: return texts[.detailText] ?? texts[.secondaryText] ?? texts.text
    default: return texts[.secondaryText] ?? texts.text
    }
  }
}
