import TableShimTesting
import Testing

@testable import TableShim

/// Label rows drawn as one merged cell across the text grid (issue 19, item 3): every style,
/// held or read twice, wrapped or cut, in colour, and with hostile labels.
@Suite struct LabelGridTests {
  /// A grid with a label first under the titles, one between rows, two in a row and one
  /// last, and a label wider than the columns.
  static func model(overflow: ColumnOverflow = .fold) -> TableViewModel {
    TableViewModel(title: "Cars") {
      Section(
        "Fast",
        columns: [
          Column("Model", overflow: overflow), Column("HP", overflow: overflow),
          Column("Country", overflow: overflow),
        ]
      ) {
        Label("Europe")
        Row(CellContent(text: "Golf", columns: ["Golf", "150", "DE"]))
        Row(CellContent(text: "911", columns: ["911", "380", "DE"], state: .disabled))
        Label("Asia, and the islands of the Pacific Ocean")
        Row(CellContent(text: "Supra", columns: ["Supra", "335", "JP"], state: .highlighted))
        Label("日本 ①")
        Label("Americas")
        Row(CellContent(text: "Mustang", columns: ["Mustang", "450", "US"]))
        Label("(none yet)")
      }
    }
  }

  private static func lines(_ output: String) -> [Substring] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  /// The lines of an output without the spaces that pad them.
  private static func trimmed(_ output: String) -> [String] {
    lines(output).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// The lines of the first grid in an output: from its first rule or titles to its end.
  private static func gridLines(_ output: String) -> [Substring] {
    let all = lines(output)
    guard let start = all.firstIndex(where: { $0.contains("Model") || $0.contains("──") })
    else { return [] }
    let rest = all[start...]
    return Array(rest.prefix { !$0.isEmpty })
  }

  @Test(arguments: GridStyle.builtIn.map(\.name))
  func everyStyleDrawsALabelAsOneCell(styleName: String) throws {
    let style = try #require(GridStyle.named(styleName))
    var colors = TerminalStyle.standard
    colors.zebra = .background(.brightBlack)
    var snapshot = ""
    for width in [Int?.none, 30] {
      let plain = try TableShim().render(
        Self.model(), as: .text(PlainTextBackend(gridStyle: style, width: width)))
      let colored = try TableShim().render(
        Self.model(), as: .text(PlainTextBackend(gridStyle: style, width: width, colors: colors)))
      #expect(colored.replacing(#/\u{1B}\[[0-9;]*m/#, with: "") == plain)
      let grid = Self.gridLines(plain)
      #expect(Set(grid.map(\.displayWidth)).count == 1, "\(width as Any)\n\(plain)")
      if let width { #expect(grid.allSatisfy { $0.displayWidth <= width }) }
      // A label stands alone on its line: no separator of the style inside it.
      if !style.separator.allSatisfy(\.isWhitespace) {
        let europe = try #require(grid.first { $0.contains("Europe") })
        #expect(
          europe.dropFirst(style.left.count).dropLast(style.right.count)
            .contains(style.separator) == false)
      }
      snapshot += "width: \(width.map(String.init) ?? "none")\n" + plain
    }
    assertSnapshot(of: snapshot, as: .lines("txt"), named: styleName)
  }

  @Test func aLabelNeverWidensTheGrid() throws {
    let without = TableViewModel {
      Section(columns: ["Alpha", "Beta"]) { Row(CellContent(text: "x", columns: ["x", "y"])) }
    }
    let with = TableViewModel {
      Section(columns: ["Alpha", "Beta"]) {
        Label("A label much wider than the two columns")
        Row(CellContent(text: "x", columns: ["x", "y"]))
      }
    }
    let backend = PlainTextBackend(gridStyle: .simpleGrid)
    let plain = try TableShim().render(without, as: .text(backend))
    let labelled = try TableShim().render(with, as: .text(backend))
    #expect(Self.lines(plain)[0] == Self.lines(labelled)[0])
    #expect(Self.lines(labelled).contains("│ A label much │"))
    #expect(Self.lines(labelled).contains("│ wider than   │"))
    #expect(Self.lines(labelled).contains("│ columns      │"))
  }

  @Test func rulesAroundALabelHaveNoCrossingThroughIt() throws {
    let output = try TableShim().render(
      Self.model(), as: .text(PlainTextBackend(gridStyle: .roundedGrid)))
    let lines = Self.lines(output)
    // The columns' runs of `─`, read off the top rule.
    let top = try #require(lines.first { $0.hasPrefix("╭") })
    let runs = top.dropFirst().dropLast().split(separator: "┬").map(\.count)
    #expect(runs.count == 3)
    func rule(_ left: String, _ crossing: String, _ right: String) -> Substring {
      Substring(
        left + runs.map { String(repeating: "─", count: $0) }.joined(separator: crossing) + right)
    }
    let europe = try #require(lines.firstIndex { $0.hasPrefix("│ Europe ") })
    #expect(lines[europe - 1] == rule("├", "┴", "┤"))
    #expect(lines[europe + 1] == rule("├", "┬", "┤"))
    let japan = try #require(lines.firstIndex { $0.hasPrefix("│ 日本 ① ") })
    #expect(lines[japan + 1] == rule("├", "─", "┤"))
    #expect(lines[japan + 2].hasPrefix("│ Americas "))
    #expect(lines.last == rule("╰", "─", "╯"))
    #expect(lines.contains(rule("├", "┼", "┤")))
  }

  @Test func theOverflowModeCutsALabel() throws {
    let output = try TableShim().render(
      Self.model(overflow: .ellipsis), as: .text(PlainTextBackend(gridStyle: .simple)))
    // The first column is as wide as "Supra [highlighted]": the label row, 19 + 3 + 7 and
    // two separators.
    #expect(Self.trimmed(output).contains("Asia, and the islands of the Pac…"))
    let folded = try TableShim().render(
      Self.model(), as: .text(PlainTextBackend(gridStyle: .simple)))
    #expect(Self.trimmed(folded).contains("Asia, and the islands of the"))
    #expect(Self.trimmed(folded).contains("Pacific Ocean"))
  }

  @Test(arguments: GridStyle.builtIn.map(\.name))
  func aGridReadTwiceDrawsLabelsAsOneHeld(styleName: String) throws {
    let style = try #require(GridStyle.named(styleName))
    for width in [Int?.none, 30, 12] {
      let format = OutputFormat.text(PlainTextBackend(gridStyle: style, width: width))
      let model = Self.model()
      let held = try TableShim().render(model, as: format)
      var output: [UInt8] = []
      try TableShim().render(replaying: { model.events }, as: format) { output += $0 }
      #expect(String(decoding: output, as: UTF8.self) == held, "\(width as Any)")
    }
  }

  @Test func paginatedGridsRepeatTheirTitlesAroundLabels() throws {
    let output = try TableShim().render(
      Self.model(), as: .text(PlainTextBackend(gridStyle: .simpleGrid, pageLength: 9)))
    #expect(output.contains("(continued)"))
    let grid = Self.lines(output).filter { !$0.isEmpty && $0 != "(continued)" }.dropFirst(4)
    #expect(Set(grid.map(\.displayWidth)).count == 1, "\(output)")
  }

  @Test func recordsShowALabelAboveItsRecord() throws {
    let output = try TableShim().render(
      Self.model(), as: .text(PlainTextBackend(gridStyle: .simple, width: 14)))
    let lines = Self.lines(output)
    let europe = try #require(lines.firstIndex(of: "Europe"))
    #expect(lines[europe + 1] == "Record 1")
    let asia = try #require(lines.firstIndex(of: "Asia, and the"))
    #expect(lines[asia - 1] == "")
    #expect(lines[asia + 1] == "islands of the")
    #expect(lines[asia + 2] == "Pacific Ocean")
    #expect(lines[asia + 3] == "Record 3")
    #expect(lines.allSatisfy { $0.displayWidth <= 14 })
  }

}

private let hostile: [String] = [
  "a", "Z", " ", "손", "本", "ｶ", "é", "e\u{301}", "\u{1112}\u{1161}\u{11AB}", "👨‍👩‍👧‍👦", "🇰🇷",
  "1️⃣", "👍🏽", "❤️", "\t", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{200B}", "\n",
  "\r\n", "|", "-", "\u{FE0F}", "\u{200D}", "🏽", "\u{202E}", "│",
]

private func randomText(_ generator: inout SplitMix64, upTo length: Int) -> String {
  (0..<Int.random(in: 0...length, using: &generator)).map { _ in
    hostile.randomElement(using: &generator)!
  }.joined()
}

@Test(arguments: GridStyle.builtIn)
func everyLineOfAGridWithHostileLabelsHasTheSameWidth(style: GridStyle) throws {
  var generator = SplitMix64(state: 0x1AB_E15)
  for trial in 0..<80 {
    let columnCount = Int.random(in: 1...4, using: &generator)
    var cells: [CellModel] = []
    for _ in 0..<Int.random(in: 1...5, using: &generator) {
      if Bool.random(using: &generator) {
        cells.append(.label(randomText(&generator, upTo: 30)))
      } else {
        cells.append(
          CellModel(
            CellContent(
              columns: (0..<columnCount).map { _ in randomText(&generator, upTo: 6) })))
      }
    }
    let columns = (0..<columnCount).map { _ in Column(randomText(&generator, upTo: 5)) }
    let width: Int? =
      trial.isMultiple(of: 2)
      ? nil : 8 * columnCount + 4 + Int.random(in: 0...20, using: &generator)
    let model = TableViewModel(sections: [SectionModel(columns: columns, cells: cells)])
    let output = try TableShim().render(
      model, as: .text(PlainTextBackend(gridStyle: style, width: width)))
    #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F })
    // Columns that cannot fit at their readable widths are drawn as records.
    guard !output.contains("Record 1\n") else { continue }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let widths = Set(lines.map(\.displayWidth))
    #expect(widths.count <= 1, "trial \(trial): line widths \(widths.sorted())\n\(output)")
    if let width {
      #expect(widths.allSatisfy { $0 <= width }, "trial \(trial): wider than \(width)\n\(output)")
    }
  }
}

@Test func aReStructuredTextLabelIsOneCellAcrossTheColumns() throws {
  let model = TableViewModel {
    Section(columns: ["Model", "HP", "Country"]) {
      Label("Europe")
      Row(CellContent(text: "Golf", columns: ["Golf", "150", "DE"]))
      Label("Europ|x")
    }
  }
  let lines = try TableShim().render(model, as: .reStructuredText)
    .split(separator: "\n", omittingEmptySubsequences: false)
  #expect(
    Array(lines.prefix(9)) == [
      "+-------+-----+---------+",
      "| Model |  HP | Country |",
      "+=======+=====+=========+",
      "| Europe                |",
      "+-------+-----+---------+",
      "| Golf  | 150 | DE      |",
      "+-------+-----+---------+",
      // The `|` (escaped as `\\|`) moves off the edge between the first two columns,
      // where Docutils would read a cell's edge; the indentation is not part of the label.
      "|  Europ\\|x             |",
      "+-------+-----+---------+",
    ])
}

@Test func aPaddedFallbackCountsTheLabelInTheFirstColumn() throws {
  for format in [OutputFormat.markdown, .org] {
    let lines = try TableShim().render(LabelGridTests.model(), as: format)
      .split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(lines.count > 5)
    #expect(Set(lines.map(\.displayWidth)).count == 1, "\(format.name)\n\(lines)")
  }
}
