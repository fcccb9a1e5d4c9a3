import TableShim

/// Lines of a list file recognised ahead of the decoder, each row already made into its
/// content: what ``ListFileReadAhead`` hands from its thread to the decoder's.
///
/// The batch keeps every row's content until the reading thread fills it again, so a row is
/// made and freed on the reading thread, whatever the decoder's thread does with its copy:
/// memory never goes back to the allocator of another thread for every row. When the batch
/// is filled again, each new row is written over the storage of the row in its place when no
/// one else holds that row (the renderer keeps rows only for grids, colour scales and
/// records) and it has room, so that most rows cost no allocation at all.
struct ParsedLines: ReadAheadBatch {
  /// One line: what it is, its number, and for a row its content.
  ///
  /// A row's line is not stored in ``line``, which keeps the line that was in its place
  /// before: copying a ``ListFileLine`` goes through every case's payload, and was a tenth of
  /// the reading thread's work. ``row`` is set exactly for rows; ``lineRead`` gives the line.
  struct Item: Sendable {
    /// The line, when it is not a row.
    var line: ListFileLine
    var number: Int
    /// The row's content, for a row; `nil` for any other line.
    var row: CellContent?
    /// The row's id (a trailing `{#ID}`), for a row.
    var rowID: String?

    /// The line read: ``line``, or a row's line made again from its content and id.
    var lineRead: ListFileLine {
      guard let row else { return line }
      return .row(accessory: row.accessory, id: rowID)
    }
  }

  /// The lines, the first ``count`` of them this batch's; those after them are kept from its
  /// last use for their rows' memory, which the next rows are written over.
  private(set) var items: [Item] = []
  /// The number of lines in the batch.
  private(set) var count = 0
  /// The error that ends the input after the lines, if any.
  var failure: InputError?
  /// Whether the input ends after the lines.
  var isFinished = false

  /// The row of the line at `index`, moved out of the batch when `moving`, else copied;
  /// `nil` for a line that is not a row, or whose row was moved out already.
  @inline(__always)
  mutating func handOutRow(at index: Int, moving: Bool) -> CellContent? {
    moving ? items[index].row.take() : items[index].row
  }

  /// Puts a row moved out by ``handOutRow(at:moving:)`` back at `index`, for the next row written
  /// there to reuse.
  @inline(__always)
  mutating func putBack(_ row: consuming CellContent, at index: Int) {
    items[index].row = consume row
  }

  /// Empties the batch for reuse, keeping its lines' memory: their rows are written over
  /// (or, when shared or too small, freed on this thread) as new lines come.
  mutating func removeAll() {
    count = 0
    failure = nil
    isFinished = false
  }

  /// Writes a row of `columns` columns, whose cells `split` writes, in the memory of the row
  /// in the next line's place when no one else holds that row and it has room, else in new
  /// memory; ``commitRow(id:number:)`` then adds it, unless its cells were too many.
  ///
  /// - Returns: The number of cells `split` wrote.
  @inline(__always)
  mutating func writeRow(
    columns: Int, byteCapacity: Int, style: CellStyle?, accessory: CellAccessory,
    _ split: (inout DecodedRowWriter) -> Void
  ) -> Int {
    // Taken out of its item, not read: reading an item of the list copies it, row and line.
    if count < items.count, var row = items[count].row.take() {
      let cellCount = row.rewriteAsDecodedRow(
        columnCount: columns, byteCapacity: byteCapacity, style: style, accessory: accessory,
        split)
      items[count].row = row
      return cellCount
    }
    var cellCount = 0
    let row = CellContent(
      decodedRowOf: columns, byteCapacity: byteCapacity, style: style, accessory: accessory,
      count: &cellCount, split)
    if count < items.count {
      items[count].row = row
    } else {
      items.append(Item(line: .blank, number: 0, row: row, rowID: nil))
    }
    return cellCount
  }

  /// Adds the row ``writeRow(columns:byteCapacity:style:accessory:_:)`` wrote, with its id
  /// and line number.
  @inline(__always)
  mutating func commitRow(id: String?, number: Int) {
    items[count].rowID = id
    items[count].number = number
    count += 1
  }

  /// Adds a line; a row is made from `cells` in `style`, in the memory of the row that was
  /// in its place when no one else holds that row.
  @inline(__always)
  mutating func append(
    _ line: consuming ListFileLine, number: Int, cells: CellBytes, style: CellStyle?
  ) {
    guard count < items.count else {
      var row: CellContent?
      var rowID: String?
      if case .row(let accessory, let id) = line {
        row = cells.withCells { bytes, ends in
          CellContent.row(cellBytes: bytes, ends: ends, style: style, accessory: accessory)
        }
        rowID = id
      }
      items.append(Item(line: line, number: number, row: row, rowID: rowID))
      count += 1
      return
    }
    if case .row(let accessory, let id) = line {
      if var row = items[count].row.take() {
        cells.withCells { bytes, ends in
          row.reuseAsRow(cellBytes: bytes, ends: ends, style: style, accessory: accessory)
        }
        items[count].row = row
      } else {
        items[count].row = cells.withCells { bytes, ends in
          CellContent.row(cellBytes: bytes, ends: ends, style: style, accessory: accessory)
        }
      }
      items[count].rowID = id
    } else {
      items[count].row = nil
      items[count].rowID = nil
      items[count].line = line
    }
    items[count].number = number
    count += 1
  }
}
