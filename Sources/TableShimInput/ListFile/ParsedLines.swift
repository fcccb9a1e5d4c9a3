import TableShim

/// Lines of a list file recognised ahead of the decoder, each row already made into its
/// content: what ``ListFileReadAhead`` hands from its thread to the decoder's.
///
/// The batch keeps every row's content until the reading thread empties it for reuse, so a
/// row is made and freed on the reading thread, whatever the decoder's thread does with its
/// copy: memory never goes back to the allocator of another thread for every row.
struct ParsedLines: ReadAheadBatch {
  /// One line: what it is, its number, and for a row its content.
  struct Item: Sendable {
    let line: ListFileLine
    let number: Int
    let row: CellContent?
  }

  private(set) var items: [Item] = []
  /// The error that ends the input after ``items``, if any.
  var failure: InputError?
  /// Whether the input ends after ``items``.
  var isFinished = false

  /// Empties the lines (freeing the rows on this thread), keeping the memory of the list.
  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
    failure = nil
    isFinished = false
  }

  /// Adds a line; a row is made from `cells` in `style`.
  @inline(__always)
  mutating func append(_ line: ListFileLine, number: Int, cells: CellBytes, style: CellStyle?) {
    var row: CellContent?
    if case .row(let accessory, _) = line {
      row = cells.withCells { bytes, ends in
        CellContent.row(cellBytes: bytes, ends: ends, style: style, accessory: accessory)
      }
    }
    items.append(Item(line: line, number: number, row: row))
  }
}
