import TableShimTesting
import Testing

@testable import TableShim

private func failure(_ model: TableViewModel) -> String {
  do {
    _ = try TableShim().render(model, as: .list)
    return "no error"
  } catch { return "\(error)" }
}

private func line(_ content: CellContent, id: String? = nil, columns: [String]? = nil) throws
  -> String
{
  let list = try TableShim().render(DataFixtures.row(content, id: id, columns: columns), as: .list)
  return String(list.split(separator: "\n").last ?? "")
}

@Test func listWritesSectionsIdsColumnsRowsAndFooters() throws {
  assertSnapshot(of: DataFixtures.players, as: .rendered(.list))
}

@Test func listEscapesPipesAndBackslashesInCells() throws {
  #expect(
    try line(CellContent(text: "a|b\\c", columns: ["a|b\\c", "\\|"])) == #"- a\|b\\c | \\\|"#)
  #expect(
    try TableShim().render(
      TableViewModel(sections: [SectionModel(header: "a|b\\c", columns: [Column("x|y")])]),
      as: .list) == "## a|b\\c\n@columns x\\|y\n")
}

@Test func listEscapesALastWordThatReadsAsAnId() throws {
  #expect(try line(CellContent(text: "a {#x}")) == #"- a \{#x}"#)
  #expect(try line(CellContent(text: "{#}")) == #"- \{#}"#)
  #expect(try line(CellContent(text: #"a \{#x}"#)) == #"- a \\\{#x}"#)
  #expect(try line(CellContent(text: "a{#x}")) == "- a{#x}")
  #expect(try line(CellContent(text: "a {#x} b")) == "- a {#x} b")
  // With an id, the id is the last word, and the text needs no escape.
  #expect(try line(CellContent(text: "a {#x}"), id: "y") == "- a {#x} {#y}")
  #expect(
    try TableShim().render(TableViewModel(sections: [SectionModel(header: #"\{#h}"#)]), as: .list)
      == #"## \\{#h}"# + "\n")
}

@Test func listWritesCheckBoxesStylesAndEmptyCells() throws {
  #expect(try line(CellContent(text: "", accessory: .checkmark)) == "- [x]")
  #expect(try line(CellContent(text: "[x] done", accessory: .unchecked)) == "- [ ] [x] done")
  #expect(try line(CellContent(text: "")) == "-")
  #expect(try line(CellContent(text: ""), id: "e") == "- {#e}")
  #expect(try line(CellContent(text: "", columns: ["", "b"])) == "-  | b")
  let subtitle = try TableShim().render(
    DataFixtures.row(CellContent(text: "a", secondaryText: "b", style: .subtitle)), as: .list)
  #expect(subtitle == "##\n@style subtitle\n- a | b\n")
}

@Test func whatAListFileCannotSayIsAnError() {
  let cases: [(CellContent, String)] = [
    (CellContent(text: "a\nb"), "a list file cannot hold a line break here; write it as json"),
    (
      CellContent(text: " a"),
      "a list file trims the spaces and tabs at the ends of a text; write it as json"
    ),
    (
      CellContent(text: "a", state: .selected),
      "a list file cannot hold a row's state; write it as json"
    ),
    (
      CellContent(text: "a", link: "https://x"),
      "a list file cannot hold a row's link; write it as json"
    ),
    (
      CellContent(text: "a", image: "⚽"),
      "the row's image is not one of its cells; write it as json"
    ),
    (
      CellContent(text: "[x] a"),
      "a list file reads a first cell that starts with '[x]' or '[ ]' as a check box"
    ),
  ]
  for (content, message) in cases {
    #expect(failure(DataFixtures.row(content)) == "list: row [0, 0]: \(message)")
  }
  #expect(
    failure(DataFixtures.row(CellContent(text: "a"), id: "a b"))
      == "list: row [0, 0]: a list file's id is one or more characters other than white space "
      + "and '}'; write it as json")
  #expect(
    failure(TableViewModel(sections: [SectionModel(header: "")]))
      == "list: section 0: a list file's header is not empty; leave it out instead")
  #expect(
    failure(TableViewModel(title: "", sections: []))
      == "list: title: a list file's title is not empty")
  let styles = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a", secondary: "b"), CellModel(text: "a", detail: "b")])
  ])
  #expect(
    failure(styles)
      == "list: row [0, 1]: the row's style is value1, but a list file gives a section one "
      + "style, here subtitle; write it as json")
}

@Test func listWritesAnEmptyTableAsNothingAndAnEmptySectionAsItsHeader() throws {
  #expect(try TableShim().render(TableViewModel(sections: []), as: .list) == "")
  #expect(
    try TableShim().render(
      TableViewModel(title: "T", sections: [SectionModel(), SectionModel(footer: "a\n\nb")]),
      as: .list) == "# T\n\n##\n\n##\n> a\n>\n> b\n")
}
