/// The cells of a grid section's rows, one per column, kept in one array rather than an
/// array per row.
struct GridCells {
  /// How many cells each row has.
  let columnCount: Int
  private var cells: [String] = []

  init(columnCount: Int, rowCapacity: Int = 0) {
    self.columnCount = columnCount
    cells.reserveCapacity(columnCount * rowCapacity)
  }

  /// The number of rows.
  var rowCount: Int { columnCount == 0 ? 0 : cells.count / columnCount }

  /// The cells of one row.
  subscript(row: Int) -> ArraySlice<String> {
    cells[row * columnCount..<(row + 1) * columnCount]
  }

  /// One cell.
  subscript(row: Int, column: Int) -> String {
    cells[row * columnCount + column]
  }

  /// The cells of one column, top to bottom.
  func column(_ column: Int) -> some Sequence<String> {
    stride(from: column, to: cells.count, by: max(columnCount, 1)).lazy.map { cells[$0] }
  }

  /// Adds a row: `texts` fill the columns in order, each as `shown` makes it from its
  /// column and text, and missing cells are empty.
  mutating func append(_ texts: [String], shown: (Int, String) -> String) {
    let start = cells.count
    for (column, text) in texts.prefix(columnCount).enumerated() {
      cells.append(shown(column, text))
    }
    cells.append(contentsOf: repeatElement("", count: start + columnCount - cells.count))
  }
}
