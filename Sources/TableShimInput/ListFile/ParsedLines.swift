/// Lines of a list file recognised ahead of the decoder, with every row's cells in two
/// buffers: what ``ListFileReadAhead`` hands from its thread to the decoder's.
struct ParsedLines: Sendable {
  /// One line: what it is, its number, and for a row where its cells are.
  struct Item: Sendable {
    let line: ListFileLine
    let number: Int
    /// The index in ``ends`` of the row's first cell.
    let firstCell: Int
    /// The offset in ``bytes`` of the row's first byte.
    let firstByte: Int
  }

  private(set) var items: [Item] = []
  /// The rows' cells laid end to end.
  private(set) var bytes: [UInt8] = []
  /// Where each cell ends, from its row's first byte.
  private(set) var ends: [Int] = []
  /// The error that ends the input after ``items``, if any.
  var failure: InputError?
  /// Whether the input ends after ``items``.
  var isFinished = false

  /// Empties the lines, keeping their memory for the next ones.
  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    failure = nil
    isFinished = false
  }

  /// Adds a line; a row's cells are copied from `cells`.
  mutating func append(_ line: ListFileLine, number: Int, cells: CellBytes) {
    items.append(Item(line: line, number: number, firstCell: ends.count, firstByte: bytes.count))
    guard case .row = line else { return }
    cells.withCells { cellBytes, cellEnds in
      bytes.append(contentsOf: cellBytes)
      ends.append(contentsOf: cellEnds)
    }
  }

  /// Calls `body` with the cells of the row at `index`: their bytes and where each ends.
  func withCells<Result, Failure>(
    ofItem index: Int,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let item = items[index]
    let cellEnd = index + 1 < items.count ? items[index + 1].firstCell : ends.count
    let byteEnd = index + 1 < items.count ? items[index + 1].firstByte : bytes.count
    return try bytes.withUnsafeBufferPointer { bytes throws(Failure) in
      try ends.withUnsafeBufferPointer { ends throws(Failure) in
        try body(
          UnsafeBufferPointer(rebasing: bytes[item.firstByte..<byteEnd]),
          UnsafeBufferPointer(rebasing: ends[item.firstCell..<cellEnd]))
      }
    }
  }
}
