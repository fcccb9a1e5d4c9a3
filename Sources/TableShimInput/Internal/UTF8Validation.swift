/// Checks bytes for well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// above U+10FFFF).
enum UTF8Validation {
  /// The offset of the first byte of the first ill-formed sequence, or `nil` if all is UTF-8.
  static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = skipASCII(bytes, from: 0)
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index = skipASCII(bytes, from: index + 1)
        continue
      }
      // The common characters of two and three bytes (Latin, Greek, Cyrillic; Hangul, CJK),
      // whose continuation bytes may be anything from 80 to BF, without the general table.
      if (0xC2...0xDF).contains(lead), index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
        index += 2
        continue
      }
      if (0xE1...0xEC).contains(lead) || lead >= 0xEE && lead <= 0xEF, index + 2 < bytes.count,
        bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80
      {
        index += 3
        continue
      }
      guard let length = sequenceLength(bytes, at: index) else { return index }
      index += length
    }
    return nil
  }

  /// The index of the first byte at or after `start` that is not ASCII, eight bytes a step.
  private static func skipASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    guard let base = bytes.baseAddress else { return index }
    let raw = UnsafeRawPointer(base)
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let high = word & 0x8080_8080_8080_8080
      // The first byte with its high bit set is the lowest one marked.
      if high != 0 { return index + high.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count, bytes[index] < 0x80 { index += 1 }
    return index
  }

  /// The length of the well-formed sequence starting with a non-ASCII byte, or `nil`.
  private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    // The allowed range of the second byte, and how many bytes the sequence has.
    let second: ClosedRange<UInt8>
    let length: Int
    switch lead {
    case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
    case 0xE0: (second, length) = (0xA0...0xBF, 3)
    case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
    case 0xED: (second, length) = (0x80...0x9F, 3)
    case 0xF0: (second, length) = (0x90...0xBF, 4)
    case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
    case 0xF4: (second, length) = (0x80...0x8F, 4)
    default: return nil
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }
}
