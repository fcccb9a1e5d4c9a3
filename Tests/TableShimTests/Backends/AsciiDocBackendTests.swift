import TableShimTesting
import Testing

@testable import TableShim

private func adoc(_ model: TableViewModel) throws -> String {
  try TableShim().render(model, as: .asciiDoc)
}

private func row(_ text: String) -> TableViewModel {
  TableViewModel(sections: [SectionModel(cells: [CellModel(text: text)])])
}

@Test func asciiDocUsesTitlesListsChecklistsTablesAndParagraphs() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.asciiDoc))
}

@Test func asciiDocWritesEveryMarkupCharacterAsAReference() throws {
  #expect(
    try adoc(row("*_`|[]:<>@\\ #$&'(+;={}^~"))
      == "* &#42;&#95;&#96;&#124;&#91;&#93;&#58;&#60;&#62;&#64;&#92; "
      + "&#35;&#36;&#38;&#39;&#40;&#43;&#59;&#61;&#123;&#125;&#94;&#126;\n")
  #expect(try adoc(row("a--b a...b a-b a.b")) == "* a&#45;&#45;b a&#46;&#46;&#46;b a-b a.b\n")
  #expect(try adoc(row("see https://x.y")) == "* see https&#58;//x.y\n")
  // Nothing else is written as a reference: most text passes as it is.
  #expect(try adoc(row("Son Heung-min, 손흥민 (7)!")) == "* Son Heung-min, 손흥민 &#40;7)!\n")
}

@Test func asciiDocEscapesWhatWouldStartABlock() throws {
  for (text, escaped) in [
    ("- dash", "&#45; dash"), ("1. one", "&#49;. one"), ("a) x", "&#97;) x"),
    (".Title", "&#46;Title"), ("//c", "&#47;/c"), ("\u{2022} b", "&#8226; b"), ("> q", "&#62; q"),
  ] {
    #expect(try adoc(row(text)) == "* \(escaped)\n", "\(text)")
  }
}

@Test func asciiDocKeepsWhiteSpaceAtTheEndsOfLinesAsReferences() throws {
  #expect(try adoc(row(" a\t")) == "* &#32;a&#09;\n")
  #expect(try adoc(row("a \tb")) == "* a &#09;b\n")
}

@Test func asciiDocBreaksLinesWithHardBreaksAndTitlesWithAReference() throws {
  let model = TableViewModel(
    title: "a\nb",
    sections: [
      SectionModel(
        footer: "x\r\n\ry",
        cells: [CellModel(text: "c \rd"), CellModel(text: "e", secondary: "f")])
    ])
  let expected = """
    = a&#10;b

    * c&#32; +
    d
    * e +
    __f__

    x +
    {empty} +
    y

    """
  #expect(try adoc(model) == expected)
}

@Test func asciiDocShowsControlCharacters() throws {
  #expect(try adoc(row("a\u{1B}b\u{85}\u{7F}")) == "* a\u{241B}b&#92;u&#123;85&#125;\u{2421}\n")
}

@Test func asciiDocListsEveryCellChecklistsAndStates() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(text: "a", detailText: "b", columns: ["a", "b", "c"], style: .value1)),
      CellModel(CellContent(text: "d", accessory: .checkmark, state: .disabled)),
      CellModel(CellContent(text: "e", accessory: .unchecked, state: .selected)),
      CellModel(CellContent(text: "f", accessory: .detailButton, state: .highlighted)),
      CellModel(text: ""),
    ]),
    SectionModel(cells: [CellModel(text: "g")]),
  ])
  let expected = """
    * a — __b__ — __c__
    * [x] [.line-through]##d##
    * [ ] **e**
    * __f__ ⓘ
    * {empty}

    //-

    * g

    """
  #expect(try adoc(model) == expected)
}

@Test func asciiDocLinksOnlySafeURLsThroughPassthroughs() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(text: "go", link: "https://x.y/a_b_c")),
      CellModel(CellContent(text: "no", link: "javascript:x")),
      CellModel(CellContent(text: "plus", link: "/a\"b+")),
      CellModel(CellContent(text: "img", image: "/i.png")),
    ])
  ])
  let expected = """
    * link:++https://x.y/a_b_c++[go]
    * no
    * link:pass:c[/a%22b+][plus]
    * image:++/i.png++[] img

    """
  #expect(try adoc(model) == expected)
}

@Test func asciiDocTablesStreamWithAnAlignmentSpecAndAHeader() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: [Column("이름"), Column("n", alignment: .right), Column("c", alignment: .center)],
      cells: [
        CellModel(CellContent(columns: ["손흥민 🇰🇷", "7"])),
        CellModel(
          CellContent(accessory: .checkmark, columns: ["a|b\nc", "10", "x"], state: .selected)),
      ])
  ])
  let expected = """
    [cols="<,>,^",options="header"]
    |===
    |이름 |n |c

    |손흥민 🇰🇷 |7 |
    |**&#91;x&#93; a&#124;b +
    c** |**10** |**x**
    |===

    """
  #expect(try adoc(model) == expected)
}

@Test func asciiDocOfAnEmptyTableIsEmpty() throws {
  #expect(try adoc(TableViewModel(sections: [])) == "")
  #expect(try adoc(TableViewModel(title: "", sections: [])) == "= {empty}\n")
}

@Test func everyControlAndLineBreakIsShownAtEveryOffsetInAsciiDoc() {
  let values = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
  for value in values where value != 0x09 && value != 0x0A && value != 0x0D {
    let scalar = Unicode.Scalar(UInt32(value))!
    let shown =
      value >= 0x80
      ? "&#92;u&#123;\(String(value, radix: 16))&#125;"
      : String(Unicode.Scalar(value == 0x7F ? 0x2421 : 0x2400 + UInt32(value))!)
    for filler in ["a", "é", "손"] {
      for offset in 0...17 {
        let before = String(repeating: filler, count: offset)
        let after = String(repeating: filler, count: 17 - offset)
        var sink = ByteSink(capacity: 0)
        (before + String(scalar) + after).withUTF8Bytes {
          sink.writeAsciiDocEscaped(bytes: $0, in: .block)
        }
        #expect(sink.text == before + shown + after, "\(value) at \(offset)")
      }
    }
  }
  for lineBreak in ["\n", "\r\n", "\r"] {
    for offset in 0...9 {
      let before = String(repeating: "a", count: offset)
      var sink = ByteSink(capacity: 0)
      (before + lineBreak + "b").withUTF8Bytes { sink.writeAsciiDocEscaped(bytes: $0, in: .block) }
      #expect(sink.text == (offset == 0 ? "{empty}" : before) + " +\nb")
    }
  }
}
