/// Finds bytes eight at a time, for the scans every line of input goes through.
enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The offset of the first byte at or after `start` that is `first` or `second`, or
  /// `bytes.count` when there is none.
  ///
  /// Each 8-byte word is tested at once: a byte equal to the target is zero after `^`, and
  /// `(x - 0x01…) & ~x & 0x80…` sets the high bit of the lowest zero byte (bits above it may
  /// be set by the borrow, which the lowest set bit never is).
  static func firstIndex(
    of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let raw = UnsafeRawPointer(base)
    let firstPattern = ones &* UInt64(first)
    let secondPattern = ones &* UInt64(second)
    var index = start
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let x = word ^ firstPattern
      let y = word ^ secondPattern
      let found = (((x &- ones) & ~x) | ((y &- ones) & ~y)) & highBits
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] == first || bytes[index] == second { return index }
      index += 1
    }
    return bytes.count
  }
}
