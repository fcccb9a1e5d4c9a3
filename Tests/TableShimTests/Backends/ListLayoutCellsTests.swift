import Testing

@testable import TableShim

// In list layout a row shows its text, its detail or secondary text, and then every cell of
// its columns that those do not show: no cell is ever left out.

private func render(
  _ rows: [CellContent], columns: [Column]? = nil, layout: SectionLayout? = nil,
  as format: OutputFormat
) throws -> String {
  let model = TableViewModel(sections: [
    SectionModel(columns: columns, cells: rows.map { CellModel($0) })
  ])
  return try TableShim(preferredLayout: layout).render(model, as: format)
}

/// A row as the decoders make one: the text is the first cell, the detail the second.
private let decoded = CellContent(
  text: "Messi", detailText: "Argentina", columns: ["Messi", "Argentina", "112", "2005"],
  style: .value1)

@Test func listLayoutShowsTheCellsAfterTheDetailInEveryFormat() throws {
  #expect(try render([decoded], as: .text) == "- Messi — Argentina — 112 — 2005\n")
  #expect(try render([decoded], as: .markdown) == "- Messi — *Argentina* — *112* — *2005*\n")
  #expect(
    try render([decoded], as: .html).contains(
      "<span class=\"ts-detail\">Argentina</span> <span class=\"ts-cell\">112</span>"
        + " <span class=\"ts-cell\">2005</span></li>"))
}

@Test func aGridSectionInListLayoutShowsEveryCell() throws {
  let columns: [Column] = ["Name", "Country", "Goals", "Since"]
  let output = try render([decoded], columns: columns, layout: .list, as: .markdown)
  #expect(output == "- Messi — *Argentina* — *112* — *2005*\n")
}

@Test func aCellTheStyleDoesNotShowFollowsTheText() throws {
  let row = CellContent(text: "a", columns: ["a", "b"], style: .default)
  #expect(try render([row], as: .text) == "- a — b\n")
  let subtitle = CellContent(
    text: "a", secondaryText: "b", columns: ["a", "b", "c"], style: .subtitle)
  #expect(try render([subtitle], as: .markdown) == "- a — *c*\\\n  *b*\n")
}

@Test func columnsThatDifferFromTheTextsAllFollow() throws {
  let row = CellContent(text: "Lionel Messi", detailText: "ARG", columns: ["Messi", "AR"])
  #expect(try render([row], as: .text) == "- Lionel Messi — ARG — Messi — AR\n")
}

@Test func aColumnShownByTheTextIsNotShownAgainEvenWhenTextsRepeat() throws {
  let row = CellContent(text: "a", detailText: "a", columns: ["a", "a", "a"], style: .value1)
  #expect(try render([row], as: .text) == "- a — a — a\n")
  var changed = CellContent(text: "x", columns: ["x", "y"])
  changed.detailText = "y"
  changed.style = .value1
  #expect(try render([changed], as: .text) == "- x — y\n")
}

@Test func emptyCellsAreSkippedLikeAnEmptyDetail() throws {
  let row = CellContent(text: "a", columns: ["a", "", "c", ""], style: .value1)
  #expect(try render([row], as: .text) == "- a — c\n")
}

@Test func aGridRowWithoutColumnsShowsItsTextDetailAndSecondaryText() throws {
  let row = CellContent(text: "a", secondaryText: "c", detailText: "b")
  #expect(try render([row], layout: .grid, as: .markdown).contains("| a   | b   | c   |"))
}

@Test func aGridRowWithMoreTextsThanColumnsIsAnErrorNotALoss() throws {
  let row = CellContent(text: "a", detailText: "b")
  #expect(throws: TableShimError.self) {
    try render([row], columns: ["Only"], as: .markdown)
  }
}

@Test func anItemWithoutATextStartsWithItsFirstPartNotWithSpace() throws {
  let decoded = CellContent(text: "", columns: ["", "Argentina", "1\n12"], style: .value1)
  #expect(try render([decoded], as: .markdown) == "- — *Argentina* — *1\\\n  12*\n")
  let secondary = CellContent(text: "", secondaryText: "two\nlines", image: "", style: .subtitle)
  #expect(try render([secondary], as: .markdown) == "- *two\\\n  lines*\n")
}
