import Testing

@testable import TableShim

/// Players under two levels of spanners, with a subtitle and two source notes.
private var parts: TableViewModel {
  TableViewModel(
    title: "Players", subtitle: "Season 2024",
    sections: [
      SectionModel(
        columns: [
          "Name", Column("Goals", spanners: ["Stats", "Attack"]),
          Column("Assists", spanners: ["Stats", "Attack"]), Column("Caps", spanners: ["Stats"]),
        ],
        cells: [
          CellModel(CellContent(text: "Messi", columns: ["Messi", "112", "58", "191"])),
          CellModel(CellContent(text: "Son", columns: ["Son", "51", "30", "127"])),
        ])
    ], notes: ["Source: FIFA.", "Caps: all matches."])
}

/// The bytes a stream of events renders to, as text.
private func render(events: some TableEventSource, as format: OutputFormat) throws -> String {
  var bytes: [UInt8] = []
  try TableShim().render(events: events, as: format) { bytes.append(contentsOf: $0) }
  return String(decoding: bytes, as: UTF8.self)
}

private func render(_ format: OutputFormat, _ model: TableViewModel = parts) throws -> String {
  try TableShim().render(model, as: format)
}

@Suite struct TablePartsTests {
  @Test func spannerRowsShareCellsAlongAgreeingPaths() {
    let columns = parts.sections[0].columns!
    #expect(
      columns.spannerRows == [
        [SpannerCell(label: nil, columns: 0..<1), SpannerCell(label: "Stats", columns: 1..<4)],
        [
          SpannerCell(label: nil, columns: 0..<1), SpannerCell(label: "Attack", columns: 1..<3),
          SpannerCell(label: nil, columns: 3..<4),
        ],
      ])
    // The same label under another outer spanner is another cell.
    let split: [Column] = [
      Column("a", spanners: ["X", "In"]), Column("b", spanners: ["Y", "In"]),
    ]
    #expect(split.spannerRows[1].map(\.columns) == [0..<1, 1..<2])
    #expect(([Column("a"), Column("b")] as [Column]).spannerRows.isEmpty)
  }

  @Test func flattenedTitlesJoinTheSpannersOutermostFirst() {
    #expect(
      Column("Goals", spanners: ["Stats", "Attack"]).flattenedTitle == "Stats › Attack › Goals")
    #expect(Column("Name").flattenedTitle == "Name")
  }

  @Test func aModelStreamsItsSubtitleFirstAndItsNotesLast() {
    var events = parts.events
    var kinds: [String] = []
    while let event = events.nextEvent() {
      switch event {
      case .title: kinds.append("title")
      case .subtitle(let text): kinds.append("subtitle \(text)")
      case .sourceNote(let text): kinds.append("note \(text)")
      case .beginSection: kinds.append("begin")
      case .cell: kinds.append("cell")
      case .endSection: kinds.append("end")
      case .footnote, .footnoteMarks, .footnotePlacement: kinds.append("footnote")
      }
    }
    #expect(
      kinds == [
        "title", "subtitle Season 2024", "begin", "cell", "cell", "end", "note Source: FIFA.",
        "note Caps: all matches.",
      ])
  }

  @Test func theResultBuilderTakesASubtitleAndNotes() {
    let model = TableViewModel(title: "T", subtitle: "S", notes: ["N"]) {
      Section { Row("a") }
    }
    #expect(model.subtitle == "S")
    #expect(model.notes == ["N"])
    #expect(model.sections.count == 1)
  }

  @Test func aSubtitleAfterTheFirstSectionIsMalformed() throws {
    struct Late: TableEventSource {
      var events: [TableEvent] = [
        .beginSection(header: nil, columns: nil, id: nil), .subtitle("S"),
      ]
      mutating func nextEvent() -> TableEvent? { events.isEmpty ? nil : events.removeFirst() }
    }
    #expect(throws: TableShimError.self) {
      _ = try render(events: Late(), as: .text)
    }
  }

  @Test func notesMayComeAnywhereAndShowUnderTheTable() throws {
    struct Early: TableEventSource {
      var events: [TableEvent] = [
        .sourceNote("first"), .beginSection(header: nil, columns: nil, id: nil),
        .cell(CellModel(text: "row")), .sourceNote("second"),
      ]
      mutating func nextEvent() -> TableEvent? { events.isEmpty ? nil : events.removeFirst() }
    }
    #expect(try render(events: Early(), as: .markdown) == "- row\n\nfirst\n\nsecond\n")
  }

  @Test func textDrawsSpannerRowsWithTheStyleRules() throws {
    #expect(
      try render(.text) == """
        Players
        =======
        Season 2024

                      Stats        
               --------------------
                   Attack          
               --------------      
        Name   Goals  Assists  Caps
        -----  -----  -------  ----
        Messi    112       58   191
        Son       51       30   127

        Source: FIFA.
        Caps: all matches.

        """)
    var rounded = PlainTextBackend()
    rounded.gridStyle = .rounded
    #expect(
      try render(.text(rounded), TableViewModel(sections: parts.sections)) == """
        ╭───────┬────────────────────────╮
        │       │         Stats          │
        ├───────┼─────────────────┬──────┤
        │       │     Attack      │      │
        ├───────┼───────┬─────────┼──────┤
        │ Name  │ Goals │ Assists │ Caps │
        ├───────┼───────┼─────────┼──────┤
        │ Messi │   112 │      58 │  191 │
        │ Son   │    51 │      30 │  127 │
        ╰───────┴───────┴─────────┴──────╯

        """)
  }

  @Test func aLabelWiderThanItsColumnsWidensTheLastOfThem() throws {
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["A", Column("B", spanners: ["A long label"])],
        cells: [CellModel(CellContent(columns: ["1", "2"]))])
    ])
    let lines = try render(.text, model).split(separator: "\n")
    #expect(lines[0] == "   A long label")
    #expect(lines.allSatisfy { $0.displayWidth <= "   A long label".displayWidth })
    #expect(lines[2] == "A             B")
  }

  @Test func htmlWritesColgroupHeadersWhoseSpansAddUp() throws {
    let html = try render(.html)
    #expect(html.contains("<p class=\"ts-subtitle\">Season 2024</p>"))
    #expect(
      html.contains(
        "<tr><td></td><th scope=\"colgroup\" colspan=\"3\">Stats</th></tr>\n"
          + "<tr><td></td><th scope=\"colgroup\" colspan=\"2\">Attack</th><td></td></tr>\n"
          + "<tr><th scope=\"col\">Name</th>"))
    #expect(
      html.contains(
        "<footer class=\"ts-notes\">\n<p class=\"ts-note\">Source: FIFA.</p>\n"
          + "<p class=\"ts-note\">Caps: all matches.</p>\n</footer>\n</article>"))
  }

  @Test func latexWritesMulticolumnsAndRulesUnderThem() throws {
    let latex = try render(.latex)
    #expect(latex.hasPrefix("\\section*{Players}\n\n\\emph{Season 2024}\n\n"))
    #expect(
      latex.contains(
        """
        \\toprule
         & \\multicolumn{3}{c}{Stats} \\\\
        \\cmidrule{2-4}
         & \\multicolumn{2}{c}{Attack} &  \\\\
        \\cmidrule{2-3}
        Name & Goals & Assists & Caps \\\\
        \\midrule
        """))
    #expect(latex.hasSuffix("\\end{center}\n\nSource: FIFA.\n\nCaps: all matches.\n\n"))
  }

  @Test func restructuredTextSpansHeaderCells() throws {
    #expect(
      try render(.reStructuredText) == """
        =======
        Players
        =======

        Season 2024

        +-------+------------------------+
        |       |         Stats          |
        +-------+-----------------+------+
        |       |     Attack      |      |
        +-------+-------+---------+------+
        | Name  | Goals | Assists | Caps |
        +=======+=======+=========+======+
        | Messi |   112 |      58 |  191 |
        +-------+-------+---------+------+
        | Son   |    51 |      30 |  127 |
        +-------+-------+---------+------+

        Source\\: FIFA.

        Caps\\: all matches.

        """)
  }

  @Test func asciiDocSpansAndMediaWikiColspans() throws {
    let asciiDoc = try render(.asciiDoc)
    #expect(
      asciiDoc.contains(
        "|===\n| 3+^|Stats\n\nh| 2+^h|Attack h|\nh|Name h|Goals h|Assists h|Caps\n\n|Messi "))
    #expect(asciiDoc.hasPrefix("= Players\n\n__Season 2024__\n"))
    let wiki = try render(.mediaWiki)
    #expect(
      wiki.contains(
        "{| class=\"wikitable\"\n!\n! colspan=\"3\" scope=\"colgroup\" | Stats\n|-\n!\n"
          + "! colspan=\"2\" scope=\"colgroup\" | Attack\n!\n|-\n! Name\n"))
    #expect(wiki.hasSuffix("|}\n\nSource: FIFA.\n\nCaps: all matches.\n"))
  }

  @Test func formatsThatCannotSpanFlattenTheTitles() throws {
    let markdown = try render(.markdown)
    #expect(markdown.hasPrefix("# Players\n\n*Season 2024*\n\n"))
    #expect(markdown.contains("| Name  | Stats › Attack › Goals | Stats › Attack › Assists |"))
    #expect(markdown.hasSuffix("\n\nSource: FIFA.\n\nCaps: all matches.\n"))
    let org = try render(.org)
    #expect(org.hasPrefix("#+TITLE: Players\n#+SUBTITLE: Season 2024\n"))
    #expect(org.contains("| Stats › Caps |"))
    let jira = try render(.jira)
    #expect(jira.contains("|| Name || Stats › Attack › Goals || Stats › Attack › Assists ||"))
    #expect(jira.contains("_Season 2024_"))
    #expect(try render(.csv).hasPrefix("Name,Stats › Attack › Goals,"))
    #expect(try render(.tsv).hasPrefix("Name\tStats › Attack › Goals\t"))
  }

  @Test func dataFormatsKeepEveryPart() throws {
    let json = try render(.json)
    #expect(json.hasPrefix("{\n  \"title\": \"Players\",\n  \"subtitle\": \"Season 2024\",\n"))
    #expect(json.contains("{\"title\": \"Goals\", \"spanners\": [\"Stats\", \"Attack\"]}"))
    #expect(
      json.hasSuffix("  \"notes\": [\n    \"Source: FIFA.\",\n    \"Caps: all matches.\"\n  ]\n}\n")
    )
    let list = try render(.list)
    #expect(
      list == """
        # Players
        @subtitle Season 2024

        ##
        @columns Name | Goals | Assists | Caps
        @spanners  | Stats › Attack | Stats › Attack | Stats
        @style default
        - Messi | 112 | 58 | 191
        - Son | 51 | 30 | 127
        @note Source: FIFA.
        @note Caps: all matches.

        """, "\(list)")
  }

  @Test func aListFileRefusesASpannerLabelItCannotHold() throws {
    let model = TableViewModel(sections: [
      SectionModel(columns: [Column("a", spanners: ["x › y"])], cells: [])
    ])
    #expect(throws: DataFormatError.self) { _ = try render(.list, model) }
  }
  @Test func aLabelWiderThanTheWidthLeftIsCutShort() throws {
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["Name", Column("Goals", spanners: ["A very long spanner label indeed"])],
        cells: [CellModel(CellContent(text: "Messi", columns: ["Messi", "112"]))])
    ])
    let backend = PlainTextBackend(gridStyle: .rounded, width: 20)
    let lines = try render(.text(backend), model).split(separator: "\n")
    #expect(lines.allSatisfy { $0.displayWidth <= 20 }, "\(lines)")
    #expect(lines[1].contains("\u{2026}"))
  }

  /// A list-layout section of rows made as they are asked for, under spanned columns, with a
  /// subtitle and a note: the parts hold nothing back.
  private struct CountingList: TableEventSource {
    let rows: Int
    var sent = 0
    var step = 0

    mutating func nextEvent() -> TableEvent? {
      step += 1
      switch step {
      case 1: return .subtitle("S")
      case 2:
        return .beginSection(
          header: nil, columns: ["a", Column("b", spanners: ["G"])], id: nil)
      default:
        sent += 1
        if sent <= rows {
          return .cell(CellModel(CellContent(text: "row \(sent)", columns: ["row \(sent)", "x"])))
        }
        return sent == rows + 1 ? .sourceNote("N") : nil
      }
    }
  }

  @Test(arguments: [OutputFormat.text, .markdown, .html, .json, .list])
  func listLayoutStillStreamsWithEveryPart(format: OutputFormat) throws {
    let shim = TableShim(preferredLayout: .list)
    var pieces = 0
    var bytes: [UInt8] = []
    try shim.render(events: CountingList(rows: 20_000), as: format) {
      pieces += 1
      bytes += $0
    }
    // The rows leave in pieces of about the sink's size while they are read.
    #expect(pieces > 3)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("row 20000"))
    #expect(text.contains("N"))
  }

  @Test func aSpannerLabelBreaksLinesInATextGrid() throws {
    let model = TableViewModel(sections: [
      SectionModel(
        columns: ["Name", Column("Goals", spanners: ["Two\r\nlines"])],
        cells: [CellModel(CellContent(text: "a", columns: ["a", "1"]))])
    ])
    #expect(
      try render(.text, model).split(separator: "\n", omittingEmptySubsequences: false) == [
        "       Two ", "      lines", "      -----", "Name  Goals", "----  -----",
        "a         1", "",
      ])
  }
}
