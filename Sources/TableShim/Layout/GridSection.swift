/// The rows of the grid section being rendered, kept until it ends so that its columns can
/// be measured: the only rows a backend ever holds.
struct GridSection {
  /// The section as it started.
  let start: SectionStart
  /// The rows so far.
  private(set) var rows: [CellContent] = []

  init(_ start: SectionStart) {
    self.start = start
  }

  mutating func append(_ row: CellContent) {
    rows.append(row)
  }

  /// The column titles, when the section has them.
  var titles: [String]? { start.columns?.map(\.title) }

  /// The columns: the section's own, or untitled ones as many as the widest row has cells.
  var columns: [Column] {
    if let columns = start.columns { return columns }
    let count = rows.lazy.map { Self.cellCount(of: $0) }.max() ?? 0
    return Array(repeating: Column(""), count: count)
  }

  /// Every row's cells, one per column: its `columns`, or its text and detail when it has
  /// none; a row with fewer cells than columns is padded with empty cells.
  ///
  /// - Parameters:
  ///   - count: The number of columns.
  ///   - shown: What a cell shows, given its row, its column and its text.
  /// - Returns: The cells, row by row.
  func cells(
    count: Int, shown: (CellContent, Int, String) -> String = { $2 }
  ) -> GridCells {
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
