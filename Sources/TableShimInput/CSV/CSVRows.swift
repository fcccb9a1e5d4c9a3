import TableShim

/// Rows of a CSV or TSV input made ahead of the decoder: what ``CSVReadAhead`` hands from its
/// thread to the decoder's.
///
/// The batch keeps every row's content until the reading thread empties it for reuse, so a
/// row is made and freed on the reading thread (see ``ReadAhead``).
struct CSVRows: CSVReadAhead.Batch {
  /// One row: its content, its id (from the key column), and the line its record starts on.
  struct Item: Sendable {
    let content: CellContent
    let id: String?
    let line: Int
  }

  private(set) var items: [Item] = []
  /// The error that ends the input after ``items``, if any.
  var failure: InputError?
  /// Whether the input ends after ``items``.
  var isFinished = false

  /// The number of rows.
  var count: Int { items.count }

  /// Empties the rows (freeing them on this thread), keeping the memory of the list.
  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
    failure = nil
    isFinished = false
  }

  /// Adds a row made from held cells (``CSVHeldRowsReadAhead``), which has no line.
  mutating func append(_ content: CellContent, id: String?) {
    items.append(Item(content: content, id: id, line: 0))
  }

  /// Adds the row the parser read last, which starts on `line`.
  @inline(__always)
  mutating func append(_ parser: CSVRowParser, line: Int) {
    let cells = parser.cells
    let content = cells.withCells { bytes, ends in CellContent.row(cellBytes: bytes, ends: ends) }
    items.append(
      Item(content: content, id: parser.keyColumn.map { cells.string(at: $0) }, line: line))
  }

  /// Adds the row the parser read last, which starts on `line`, its cells formatted.
  mutating func append(
    _ parser: CSVRowParser, line: Int, formattingWith formatter: RowPreformatter
  ) {
    let cells = parser.cells
    let content = cells.withCells { bytes, ends in
      formatter.withFormattedCells(bytes, ends: ends) { CellContent.row(cellBytes: $0, ends: $1) }
    }
    items.append(
      Item(content: content, id: parser.keyColumn.map { cells.string(at: $0) }, line: line))
  }
}
