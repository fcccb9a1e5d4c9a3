/// Rows of a CSV or TSV input read ahead of a decoder that groups them: each row's cells as
/// UTF-8 laid end to end, as the parser left them, for the decoder's thread to file under
/// their groups (``CSVGroups``).
struct CSVRecordBatch: CSVReadAhead.Batch {
  private var bytes: [UInt8] = []
  /// Where each row's cells end, from the row's first byte: as many a row as there are titles.
  private var ends: [Int] = []
  /// Where each row starts in `bytes`.
  private var starts: [Int] = []
  /// The error that ends the input after the rows, if any.
  var failure: InputError?
  /// Whether the input ends after the rows.
  var isFinished = false

  /// The number of rows.
  var count: Int { starts.count }

  /// Empties the batch, keeping its memory.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    failure = nil
    isFinished = false
  }

  /// Adds the row the parser read last.
  mutating func append(_ parser: CSVRowParser, line: Int) {
    starts.append(bytes.count)
    parser.cells.withCells { cellBytes, cellEnds in
      bytes.append(contentsOf: cellBytes)
      ends.append(contentsOf: cellEnds)
    }
  }

  /// Calls `body` with a row's cells laid end to end and where each ends.
  ///
  /// - Parameters:
  ///   - row: The row's index in the batch.
  ///   - columns: The number of cells a row has.
  ///   - body: Takes the row's bytes and where each of its cells ends in them.
  /// - Returns: What `body` returns.
  func withRow<Result>(
    _ row: Int, columns: Int,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Result
  ) -> Result {
    bytes.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in
        let rowEnds = UnsafeBufferPointer(rebasing: ends[(row * columns)..<((row + 1) * columns)])
        let start = starts[row]
        return body(
          UnsafeBufferPointer(rebasing: bytes[start..<(start + (rowEnds.last ?? 0))]), rowEnds)
      }
    }
  }
}
