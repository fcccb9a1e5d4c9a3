import Testing

@testable import TableShim

/// The prices of two sections, in cents, whose sums and means the tests compute themselves.
private let prices = [[1250, 725, 10_000], [10, 20]]

/// Two sections of prices and goals: a sum and a mean of the prices per section, a sum of the
/// goals, and a grand sum of the prices.
private func shop() -> TableViewModel {
  let columns: [Column] = [
    "Name",
    Column(
      "Price", format: .currency("USD", decimals: 2), summaries: [.sum, .mean],
      grandSummaries: [.sum]),
    Column("Goals", summaries: [.sum]),
  ]
  return TableViewModel(
    title: "Shop",
    sections: prices.enumerated().map { section, amounts in
      SectionModel(
        header: section == 0 ? "A" : "B", columns: columns,
        cells: amounts.enumerated().map { row, cents in
          let name = "r\(section)\(row)"
          let price = "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
          return CellModel(CellContent(text: name, columns: [name, price, "\(row + 1)"]))
        })
    })
}

/// `cents / count` dollars as the column's format shows them, rounded half up to the cent.
private func dollars(_ cents: Int, over count: Int = 1) -> String {
  let rounded = (2 * cents + count) / (2 * count)
  var whole = String(rounded / 100)
  var grouped = ""
  while whole.count > 3 {
    grouped = "," + whole.suffix(3) + grouped
    whole.removeLast(3)
  }
  let fraction = rounded % 100
  return "$" + whole + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
}

/// Each section's summary values, computed here: the sum and mean of its prices and the sum
/// of its goals (1, 2, 3 ...); and the grand sum.
private let sums = prices.map { $0.reduce(0, +) }
private let means = prices.indices.map { dollars(sums[$0], over: prices[$0].count) }
private let goals = prices.map { $0.indices.reduce(0) { $0 + $1 + 1 } }
private let grand = sums.reduce(0, +)

@Suite struct SummaryListLayoutTests {
  private func render(_ format: OutputFormat, _ layout: SectionLayout, search: String? = nil)
    throws -> String
  {
    var shim = TableShim(preferredLayout: layout)
    if let search { shim.search = Search(search) }
    return try shim.render(shop(), as: format)
  }

  @Test func textListEndsEachSectionWithALinePerSummaryRow() throws {
    let text = try render(.text, .list)
    let first = """
      - r02 — $100.00 — 3
      Total — Price: \(dollars(sums[0])); Goals: \(goals[0])
      Mean — Price: \(means[0])

      B
      """
    #expect(text.contains(first), "\(text)")
    let last = """
      - r11 — $0.20 — 2
      Total — Price: \(dollars(sums[1])); Goals: \(goals[1])
      Mean — Price: \(means[1])
      Grand total — Price: \(dollars(grand))

      """
    #expect(text.hasSuffix(last), "\(text)")
    #expect(dollars(sums[0]) == "$119.75" && dollars(grand) == "$120.05")
  }

  @Test func markdownListWritesBoldParagraphs() throws {
    let markdown = try render(.markdown, .list)
    let first = """
      - r02 — *$100.00* — *3*

      **Total** — Price: \(dollars(sums[0])); Goals: \(goals[0])

      **Mean** — Price: \(means[0])

      ## B
      """
    #expect(markdown.contains(first), "\(markdown)")
    #expect(
      markdown.hasSuffix(
        "**Grand total** — Price: \(dollars(grand))\n"), "\(markdown)")
  }

  @Test func htmlListWritesSummaryItems() throws {
    let html = try render(.html, .list)
    #expect(
      html.contains(
        """
        <li class="ts-summary"><strong>Total</strong> <span class="ts-detail">Price: \
        \(dollars(sums[0])); Goals: \(goals[0])</span></li>
        <li class="ts-summary"><strong>Mean</strong> <span class="ts-detail">Price: \
        \(means[0])</span></li>
        </ul>
        """), "\(html)")
    #expect(
      html.contains(
        """
        <li class="ts-grand-summary"><strong>Grand total</strong> <span class="ts-detail">\
        Price: \(dollars(grand))</span></li>
        </ul>
        """), "\(html)")
  }

  @Test func aSearchInListLayoutCountsTheMatchingRowsAndSaysSo() throws {
    // "r0" keeps the first section's rows only; the grand summary still ends the last.
    let text = try render(.text, .list, search: "r01")
    #expect(
      text.contains(
        "Total (of matching rows) — Price: \(dollars(prices[0][1])); Goals: 2\n"), "\(text)")
    #expect(text.contains("Grand total (of matching rows) — Price: \(dollars(prices[0][1]))\n"))
  }

  @Test func recordsLayoutEndsEachSectionWithASummaryRecord() throws {
    let text = try render(.text, .records)
    let summary = """
      A — Total
      Price  \(dollars(sums[0]))
      Goals  \(goals[0])      \("")

      A — Mean
      Price  \(means[0])

      """
    #expect(text.contains(summary), "\(text)")
    #expect(text.contains("B — Record 2\n"))
    #expect(text.hasSuffix("Grand total\nPrice  \(dollars(grand))\n"), "\(text)")
    let markdown = try render(.markdown, .records)
    #expect(markdown.contains("## A — Total\n"), "\(markdown)")
    #expect(markdown.contains("| Price  | \(dollars(sums[0])) |"))
  }

  @Test func theOtherFormatsShowEachSummaryRowAsAnItem() throws {
    for name in ["latex", "org", "rst", "asciidoc", "mediawiki", "jira"] {
      let output = try render(OutputFormat.named(name)!, .list)
      #expect(output.contains("Grand total"), "\(name): \(output)")
      #expect(output.contains("Mean"), "\(name): \(output)")
    }
    for format in [OutputFormat.csv(sectionColumn: "S"), .tsv(sectionColumn: "S"), .json, .list] {
      let output = try render(format, .list)
      #expect(!output.contains("Grand total"), "\(output)")
    }
  }
}
