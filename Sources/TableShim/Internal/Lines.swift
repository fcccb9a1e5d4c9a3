// Line breaks, one rule for every backend: LF, CRLF and a lone CR each end a line.

/// Finds line breaks in UTF-8 text.
enum LineBreaks {
  /// The next line break at or after `start`: where it starts and where the next line
  /// starts (after the LF of a CRLF pair); `nil` when there is none.
  static func next(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> (start: Int, end: Int)? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { return (index, index + 1) }
      if byte == 0x0D {
        let pair = index + 1 < bytes.count && bytes[index + 1] == 0x0A
        return (index, index + (pair ? 2 : 1))
      }
      index += 1
    }
    return nil
  }

  /// Whether UTF-8 text holds a line break, looked for eight bytes at a time.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var index = 0
    while index + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if ControlBytes.marks(of: 0x0A, in: word) | ControlBytes.marks(of: 0x0D, in: word) != 0 {
        return true
      }
      index += 8
    }
    return bytes[index...].contains { $0 == 0x0A || $0 == 0x0D }
  }
}

extension StringProtocol {
  /// The text's lines, split at every LF, CRLF and lone CR; a trailing break gives a last,
  /// empty line.
  var lines: [Substring] {
    let text = Substring(self)
    let utf8 = text.utf8
    var lines: [Substring] = []
    var lineStart = utf8.startIndex
    var index = lineStart
    while index < utf8.endIndex {
      let byte = utf8[index]
      guard byte == 0x0A || byte == 0x0D else {
        index = utf8.index(after: index)
        continue
      }
      lines.append(text[lineStart..<index])
      index = utf8.index(after: index)
      if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A {
        index = utf8.index(after: index)
      }
      lineStart = index
    }
    lines.append(text[lineStart..<utf8.endIndex])
    return lines
  }

  /// Whether the text holds a line break: LF, CRLF or CR.
  var containsLineBreak: Bool {
    withUTF8Bytes(LineBreaks.contains)
  }
}

extension Character {
  /// Whether the character is a line break: LF, CRLF or CR.
  var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
