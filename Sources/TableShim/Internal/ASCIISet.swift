/// A set of ASCII bytes held as two 64-bit masks, one bit per byte value below 128, so that
/// asking whether a byte is in it is a shift and no memory read: what each escaper's "does
/// this byte need a look" test is made of.
struct ASCIISet {
  /// Bits 0 to 63: the bytes 0x00 to 0x3F.
  let low: UInt64
  /// Bits 0 to 63: the bytes 0x40 to 0x7F.
  let high: UInt64

  /// Whether the set holds `byte`; no byte of 0x80 or above is in it.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    switch byte {
    case 0..<64: return (low >> UInt64(byte)) & 1 != 0
    case 64..<128: return (high >> UInt64(byte - 64)) & 1 != 0
    default: return false
    }
  }
}
