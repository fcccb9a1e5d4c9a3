import TableShimTesting
import Testing

@testable import TableShim

private func row(_ text: String, _ content: CellContent? = nil) throws -> String {
  let cell = content.map { CellModel($0) } ?? CellModel(text: text)
  let model = TableViewModel(sections: [SectionModel(cells: [cell])])
  return try TableShim().render(model, as: .org)
}

private func heading(_ text: String) throws -> String {
  try TableShim().render(TableViewModel(sections: [SectionModel(header: text)]), as: .org)
}

@Test func orgUsesTheTitleKeywordHeadlinesListsCheckBoxesAndTables() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.org))
}

@Test func orgEscapesMarkupWithEntities() throws {
  #expect(
    try row("*b* /i/ _u_ =v= ~c~ +s+") == """
      - \\ast{}b\\ast{} \\slash{}i\\slash{} \\lowbar{}u\\lowbar{} \\equals{}v\\equals{} \
      \\textasciitilde{}c\\textasciitilde{} \\plus{}s\\plus{}

      """)
  #expect(
    try row("[[x][y]] <<t>> {{{m}}} \\alpha $x$ a|b x^2") == """
      - \\lbrack{}\\lbrack{}x]\\lbrack{}y]] \\lt{}\\lt{}t>> \\lcub{}\\lcub{}\\lcub{}m}}} \
      \\bsol{}alpha \\dollar{}x\\dollar{} a\\vert{}b x\\Hat{}2

      """)
  #expect(
    try row("@@html:b@@ cite:key a::b")
      == "- \\commat{}\\commat{}html\\colon{}b\\commat{}\\commat{} cite\\colon{}key a\\colon{}:b\n")
  #expect(try row("a -- b ... c") == "- a -\\text{-} b .\\period{}\\period{} c\n")
}

@Test func orgKeepsMarkersBetweenLettersAndDigits() throws {
  #expect(
    try row("a/b x=1 c*d e+f 2~3 snake_case") == "- a/b x=1 c*d e+f 2~3 snake\\lowbar{}case\n")
  #expect(try row("https://x.y/a") == "- https\\colon{}\\slash{}\\slash{}x.y/a\n")
  #expect(try row("Note: x") == "- Note: x\n")
}

@Test func orgEscapesTheStartsOfBlocksAtEachLineStart() throws {
  #expect(try row("- dash") == "- \\text{-} dash\n")
  #expect(try row("+ plus") == "- \\plus{} plus\n")
  #expect(try row("* star") == "- \\ast{} star\n")
  #expect(try row("1. one\n2) two") == "- 1\\period{} one\\\\\n  2\\rpar{} two\n")
  #expect(try row("#+TITLE: x") == "- \\num{}\\plus{}TITLE: x\n")
  #expect(try row(":PROPERTIES:") == "- \\colon{}PROPERTIES\\colon{}\n")
  #expect(try row("%% diary") == "- \\percnt{}% diary\n")
  #expect(try row("-----") == "- \\text{-}\\text{-}\\text{-}\\text{-}\\text{-}\n")
}

@Test func orgDisarmsTagsAndKeywordsInHeadlines() throws {
  #expect(try heading("TODO write") == "* TODO\\text{ }write\n")
  #expect(try heading("COMMENT x") == "* COMMENT\\text{ }x\n")
  #expect(try heading("DONE") == "* \\text{D}ONE\n")
  #expect(try heading("a :tag:") == "* a \\colon{}tag\\colon{}\n")
}

@Test func orgKeepsWhiteSpaceThatOrgWouldDrop() throws {
  #expect(try row("  both  ") == "- \\text{ }\\text{ }both \\text{ }\n")
  #expect(try row("a\tb") == "- a\\Tab{}b\n")
  #expect(try row("\u{3000}lead") == "- \\text{\u{3000}}lead\n")
  #expect(try row("\"q\" 'a',") == "- \\quot{}q\" 'a'\\comma{}\n")
}

@Test func orgBreaksLinesWithBackslashesInBlocksAndAnEntityOnOneLine() throws {
  #expect(try row("a\rb\r\nc\n") == "- a\\\\\n  b\\\\\n  c\\\\\n  \n")
  let model = TableViewModel(
    title: "t\nu", sections: [SectionModel(header: "h\rk", footer: "f\ng", cells: [])])
  #expect(
    try TableShim().render(model, as: .org) == """
      #+TITLE: t\\NewLine{}u

      * h\\NewLine{}k

      f\\\\
      g

      """)
}

@Test func orgShowsControlCharactersAndEscapesTheirStandIns() throws {
  #expect(
    try row("a\u{0}b\u{1B}c\u{7F}\u{85}") == "- a\u{2400}b\u{241B}c\u{2421}\\bsol{}u\\lcub{}85}\n")
}

@Test func orgEmphasizesEachLineAndKeepsSpacesAroundLineBreaks() throws {
  let content = CellContent(
    text: "a\n\nb ", detailText: "\nd", state: .selected, style: .value1)
  #expect(try row("", content) == "- *a* \\\\\n  \\\\\n  *b\\text{ }* —\\text{ }\\\\\n  /d/\n")
}

@Test func orgWritesListItemsWithEveryPart() throws {
  let content = CellContent(
    text: "Messi", secondaryText: "Rosario", detailText: "ARG", image: "⚽",
    accessory: .checkmark, link: "https://example.com/[m]", columns: ["Messi", "112"],
    state: .disabled, style: .value1)
  #expect(
    try row("", content) == """
      - [X] ⚽ +[[https://example.com/%5Bm%5D][Messi]]+ — /ARG/ — /112/\\\\
        /Rosario/

      """)
  let relative = CellContent(text: "go", link: "/relative")
  #expect(try row("", relative) == "- go\n")
  #expect(try row("", CellContent(text: "x", link: "javascript:alert(1)")) == "- x\n")
}

@Test func orgTablesLineUpByDisplayWidthWithAlignmentCookies() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["이름", Column("n", alignment: .right)],
      cells: [
        CellModel(CellContent(columns: ["손흥민", "7"])),
        CellModel(CellContent(accessory: .checkmark, columns: ["a|b", "10"], state: .selected)),
      ])
  ])
  #expect(
    try TableShim().render(model, as: .org) == """
      | 이름          |    n |
      | <l>           |  <r> |
      |---------------+------|
      | 손흥민        |    7 |
      | *☑ a\\vert{}b* | *10* |

      """)
}

@Test func orgSeparatesTwoListsAndWritesNothingForAnEmptyTable() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a")]), SectionModel(cells: [CellModel(text: "b")]),
  ])
  #expect(try TableShim().render(model, as: .org) == "- a\n\n\n- b\n")
  #expect(try TableShim().render(TableViewModel(sections: []), as: .org) == "")
}
