import Testing

@testable import TableShim

/// Two sections of prices and goals with section and grand summaries.
private func shop(
  price: [Aggregate] = [.sum, .mean], goals: [Aggregate] = [.sum, .countPresent]
) -> TableViewModel {
  let columns: [Column] = [
    "Name",
    Column(
      "Price", format: .currency("USD", decimals: 2), summaries: price, grandSummaries: [.sum]),
    Column("Goals", summaries: goals, grandSummaries: [.sum, .max]),
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

/// The summary rows a render hands its backend, as their cells.
private struct SummaryRecorder: OutputBackend {
  var rows: [(RowRole, [String])] = []
  mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {}
  mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {}
  mutating func writeRow(_ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink) {
    if row.role != .data { rows.append((row.role, row.columns)) }
  }
  mutating func endSection(_ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink) {}
  mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {}
}

private func summaryRows(_ model: TableViewModel, search: String? = nil) throws -> [[String]] {
  var shim = TableShim()
  if let search { shim.search = Search(search) }
  var source = model.events
  var renderer = Renderer(
    queue: shim.makeReuseQueue(), backend: SummaryRecorder(), preferredLayout: nil,
    search: shim.search)
  try renderer.run(&source) { _ in }
  return renderer.backend.rows.map { [$0.0.rawValue] + $0.1 }
}

@Suite struct SummaryRowsTests {
  @Test func eachSectionEndsWithItsSummariesAndTheLastWithTheGrandSummary() throws {
    #expect(
      try summaryRows(shop()) == [
        ["summary", "Total", "$0.30", "3"],
        ["summary", "Mean", "$0.15", ""],
        ["summary", "Count (non-missing)", "", "1"],
        ["summary", "Total", "$0.30", "0"],
        ["summary", "Mean", "$0.30", ""],
        ["summary", "Count (non-missing)", "", "1"],
        ["grandSummary", "Grand total", "$0.60", "3"],
        ["grandSummary", "Grand maximum", "", "3"],
      ])
  }

  @Test func sumsOfMoneyAreExactDecimals() throws {
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004.
    let rows = try summaryRows(shop(price: [.sum], goals: []))
    #expect(rows.first == ["summary", "Total", "$0.30", ""])
    let column = Column("Amount", summaries: [.sum])
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["Name", column],
        cells: (0..<10).map { _ in CellModel(CellContent(text: "r", columns: ["r", "0.1"])) })
    ])
    #expect(try summaryRows(model) == [["summary", "Total", "1.0"]])
  }

  @Test func sumsPastSixtyFourBitsAndOfMixedDecimalsStayExact() throws {
    let column = Column("Amount", summaries: [.sum])
    let cells = ["9000000000000000000", "0.5", "9000000000000000000", "-1.25", "3e2"]
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["Name", column],
        cells: cells.map { CellModel(CellContent(text: "r", columns: ["r", $0])) })
    ])
    #expect(try summaryRows(model) == [["summary", "Total", "18000000000000000299.25"]])
  }

  @Test func unreadableAndEmptyCellsAreSkippedAndCountsTellThemApart() throws {
    let column = Column("Goals", summaries: [.count, .countPresent, .mean, .min, .max])
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["Name", column],
        cells: ["4", "", "n/a", "-2.5", "10"].map {
          CellModel(CellContent(text: "r", columns: ["r", $0]))
        })
    ])
    #expect(
      try summaryRows(model) == [
        ["summary", "Count", "5"], ["summary", "Count (non-missing)", "4"],
        ["summary", "Mean", "3.833"], ["summary", "Minimum", "-2.5"],
        ["summary", "Maximum", "10"],
      ])
  }

  @Test func aSearchCountsOnlyTheMatchingRowsAndSaysSo() throws {
    let rows = try summaryRows(shop(), search: "x")
    #expect(rows.first == ["summary", "Total (of matching rows)", "$0.10", "3"])
    #expect(rows.last == ["grandSummary", "Grand maximum (of matching rows)", "", "3"])
  }

  @Test func customAggregatesAndLabelsAreTheCallers() throws {
    let longest = Aggregate.custom(label: "Longest") { $0.max { $0.count < $1.count } ?? "" }
    let column = Column("Word", summaries: [longest, .count.labelled("Words")])
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["Word", column],
        cells: ["ab", "abcd", "a"].map { CellModel(CellContent(text: $0, columns: [$0, $0])) })
    ])
    #expect(
      try summaryRows(model) == [["summary", "Longest", "abcd"], ["summary", "Words", "3"]])
  }

  @Test func anAggregateOfTheFirstColumnFollowsItsLabel() throws {
    let model = TableViewModel(sections: [
      SectionModel(
        columns: [Column("N", summaries: [.sum])],
        cells: ["1", "2"].map { CellModel(CellContent(text: $0, columns: [$0])) })
    ])
    #expect(try summaryRows(model) == [["summary", "Total: 3"]])
  }

  @Test func specsReadAndWriteBack() throws {
    let list = try Aggregate.list(spec: "sum, mean:Average\\, rounded, count-present")
    #expect(list == [.sum, .mean.labelled("Average, rounded"), .countPresent])
    #expect(Aggregate.listSpec(list) == "sum, mean:Average\\, rounded, count-present")
    #expect(throws: Aggregate.SpecError.self) { try Aggregate.list(spec: "sum, avg") }
    do {
      _ = try Aggregate.list(spec: "sum, avg")
    } catch {
      #expect(error.offset == 5)
    }
    #expect(throws: Aggregate.SpecError.self) { try Aggregate(spec: "mean:") }
  }

  @Test func eachFormatSetsItsSummaryRowsApart() throws {
    let model = shop()
    let text = try TableShim().render(model, as: .text)
    #expect(text.contains("$0.20       \n-------------------  -----  -----\nTotal"))
    let markdown = try TableShim().render(model, as: .markdown)
    #expect(markdown.contains("| **Total**"))
    #expect(markdown.contains("| **Grand total**"))
    let html = try TableShim().render(model, as: .html)
    #expect(
      html.contains("<tr class=\"ts-row ts-style-default ts-summary\"><th scope=\"row\">Total</th>")
    )
    #expect(html.contains("ts-grand-summary\"><th scope=\"row\">Grand total</th>"))
    let latex = try TableShim().render(model, as: OutputFormat.named("latex")!)
    #expect(latex.contains("y & \\$0.20 &  \\\\\n\\midrule\nTotal & \\$0.30 & 3"))
    #expect(latex.contains("Count (non-missing) &  & 1 \\\\\n\\midrule\nGrand total"))
    for format in [OutputFormat.csv(sectionColumn: "Shop"), .tsv(sectionColumn: "Shop")] {
      let data = try TableShim().render(model, as: format)
      #expect(!data.contains("Total"))
    }
  }

  @Test func sectionsWithoutColumnsShowNoSummaryRows() throws {
    var model = shop()
    model.sections = model.sections.map {
      var section = $0
      section.columns = nil
      return section
    }
    #expect(try summaryRows(model).isEmpty)
  }
}
