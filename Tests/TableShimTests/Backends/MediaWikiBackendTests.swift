import TableShimTesting
import Testing

@testable import TableShim

private func row(_ text: String, _ content: CellContent? = nil) throws -> String {
  let cell = content.map { CellModel($0) } ?? CellModel(text: text)
  let model = TableViewModel(sections: [SectionModel(cells: [cell])])
  return try TableShim().render(model, as: .mediaWiki)
}

@Test func mediaWikiUsesHeadingsListsAndTables() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.mediaWiki))
}

@Test func mediaWikiWrapsLinesWithMarkupInNowiki() throws {
  #expect(
    try row("''i'' '''b''' [[L]] ~~~~ __TOC__") == """
      * <nowiki>''i'' '''b''' [[L]] ~~~~ __TOC__</nowiki>

      """)
  #expect(
    try row("see https://x.y or mailto:a@b.c")
      == "* <nowiki>see https://x.y or mailto:a@b.c</nowiki>\n")
  #expect(try row("ISBN 0-306-40615-2") == "* <nowiki>ISBN 0-306-40615-2</nowiki>\n")
  #expect(try row("\\(x\\)") == "* <nowiki>\\(x\\)</nowiki>\n")
  #expect(try row("Note: plain text, 10:30 - ok") == "* Note: plain text, 10:30 - ok\n")
}

@Test func mediaWikiWritesReferencesForTagsEntitiesBracesAndBars() throws {
  #expect(try row("<b>&amp;</b> > x") == "* &lt;b&gt;&amp;amp;&lt;/b&gt; &gt; x\n")
  #expect(try row("{{T|a}} {|") == "* &#123;&#123;T&#124;a&#125;&#125; &#123;&#124;\n")
  #expect(try row("[a|b]") == "* <nowiki>[a</nowiki>&#124;<nowiki>b]</nowiki>\n")
}

@Test func mediaWikiDisarmsBlockStartsAtTheStartOfAText() throws {
  for start in ["* a", "# a", ": a", "; a", "= a =", "----", "! a", "+ a"] {
    #expect(try row(start) == "* <nowiki>\(start)</nowiki>\n")
  }
  let heading = TableViewModel(sections: [SectionModel(header: "a = b")])
  #expect(try TableShim().render(heading, as: .mediaWiki) == "== <nowiki>a = b</nowiki> ==\n")
}

@Test func mediaWikiKeepsWhiteSpaceAsReferences() throws {
  #expect(try row("  both  ") == "* &#32;&#32;both &#32;\n")
  #expect(try row("a\tb") == "* a&#9;b\n")
  #expect(try row(" [x] ") == "* &#32;<nowiki>[x]</nowiki>&#32;\n")
}

@Test func mediaWikiBreaksLinesWithBreakElements() throws {
  #expect(try row("a\rb\r\nc\n") == "* a<br />b<br />c<br />\n")
  let model = TableViewModel(
    title: "t\nu", sections: [SectionModel(header: "h", footer: "f\ng", cells: [])])
  #expect(try TableShim().render(model, as: .mediaWiki) == "= t<br />u =\n\n== h ==\n\nf<br />g\n")
}

@Test func mediaWikiShowsControlCharacters() throws {
  #expect(
    try row("a\u{0}b\u{1B}c\u{7F}\u{85}")
      == "* a\u{2400}b\u{241B}c\u{2421}&#92;u&#123;85&#125;\n")
}

@Test func mediaWikiWritesListItemsWithEveryPart() throws {
  let content = CellContent(
    text: "Messi", secondaryText: "Rosario", detailText: "ARG", image: "⚽",
    accessory: .checkmark, link: "https://example.com/a?b=1&c=[2]", columns: ["Messi", "112"],
    state: .disabled, style: .value1)
  #expect(
    try row("", content) == """
      * ☑ ⚽ <del>[https://example.com/a?b=1&amp;c=%5B2%5D Messi]</del> — ''ARG'' — ''112''\
      <br />''Rosario''

      """)
  #expect(
    try row("", CellContent(text: "go", image: "https://x.y/i.png", link: "/rel")) == "* go\n")
  #expect(
    try row("", CellContent(text: "x", accessory: .checkmark, state: .selected)) == "* ☑ '''x'''\n")
}

@Test func mediaWikiMarksSearchMatches() throws {
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "Son Heung-min")])])
  var shim = TableShim()
  shim.search = Search("heung", highlightsMatches: true, countsMatches: true)
  // Each run is escaped on its own: a space at its end is a reference.
  #expect(
    try shim.render(model, as: .mediaWiki)
      == "* Son&#32;<mark>Heung</mark><nowiki>-min</nowiki>\n\n''1 of 1''\n")
}

@Test func mediaWikiStreamsTablesWithAlignedColumns() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["Name", Column("Goals", alignment: .right)],
      cells: [
        CellModel(CellContent(columns: ["a!!b", "7"])),
        CellModel(CellContent(accessory: .unchecked, columns: ["", "10"], state: .highlighted)),
      ])
  ])
  #expect(
    try TableShim().render(model, as: .mediaWiki) == """
      {| class="wikitable"
      ! Name
      ! style="text-align: right" | Goals
      |-
      | a&#33;&#33;b
      | style="text-align: right" | 7
      |-
      | ''☐ ''
      | style="text-align: right" | ''10''
      |}

      """)
}

@Test func mediaWikiSeparatesListsAndWritesNothingForAnEmptyTable() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a")]), SectionModel(cells: [CellModel(text: "b")]),
  ])
  #expect(try TableShim().render(model, as: .mediaWiki) == "* a\n\n* b\n")
  #expect(try TableShim().render(TableViewModel(sections: []), as: .mediaWiki) == "")
}
