/// Counts lines and columns over UTF-8 bytes handed to it in order, so that an input read in
/// chunks can place an error anywhere without keeping the bytes before it.
///
/// A line ends at LF; a column counts Unicode scalars from 1, so every byte that is not a
/// continuation byte (`10xxxxxx`) moves it on. The bytes are counted eight at a time.
struct LineCounter {
  /// The line of the next byte, from 1.
  private(set) var line = 1
  /// The column of the next byte, from 1.
  private(set) var column = 1

  /// A counter at the start of an input; `skipsFirstScalar` leaves a byte-order mark out of
  /// the first line's columns.
  init(skipsFirstScalar: Bool = false) {
    column = skipsFirstScalar ? 0 : 1
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// Moves past `bytes`, which follow the bytes counted so far.
  mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    let raw = UnsafeRawPointer(base)
    // The last LF decides where the column starts again; the LFs before it only count lines.
    var lastLineStart = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let x = word ^ (Self.ones &* 0x0A)
      // The high bit of each byte that is zero in `x`, exactly: no borrow crosses bytes.
      let newlines = ~(((x & Self.lowBits) &+ Self.lowBits) | x) & Self.highBits
      if newlines != 0 {
        line += newlines.nonzeroBitCount
        lastLineStart = index + (63 - newlines.leadingZeroBitCount) / 8 + 1
      }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
        lastLineStart = index + 1
      }
      index += 1
    }
    if lastLineStart > 0 { column = 1 }
    column += Self.scalarCount(in: UnsafeBufferPointer(rebasing: bytes[lastLineStart...]))
  }

  /// The number of bytes that start a scalar: those that are not `10xxxxxx`.
  private static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var continuations = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      // Bit 7 set and bit 6 clear: `word << 1` brings each byte's bit 6 to its bit 7.
      continuations += (word & ~(word << 1) & highBits).nonzeroBitCount
      index += 8
    }
    while index < bytes.count {
      if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return bytes.count - continuations
  }
}
