import Testing

@testable import TableShim

@Suite struct OrgFootnoteTests {
  /// A table with notes on its title, a column, a section and two cells, one in a list.
  private func table(_ marks: FootnoteMarks) -> TableViewModel {
    TableViewModel(
      title: "Scorers",
      sections: [
        SectionModel(
          header: "Active", columns: ["Name", "Goals"],
          cells: [CellModel(CellContent(text: "Son", columns: ["Son", "51"]), id: "son")]),
        SectionModel(
          header: "Retired", cells: [CellModel(CellContent(text: "Pelé"), id: "pele")]),
      ],
      notes: ["Source: FIFA."],
      footnotes: [
        Footnote("As of 2024.", on: .title),
        Footnote("Penalties *included*.", on: .column("Goals")),
        Footnote("Estimated.", on: .cell(rowID: "son", column: "Goals")),
        Footnote("Retired.", on: .section("Retired")),
        Footnote("Edson.", on: .cell(rowID: "pele", column: "Name")),
      ],
      footnoteMarks: marks)
  }

  @Test func orgWritesReferencesAndDefinitionsThatTwoBlankLinesEnd() throws {
    let org = try TableShim().render(table(.numbers), as: .org)
    #expect(
      org == """
        #+TITLE: Scorers[fn:1]

        * Active

        | Name | Goals[fn:2] |
        | <l>  |         <r> |
        |------+-------------|
        | Son  |    51[fn:3] |

        * Retired[fn:4]

        - Pelé[fn:5]

        [fn:1] As of 2024.

        [fn:2] Penalties \\ast{}included\\ast{}.

        [fn:3] Estimated.

        [fn:4] Retired.

        [fn:5] Edson.


        Source: FIFA.

        """)
  }

  @Test func orgDefinitionsMayFollowEachSection() throws {
    var model = table(.numbers)
    model.footnotePlacement = .afterEachSection
    let org = try TableShim().render(model, as: .org)
    #expect(
      org.contains(
        "| Son  |    51[fn:3] |\n\n[fn:1] As of 2024.\n\n[fn:2] Penalties \\ast{}included\\ast{}."
          + "\n\n[fn:3] Estimated.\n\n\n* Retired[fn:4]\n\n- Pelé[fn:5]\n\n[fn:4] Retired.\n\n"
          + "[fn:5] Edson.\n\n\nSource: FIFA.\n"), "\(org)")
  }

  @Test func orgLabelsAreTheMarksOrTheSymbolsNames() throws {
    let letters = try TableShim().render(table(.letters), as: .org)
    #expect(letters.hasPrefix("#+TITLE: Scorers[fn:a]\n"))
    #expect(letters.contains("\n[fn:e] Edson.\n"))
    let symbols = try TableShim().render(table(.symbols), as: .org)
    #expect(symbols.contains("- Pelé[fn:pilcrow]\n"))
    #expect(symbols.contains("\n[fn:ddagger] Estimated.\n"))
  }
}
