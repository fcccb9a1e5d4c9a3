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

extension ByteScan {
  /// The index of the first byte from `start` to `end` that ends a run of a JSON string's
  /// text: a quote, a backslash or a control character (below 0x20); `end` when there is none.
  ///
  /// Besides the two bytes found as in ``firstIndex(of:or:in:from:)``, a byte below 0x20 sets
  /// its high bit in `(x - 0x20…) & ~x & 0x80…`, and again only borrows from a byte found
  /// can set the bits above it.
  static func firstStringStop(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let found =
        (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
          | ((word &- ones &* 0x20) & ~word)) & highBits
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < end {
      let byte = base[index]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 { return index }
      index += 1
    }
    return end
  }
}
