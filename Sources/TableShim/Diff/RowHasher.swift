/// A quick 64-bit hash of a row's content for ``RowDigest``: eight bytes at a time, where
/// `Hasher` (SipHash) took about 1,600 instructions a row of three short cells.
///
/// Its quality only decides how often `tableshim diff` must fall back to the tables held in
/// memory: every pair of rows is compared again before anything is written (see
/// ``StreamedDifference``), so two contents that hash alike never give a wrong difference. It
/// is seeded at random once a process, as `Hasher` is, so that inputs cannot be made to
/// collide on purpose from one run to the next.
struct RowHasher {
  private static let seed = UInt64.random(in: .min ... .max)
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

  private var state = seed

  /// Mixes one word in.
  @inline(__always)
  mutating func combine(_ value: Int) {
    mix(UInt64(bitPattern: Int64(value)))
  }

  /// Mixes a run of bytes in, eight at a time; the caller mixes its length in to keep texts
  /// apart.
  @inline(__always)
  mutating func combine(bytes: UnsafeRawBufferPointer) {
    var offset = 0
    let count = bytes.count
    while offset + 8 <= count {
      mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    guard offset < count else { return }
    // The last one to seven bytes as one word, read four, two and one at a time: the same
    // word a byte loop makes on a little-endian machine, in a few loads.
    let remaining = count - offset
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    if remaining & 4 != 0 {
      tail = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
      offset += 4
      shift = 32
    }
    if remaining & 2 != 0 {
      tail |= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
      offset += 2
      shift += 16
    }
    if remaining & 1 != 0 { tail |= UInt64(bytes[offset]) << shift }
    mix(tail)
  }

  @inline(__always)
  private mutating func mix(_ word: UInt64) {
    let round = (word &* Self.prime2).rotated(by: 31) &* Self.prime1
    state = (state ^ round).rotated(by: 27) &* Self.prime1 &+ 0x85EB_CA77_C2B2_AE63
  }

  /// The hash of everything mixed in.
  func finalize() -> Int {
    var value = state
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return Int(bitPattern: UInt(value))
  }
}

extension UInt64 {
  /// The bits rotated left by `count` (1...63).
  @inline(__always)
  fileprivate func rotated(by count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
