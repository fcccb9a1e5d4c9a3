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
    let count = rows.map { Self.cells(of: $0).count }.max() ?? 0
    return Array(repeating: Column(""), count: count)
  }

  /// A row's cells, one per column: its `columns`, or its text and detail when it has none;
  /// a row with fewer cells than columns is padded with empty cells.
  func cells(of row: CellContent, count: Int) -> [String] {
    let cells = Self.cells(of: row)
    return cells + Array(repeating: "", count: max(count - cells.count, 0))
  }

  private static func cells(of row: CellContent) -> [String] {
    guard row.columns.isEmpty else { return row.columns }
    return [row.text] + [row.detailText ?? row.secondaryText].compactMap { $0 }
  }
}
