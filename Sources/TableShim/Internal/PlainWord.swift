/// Tells, eight bytes at once, that none of them needs escaping in any output format: each
/// is an ASCII letter, a digit, a space, or part of a non-ASCII character (high bit set)
/// other than C2, the lead byte of the C1 controls (and of U+00A0–U+00BF).
///
/// Every byte that an escaper replaces (Markdown punctuation, HTML's `& < > " '`, control
/// characters) and every line break is outside that set, so an escaper copies such words as they are
/// and looks at the others byte by byte.
enum PlainWord {
  /// Whether all eight bytes of `word` (loaded little-endian) are plain.
  @inline(__always)
  static func contains(_ word: UInt64) -> Bool {
    marks(word) == 0
  }

  /// The bytes of `word` (loaded little-endian) that are not plain, each marked by its high
  /// bit (0x80 in the byte's place): zero when all eight are plain.
  ///
  /// For a byte `x` below 0x80, `x + (0x80 - low)` has its high bit set exactly when
  /// `x >= low`, and `x + (0x7F - high)` exactly when `x > high`; no sum carries into the
  /// next byte. Letters are found in either case at once, with bit 5 set: that maps `A`–`Z`
  /// to `a`–`z` and no byte that is not a letter to one.
  @inline(__always)
  static func marks(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let low = word & ~highBits
    let folded = low | 0x20 &* ones
    let letter = (folded &+ (0x80 - 0x61) &* ones) & ~(folded &+ (0x7F - 0x7A) &* ones)
    let digit = (low &+ (0x80 - 0x30) &* ones) & ~(low &+ (0x7F - 0x39) &* ones)
    let space = ~((low ^ (0x20 &* ones)) &+ 0x7F &* ones)
    return ~(word | letter | digit | space) & highBits | ControlBytes.marks(of: 0xC2, in: word)
  }

  /// The offset at or after `start` from which bytes must be looked at one by one: `start`
  /// moved past every whole plain word, and to the end when the last eight bytes (which may
  /// overlap bytes already seen) are plain.
  @inline(__always)
  static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index < bytes.count {
      let wordStart = index + 8 <= bytes.count ? index : bytes.count - 8
      guard wordStart >= 0,
        contains(
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: wordStart, as: UInt64.self)))
      else { return index }
      index = wordStart + 8
    }
    return index
  }
}

extension PlainWord {
  /// The `count` bytes (one to seven) of `bytes` from `start` as the low bytes of a word,
  /// the others zero, read without touching a byte outside them.
  @inline(__always)
  static func load(_ count: Int, bytesAt start: Int, of bytes: UnsafeBufferPointer<UInt8>)
    -> UInt64
  {
    assert(count > 0 && count < 8 && start + count <= bytes.count)
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    // Two loads that overlap in the middle; or-ing a byte with itself keeps it.
    if count >= 4 {
      let head = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
      let tail = UInt64(
        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
      return head | tail &<< (8 * UInt64(count - 4))
    }
    if count >= 2 {
      let head = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
      let tail = UInt64(
        UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
      return head | tail &<< (8 * UInt64(count - 2))
    }
    return UInt64(raw.load(as: UInt8.self))
  }
}
