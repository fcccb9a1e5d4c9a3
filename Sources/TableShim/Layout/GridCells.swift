/// The cells of a grid section's rows, one per column, as UTF-8 laid end to end in one
/// buffer: a section of a million rows is two allocations, not a `String` per cell.
struct GridCells {
  /// How many cells each row has.
  let columnCount: Int
  private var bytes = ByteSink(capacity: 0)
  /// Where each cell ends in `bytes`, row by row.
  private var ends: [Int] = []

  init(columnCount: Int, rowCapacity: Int = 0) {
    self.columnCount = columnCount
    ends.reserveCapacity(columnCount * rowCapacity)
  }

  /// The number of rows.
  var rowCount: Int { columnCount == 0 ? 0 : ends.count / columnCount }

  /// Adds a row of `columnCount` cells: `write` writes cell `column` of the first
  /// `cellCount` into the sink it is given; the cells after them are empty.
  mutating func appendRow(cellCount: Int, _ write: (_ column: Int, inout ByteSink) -> Void) {
    for column in 0..<columnCount {
      if column < cellCount { write(column, &bytes) }
      ends.append(bytes.count)
    }
  }

  /// Removes every row, keeping the room they took, to make the next row in it.
  mutating func removeAll() {
    bytes.removeAll()
    ends.removeAll(keepingCapacity: true)
  }

  /// Calls `body` with a view of the cells, valid only inside `body`.
  func withCells<Result>(_ body: (View) throws -> Result) rethrows -> Result {
    try bytes.withBytes { bytes in
      try ends.withUnsafeBufferPointer { ends in
        try body(View(bytes: bytes, ends: ends, columnCount: columnCount))
      }
    }
  }

  /// One row's cells as strings, for the rare row that needs wrapping.
  func strings(ofRow row: Int) -> [String] {
    withCells { view in
      (0..<columnCount).map { String(decoding: view[row, $0], as: UTF8.self) }
    }
  }

  /// One column's cells as strings, top to bottom.
  func strings(ofColumn column: Int) -> [String] {
    withCells { view in
      (0..<view.rowCount).map { String(decoding: view[$0, column], as: UTF8.self) }
    }
  }

  /// The cells' bytes, read in place.
  struct View {
    fileprivate let bytes: UnsafeBufferPointer<UInt8>
    fileprivate let ends: UnsafeBufferPointer<Int>
    let columnCount: Int

    /// A view of cells laid out elsewhere: `ends` says where each cell ends in `bytes`, row
    /// by row, `columnCount` to a row.
    init(
      bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, columnCount: Int
    ) {
      self.bytes = bytes
      self.ends = ends
      self.columnCount = columnCount
    }

    /// The number of rows.
    var rowCount: Int { columnCount == 0 ? 0 : ends.count / columnCount }

    /// Calls `body` with where each of the first row's cells ends, from the row's start.
    func withEnds<Result>(
      ofFirstRow body: (UnsafeBufferPointer<Int>) throws -> Result
    ) rethrows -> Result {
      try body(UnsafeBufferPointer(rebasing: ends[0..<columnCount]))
    }

    /// The bytes of the first row's cells together.
    var firstRowBytes: UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[0..<(columnCount == 0 ? 0 : ends[columnCount - 1])])
    }

    /// The number of bytes of one row's cells together.
    func byteCount(ofRow row: Int) -> Int {
      let first = row * columnCount
      return ends[first + columnCount - 1] - (first == 0 ? 0 : ends[first - 1])
    }

    /// One row's cells as strings, for the rare row that needs wrapping.
    func strings(ofRow row: Int) -> [String] {
      (0..<columnCount).map { String(decoding: self[row, $0], as: UTF8.self) }
    }

    /// One cell's bytes.
    subscript(row: Int, column: Int) -> UnsafeBufferPointer<UInt8> {
      let index = row * columnCount + column
      let start = index == 0 ? 0 : ends[index - 1]
      return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
    }
  }
}
