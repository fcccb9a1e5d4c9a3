import Foundation
import TableShimTesting
import Testing

@testable import TableShim

/// A section of one column of options and one row.
private func render(
  _ column: Column, _ cell: String, width: Int? = nil, colors: TerminalStyle? = nil
) throws -> [Substring] {
  let model = TableViewModel {
    Section(columns: [column]) { Row(CellContent(columns: [cell])) }
  }
  let output = try TableShim().render(
    model, as: .text(PlainTextBackend(gridStyle: .ascii, width: width, colors: colors)))
  return output.split(separator: "\n")
}

@Test func ellipsisCutsByDisplayWidthAndNeverShowsHalfAWideCharacter() throws {
  #expect(
    try render(Column("n", maxWidth: 6, overflow: .ellipsis), "Son Heung-min")[3]
      == "| Son H… |")
  // 손흥 is 4 cells and … one: a fifth cell would hold half of 민, so it is left blank.
  #expect(
    try render(Column("n", maxWidth: 6, overflow: .ellipsis), "손흥민선수")[3] == "| 손흥…  |")
  // A family emoji is one grapheme cluster, two cells: never split.
  #expect(
    try render(Column("n", maxWidth: 3, overflow: .ellipsis), "👨‍👩‍👧‍👦abc")[3] == "| 👨‍👩‍👧‍👦… |")
}

@Test func cropCutsWithoutAMarkAndKeepsEachLine() throws {
  let lines = try render(Column("n", maxWidth: 5, overflow: .crop), "손흥민\nabcdefgh")
  #expect(lines[3] == "| 손흥  |")
  #expect(lines[4] == "| abcde |")
}

@Test func foldWrapsAsBefore() throws {
  let lines = try render(Column("n", maxWidth: 5), "abc defgh")
  #expect(Array(lines[3...4]) == ["| abc   |", "| defgh |"])
}

@Test func titlesAreNeverCutOnlyFolded() throws {
  let lines = try render(Column("Country", maxWidth: 4, overflow: .ellipsis), "France")
  #expect(Array(lines[1...2]) == ["| Coun |", "| try  |"])
  #expect(lines[4] == "| Fra… |")
}

@Test(arguments: [
  (VerticalAlignment.top, ["| a | x |", "| b |   |", "| c |   |"]),
  (.middle, ["| a |   |", "| b | x |", "| c |   |"]),
  (.bottom, ["| a |   |", "| b |   |", "| c | x |"]),
])
func verticalAlignmentPlacesShortCells(alignment: VerticalAlignment, expected: [String]) throws {
  let model = TableViewModel {
    Section(columns: ["l", Column("r", verticalAlignment: alignment)]) {
      Row(CellContent(columns: ["a\nb\nc", "x"]))
    }
  }
  let lines = try TableShim().render(model, as: .text(PlainTextBackend(gridStyle: .ascii)))
    .split(separator: "\n")
  #expect(lines[3...5].map(String.init) == expected)
}

@Test func ratiosShareTheRoomLeftInProportion() throws {
  let model = TableViewModel {
    Section(columns: ["id", Column("a", ratio: 1), Column("b", ratio: 3)]) {
      Row(CellContent(columns: ["1", "x", "y"]))
    }
  }
  let output = try TableShim().render(model, as: .text(PlainTextBackend(width: 40)))
  let lines = output.split(separator: "\n")
  // 40 less two gaps of 2 is 36: "id" keeps 2, and a and b share 34 - 2 = 32 as 1 to 3.
  #expect(lines.allSatisfy { $0.displayWidth == 40 })
  #expect(
    lines[1] == "--  \(String(repeating: "-", count: 9))  \(String(repeating: "-", count: 25))")
}

@Test func aRatioStopsAtTheColumnsMaximum() throws {
  let model = TableViewModel {
    Section(columns: [Column("a", maxWidth: 5, ratio: 1)]) { Row(CellContent(columns: ["x"])) }
  }
  let output = try TableShim().render(model, as: .text(PlainTextBackend(width: 40)))
  #expect(output.split(separator: "\n")[1] == "-----")
}

@Test func titlesKeepAReadableWidthInANarrowGrid() throws {
  let titles = ["Population", "Capital city", "Area", "Currency", "Calling code", "Continent"]
  let model = TableViewModel {
    Section(columns: titles.map { Column($0) }) {
      Row(CellContent(columns: titles.map { String(repeating: "x", count: 30) + $0 }))
    }
  }
  let output = try TableShim().render(model, as: .text(PlainTextBackend(width: 52)))
  let rule = output.split(separator: "\n").first { $0.hasPrefix("--") }!
  let widths = rule.split(separator: " ").map(\.count)
  // Each title's longest word, up to 8 cells: Population, Currency, Continent at 8.
  #expect(widths == [8, 7, 4, 8, 7, 8])
  #expect(output.split(separator: "\n").allSatisfy { $0.displayWidth <= 52 })
}

@Test func columnsThatCannotFitBecomeRecordsThatDo() throws {
  let titles = (1...20).map { "Column number \($0)" }
  let model = TableViewModel {
    Section("Wide", columns: titles.map { Column($0) }) {
      Row(CellContent(columns: titles.map { "value of \($0)" }))
      Row(CellContent(columns: titles.map { _ in "short" }))
    }
  }
  let output = try TableShim().render(model, as: .text(PlainTextBackend(width: 40)))
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  #expect(lines[0...2] == ["Wide", "----", "Record 1"])
  #expect(lines.contains("Record 2"))
  let gridLines = lines.filter { !$0.isEmpty && !$0.hasPrefix("Record") }.dropFirst(2)
  #expect(gridLines.allSatisfy { $0.displayWidth == 40 })
  // Titles take their widest, 16 cells; values the rest, 22, folded.
  #expect(gridLines.first == "Column number 1   value of Column number")
}

@Test func theRecordsLayoutMakesASectionPerRowInEveryFormat() throws {
  let model = TableViewModel {
    Section("Players", columns: ["Name", "Goals"]) {
      Row(CellContent(columns: ["Messi", "112"]))
      Row(CellContent(columns: ["Son", "51"]))
    }
  }
  let shim = TableShim(preferredLayout: .records)
  #expect(
    try shim.render(model, as: .text) == """
      Players \u{2014} Record 1
      Name   Messi
      Goals  112  

      Players \u{2014} Record 2
      Name   Son
      Goals  51 

      """)
  let markdown = try shim.render(model, as: .markdown)
  #expect(markdown.contains("## Players \u{2014} Record 2\n\n| Column | Value |"))
  #expect(markdown.contains("| Goals  | 51    |"))
  let html = try shim.render(model, as: .html)
  #expect(html.components(separatedBy: "<table").count == 3)
  // A section without columns stays a list.
  let list = TableViewModel { Section { Row(CellContent(text: "plain")) } }
  #expect(try shim.render(list, as: .text) == "- plain\n")
}

@Test func theRecordsLayoutKeepsTheFooterAndAnEmptySection() throws {
  let model = TableViewModel {
    Section("Empty", footer: "nothing yet", columns: ["a"]) {}
  }
  let output = try TableShim(preferredLayout: .records).render(model, as: .text)
  #expect(output == "Empty\n-----\nnothing yet\n")
}

@Test func pagesRepeatTheTitlesAfterAContinuedLine() throws {
  let model = TableViewModel {
    Section(columns: ["n", "square"]) {
      for n in 1...7 { Row(CellContent(columns: ["\(n)", "\(n * n)"])) }
    }
  }
  let output = try TableShim().render(model, as: .text(PlainTextBackend(pageLength: 5)))
  #expect(
    output == """
      n  square
      -  ------
      1       1
      2       4
      3       9
      (continued)
      n  square
      -  ------
      4      16
      5      25
      (continued)
      n  square
      -  ------
      6      36
      7      49

      """)
}

@Test(arguments: ColumnOverflow.allCases)
func eachOverflowModeInColour(overflow: ColumnOverflow) throws {
  let model = TableViewModel {
    Section(columns: [
      Column("Name", maxWidth: 9, overflow: overflow), Column("Note", verticalAlignment: .middle),
    ]) {
      Row(CellContent(columns: ["Son Heung-min 손흥민", "one\ntwo\nthree"]))
      Row(CellContent(columns: ["Messi", "x"], state: .highlighted))
    }
  }
  for style in [GridStyle.simple, .rounded] {
    let colored = try TableShim().render(
      model, as: .text(PlainTextBackend(gridStyle: style, width: 30, colors: .standard)))
    let plain = try TableShim().render(
      model, as: .text(PlainTextBackend(gridStyle: style, width: 30)))
    #expect(colored.replacing(#/\u{1B}\[[0-9;]*m/#, with: "") == plain)
    assertSnapshot(of: colored, as: .lines("txt"), named: "\(overflow)-\(style.name)")
  }
}
