// The one place where plain-text output makes text safe for a terminal. Control characters
// would break the layout or inject escape sequences (ESC [ ... m, OSC links, cursor moves),
// so each one is shown visibly instead:
// - C0 controls U+0000–U+001F become their Control Pictures U+2400–U+241F (TAB shows as ␉,
//   ESC as ␛, CR as ␍); newlines are line breaks and are handled by the layout, not here;
// - DEL U+007F becomes ␡ (U+2421);
// - C1 controls U+0080–U+009F, which have no pictures, become `\u{85}`-style escapes.

extension ByteSink {
  /// Appends text with every control character replaced by a visible stand-in, in one pass
  /// over its UTF-8 bytes; `text` must not hold newlines.
  mutating func writeTerminalSafe(_ text: some StringProtocol) {
    text.withUTF8Bytes { writeTerminalSafe(bytes: $0) }
  }

  /// Appends text given as UTF-8 with every control character replaced by a visible
  /// stand-in; the bytes must not hold newlines.
  mutating func writeTerminalSafe(bytes source: UnsafeBufferPointer<UInt8>) {
    var start = 0
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte < 0x20 || byte == 0x7F {
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        let picture = byte == 0x7F ? 0x2421 : 0x2400 + UInt32(byte)
        write(String(Unicode.Scalar(picture)!))
        index += 1
        start = index
      } else if byte == 0xC2, index + 1 < source.count, (0x80...0x9F).contains(source[index + 1]) {
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        write("\\u{\(String(source[index + 1], radix: 16))}")
        index += 2
        start = index
      } else {
        index += 1
      }
    }
    append(UnsafeBufferPointer(rebasing: source[start..<source.count]))
  }
}

extension StringProtocol {
  /// The text as ``ByteSink/writeTerminalSafe(_:)`` shows it, for measuring its width.
  var terminalSafe: String {
    var sink = ByteSink(capacity: 0)
    sink.writeTerminalSafe(self)
    return sink.text
  }
}
