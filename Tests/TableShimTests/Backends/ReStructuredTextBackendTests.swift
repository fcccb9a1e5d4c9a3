import TableShimTesting
import Testing

@testable import TableShim

private func rst(_ model: TableViewModel) throws -> String {
  try TableShim().render(model, as: .reStructuredText)
}

private func row(_ text: String) -> TableViewModel {
  TableViewModel(sections: [SectionModel(cells: [CellModel(text: text)])])
}

@Test func reStructuredTextUsesSectionTitlesBulletListsGridTablesAndParagraphs() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.reStructuredText))
}

@Test func reStructuredTextEscapesEveryInlineMarkupCharacter() throws {
  #expect(
    try rst(row("*_`|[]:<>@\\ #$&'(+;={}^~"))
      == "- \\*\\_\\`\\|\\[\\]\\:\\<\\>\\@\\\\ #$&'(+;={}^~\n")
  #expect(try rst(row("see https://x.y or a@b.co")) == "- see https\\://x.y or a\\@b.co\n")
  #expect(try rst(row("a:: `x`_ |s| [1]_")) == "- a\\:\\: \\`x\\`\\_ \\|s\\| \\[1\\]\\_\n")
  // Nothing else is escaped: most text passes as it is.
  #expect(try rst(row("Son Heung-min, 손흥민 (7)")) == "- Son Heung-min, 손흥민 (7)\n")
}

@Test func reStructuredTextEscapesWhatWouldStartABodyElement() throws {
  for (text, escaped) in [
    ("- dash", "\\- dash"), ("+ plus", "\\+ plus"), ("1. one", "\\1. one"),
    ("iv) four", "\\iv) four"),
    ("(a) x", "\\(a) x"), ("#. auto", "\\#. auto"), (".. comment", "\\.. comment"),
    ("\u{2022} bullet", "\\\u{2022} bullet"), ("===", "\\==="), (">>> 1", "\\>\\>\\> 1"),
    ("\\\\", "\\ \\\\\\\\"), ("ends with-", "ends with\\-"),
  ] {
    #expect(try rst(row(text)) == "- \(escaped)\n", "\(text)")
  }
}

@Test func reStructuredTextWritesWhiteSpaceItWouldLoseAsSubstitutions() throws {
  let expected = """
    - |U+0020|\\ a\\ |U+0009|\\ b\\ |U+2028|\\ c\\ |U+3000|

    .. |U+0009| unicode:: U+0009
    .. |U+0020| unicode:: U+0020
    .. |U+2028| unicode:: U+2028
    .. |U+3000| unicode:: U+3000

    """
  #expect(try rst(row(" a\tb\u{2028}c\u{3000}")) == expected)
  // White space inside a line is kept as it is.
  #expect(try rst(row("a  b")) == "- a  b\n")
}

@Test func reStructuredTextBreaksLinesInLineBlocksAndTitlesWithASubstitution() throws {
  let model = TableViewModel(
    title: "a\nb",
    sections: [
      SectionModel(
        footer: "x\r\ny",
        cells: [
          CellModel(text: "c\rd"), CellModel(text: "e", secondary: "f"),
          CellModel(CellContent(text: "g\n", accessory: .disclosureIndicator)),
        ])
    ])
  let expected = """
    ==============
    a\\ |U+000A|\\ b
    ==============

    - | c
      | d
    - | e
      | f
    - | g
      | |U+0020|\\ ›

    | x
    | y

    .. |U+000A| unicode:: U+000A
    .. |U+0020| unicode:: U+0020

    """
  let output = try rst(model)
  #expect(output == expected, "\(output)")
}

@Test func reStructuredTextShowsControlCharacters() throws {
  #expect(try rst(row("a\u{1B}b\u{85}\u{7F}\u{0}")) == "- a\u{241B}b\\\\u{85}\u{2421}\u{2400}\n")
}

@Test func reStructuredTextListsEveryCellMarksAndStates() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(text: "a", detailText: "b", columns: ["a", "b", "c"], style: .value1)),
      CellModel(CellContent(text: "d", accessory: .checkmark, state: .disabled)),
      CellModel(CellContent(text: "e", accessory: .unchecked, state: .selected)),
      CellModel(CellContent(text: "f", accessory: .detailButton, state: .highlighted)),
    ]),
    SectionModel(cells: [CellModel(text: "g")]),
  ])
  let expected = """
    - a — b — c
    - [x] d [disabled]
    - [ ] e [selected]
    - f ⓘ [highlighted]

    + g

    """
  #expect(try rst(model) == expected)
}

@Test func reStructuredTextLinksOnlySafeURLs() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(text: "go", link: "https://x.y/a_")),
      CellModel(CellContent(text: "no", link: "javascript:x")),
      CellModel(CellContent(text: " spaced", link: "/a`b")),
    ])
  ])
  let expected = """
    - `go <https://x.y/a%5F>`__
    - no
    - |U+0020|\\ spaced `</a%60b>`__

    .. |U+0020| unicode:: U+0020

    """
  #expect(try rst(model) == expected)
}

@Test func reStructuredTextGridsAlignByDocutilsWidth() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: [Column("이름"), Column("n", alignment: .right)],
      cells: [
        CellModel(CellContent(columns: ["손흥민 🇰🇷", "7"])),
        CellModel(CellContent(columns: ["e\u{301}\nx", "10"])),
      ])
  ])
  let expected = """
    +---------------+----+
    | 이름          |  n |
    +===============+====+
    | 손흥민 🇰🇷     |  7 |
    +---------------+----+
    | | e\\ |U+0301| | 10 |
    | | x           |    |
    +---------------+----+

    .. |U+0301| unicode:: U+0301

    """
  #expect(try rst(model) == expected)
  #expect(ReStructuredTextWidth.of("손흥민 🇰🇷") == 9)
}

@Test func reStructuredTextOfAnEmptyTableIsEmpty() throws {
  #expect(try rst(TableViewModel(sections: [])) == "")
  #expect(try rst(TableViewModel(title: "", sections: [SectionModel(header: "")])) == "")
}

@Test func everyControlAndLineBreakIsShownAtEveryOffsetInReStructuredText() {
  let values = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
  for value in values where value != 0x09 && value != 0x0A && value != 0x0D {
    let scalar = Unicode.Scalar(UInt32(value))!
    let shown =
      value >= 0x80
      ? "\\\\u{\(String(value, radix: 16))}"
      : String(Unicode.Scalar(value == 0x7F ? 0x2421 : 0x2400 + UInt32(value))!)
    for filler in ["a", "é", "손"] {
      for offset in 0...17 {
        let before = String(repeating: filler, count: offset)
        let after = String(repeating: filler, count: 17 - offset)
        var sink = ByteSink(capacity: 0)
        var substitutions = ReStructuredTextSubstitutions()
        (before + String(scalar) + after).withUTF8Bytes {
          sink.writeReStructuredTextEscaped(
            bytes: $0, in: .lines(indent: 2), substitutions: &substitutions)
        }
        #expect(sink.text == before + shown + after, "\(value) at \(offset)")
      }
    }
  }
  for lineBreak in ["\n", "\r\n", "\r"] {
    for offset in 0...9 {
      let before = String(repeating: "a", count: offset)
      var sink = ByteSink(capacity: 0)
      var substitutions = ReStructuredTextSubstitutions()
      (before + lineBreak + "b").withUTF8Bytes {
        sink.writeReStructuredTextEscaped(
          bytes: $0, in: .lines(indent: 2), substitutions: &substitutions)
      }
      #expect(sink.text == (offset == 0 ? "\\ " : before) + "\n  | b")
    }
  }
}
