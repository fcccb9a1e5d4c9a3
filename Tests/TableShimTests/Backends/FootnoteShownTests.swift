import Testing

@testable import TableShim

/// Two sections of players, a note on the first section's header and one on a cell of the
/// second.
private func players() -> TableViewModel {
  let columns: [Column] = ["Name", "Goals", "Caps"]
  return TableViewModel(
    title: "Players",
    sections: [
      SectionModel(
        header: "Active", columns: columns,
        cells: [
          CellModel(CellContent(text: "Messi", columns: ["Messi", "112", "187"]), id: "messi")
        ]),
      SectionModel(
        header: "Retired", columns: columns,
        cells: [CellModel(CellContent(text: "Pelé", columns: ["Pelé", "77", "92"]), id: "pele")]),
    ],
    footnotes: [
      Footnote("Current players.", on: .section("Active")),
      Footnote("Estimated.", on: .cell(rowID: "pele", column: "Caps")),
      Footnote("Full name.", on: .cell(rowID: "pele", column: "Name")),
    ])
}

private func render(
  _ name: String, search: String? = nil, layout: SectionLayout? = nil
) throws -> String {
  var shim = TableShim()
  if let search { shim.search = Search(search) }
  shim.preferredLayout = layout
  return try shim.render(players(), as: OutputFormat.named(name)!)
}

@Suite struct FootnoteShownTests {
  @Test func aSectionTheSearchDropsGetsNoMarksInText() throws {
    let text = try render("text", search: "Pelé")
    #expect(
      text == """
        Players
        =======

        Retired
        -------
        Name   Goals  Caps
        -----  -----  ----
        Pelé²     77  92¹ 

        ¹ Estimated.
        ² Full name.

        """)
  }

  @Test func aSectionTheSearchDropsGetsNoMarksInMarkdown() throws {
    let text = try render("markdown", search: "Pelé")
    #expect(text.hasPrefix("# Players\n\n## Retired\n\n"))
    #expect(text.contains("| Pelé[^2] |    77 | 92[^1] |\n"))
    #expect(!text.contains("[^3]"))
  }

  @Test func aSectionTheSearchDropsGetsNoMarksInHTML() throws {
    let html = try render("html", search: "Pelé")
    #expect(!html.contains("Current players."))
    #expect(html.contains("<li id=\"tableshim-fn-1\"><sup>1</sup> Estimated."))
  }

  @Test func markdownListItemsShowCellReferences() throws {
    let text = try render("markdown", layout: .list)
    #expect(text.contains("\n- Messi — *112* — *187*\n"))
    #expect(text.contains("\n- Pelé[^3] — *77* — *92*[^2]\n"))
  }

  @Test func htmlListItemsShowEveryCellReference() throws {
    let html = try render("html", layout: .list)
    #expect(
      html.contains(
        "<span class=\"ts-text\">Pelé</span><sup class=\"ts-fnref\"><a href=\"#tableshim-fn-3\" "
          + "id=\"tableshim-fnref-3-r-pele-0\">3</a></sup> <span class=\"ts-cell\">77</span> "
          + "<span class=\"ts-cell\">92</span><sup class=\"ts-fnref\"><a href=\"#tableshim-fn-2\" "
          + "id=\"tableshim-fnref-2-r-pele-2\">2</a></sup></li>"))
    #expect(html.contains("href=\"#tableshim-fnref-2-r-pele-2\""))
  }

  @Test func latexListItemsShowEveryCellMark() throws {
    let text = try render("latex", layout: .list)
    #expect(
      text.contains(
        "\\item Pelé\\textsuperscript{3} — \\emph{77} — \\emph{92}\\textsuperscript{2}\n"))
  }
}
