import TableShim

/// Rows of a CSV or TSV input made ahead of the decoder: what ``CSVReadAhead`` hands from its
/// thread to the decoder's.
///
/// The batch keeps every row's content until the reading thread fills it again, so a row is
/// made and freed on the reading thread (see ``ReadAhead``). When the batch is filled again,
/// each new row is written over the storage of the row in its place when no one else holds
/// that row (the renderer keeps rows only for grids it measures, colour scales and records)
/// and it has room, so that most rows cost no allocation at all, as list-file rows
/// (``ParsedLines``).
struct CSVRows: CSVReadAhead.Batch {
  /// One row, made on the reading thread with its id (from the key column), and the line its
  /// record starts on.
  ///
  /// The decoder's thread makes the row's `CellModel` from it (a `CellModel` is not
  /// `Sendable`, and wrapping the content in one is a few words' work): the batch keeps the
  /// content, so that the next row can be written over its storage.
  struct Item: Sendable {
    var content: CellContent
    var id: String?
    var line: Int
  }

  /// The rows, the first ``count`` of them this batch's; those after them are kept from its
  /// last use for their storage, which the next rows are written over.
  private(set) var items: [Item] = []
  /// The number of rows in the batch.
  private(set) var count = 0
  /// The error that ends the input after the rows, if any.
  var failure: InputError?
  /// Whether the input ends after the rows.
  var isFinished = false

  /// Empties the batch for reuse, keeping its rows' memory: their rows are written over (or,
  /// when shared or too small, freed on this thread) as new rows come.
  mutating func removeAll() {
    count = 0
    failure = nil
    isFinished = false
  }

  /// Adds a row made from held cells (``CSVHeldRowsReadAhead``), which has no line.
  mutating func append(_ content: CellContent, id: String?) {
    let item = Item(content: content, id: id, line: 0)
    if count < items.count {
      items[count] = item
    } else {
      items.append(item)
    }
    count += 1
  }

  /// Adds the row the parser read last, which starts on `line`.
  @inline(__always)
  mutating func append(_ parser: CSVRowParser, line: Int) {
    let cells = parser.cells
    let id = parser.keyColumn.map { cells.string(at: $0) }
    guard count < items.count else {
      let content = cells.withCells { bytes, ends in
        CellContent.row(cellBytes: bytes, ends: ends)
      }
      items.append(Item(content: content, id: id, line: line))
      count += 1
      return
    }
    cells.withCells { bytes, ends in
      items[count].content.reuseAsRow(
        cellBytes: bytes, ends: ends, style: nil, accessory: .none)
    }
    items[count].id = id
    items[count].line = line
    count += 1
  }

  /// Adds the row the parser read last, which starts on `line`, its cells formatted.
  mutating func append(
    _ parser: CSVRowParser, line: Int, formattingWith formatter: RowPreformatter
  ) {
    let cells = parser.cells
    let id = parser.keyColumn.map { cells.string(at: $0) }
    guard count < items.count else {
      let content = cells.withCells { bytes, ends in
        formatter.withFormattedCells(bytes, ends: ends) {
          CellContent.row(cellBytes: $0, ends: $1)
        }
      }
      items.append(Item(content: content, id: id, line: line))
      count += 1
      return
    }
    cells.withCells { bytes, ends in
      formatter.withFormattedCells(bytes, ends: ends) {
        items[count].content.reuseAsRow(cellBytes: $0, ends: $1, style: nil, accessory: .none)
      }
    }
    items[count].id = id
    items[count].line = line
    count += 1
  }
}
