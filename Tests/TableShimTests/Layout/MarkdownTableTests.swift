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

@Test func unpaddedTablesWriteTheSameRowsStreamedAsHeld() throws {
  // Declared columns let the backend write rows as they come; without them it holds the
  // section to count its columns. Both must write the same rows and alignments.
  let rows = [
    CellContent(accessory: .checkmark, columns: ["Messi", "112", "1.5"]),
    CellContent(columns: ["손흥민", "51", "*x*"], state: .disabled),
    CellContent(accessory: .unchecked, columns: ["Zidane", "", "3"], state: .selected),
    CellContent(columns: ["Pelé", "77"]),
  ]
  let unpadded = OutputFormat.markdown(MarkdownBackend(padsTables: false))
  let streamed = try TableShim().render(
    TableViewModel(sections: [
      SectionModel(columns: ["", "", ""], cells: rows.map { CellModel($0) })
    ]), as: unpadded)
  let held = try TableShim(preferredLayout: .grid).render(
    TableViewModel(sections: [SectionModel(cells: rows.map { CellModel($0) })]), as: unpadded)
  #expect(streamed == held)
  // The second column is all numbers, the third is not: a late text cell makes it left.
  #expect(streamed.split(separator: "\n")[1] == "| :-- | --: | :-- |")
  #expect(streamed.contains("| ~~손흥민~~ | ~~51~~ | ~~\\*x\\*~~ |\n"))
  #expect(streamed.hasSuffix("| Pelé | 77 |  |\n"))
}
