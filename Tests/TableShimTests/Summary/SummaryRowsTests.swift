import Testing

@testable import TableShim

/// Two sections of money and goals with section and grand summaries.
private var money: TableViewModel {
  let columns: [Column] = [
    "Name",
    Column(
      "Price", format: .currency("USD", decimals: 2), summaries: [.sum, .mean],
      grandSummaries: [.sum]),
    Column("Goals", summaries: [.sum, .countPresent], grandSummaries: [.sum, .max]),
  ]
  return TableViewModel(
    title: "Shop",
    sections: [
      SectionModel(
        header: "A", columns: columns,
        cells: [
          CellModel(CellContent(text: "x", columns: ["x", "0.1", "3"])),
          CellModel(CellContent(text: "y", columns: ["y", "0.2", ""])),
        ]),
      SectionModel(
        header: "B", columns: columns,
        cells: [CellModel(CellContent(text: "z", columns: ["z", "0.3", "n/a"]))]),
    ])
}

@Suite struct SummaryRowsTests {
  @Test func printsFormats() throws {
    for format in ["text", "markdown", "html", "latex", "rst", "json", "csv", "asciidoc", "org", "mediawiki", "jira", "list"] {
      print(try TableShim().render(money, as: OutputFormat.named(format)!))
    }
  }
}
