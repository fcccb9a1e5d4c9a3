import TableShimTesting
import Testing

@testable import TableShim

private func row(_ text: String, _ content: CellContent? = nil) throws -> String {
  let cell = content.map { CellModel($0) } ?? CellModel(text: text)
  let model = TableViewModel(sections: [SectionModel(cells: [cell])])
  return try TableShim().render(model, as: .jira)
}

@Test func jiraUsesHeadingsListsAndTables() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.jira))
}

@Test func jiraEscapesMarkupWithBackslashesAndEntities() throws {
  #expect(
    try row("{code} {{m}} [l] !i.png! a|b \\ & x^2") == """
      * \\{code\\} \\{\\{m\\}\\} \\[l\\] \\!i.png\\! a&verbar;b &bsol; &amp; x&Hat;2

      """)
  #expect(try row("*s* _e_ -d- +i+ ~b~") == "* \\*s\\* \\_e\\_ \\-d\\- &plus;i&plus; \\~b\\~\n")
  #expect(try row("??c?? (y) (*r) :) ;) :P") == "* \\?\\?c\\?\\? \\(y) \\(\\*r) \\:) \\;) \\:P\n")
  #expect(try row("http://x.y mailto:a@b.c") == "* http\\://x.y mailto\\:a@b.c\n")
}

@Test func jiraKeepsMarkersInsideWordsAndBetweenSpaces() throws {
  #expect(try row("a-b x*y snake_case a - b 1+1") == "* a-b x*y snake_case a - b 1+1\n")
  #expect(try row("a -- b --- c") == "* a \\-\\- b \\-\\-\\- c\n")
  // Any word in parentheses could be an icon's name, such as `(on)`.
  #expect(try row("(parens) 10:30 Note: x") == "* \\(parens) 10:30 Note: x\n")
}

@Test func jiraDisarmsBlockStartsAtTheStartOfAText() throws {
  #expect(try row("h1. head") == "* h1\\. head\n")
  #expect(try row("bq. quote") == "* bq\\. quote\n")
  #expect(try row("# num") == "* \\# num\n")
  #expect(try row("  * star") == "*   \\* star\n")
  #expect(try row("----") == "* \\-\\-\\-\\-\n")
}

@Test func jiraBreaksLinesWithDoubleBackslashes() throws {
  #expect(try row("a\rb\r\nc") == "* a\\\\b\\\\c\n")
  #expect(try row("a\n\nb") == "* a\\\\ \\\\b\n")
  #expect(try row("a\n-b") == "* a\\\\ \\-b\n")
  let model = TableViewModel(
    title: "t\nu", sections: [SectionModel(header: "h", footer: "f\ng", cells: [])])
  #expect(try TableShim().render(model, as: .jira) == "h1. t\\\\u\n\nh2. h\n\nf\\\\g\n")
}

@Test func jiraWritesTabsAndControlCharacters() throws {
  #expect(
    try row("a\tb\u{0}c\u{1B}d\u{7F}\u{85}")
      == "* a&Tab;b\u{2400}c\u{241B}d\u{2421}&bsol;u\\{85\\}\n")
}

@Test func jiraStylesEachLineInsideItsSpaces() throws {
  let content = CellContent(text: " a\n\nb ", detailText: "d", state: .selected, style: .value1)
  #expect(try row("", content) == "*  *a*\\\\ \\\\*b*  — _d_\n")
}

@Test func jiraWritesListItemsWithEveryPart() throws {
  let content = CellContent(
    text: "Messi", secondaryText: "Rosario", detailText: "ARG", image: "https://x.y/m!.png",
    accessory: .checkmark, link: "https://example.com/a?b=1&c=|", columns: ["Messi", "112"],
    state: .disabled, style: .value1)
  #expect(
    try row("", content) == """
      * ☑ !https://x.y/m%21.png! -[Messi|https://example.com/a?b=1&c=%7C]- — _ARG_ — _112_\\\\_Rosario_

      """)
  #expect(try row("", CellContent(text: "go", image: "⚽", link: "/relative")) == "* ⚽ go\n")
}

@Test func jiraStreamsTables() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["Name", "Goals"],
      cells: [
        CellModel(CellContent(columns: ["a|b", "7"])),
        CellModel(CellContent(accessory: .unchecked, columns: ["", "10"], state: .highlighted)),
        CellModel(CellContent(columns: ["h1. x"])),
      ])
  ])
  #expect(
    try TableShim().render(model, as: .jira) == """
      || Name || Goals ||
      | a&verbar;b | 7 |
      | ☐  | _10_ |
      | h1\\. x |  |

      """)
}

@Test func jiraSeparatesListsAndWritesNothingForAnEmptyTable() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a")]), SectionModel(cells: [CellModel(text: "b")]),
  ])
  #expect(try TableShim().render(model, as: .jira) == "* a\n\n* b\n")
  #expect(try TableShim().render(TableViewModel(sections: []), as: .jira) == "")
}
