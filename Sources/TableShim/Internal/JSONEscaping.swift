// The one place where JSON output escapes text (RFC 8259, section 7). A string is written
// between quotes with `"` as `\"` and `\` as `\\`; every control character is escaped too, so
// that the file holds no raw control: the C0 controls as `\b`, `\t`, `\n`, `\f`, `\r` or
// `\u00XX`, DEL as `\u007f` and the C1 controls as `\u0080` to `\u009f`. U+2028 and U+2029,
// which end a line in JavaScript, are `\u2028` and `\u2029`. Every other character is written
// as it is, in UTF-8. A reader gives back exactly the model's text: data formats keep control
// characters and line breaks as they are, never showing them by stand-ins.

extension ByteSink {
  /// Appends `bytes`, valid UTF-8, as a JSON string: quoted, with the escapes above.
  mutating func writeJSONString(bytes: UnsafeBufferPointer<UInt8>) {
    _ = write(upTo: ByteCursor.jsonRoom(for: bytes.count)) { cursor in
      cursor.appendJSONString(bytes)
      return true
    }
  }

  /// Appends a text as a JSON string.
  mutating func writeJSONString(_ text: String) {
    text.withUTF8Bytes { writeJSONString(bytes: $0) }
  }
}

extension ByteCursor {
  /// The most bytes that a text of `count` bytes takes as a JSON string (a byte becomes at
  /// most six, `\u00XX`), with its quotes and the eight bytes more that a word stored whole
  /// needs.
  static func jsonRoom(for count: Int) -> Int { 6 * count + 10 }

  /// Appends `bytes`, valid UTF-8, as a JSON string, in ``jsonRoom(for:)`` bytes of room: a
  /// text with no byte to escape (most) is copied eight bytes at a time.
  @inline(__always)
  mutating func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>) {
    write(byte: UInt8(ascii: "\""))
    if !appendIfUnmarked(bytes, by: DataFieldWord.jsonMarks) { appendJSONEscaped(bytes) }
    write(byte: UInt8(ascii: "\""))
  }

  /// Appends the inside of a JSON string that may hold a byte to escape.
  @inline(never)
  private mutating func appendJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte >= 0x20, byte != 0x22, byte != 0x5C, byte < 0x7F {
        index += 1
        continue
      }
      var length = 1
      var scalar = UInt32(byte)
      if byte >= 0x80 {
        // Only C1 controls (C2 80 to C2 9F) and U+2028/U+2029 (E2 80 A8/A9) are escaped.
        if byte == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 {
          scalar = UInt32(bytes[index + 1])
          length = 2
        } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
          scalar = 0x2000 + UInt32(bytes[index + 2] - 0x80)
          length = 3
        } else {
          index += 1
          continue
        }
      }
      append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      appendJSONEscape(scalar)
      index += length
      runStart = index
    }
    append(UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
  }

  /// Appends the escape of one scalar that may not stand raw in a JSON string.
  private mutating func appendJSONEscape(_ scalar: UInt32) {
    switch scalar {
    case 0x22: write("\\\"")
    case 0x5C: write("\\\\")
    case 0x08: write("\\b")
    case 0x09: write("\\t")
    case 0x0A: write("\\n")
    case 0x0C: write("\\f")
    case 0x0D: write("\\r")
    default:
      let digits: StaticString = "0123456789abcdef"
      write("\\u")
      for shift in stride(from: 12, through: 0, by: -4) {
        write(byte: digits.utf8Start[Int((scalar >> UInt32(shift)) & 0xF)])
      }
    }
  }
}
