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
    guard !bytes.isEmpty else { return }
    // Lines are counted up to the last LF; the column is counted from after it.
    guard let lastNewline = Self.lastNewline(in: bytes) else {
      column += bytes.count - Self.count(in: bytes, where: Self.continuations)
      return
    }
    line += Self.count(
      in: UnsafeBufferPointer(rebasing: bytes[...lastNewline]), where: Self.newlines)
    let rest = UnsafeBufferPointer(rebasing: bytes[(lastNewline + 1)...])
    column = 1 + rest.count - Self.count(in: rest, where: Self.continuations)
  }

  /// The index of the last LF, found eight bytes at a time from the end.
  private static func lastNewline(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var end = bytes.count
    while end >= 8 {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self))
      let found = newlines(word)
      if found != 0 { return end - 8 + (63 - found.leadingZeroBitCount) / 8 }
      end -= 8
    }
    while end > 0 {
      end -= 1
      if bytes[end] == 0x0A { return end }
    }
    return nil
  }

  /// The high bit of each continuation byte (`10xxxxxx`) of a word: `word << 1` brings each
  /// byte's bit 6 to its bit 7.
  private static func continuations(_ word: UInt64) -> UInt64 {
    word & ~(word << 1) & highBits
  }

  /// The high bit of each LF of a word, exactly: no carry crosses bytes.
  private static func newlines(_ word: UInt64) -> UInt64 {
    let x = word ^ (ones &* 0x0A)
    return ~(((x & lowBits) &+ lowBits) | x) & highBits
  }

  /// The number of bytes that `marks` sets the high bit of, eight bytes at a time: each byte
  /// of a running sum counts its lane, and the lanes are added up every 255 words, before one
  /// can overflow.
  @inline(__always)
  private static func count(
    in bytes: UnsafeBufferPointer<UInt8>, where marks: (UInt64) -> UInt64
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var total = 0
    var index = 0
    while index + 8 <= bytes.count {
      var lanes: UInt64 = 0
      let stop = min(bytes.count - 7, index + 255 * 8)
      while index < stop {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        lanes &+= marks(word) >> 7
        index += 8
      }
      // Pairs of lanes, then the four sums of pairs, in the top 16 bits.
      let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
      total += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
    }
    while index < bytes.count {
      if marks(UInt64(bytes[index])) != 0 { total += 1 }
      index += 1
    }
    return total
  }
}
