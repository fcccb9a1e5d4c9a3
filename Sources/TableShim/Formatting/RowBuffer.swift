/// The new texts of the row being formatted, end to end, and where each ends: memory kept
/// from row to row and written through its pointers, so that formatting a row allocates
/// nothing but the row itself.
final class RowBuffer {
  // Unchecked: a buffer is used by one render on one thread.
  /// The bytes written so far and room for more.
  @exclusivity(unchecked) private(set) var bytes: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private(set) var byteCapacity: Int
  /// Where each column's bytes end.
  @exclusivity(unchecked) private(set) var ends: UnsafeMutablePointer<Int>
  @exclusivity(unchecked) private(set) var endCapacity: Int

  init() {
    byteCapacity = 256
    bytes = .allocate(capacity: byteCapacity)
    endCapacity = 16
    ends = .allocate(capacity: endCapacity)
  }

  deinit {
    bytes.deallocate()
    ends.deallocate()
  }

  /// Makes room for `needed` bytes after the first `count`, which are kept.
  @inline(__always)
  func reserve(_ needed: Int, after count: Int) {
    if count + needed > byteCapacity { grow(to: count + needed, keeping: count) }
  }

  private func grow(to minimum: Int, keeping count: Int) {
    let capacity = max(minimum, byteCapacity * 2)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    new.initialize(from: bytes, count: count)
    bytes.deallocate()
    bytes = new
    byteCapacity = capacity
  }

  /// Copies `source` after the first `count` bytes, and counts them.
  @inline(__always)
  func append(_ source: UnsafeBufferPointer<UInt8>, at count: inout Int) {
    guard let base = source.baseAddress, !source.isEmpty else { return }
    reserve(source.count, after: count)
    (bytes + count).initialize(from: base, count: source.count)
    count += source.count
  }

  /// Makes room for the ends of `columns` columns.
  func reserveEnds(_ columns: Int) {
    guard columns > endCapacity else { return }
    ends.deallocate()
    endCapacity = max(columns, endCapacity * 2)
    ends = .allocate(capacity: endCapacity)
  }
}
