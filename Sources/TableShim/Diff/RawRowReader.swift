#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the rows of a table of ``RawTableRows`` by their flat index, forwards only, skipping
/// the rows between: ``RowReader``'s work without a `CellModel` for each row read.
struct RawRowReader {
  private var rows: any RawTableRows
  /// Which table it reads, `old` or `new`, for an error.
  private let table: String
  /// The flat index of the next row the rows give.
  private var next = 0

  init(_ rows: any RawTableRows, table: String) {
    self.rows = rows
    self.table = table
  }

  /// Moves to the row at flat index `flat`, which is after every row read before.
  ///
  /// - Throws: ``StreamedDifferenceError/inputChanged(table:)`` when the table ends before
  ///   it, or the source's own error.
  mutating func move(to flat: Int) throws {
    // The rows before it are skipped, not read, in one call.
    if next < flat {
      next += try rows.skipRows(flat - next)
      guard next == flat else { throw StreamedDifferenceError.inputChanged(table: table) }
    }
    guard try rows.nextRow() else { throw StreamedDifferenceError.inputChanged(table: table) }
    next += 1
  }

  /// The row at flat index `flat`, which is after every row read before, as its decoder
  /// makes it.
  ///
  /// - Throws: As ``move(to:)``.
  mutating func row(at flat: Int) throws -> CellModel {
    try move(to: flat)
    return rows.model()
  }

  /// The current row, as its decoder makes it.
  func model() -> CellModel { rows.model() }

  /// Calls `body` with the current row's cells laid end to end and where each ends.
  ///
  /// Mutating, though it changes nothing, so that a reader kept in an optional is read in
  /// place: read, it was copied for every row (a retain and a release of its parts).
  mutating func withCells(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Void) {
    rows.withCells(body)
  }

  /// How many cells the current row has (mutating, as ``withCells(_:)`` is).
  var columnCount: Int {
    mutating get {
      var count = 0
      rows.withCells { count = $1.count }
      return count
    }
  }

  /// Whether the current rows of two readers have the same cells, byte for byte, and take
  /// their ids from the same column: then they are the same row, and their keys are equal.
  func hasSameCells(as other: RawRowReader) -> Bool {
    guard rows.keyColumn == other.rows.keyColumn else { return false }
    var isSame = false
    rows.withCells { bytes, ends in
      other.rows.withCells { otherBytes, otherEnds in
        isSame =
          Self.equal(UnsafeRawBufferPointer(ends), UnsafeRawBufferPointer(otherEnds))
          && Self.equal(UnsafeRawBufferPointer(bytes), UnsafeRawBufferPointer(otherBytes))
      }
    }
    return isSame
  }

  /// Whether two runs of bytes are equal, compared by `memcmp`.
  private static func equal(_ bytes: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer)
    -> Bool
  {
    guard bytes.count == other.count else { return false }
    guard let start = bytes.baseAddress, let otherStart = other.baseAddress else { return true }
    return memcmp(start, otherStart, bytes.count) == 0
  }
}
