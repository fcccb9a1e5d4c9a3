import TableShimTesting
import Testing

@testable import TableShim

@Test func jsonWritesTheWholeTableInTheInputSchema() throws {
  assertSnapshot(of: Fixtures.players, as: .rendered(.json))
  assertSnapshot(of: DataFixtures.players, as: .rendered(.json))
}

@Test func jsonEscapesQuotesBackslashesAndEveryControlCharacter() throws {
  let text = "\"q\" \\ /\u{0}\u{8}\t\n\u{C}\r\u{1B}\u{7F}\u{80}\u{85}\u{9F}\u{A0}\u{2028}\u{2029}é👍"
  let json = try TableShim().render(DataFixtures.cell(text), as: .json)
  #expect(
    json.contains(
      #"["\"q\" \\ /\u0000\b\t\n\f\r\u001b\u007f\u0080\u0085\u009f"#
        + "\u{A0}" + #"\u2028\u2029é👍"]"#))
  // No raw control character is left in the file but its own line feeds.
  #expect(!json.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
}

@Test func jsonWritesAnEmptyTableAndSectionsWithoutRowsOrColumns() throws {
  #expect(
    try TableShim().render(TableViewModel(sections: []), as: .json) == "{\n  \"sections\": []\n}\n")
  #expect(
    try TableShim().render(
      TableViewModel(title: "", sections: [SectionModel(footer: "")]), as: .json)
        == """
        {
          "title": "",
          "sections": [
            {"columns": [], "rows": [], "footer": ""}
          ]
        }

        """)
}

@Test func jsonWritesARowAsAnArrayWhenItsCellsSayEverything() throws {
  func rows(_ content: CellContent, id: String? = nil) throws -> String {
    let json = try TableShim().render(DataFixtures.row(content, id: id), as: .json)
    return String(json.split(separator: "\n")[3].drop { $0 == " " })
  }
  #expect(try rows(CellContent(text: "a", columns: ["a", "b"], style: .value1)) == #"["a", "b"]"#)
  #expect(try rows(CellContent(text: "a")) == #"["a"]"#)
  // A row made in code: its text, then its secondary text or detail as the second cell.
  #expect(try rows(CellContent(text: "a", detailText: "d", style: .value1)) == #"["a", "d"]"#)
  #expect(
    try rows(CellContent(text: "a", secondaryText: "s", style: .subtitle))
      == #"{"cells": ["a", "s"], "style": "subtitle"}"#)
  #expect(
    try rows(CellContent(text: "a", detailText: "d"))
      == #"{"cells": ["a"], "detail": "d", "style": "default"}"#)
  #expect(
    try rows(
      CellContent(
        text: "a", accessory: .unchecked, link: "https://x", columns: ["a"], state: .disabled),
      id: "r1")
      == #"{"cells": ["a"], "checked": false, "state": "disabled", "link": "https://x", "id": "r1"}"#
  )
  // An image has no key: it is an extra cell in a list section.
  #expect(try rows(CellContent(text: "a", image: "⚽")) == #"["a", "⚽"]"#)
}

@Test func jsonRefusesATextWithNoPlaceInASectionWithColumns() {
  let model = DataFixtures.row(CellContent(text: "a", image: "⚽", columns: ["a"]), columns: ["A"])
  #expect(throws: DataFormatError.self) { try TableShim().render(model, as: .json) }
  do {
    _ = try TableShim().render(model, as: .json)
  } catch {
    #expect(
      "\(error)"
        == "json: row [0, 0]: the row's image is not one of its cells, and a section with "
        + "columns has no room for it")
  }
}

@Test func jsonWritesAnIdOfAnotherTypeAsItsDescription() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a", id: 42)], id: AnyHashable(3.5))
  ])
  let json = try TableShim().render(model, as: .json)
  #expect(json.contains(#"{"id": "3.5", "columns": []"#))
  #expect(json.contains(#"{"cells": ["a"], "id": "42"}"#))
}
