import TableShimTesting
import Testing

@testable import TableShim

@Test func markdownGridsArePaddedPipeTablesWithAnAlignmentRow() throws {
  assertSnapshot(
    of: try TableShim().render(worldCup, as: .markdown), as: .lines("md"), named: "world-cup")
  let unpadded = MarkdownBackend(padsTables: false)
  assertSnapshot(
    of: try TableShim().render(worldCup, as: .markdown(unpadded)), as: .lines("md"),
    named: "world-cup-unpadded")
}

@Test func aTableWithoutTitlesStillHasAHeaderRow() throws {
  var shim = TableShim()
  shim.preferredLayout = .grid
  let model = TableViewModel { Section { Row("a", detail: "1") } }
  #expect(try shim.render(model, as: .markdown) == "|     |     |\n| :-- | --: |\n| a   |   1 |\n")
}

@Test func backslashesAndPipesInCellsAreEscapedBackslashFirst() throws {
  let model = TableViewModel {
    Section(columns: ["a\\|b"]) { Row(CellContent(columns: ["x|y\\"])) }
  }
  let output = try TableShim().render(model, as: .markdown(MarkdownBackend(padsTables: false)))
  #expect(output == "| a\\\\\\|b |\n| :-- |\n| x\\|y\\\\ |\n")
}

@Test func newlinesInCellsFollowThePolicy() throws {
  let model = TableViewModel {
    Section(columns: ["a"]) { Row(CellContent(columns: ["one\ntwo"])) }
  }
  func render(_ policy: MarkdownBackend.TableNewlines) throws -> String {
    try TableShim().render(
      model, as: .markdown(MarkdownBackend(padsTables: false, tableNewlines: policy)))
  }
  #expect(try render(.lineBreak) == "| a |\n| :-- |\n| one<br>two |\n")
  #expect(try render(.space) == "| a |\n| :-- |\n| one two |\n")
  #expect {
    try render(.error)
  } throws: { "\($0)" == "row [0, 0]: a Markdown table cell cannot hold a newline" }
}

@Test func cellsKeepTheirEdgeSpacesAndStatesInTables() throws {
  let model = TableViewModel {
    Section(columns: ["a", "b"]) {
      Row(CellContent(accessory: .checkmark, columns: [" x ", "-1"], state: .disabled))
    }
  }
  let output = try TableShim().render(model, as: .markdown(MarkdownBackend(padsTables: false)))
  #expect(output == "| a | b |\n| :-- | --: |\n| ~~\\[x\\]  x&#32;~~ | ~~-1~~ |\n")
}
