import Foundation
import TableShim
import TableShimInput
import Testing

/// The columns of every section an input begins, with their spanners.
private func sectionColumns(_ text: String, _ format: InputFormat) throws -> [[Column]?] {
  var events = try TableInput.events(from: .text(text, name: inputName(format)), format: format)
  var columns: [[Column]?] = []
  while let event = try events.nextEvent() {
    if case .beginSection(_, let sectionColumns, _) = event { columns.append(sectionColumns) }
  }
  return columns
}

@Suite struct TablePartsInputTests {
  @Test func aListFileGivesItsSubtitleAndNotes() throws {
    let text = "@note Early.\n# T\n@subtitle S\n- a\n@note Source: X.\n"
    #expect(
      try trace(text) == ["N Early.", "T T", "U S", "S - -", "R a default", "N Source: X.", "F -"])
  }

  @Test func aListFileSetsEachColumnsSpanners() throws {
    let text = """
      @columns Name | Goals | Assists | Caps
      @spanners | Stats › Attack | Stats›Attack | Stats
      - Messi | 1 | 2 | 3
      ## Next
      - Son | 4 | 5 | 6
      ## Cleared
      @spanners
      - Kane | 7 | 8 | 9
      """
    let columns = try sectionColumns(text, .list)
    #expect(columns.count == 3)
    #expect(
      columns[0]?.map(\.spanners) == [[], ["Stats", "Attack"], ["Stats", "Attack"], ["Stats"]])
    #expect(columns[1] == columns[0])
    #expect(columns[2]?.map(\.spanners) == [[], [], [], []])
  }

  @Test func aListFileNamesItsMistakesInParts() {
    #expect(
      failure("- a\n@subtitle S\n")
        == "players.list:2:1: the subtitle must come before the first section, as the title does")
    #expect(
      failure("@subtitle S\n@subtitle T\n")
        == "players.list:2:1: a table has one subtitle, and it was given on line 1")
    #expect(failure("@note\n") == "players.list:1:1: '@note' needs a text after it")
    #expect(failure("@subtitle  \n") == "players.list:1:1: '@subtitle' needs a text after it")
    #expect(
      failure("@spanners A\n- a\n") == "players.list:1:1: '@spanners' needs '@columns' before it")
    #expect(
      failure("@columns a | b\n@spanners A | B | C\n")
        == "players.list:2:1: '@spanners' has 3 cells, but the section has 2 columns")
    #expect(
      failure("@columns a | b\n@spanners A ›  › B\n")
        == "players.list:2:11: 'A ›  › B' has an empty spanner label; levels are separated by ' › '"
    )
    #expect(
      failure("@columns a\n- x\n@spanners A\n")
        == "players.list:3:1: '@spanners' must come before the first row of its section")
  }

  @Test func jsonGivesItsSubtitleNotesAndSpanners() throws {
    let text = """
      {"notes": ["First."], "title": "T", "subtitle": "S", "sections": [
        {"columns": ["Name", {"title": "Goals", "spanners": ["Stats"]}], "rows": [["a", "1"]]}
      ], "notes": ["Last."]}
      """
    // A key given twice is an error, as before: the notes are one array.
    #expect(failure(text, .json).contains("duplicate key 'notes'"))
    let once = text.replacingOccurrences(of: ", \"notes\": [\"Last.\"]", with: "")
    let events = try trace(once, .json)
    #expect(
      events == ["N First.", "T T", "U S", "S - Name,Goals", "R a,1 value1 d:1", "F -"], "\(events)"
    )
    #expect(try sectionColumns(once, .json)[0]?.map(\.spanners) == [[], ["Stats"]])
  }

  @Test func jsonNamesItsMistakesInParts() {
    #expect(
      failure(#"{"title": "T", "sections": [{"rows": ["a"]}], "subtitle": "S"}"#, .json)
        == "players.json:1:47: the subtitle must come before the first section, as the title does")
    #expect(
      failure(#"{"sections": [{"columns": [{"spanners": ["A"]}], "rows": []}]}"#, .json)
        == "players.json:1:28: sections[0].columns[0] needs the key 'title'")
    #expect(
      failure(#"{"sections": [{"columns": [{"title": "a", "spanners": "A"}], "rows": []}]}"#, .json)
        .contains("sections[0].columns[0].spanners"))
    #expect(failure(#"{"notes": [1], "sections": []}"#, .json).contains("notes[0]"))
  }
}
