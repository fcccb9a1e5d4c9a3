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
    while let control = TerminalControls.next(in: source, from: start, keepingLineFeeds: false) {
      append(UnsafeBufferPointer(rebasing: source[start..<control]))
      let byte = source[control]
      if byte == 0xC2 {
        write("\\u{\(String(source[control + 1], radix: 16))}")
        start = control + 2
      } else {
        let picture = byte == 0x7F ? 0x2421 : 0x2400 + UInt32(byte)
        write(String(Unicode.Scalar(picture)!))
        start = control + 1
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

/// Finds the bytes that may start a control character, eight at a time.
enum TerminalControls {
  /// The offset of the next control character at or after `start`: a C0 control (but LF,
  /// when line feeds are kept), DEL, or a C1 control (C2 followed by 80 to 9F); `nil` when
  /// there is none.
  static func next(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, keepingLineFeeds: Bool
  ) -> Int? {
    var index = start
    while index < bytes.count {
      if noneIn(bytes, at: index) {
        index += 8
        continue
      }
      let byte = bytes[index]
      if (byte < 0x20 && !(keepingLineFeeds && byte == 0x0A)) || byte == 0x7F
        || (byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]))
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Whether the eight bytes of `bytes` from `index` hold none that may start a control
  /// character (a byte below 0x20, DEL, or C2, the lead byte of the C1 controls); `false`
  /// when fewer than eight are left.
  @inline(__always)
  static func noneIn(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index + 8 <= bytes.count, let base = bytes.baseAddress else { return false }
    let word = UInt64(
      littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // Below 0x20: the high bit clear, and no high bit in `x + 0x60` of the low seven bits.
    let c0 = ~word & ~((word & ~highBits) &+ 0x60 &* ones) & highBits
    return c0 | marks(of: 0x7F, in: word) | marks(of: 0xC2, in: word) == 0
  }

  /// The bytes of `word` equal to `value`, each marked by its high bit: a byte `t` of
  /// `word ^ value` is zero exactly when neither `t`'s high bit nor that of `(t & 0x7F) +
  /// 0x7F` is set, and no sum carries into the next byte.
  @inline(__always)
  private static func marks(of value: UInt8, in word: UInt64) -> UInt64 {
    let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let difference = word ^ (UInt64(value) &* 0x0101_0101_0101_0101)
    return ~(((difference & lowBits) &+ lowBits) | difference) & ~lowBits
  }
}
