import Testing

@testable import TableShim

/// A grid section with two label rows, a summed column whose label text is a number (which a
/// summary must not add), built with the result builder.
private func cars() -> TableViewModel {
  TableViewModel(title: "Cars") {
    Section(
      "Fast",
      columns: ["Model", Column("HP", summaries: [.sum]), "Country"]
    ) {
      Label("Europe & <more>")
      Row(CellContent(text: "Golf", columns: ["Golf", "150", "DE"]))
      Row(CellContent(text: "911", columns: ["911", "380", "DE"]))
      Label("1000")
      Row(CellContent(text: "Supra", columns: ["Supra", "335", "JP"]))
    }
  }
}

private func render(_ model: TableViewModel, _ name: String, search: String? = nil) throws
  -> [String]
{
  var shim = TableShim()
  if let search { shim.search = Search(search) }
  return try shim.render(model, as: OutputFormat.named(name)!)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Test func htmlSpansTheLabelAcrossEveryColumn() throws {
  let lines = try render(cars(), "html")
  #expect(
    lines.contains(
      "<tr class=\"ts-label\"><th colspan=\"3\" scope=\"colgroup\">Europe &amp; &lt;more&gt;</th></tr>"
    ))
  #expect(
    lines.contains("<tr class=\"ts-label\"><th colspan=\"3\" scope=\"colgroup\">1000</th></tr>"))
}

@Test func summariesLeaveLabelRowsOut() throws {
  let lines = try render(cars(), "markdown").map { $0.filter { $0 != " " } }
  #expect(lines.contains("|**Total**|865||"))
  #expect(lines.contains("|**Europe\\&\\<more\\>**|||"))
}

@Test func latexMediaWikiAndAsciiDocSpanTheLabel() throws {
  #expect(try render(cars(), "latex").contains("\\multicolumn{3}{l}{1000} \\\\"))
  #expect(try render(cars(), "mediawiki").contains("! colspan=\"3\" scope=\"colgroup\" | 1000"))
  #expect(try render(cars(), "asciidoc").contains("3+|1000"))
}

@Test func dataFormatsWriteTheLabelAsItsOwnRow() throws {
  let json = try render(cars(), "json")
  #expect(json.contains("      {\"label\": \"Europe & <more>\"},"))
  let list = try render(cars(), "list")
  #expect(list.contains("@label Europe & <more>"))
  #expect(list.filter { $0.hasPrefix("@label ") || $0.hasPrefix("- ") }.count == 5)
  // One record with the label in its first field (CSV lines end in CRLF, one Character).
  #expect(try render(cars(), "csv").joined().contains("\r\n1000,,\r\n"))
}

@Test func aSearchKeepsALabelOnlyAboveARowItShows() throws {
  let lines = try render(cars(), "html", search: "supra")
  #expect(!lines.contains { $0.contains("Europe") })
  #expect(lines.contains { $0.contains(">1000</th>") })
  let labelIndex = try #require(lines.firstIndex { $0.contains(">1000</th>") })
  #expect(lines[labelIndex + 1].contains("Supra"))
}

@Test func listLayoutShowsTheLabelAsASubheading() throws {
  let model = TableViewModel {
    Section("People") {
      Label("Staff")
      Row("Ann")
    }
  }
  let html = try render(model, "html")
  #expect(html.contains("<li class=\"ts-label\"><strong>Staff</strong></li>"))
  let markdown = try render(model, "markdown")
  let index = try #require(markdown.firstIndex(of: "**Staff**"))
  #expect(markdown[index + 1] == "")
  #expect(markdown[index + 2] == "- Ann")
}

@Test func theLabelModelIsALabelRow() {
  let content = CellContent(labelRow: "Europe")
  #expect(content.role == .label)
  #expect(content.text == "Europe")
  #expect(CellModel.label("Europe").contentShownAsIs == content)
}

@Test func matchCountsLeaveLabelRowsOut() throws {
  var shim = TableShim()
  shim.search = Search("supra", countsMatches: true) { "\($0) of \($1)" }
  let html = try shim.render(cars(), as: .html)
  #expect(html.contains("1 of 3"))
}
