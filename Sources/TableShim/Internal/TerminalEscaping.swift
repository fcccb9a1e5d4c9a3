// The one place where plain-text output makes text safe for a terminal, and the one place
// that writes an escape sequence. Control characters would break the layout or inject escape
// sequences (ESC [ ... m, OSC links, cursor moves), so each one is shown by its stand-in
// (`ControlCharacters.swift`), TAB as `␉` too; line breaks are handled by the layout, not
// here. The only escape sequences in the output are the SGR sequences of a
// `TerminalStyle.Look` (ESC [ digits and semicolons m), written below.

extension ByteSink {
  /// Appends text with every control character replaced by a visible stand-in, in one pass
  /// over its UTF-8 bytes; `text` must not hold line breaks.
  mutating func writeTerminalSafe(_ text: some StringProtocol) {
    text.withUTF8Bytes { writeTerminalSafe(bytes: $0) }
  }

  /// Appends text given as UTF-8 with every control character replaced by a visible
  /// stand-in; the bytes must not hold line breaks.
  mutating func writeTerminalSafe(bytes source: UnsafeBufferPointer<UInt8>) {
    var start = 0
    while let control = ControlBytes.next(in: source, from: start) {
      append(UnsafeBufferPointer(rebasing: source[start..<control]))
      switch ControlCharacter.at(control, in: source) {
      case .shown(let standIn, let length):
        standIn.withBytes { append($0) }
        start = control + length
      case .tab, .lineBreak(length: _):
        // A TAB, or a line break where none should be: its picture, `␉`, `␊` or `␍`.
        ControlCharacter.picture(ofByte: source[control]).withBytes { append($0) }
        start = control + 1
      case nil:
        append(UnsafeBufferPointer(rebasing: source[control..<control + 1]))
        start = control + 1
      }
    }
    append(UnsafeBufferPointer(rebasing: source[start..<source.count]))
  }

  /// Appends text given as UTF-8 with its line breaks (LF, CRLF or CR) as LF and every other
  /// control character replaced by a visible stand-in.
  mutating func writeTerminalSafeKeepingLines(bytes source: UnsafeBufferPointer<UInt8>) {
    var start = 0
    while let lineBreak = LineBreaks.next(in: source, from: start) {
      writeTerminalSafe(bytes: UnsafeBufferPointer(rebasing: source[start..<lineBreak.start]))
      write(byte: UInt8(ascii: "\n"))
      start = lineBreak.end
    }
    writeTerminalSafe(bytes: UnsafeBufferPointer(rebasing: source[start..<source.count]))
  }
}

extension ByteSink {
  /// Appends the escape sequence that turns a look on (`ESC [ 1 ; 33 m`); nothing for a
  /// plain look.
  mutating func writeLookStart(_ look: TerminalStyle.Look) {
    guard !look.isPlain else { return }
    write("\u{1B}[")
    for (index, parameter) in look.parameters.enumerated() {
      if index > 0 { write(byte: UInt8(ascii: ";")) }
      writeDecimal(parameter)
    }
    write(byte: UInt8(ascii: "m"))
  }

  /// Appends the escape sequence that turns every attribute off (`ESC [ 0 m`) after a look
  /// that is not plain.
  mutating func writeLookEnd(_ look: TerminalStyle.Look) {
    guard !look.isPlain else { return }
    write("\u{1B}[0m")
  }

  private mutating func writeDecimal(_ value: UInt8) {
    if value >= 100 { write(byte: UInt8(ascii: "0") + value / 100) }
    if value >= 10 { write(byte: UInt8(ascii: "0") + value / 10 % 10) }
    write(byte: UInt8(ascii: "0") + value % 10)
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
