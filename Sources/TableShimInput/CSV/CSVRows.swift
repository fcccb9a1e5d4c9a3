import TableShim

/// Rows of a CSV or TSV input made ahead of the decoder: what ``CSVReadAhead`` hands from its
/// thread to the decoder's.
///
/// The batch keeps every row's content until the reading thread empties it for reuse, so a
/// row is made and freed on the reading thread (see ``ReadAhead``).
struct CSVRows: CSVReadAhead.Batch {
  /// One row, made on the reading thread with its id (from the key column), and the line its
  /// record starts on.
  ///
  /// A `CellModel` is not `Sendable` (its data and apply closure may be anything), but a row
  /// made here holds only its content and a `String` id: the reading thread makes it and
  /// hands it over whole, and neither thread changes it afterwards. Making the row there
  /// (its id boxed and hashed) takes that work off the thread that renders.
  struct Item: @unchecked Sendable {
    let row: CellModel
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
    items.append(Item(row: CellModel(content, stringID: id), line: 0))
  }

  /// Adds the row the parser read last, which starts on `line`.
  @inline(__always)
  mutating func append(_ parser: CSVRowParser, line: Int) {
    let cells = parser.cells
    let content = cells.withCells { bytes, ends in CellContent.row(cellBytes: bytes, ends: ends) }
    items.append(
      Item(
        row: CellModel(content, stringID: parser.keyColumn.map { cells.string(at: $0) }),
        line: line))
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
      Item(
        row: CellModel(content, stringID: parser.keyColumn.map { cells.string(at: $0) }),
        line: line))
  }
}
