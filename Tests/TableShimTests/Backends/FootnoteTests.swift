import Testing

@testable import TableShim

/// Two sections of players under a spanner, with a footnote on every kind of target and one
/// note given twice.
private func players(marks: FootnoteMarks = .numbers, footnotes: [Footnote]? = nil)
  -> TableViewModel
{
  let columns: [Column] = [
    "Name", Column("Goals", spanners: ["Record"]), Column("Caps", spanners: ["Record"]),
  ]
  return TableViewModel(
    title: "Scorers",
    sections: [
      SectionModel(
        header: "Active", columns: columns,
        cells: [
          CellModel(CellContent(text: "Messi", columns: ["Messi", "112", "187"]), id: "messi"),
          CellModel(CellContent(text: "Son", columns: ["Son", "51", "130"]), id: "son"),
        ]),
      SectionModel(
        header: "Retired", columns: columns,
        cells: [CellModel(CellContent(text: "Pelé", columns: ["Pelé", "77", "92"]), id: "pele")]),
    ],
    notes: ["Source: FIFA."],
    footnotes: footnotes ?? [
      Footnote("Penalties included.", on: .cell(rowID: "son", column: "Goals")),
      Footnote("As of 2024.", on: .title),
      Footnote("Retired players.", on: .section("Retired")),
      Footnote("Penalties included.", on: .column("Goals")),
      Footnote("Internationals only.", on: .spanner("Record")),
      Footnote("Estimated.", on: .cell(rowID: "pele", column: "Caps")),
    ],
    footnoteMarks: marks)
}

@Suite struct FootnoteTests {
  @Test func marksFollowFirstAppearanceAndASharedTextSharesAMark() throws {
    let text = try TableShim().render(players(), as: .text)
    #expect(
      text == """
        Scorers¹
        ========

        Active
        ------
                 Record²   
               ------------
        Name   Goals³  Caps
        -----  ------  ----
        Messi  112      187
        Son    51³      130

        Retired⁴
        --------
                Record²   
              ------------
        Name  Goals³  Caps
        ----  ------  ----
        Pelé      77  92⁵ 

        ¹ As of 2024.
        ² Internationals only.
        ³ Penalties included.
        ⁴ Retired players.
        ⁵ Estimated.
        Source: FIFA.

        """)
  }

  @Test func marksAreNumbersLettersOrSymbolsThenDoubled() {
    #expect((1...3).map(FootnoteMarks.numbers.mark) == ["1", "2", "3"])
    #expect([1, 2, 26, 27, 28].map(FootnoteMarks.letters.mark) == ["a", "b", "z", "aa", "bb"])
    #expect(
      (1...7).map(FootnoteMarks.symbols.mark) == ["*", "†", "‡", "§", "¶", "**", "††"])
    #expect(FootnoteMarks.symbols.label(7) == "dagger2")
    #expect(FootnoteMarks.symbols.label(1) == "star")
    #expect(FootnoteMarks.numbers.superscript(12) == "¹²")
    #expect(FootnoteMarks.letters.superscript(17) == "\u{107A5}")
  }

  @Test func theMarksOfATableAreItsChoice() throws {
    let text = try TableShim().render(players(marks: .symbols), as: .text)
    #expect(text.hasPrefix("Scorers*\n"))
    #expect(text.contains("\nSon    51‡      130\n"), "\(text)")
    #expect(text.contains("\n¶ Estimated.\n"))
  }

  @Test func markdownWritesGFMFootnotesWithASCIILabels() throws {
    let markdown = try TableShim().render(players(marks: .symbols), as: .markdown)
    #expect(markdown.hasPrefix("# Scorers[^star]\n"))
    #expect(markdown.contains("| Record[^dagger] › Goals[^ddagger] |"), "\(markdown)")
    #expect(markdown.contains("| Son   |                      51[^ddagger] |"), "\(markdown)")
    #expect(markdown.contains("\n[^pilcrow]: Estimated.\n\nSource: FIFA.\n"))
  }

  @Test func htmlLinksEachMarkToItsNoteAndBack() throws {
    let html = try TableShim().render(players(), as: .html)
    #expect(
      html.contains(
        "<h1>Scorers<sup class=\"ts-fnref\"><a href=\"#tableshim-fn-1\" "
          + "id=\"tableshim-fnref-1-title\">1</a></sup></h1>"))
    #expect(
      html.contains(
        "<td style=\"text-align: right\">51<sup class=\"ts-fnref\"><a href=\"#tableshim-fn-3\" "
          + "id=\"tableshim-fnref-3-r-son-1\">3</a></sup></td>"), "\(html)")
    #expect(
      html.contains(
        "<li id=\"tableshim-fn-3\"><sup>3</sup> Penalties included. <a class=\"ts-fnback\" "
          + "href=\"#tableshim-fnref-3-s0-c1\" aria-label=\"Back to the text\">\u{21A9}</a></li>"))
  }

  @Test func latexWritesSuperscriptMarksAndANotesBlock() throws {
    let latex = try TableShim().render(players(marks: .symbols), as: .latex)
    #expect(latex.hasPrefix("\\section*{Scorers\\textsuperscript{*}}\n"), "\(latex)")
    #expect(latex.contains("Son & 51\\textsuperscript{"), "\(latex)")
    #expect(latex.contains("\n\\textsuperscript{"), "\(latex)")
    #expect(latex.contains(" Estimated.\n\nSource: FIFA.\n"), "\(latex)")
  }

  @Test func reStructuredTextWritesNumberedFootnoteReferencesAndFootnotes() throws {
    let rst = try TableShim().render(players(marks: .symbols), as: .reStructuredText)
    #expect(rst.hasPrefix("=============\nScorers\\ [1]_\n=============\n"), "\(rst)")
    for reference in ["Record\\ [2]_", "Goals\\ [3]_", "51\\ [3]_", "Retired\\ [4]_"] {
      #expect(rst.contains(reference), "\(reference) in \(rst)")
    }
    // A reference inside a grid cell widens its column: the border still meets the cell.
    #expect(rst.contains("| 92\\ [5]_ |\n+"), "\(rst)")
    // `E.` would start an enumerated list and `Source:` a field list: both are escaped.
    #expect(rst.contains("\n.. [5] \\Estimated.\n\nSource\\: FIFA.\n"), "\(rst)")
    let list = TableViewModel(
      sections: [SectionModel(cells: [CellModel(text: "x", detail: "y", id: "x")])],
      footnotes: [Footnote("On x.", on: .cell(rowID: "x", column: "Name"))])
    let item = try TableShim().render(list, as: .reStructuredText)
    #expect(item == "- x\\ [1]_ — y\n\n.. [1] On x.\n", "\(item)")
  }

  @Test func aNoteWhoseTargetNeverAppearsHasNoMarkAndIsALintWarning() throws {
    let model = players(footnotes: [
      Footnote("Nobody.", on: .cell(rowID: "zidane", column: "Goals")),
      Footnote("No such column.", on: .column("Assists")),
      Footnote("Shown.", on: .column("Caps")),
    ])
    let text = try TableShim().render(model, as: .text)
    #expect(!text.contains("Nobody."))
    #expect(text.contains("Caps¹"))
    #expect(text.contains("¹ Shown."))
    let warnings = model.lint().filter { $0.rule == .footnoteWithoutTarget }
    #expect(
      warnings.map(\.message) == [
        "footnote 1 ('Nobody.'): no row has the id 'zidane'; the note is not shown",
        "footnote 2 ('No such column.'): no section has a column titled 'Assists'; the note is "
          + "not shown",
      ])
  }

  @Test func aFootnoteAfterTheFirstSectionIsAnError() {
    struct Events: TableEventSource {
      var events: [TableEvent] = [
        .beginSection(header: nil, columns: nil, id: nil), .footnote(Footnote("x", on: .title)),
      ]
      mutating func nextEvent() -> TableEvent? { events.isEmpty ? nil : events.removeFirst() }
    }
    #expect(throws: TableShimError.self) {
      try TableShim().render(events: Events(), as: .text, writingTo: { _ in })
    }
  }

  @Test func csvAndTSVShowNoMarksAndJSONKeepsTheFootnotes() throws {
    let csv = try TableShim().render(players(), as: .csv(sectionColumn: "Status"))
    #expect(!csv.contains("¹") && !csv.contains("³") && !csv.contains("Penalties"))
    let json = try TableShim().render(players(marks: .letters), as: .json)
    #expect(json.contains("\"footnoteMarks\": \"letters\""))
    #expect(
      json.contains(
        "{\"target\": \"cell\", \"row\": \"son\", \"column\": \"Goals\", \"text\": \"Penalties included.\"}"
      ))
    #expect(!json.contains("Scorers¹"))
  }

  @Test func theModelSendsTheMarksAndFootnotesAfterTheSubtitle() {
    var events = players().events
    var kinds: [String] = []
    while let event = events.nextEvent() {
      switch event {
      case .title: kinds.append("title")
      case .footnoteMarks(let marks): kinds.append("marks \(marks)")
      case .footnote: kinds.append("footnote")
      case .beginSection: kinds.append("begin")
      default: break
      }
    }
    #expect(kinds.prefix(4) == ["title", "marks numbers", "footnote", "footnote"])
    #expect(kinds.filter { $0 == "footnote" }.count == 6)
  }

  @Test(arguments: [
    ("title", FootnoteTarget.title), ("Goals", .column("Goals")),
    ("column:title", .column("title")), ("spanner:Record", .spanner("Record")),
    ("section:Retired", .section("Retired")),
    ("cell:son:Goals", .cell(rowID: "son", column: "Goals")),
    ("cell:son:a:b", .cell(rowID: "son", column: "a:b")),
  ])
  func targetSpecsReadAndWriteBack(_ spec: String, _ target: FootnoteTarget) throws {
    #expect(try FootnoteTarget(spec: Substring(spec)) == target)
    #expect(try FootnoteTarget(spec: Substring(target.spec)) == target)
  }

  @Test func theResultBuilderTakesFootnotesAndMarks() throws {
    let model = TableViewModel(
      title: "Scorers",
      footnotes: [Footnote("Estimated.", on: .cell(rowID: "son", column: "Caps"))],
      footnoteMarks: .letters
    ) {
      Section(columns: ["Name", "Caps"]) {
        Row(CellContent(text: "Son", columns: ["Son", "130"]), id: "son")
      }
    }
    #expect(model.footnoteMarks == .letters)
    let text = try TableShim().render(model, as: .text)
    #expect(text.contains("130ᵃ"))
    #expect(text.hasSuffix("ᵃ Estimated.\n"))
  }
}
