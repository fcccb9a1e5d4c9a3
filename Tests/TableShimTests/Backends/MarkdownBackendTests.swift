import TableShimTesting
import Testing

@testable import TableShim

@Test func markdownUsesHeadingsListsTaskItemsAndParagraphs() throws {
  assertSnapshot(of: Fixtures.players, as: .markdown)
}

@Test func markdownEscapesEveryCharacterThatWouldBecomeMarkup() throws {
  func row(_ text: String) throws -> String {
    let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: text)])])
    return try TableShim().render(model, as: .markdown)
  }
  #expect(try row("*_`#[]()<>!|~") == "- \\*\\_\\`\\#\\[\\]()\\<\\>!\\|\\~\n")
  #expect(try row("a|b") == "- a\\|b\n")
  #expect(try row("a\\b\\") == "- a\\\\b\\\\\n")
  #expect(try row("- dash") == "- \\- dash\n")
  #expect(try row("+ plus") == "- \\+ plus\n")
  #expect(try row("1. one") == "- 1\\. one\n")
  #expect(try row("12) twelve") == "- 12\\) twelve\n")
  #expect(try row("> quote") == "- \\> quote\n")
  #expect(try row("&amp; &") == "- \\&amp; \\&\n")
  #expect(try row("www.example.com") == "- www\\.example.com\n")
  #expect(try row("see https://x.y") == "- see https\\://x.y\n")
  // A line of `:-` after a line of text would be a GFM table's delimiter row.
  #expect(try row("a\n:-") == "- a\\\n  \\:-\n")
}

@Test func markdownKeepsWhiteSpaceAtTheEdgesOfLinesAsCharacterReferences() throws {
  let model = TableViewModel(
    title: " title\nnext ",
    sections: [SectionModel(footer: "end\n", cells: [CellModel(text: "  a\n===\n\tb ")])])
  let expected = """
    # &#32;title&#10;next&#32;

    - &#32;&#32;a\\
      \\===\\
      &#9;b&#32;

    end&#10;

    """
  #expect(try TableShim().render(model, as: .markdown) == expected)
}

@Test func markdownShowsControlCharactersAndBreaksLinesAtCRAndCRLF() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a\rb\u{0}c\r\nd\u{1B}\u{85}\te\u{7F}")])
  ])
  #expect(
    try TableShim().render(model, as: .markdown)
      == "- a\\\n  b\u{2400}c\\\n  d\u{241B}\\\\u{85}\te\u{2421}\n")
}

@Test func markdownKeepsAByteOrderMarkThatWouldStartTheDocument() throws {
  // A GFM parser drops a byte order mark at the start of a document, not elsewhere.
  let first = TableViewModel(sections: [SectionModel(footer: "\u{FEFF}0", cells: [])])
  #expect(try TableShim().render(first, as: .markdown) == "&#xFEFF;0\n")
  let later = TableViewModel(title: "T", sections: [SectionModel(footer: "\u{FEFF}0", cells: [])])
  #expect(try TableShim().render(later, as: .markdown) == "# T\n\n\u{FEFF}0\n")
}

@Test func markdownDropsUnsafeLinksAndEscapesDestinations() throws {
  func row(_ link: String) throws -> String {
    let content = CellContent(text: "go", link: link)
    let model = TableViewModel(sections: [SectionModel(cells: [CellModel(content)])])
    return try TableShim().render(model, as: .markdown)
  }
  #expect(try row("javascript:alert(1)") == "- go\n")
  #expect(try row("https://x.y/?a=<b>&c=\\") == "- [go](<https://x.y/?a=\\<b\\>&amp;c=\\\\>)\n")
  #expect(try row("/a?x=&amp;&#65;") == "- [go](</a?x=&amp;amp;&amp;#65;>)\n")
  #expect(try row("../relative") == "- [go](<../relative>)\n")
}

@Test func theLookMaskHoldsTheEscapedCharactersAndTheControls() {
  let special = Set("\\`*_[]<>#|~&.:".utf8)
  for byte in UInt8.min...UInt8.max {
    let control = (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2
    #expect(needsMarkdownLook(byte) == special.contains(byte) || control, "byte \(byte)")
  }
}
