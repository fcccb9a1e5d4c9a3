// The one place where TSV output escapes a field, with the escapes of "linear TSV" that
// TableShim's TSV decoder reads: a backslash is `\\`, a tab `\t`, a line feed `\n` and a
// carriage return `\r`. Every other character, other control characters included, is written
// as it is: a data format keeps the model's text exactly, and these four are the only bytes
// that would change how a line of TSV is split.

extension ByteSink {
  /// Appends `bytes`, valid UTF-8, as one TSV field with the four escapes.
  mutating func writeTSVField(bytes: UnsafeBufferPointer<UInt8>) {
    _ = write(upTo: ByteCursor.tsvRoom(for: bytes.count)) { cursor in
      cursor.appendTSVField(bytes)
      return true
    }
  }
}

extension ByteCursor {
  /// The most bytes that a field of `count` bytes takes, escaped, with the eight bytes more
  /// that a word stored whole needs.
  static func tsvRoom(for count: Int) -> Int { 2 * count + 8 }

  /// Appends `bytes`, valid UTF-8, as one TSV field with the four escapes, in
  /// ``tsvRoom(for:)`` bytes of room: a field without a byte to escape (most) is copied
  /// eight bytes at a time.
  @inline(__always)
  mutating func appendTSVField(_ bytes: UnsafeBufferPointer<UInt8>) {
    if appendIfUnmarked(bytes, by: DataFieldWord.tsvMarks) { return }
    appendTSVEscaped(bytes)
  }

  /// Appends a field that may hold a byte to escape: words without one are copied whole,
  /// the others byte by byte.
  @inline(never)
  private mutating func appendTSVEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    while index &+ 8 <= count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if DataFieldWord.tsvMarks(word) == 0 {
        store(word: word)
        skip(8)
      } else {
        for offset in index..<index &+ 8 { appendTSVByte(base[offset]) }
      }
      index &+= 8
    }
    while index < count {
      appendTSVByte(base[index])
      index &+= 1
    }
  }

  /// Appends one byte of a field, escaped when it is one of the four.
  @inline(__always)
  private mutating func appendTSVByte(_ byte: UInt8) {
    let escape: UInt8
    switch byte {
    case 0x5C: escape = 0x5C
    case 0x09: escape = UInt8(ascii: "t")
    case 0x0A: escape = UInt8(ascii: "n")
    case 0x0D: escape = UInt8(ascii: "r")
    default: return write(byte: byte)
    }
    write(byte: 0x5C)
    write(byte: escape)
  }
}
