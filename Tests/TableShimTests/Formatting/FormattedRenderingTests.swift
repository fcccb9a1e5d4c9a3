import TableShimTesting
import Testing

@testable import TableShim

/// A table with formatted columns and missing cells, as in a gt showcase.
private var budget: TableViewModel {
  TableViewModel(title: "Budget") {
    Section(
      "Q1",
      columns: [
        "Item",
        Column("Cost", format: .currency("USD")),
        Column("Share", format: .percent(decimals: 1), missingMark: "n/a"),
        Column("Units", format: .compact()),
        Column("Due", format: .date("d MMM yyyy")),
      ]
    ) {
      Row(CellContent(text: "Rent", columns: ["Rent", "1234.5", "0.123", "1234", "2024-03-05"]))
      Row(CellContent(text: "Coffee", columns: ["Coffee", "12", "", "3400000", "2024-12-25"]))
      Row(CellContent(text: "Refund", columns: ["Refund", "-300", "0.5", "12", "soon"]))
      Row(CellContent(text: "Misc", columns: ["Misc"]))
    }
  }
}

private func shim() -> TableShim {
  var shim = TableShim()
  shim.missingMark = "—"
  return shim
}

@Test func formatsReachTheTextGrid() throws {
  let text = try shim().render(budget, as: .text)
  let lines = [
    "Budget", "======", "", "Q1", "--",
    "Item         Cost  Share  Units  Due        ",
    "------  ---------  -----  -----  -----------",
    "Rent    $1,234.50  12.3%   1.2K  5 Mar 2024 ",
    "Coffee     $12.00    n/a   3.4M  25 Dec 2024",
    "Refund   -$300.00  50.0%     12  soon       ",
    "Misc            —    n/a      —  —          ",
  ]
  #expect(text == lines.joined(separator: "\n") + "\n")
}

@Test func formatsReachEveryOutputFormat() throws {
  for entry in OutputFormat.catalog {
    let output = try shim().render(budget, as: entry.format(OutputFormat.Options()))
    if entry.name == "json" || entry.name == "list" {
      #expect(output.contains("1234.5"), "\(entry.name)")
    } else {
      #expect(output.contains("1,234.50"), "\(entry.name)")
      #expect(output.contains("n/a"), "\(entry.name)")
      #expect(output.contains("Mar 2024"), "\(entry.name)")
      #expect(!output.contains("1234.5"), "\(entry.name)")
    }
  }
}

@Test func formatsGoldenMarkdownAndHTML() {
  assertSnapshot(of: budget, as: .rendered(.markdown), named: "markdown")
  assertSnapshot(of: budget, as: .rendered(.html), named: "html")
}

@Test func unformattedTablesAreUntouched() throws {
  let plain = TableViewModel {
    Section(columns: ["A", "B"]) { Row(CellContent(text: "1234.5", columns: ["1234.5", ""])) }
  }
  #expect(try TableShim().render(plain, as: .text).contains("1234.5"))
}

@Test func sectionFormattingReportsUnreadableCells() {
  var formatters: [ColumnFormat: CellFormatter] = [:]
  let formatting = SectionFormatting(
    columns: ["Name", Column("N", format: .number())], missingMark: nil, formatters: &formatters)
  var content = CellContent(columns: ["x", "twelve"])
  var found: [Int] = []
  formatting?.apply(to: &content) { column, _ in found.append(column) }
  #expect(found == [1])
  #expect(content.columns == ["x", "twelve"])
}

@Test func theArticleExampleRendersAsItSays() throws {
  let model = TableViewModel(title: "Budget") {
    Section(
      "Q1",
      columns: [
        "Item",
        Column("Cost", format: .currency("USD")),
        Column("Share", format: .percent(decimals: 1)),
        Column("Due", format: .date("d MMM yyyy")),
      ]
    ) {
      Row(CellContent(text: "Rent", columns: ["Rent", "1234.5", "0.123", "2024-03-05"]))
      Row(CellContent(text: "Refund", columns: ["Refund", "-300", "0.5", "soon"]))
    }
  }
  let lines = try TableShim().render(model, as: .text).split(
    separator: "\n", omittingEmptySubsequences: false
  ).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  #expect(
    lines == [
      "Budget", "======", "", "Q1", "--", "Item         Cost  Share  Due",
      "------  ---------  -----  ----------", "Rent    $1,234.50  12.3%  5 Mar 2024",
      "Refund   -$300.00  50.0%  soon", "",
    ])
  #expect(ColumnFormat.compact().format("3400000") == "3.4M")
  #expect(ColumnFormat.number().format("n/a") == nil)
  #expect(ColumnFormat.currency("USD").format("-1234.5") == "-$1,234.50")
  #expect(ColumnFormat.number(decimals: 1).format("n/a") == nil)
}

@Test func sectionFormattingLeavesCellsFormattedAhead() {
  var formatters: [ColumnFormat: CellFormatter] = [:]
  var column = Column("N", format: .number(decimals: 2))
  column.formattedAhead = column.format
  #expect(
    SectionFormatting(columns: ["Name", column], missingMark: nil, formatters: &formatters)
      == nil)
  // A format set after the cells were formatted ahead is applied.
  column.format = .integer()
  #expect(
    SectionFormatting(columns: ["Name", column], missingMark: nil, formatters: &formatters)
      != nil)
  // A missing mark still is.
  column.format = column.formattedAhead
  column.missingMark = "—"
  #expect(
    SectionFormatting(columns: ["Name", column], missingMark: nil, formatters: &formatters)
      != nil)
}
