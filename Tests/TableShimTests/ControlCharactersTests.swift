import Testing

@testable import TableShim

/// Every C0 and C1 control and DEL, as the policy shows it (line breaks and TAB aside).
private let controls: [(scalar: Unicode.Scalar, shown: String)] =
  (Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)).compactMap { value in
    guard value != 0x09, value != 0x0A, value != 0x0D else { return nil }
    let scalar = Unicode.Scalar(UInt32(value))!
    let shown =
      value >= 0x80
      ? "\\u{\(String(value, radix: 16))}"
      : String(Unicode.Scalar(value == 0x7F ? 0x2421 : 0x2400 + UInt32(value))!)
    return (scalar, shown)
  }

private func written(_ write: (inout ByteSink) -> Void) -> String {
  var sink = ByteSink(capacity: 0)
  write(&sink)
  return sink.text
}

@Test func everyControlIsShownByItsStandInAtEveryOffsetInEveryEscaper() {
  for (scalar, shown) in controls {
    for filler in ["a", "é", "손"] {
      for offset in 0...17 {
        let before = String(repeating: filler, count: offset)
        let after = String(repeating: filler, count: 17 - offset)
        let text = before + String(scalar) + after
        #expect(
          written { $0.writeHTMLEscaped(text) } == before + shown + after,
          "HTML \(scalar.value) at \(offset)")
        #expect(
          written { $0.writeTerminalSafe(text) } == before + shown + after,
          "text \(scalar.value) at \(offset)")
        let markdownShown = shown.hasPrefix("\\") ? "\\" + shown : shown
        #expect(
          written { $0.writeMarkdownEscaped(text, in: .tableCell(lineBreak: "<br>")) }
            == before + markdownShown + after,
          "Markdown \(scalar.value) at \(offset)")
      }
    }
  }
}

@Test func lineBreaksAreOneBreakEachInEveryEscaper() {
  for lineBreak in ["\n", "\r\n", "\r"] {
    for offset in 0...9 {
      let before = String(repeating: "a", count: offset)
      let text = before + lineBreak + "b"
      #expect(written { $0.writeHTMLEscaped(text) } == before + "<br>b")
      #expect(written { $0.writeHTMLEscaped(text, lineBreak: .lineFeed) } == before + "\nb")
      #expect(
        written { $0.writeMarkdownEscaped(text, in: .tableCell(lineBreak: "<br>")) }
          == before + "<br>b")
      #expect(
        written { $0.writeMarkdownEscaped(text, in: .block(indent: 2)) } == before + "\\\n  b")
      #expect(
        written { sink in
          text.withUTF8Bytes { sink.writeTerminalSafeKeepingLines(bytes: $0) }
        } == before + "\nb")
      #expect(text.lines == [Substring(before), "b"])
    }
  }
  #expect("a\r\r\nb\n".lines == ["a", "", "b", ""])
}

@Test func latinSupplementCharactersAreNotControls() {
  let text = "\u{A0}°£©«»\u{BF}"
  #expect(written { $0.writeHTMLEscaped(text) } == text)
  #expect(written { $0.writeTerminalSafe(text) } == text)
  #expect(
    written { $0.writeMarkdownEscaped("x" + text + "x", in: .tableCell(lineBreak: "<br>")) }
      == "x" + text + "x")
}
