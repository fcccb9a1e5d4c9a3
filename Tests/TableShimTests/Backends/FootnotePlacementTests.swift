import Testing

@testable import TableShim

/// Two sections under a spanner, with notes on the title, a column, a spanner, the second
/// section's header and a cell in each section; the column's note is given again on a
/// cell of the second section.
private func scorers(_ placement: FootnotePlacement = .afterEachSection) -> TableViewModel {
  let columns: [Column] = ["Name", Column("Goals", spanners: ["Record"])]
  var model = TableViewModel(
    title: "Scorers",
    sections: [
      SectionModel(
        header: "Active", columns: columns,
        cells: [
          CellModel(CellContent(text: "Messi", columns: ["Messi", "112"]), id: "messi"),
          CellModel(CellContent(text: "Son", columns: ["Son", "51"]), id: "son"),
        ]),
      SectionModel(
        header: "Retired", columns: columns,
        cells: [CellModel(CellContent(text: "Pelé", columns: ["Pelé", "77"]), id: "pele")]),
    ],
    notes: ["Source: FIFA."],
    footnotes: [
      Footnote("As of 2024.", on: .title),
      Footnote("Penalties included.", on: .column("Goals")),
      Footnote("Internationals only.", on: .spanner("Record")),
      Footnote("Estimated.", on: .cell(rowID: "son", column: "Goals")),
      Footnote("Retired players.", on: .section("Retired")),
      Footnote("Penalties included.", on: .cell(rowID: "pele", column: "Goals")),
      Footnote("Edson Arantes do Nascimento.", on: .cell(rowID: "pele", column: "Name")),
    ])
  model.footnotePlacement = placement
  return model
}

@Suite struct FootnotePlacementTests {
  @Test func eachSectionIsFollowedByTheNotesFirstMarkedInIt() throws {
    let text = try TableShim().render(scorers(), as: .text)
    #expect(
      text == """
        Scorers¹
        ========

        Active
        ------
               Record²
               -------
        Name   Goals³ 
        -----  -------
        Messi  112    
        Son    51⁴    

        ¹ As of 2024.
        ² Internationals only.
        ³ Penalties included.
        ⁴ Estimated.

        Retired⁵
        --------
               Record²
               -------
        Name   Goals³ 
        -----  -------
        Pelé⁶  77³    

        ⁵ Retired players.
        ⁶ Edson Arantes do Nascimento.

        Source: FIFA.

        """)
  }

  @Test func afterTheTableIsTheDefault() throws {
    #expect(TableViewModel().footnotePlacement == .afterTable)
    let text = try TableShim().render(scorers(.afterTable), as: .text)
    #expect(text.contains("Son    51⁴    \n\nRetired⁵\n"), "\(text)")
    #expect(text.hasSuffix("⁵ Retired players.\n⁶ Edson Arantes do Nascimento.\nSource: FIFA.\n"))
  }

  @Test func markdownPutsTheDefinitionsAfterEachSection() throws {
    let markdown = try TableShim().render(scorers(), as: .markdown)
    #expect(
      markdown.contains(
        "| Son   |                 51[^4] |\n\n[^1]: As of 2024.\n\n[^2]: Internationals only.\n\n"
          + "[^3]: Penalties included.\n\n[^4]: Estimated.\n\n## Retired[^5]\n"), "\(markdown)")
    #expect(
      markdown.hasSuffix(
        "[^5]: Retired players.\n\n[^6]: Edson Arantes do Nascimento.\n\nSource: FIFA.\n"),
      "\(markdown)")
  }

  @Test func htmlListsTheNotesInEachSectionWithUniqueIDsAndLinksBothWays() throws {
    let html = try TableShim().render(scorers(), as: .html)
    #expect(
      html.contains(
        "<li id=\"tableshim-fn-4\"><sup>4</sup> Estimated. <a class=\"ts-fnback\" "
          + "href=\"#tableshim-fnref-4-r-son-1\" aria-label=\"Back to the text\">\u{21A9}</a></li>\n"
          + "</ol>\n</section>\n<section class=\"ts-section\">\n<h2>Retired"), "\(html)")
    #expect(html.contains("<ol class=\"ts-footnotes\" start=\"5\" style="), "\(html)")
    let ids = html.matches(of: /id="([^"]+)"/).map { String($0.1) }
    #expect(Set(ids).count == ids.count, "\(ids)")
    for href in html.matches(of: /href="#([^"]+)"/).map({ String($0.1) }) {
      #expect(ids.contains(href), "\(href) has no target")
    }
  }

  @Test func latexAndReStructuredTextListTheNotesAfterEachSection() throws {
    let latex = try TableShim().render(scorers(), as: .latex)
    #expect(
      latex.contains(
        "\\textsuperscript{4} Estimated.\n\n\\subsection*{Retired\\textsuperscript{5}}"),
      "\(latex)")
    let rst = try TableShim().render(scorers(), as: .reStructuredText)
    #expect(rst.contains(".. [4] \\Estimated.\n\nRetired\\ [5]_\n"), "\(rst)")
    #expect(rst.contains(".. [6] Edson Arantes do Nascimento.\n\nSource\\: FIFA.\n"), "\(rst)")
  }

  @Test(arguments: [OutputFormat.asciiDoc, .mediaWiki, .jira])
  func formatsWithTextMarksListTheNotesAfterEachSection(_ format: OutputFormat) throws {
    let output = try TableShim().render(scorers(), as: format)
    let estimated = try #require(output.firstRange(of: "⁴ Estimated."))
    let retired = try #require(output.firstRange(of: "Retired⁵"))
    let retiredNote = try #require(output.firstRange(of: "⁵ Retired players."))
    #expect(estimated.upperBound < retired.lowerBound, "\(output)")
    #expect(retired.upperBound < retiredNote.lowerBound, "\(output)")
  }

  @Test func notesNotYetListedWhenTheTableEndsFollowIt() throws {
    var model = TableViewModel(
      title: "Scorers", footnotes: [Footnote("As of 2024.", on: .title)])
    model.footnotePlacement = .afterEachSection
    #expect(try TableShim().render(model, as: .text) == "Scorers¹\n========\n\n¹ As of 2024.\n")
  }

  @Test func theModelSendsItsPlacementAfterTheMarks() {
    var events = scorers().events
    var kinds: [String] = []
    while let event = events.nextEvent() {
      switch event {
      case .footnoteMarks(let marks): kinds.append("marks \(marks)")
      case .footnotePlacement(let placement): kinds.append("placement \(placement)")
      case .footnote: kinds.append("footnote")
      default: break
      }
    }
    #expect(kinds.prefix(3) == ["marks numbers", "placement afterEachSection", "footnote"])
  }

  @Test func dataFormatsWriteThePlacement() throws {
    let json = try TableShim().render(scorers(), as: .json)
    #expect(json.contains("\n  \"footnotePlacement\": \"section\",\n  \"footnotes\": ["))
    let list = try TableShim().render(scorers(), as: .list)
    #expect(list.hasPrefix("# Scorers\n@footnote-placement section\n@footnote title = "))
  }
}
