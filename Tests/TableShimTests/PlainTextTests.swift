import Testing

@testable import TableShim

private func markdown(_ text: String) -> String {
  var sink = ByteSink(capacity: 0)
  sink.writeMarkdownEscaped(text, in: .block(indent: 2))
  return sink.text
}

private func html(_ text: String) -> String {
  var sink = ByteSink(capacity: 0)
  sink.writeHTMLEscaped(text)
  return sink.text
}

/// Plain texts of every length up to three words, of one-, two-, three- and four-byte
/// characters, so that the last word overlaps the one before it at every offset.
private let plainTexts: [String] = ["a", "9", "é", "손", "👍", " "].flatMap { filler in
  (1...26).map { length in
    // A space only inside, between letters, where it is text.
    filler == " "
      ? "a" + String(repeating: " ", count: length) + "z"
      : String(
        repeating: filler, count: length)
  }
}

@Test func plainTextsAreCopiedAsTheyAre() {
  for text in plainTexts {
    #expect(markdown(text) == text, "\(text.debugDescription)")
    #expect(html(text) == text, "\(text.debugDescription)")
  }
}

@Test func aPlainTextWithWhiteSpaceAtAnEndTakesTheEscapingPath() {
  // White space above ASCII whose UTF-8 is plain: three bytes led by E1, E2 or E3.
  let spaces: [Character] = [
    "\u{1680}", "\u{2003}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
  ]
  for space in spaces {
    let reference = "&#\(space.unicodeScalars.first!.value);"
    for text in plainTexts.prefix(60) {
      #expect(markdown("\(space)\(text)") == reference + text, "\(text.debugDescription)")
      #expect(markdown("\(text)\(space)") == text + reference, "\(text.debugDescription)")
      #expect(markdown("\(text)\(space)\(text)") == "\(text)\(space)\(text)")
    }
  }
  // Plain characters with those lead bytes are text, wherever they stand.
  for text in ["\u{3042}", "\u{3042}a\u{3042}", "\u{2603}", "\u{1100}\u{1161}", "a\u{2014}b"] {
    #expect(markdown(text) == text, "\(text.debugDescription)")
  }
}

@Test func aPlainTextNeedsNoBlockStartEscape() {
  // Digits start a list item only before `.` or `)`, which are not plain.
  for text in ["1", "12", "123456789", "2024 年", "7 a"] {
    #expect(markdown(text) == text)
  }
  #expect(markdown("123456789. a") == "123456789\\. a")
  #expect(markdown("12) a") == "12\\) a")
}
