/// Reads single scalars out of valid UTF-8, for the checks that look at only the first or
/// last character of a text.
enum UTF8Scalars {
  /// The scalar whose first byte is at `offset`, or `nil` if no whole scalar starts there.
  static func scalar(startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Unicode.Scalar?
  {
    guard offset < bytes.count else { return nil }
    let lead = bytes[offset]
    let length =
      lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard offset + length <= bytes.count else { return nil }
    var decoder = UTF8()
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]).makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return scalar
  }

  /// The scalar whose last byte is just before `end`, or `nil` if no whole scalar ends there.
  static func scalar(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    var start = end - 1
    while start > 0, end - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0 else { return nil }
    return scalar(startingAt: start, in: bytes)
  }

  /// The scalars of valid UTF-8, decoded from its bytes.
  struct Decoded: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    @inline(__always)
    mutating func next() -> Unicode.Scalar? {
      guard index < bytes.count else { return nil }
      let lead = UInt32(bytes[index])
      let value: UInt32
      if lead < 0x80 {
        value = lead
        index += 1
      } else if lead < 0xE0, index + 1 < bytes.count {
        value = (lead & 0x1F) << 6 | continuation(1)
        index += 2
      } else if lead < 0xF0, index + 2 < bytes.count {
        value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
        index += 3
      } else if index + 3 < bytes.count {
        value =
          (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        index += 4
      } else {
        // A truncated sequence, which a String never holds.
        index = bytes.count
        return "\u{FFFD}"
      }
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private func continuation(_ offset: Int) -> UInt32 {
      UInt32(bytes[index + offset] & 0x3F)
    }
  }
}
