/// The byte-level steps of the search's scans over UTF-8 text.
enum SearchBytes {
  /// An ASCII byte in lower case.
  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// The scalar that starts with a byte beyond ASCII at `index`, and its length in bytes;
  /// U+FFFD and one byte for a sequence cut short by `count`.
  @inline(__always)
  static func decode(
    _ base: UnsafePointer<UInt8>, at index: Int, count: Int
  ) -> (scalar: UInt32, length: Int) {
    let lead = UInt32(base[index])
    if lead < 0xE0 {
      guard index + 1 < count else { return (0xFFFD, 1) }
      return ((lead & 0x1F) << 6 | UInt32(base[index + 1] & 0x3F), 2)
    }
    if lead < 0xF0 {
      guard index + 2 < count else { return (0xFFFD, 1) }
      let scalar =
        (lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6
        | UInt32(base[index + 2] & 0x3F)
      return (scalar, 3)
    }
    guard index + 3 < count else { return (0xFFFD, 1) }
    let scalar =
      (lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
      | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
    return (scalar, 4)
  }

  /// The first byte from `start` to `count` that is not ASCII, is a carriage return, or folds
  /// to `unit` (a query's unit: an ASCII letter in lower case, or any other scalar), or
  /// `count` when there is none; eight bytes at a time.
  static func asciiStop(
    in base: UnsafePointer<UInt8>, from start: Int, to count: Int, for unit: UInt32
  ) -> Int {
    // A byte folds to the unit when it is the unit or, for a letter, the unit in upper case;
    // or-ing 0x20 into every byte makes both the lower-case letter (and changes no byte that
    // could be taken for it). A unit beyond ASCII stops no ASCII byte: 0x80 is no ASCII byte.
    let target = (unit < 0x80 ? UInt64(unit) : 0x80) &* ones
    let caseBits: UInt64 = unit &- 0x61 < 26 ? 0x20 &* ones : 0
    var index = start
    while index + 8 <= count {
      let stops = stopBits(of: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      if stops != 0 { return index + stops.trailingZeroBitCount / 8 }
      index += 8
    }
    guard index < count else { return count }
    guard count >= 8 else {
      while index < count {
        let byte = base[index]
        if byte >= 0x80 || byte == 0x0D || UInt32(lowercased(byte)) == unit { return index }
        index += 1
      }
      return count
    }
    // The last eight bytes, less those already looked at, shifted out (zeros come in).
    let word = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
    let stops = stopBits(of: word >> (8 * UInt64(index - (count - 8))))
    return stops == 0 ? count : min(count, index + stops.trailingZeroBitCount / 8)

    func stopBits(of word: UInt64) -> UInt64 {
      let same = (word | caseBits) ^ target
      let carriage = word ^ (0x0D &* ones)
      // Zero bytes of `same` and `carriage` are stops; the test may also flag a byte above a
      // real stop, never one below the first.
      return (((same &- ones) & ~same) | ((carriage &- ones) & ~carriage) | word) & highs
    }
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// A hash of bytes (FNV-1a over eight-byte words).
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    guard let base = bytes.baseAddress else { return hash }
    var index = 0
    while index + 8 <= bytes.count {
      hash =
        (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0x100_0000_01B3
      index += 8
    }
    while index < bytes.count {
      hash = (hash ^ UInt64(base[index])) &* 0x100_0000_01B3
      index += 1
    }
    return hash
  }

  /// Whether `count` bytes at two places are the same.
  static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int) -> Bool {
    var index = 0
    while index + 8 <= count {
      guard
        UnsafeRawPointer(lhs + index).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(rhs + index).loadUnaligned(as: UInt64.self)
      else { return false }
      index += 8
    }
    while index < count {
      guard lhs[index] == rhs[index] else { return false }
      index += 1
    }
    return true
  }
}
