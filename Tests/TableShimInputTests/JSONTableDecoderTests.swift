import Testing

@testable import TableShim
@testable import TableShimInput

@Test func theSpecJSONDecodesToTheSameTableAsTheListFile() throws {
  let json = """
    {"title": "Soccer players",
     "sections": [
       {"header": "Forwards", "columns": ["Name", "Country", "Goals"],
        "rows": [["Messi", "Argentina", "112"], ["Son Heung-min", "대한민국", "51"]],
        "footer": "Goals for the national team."},
       {"header": "Retired", "rows": [{"cells": ["Zidane", "France", "31"], "checked": true}]}]}
    """
  #expect(try trace(json, format: .json) == (try trace(specExample)))
}

@Test func rowsMayBeStringsArraysOrObjects() throws {
  let json = """
    {"sections": [{"rows": ["one", ["two", "2"],
      {"cells": ["three"], "state": "disabled", "link": "https://x.y", "detail": "d", "checked": false}]}]}
    """
  let model = try TableInput.model(from: Array(json.utf8), format: .json, file: "t.json")
  let rows = model.sections[0].cells.map { $0.customData as! CellContent }
  #expect(rows.map(\.text) == ["one", "two", "three"])
  #expect(rows[1].detailText == "2")
  #expect(rows[2].state == .disabled)
  #expect(rows[2].link == "https://x.y")
  #expect(rows[2].detailText == "d")
  #expect(rows[2].accessory == .unchecked)
}

@Test func stringsKeepEveryEscape() throws {
  let json = #"{"title": "a\"b\\c\/d\b\f\n\r\t\u00e9\ud83c\udff3 \u0000", "sections": []}"#
  let model = try TableInput.model(from: Array(json.utf8), format: .json, file: "t.json")
  #expect(model.title == "a\"b\\c/d\u{8}\u{C}\n\r\té🏳 \u{0}")
}

@Test(arguments: [
  (
    #"{"sections": [], "extra": 1}"#,
    "t.json:1:18: unknown key 'extra' in the table; expected 'sections', 'title'"
  ),
  (#"{"title": 5, "sections": []}"#, "t.json:1:11: 'title' must be a string, not a number"),
  (
    "{\n  \"sections\": [{\"rows\": [true]}]}",
    "t.json:2:26: a row must be a string, an array of strings or an object, not a boolean"
  ),
  (
    #"{"sections": [{"columns": ["a"], "rows": [["1", "2"]]}]}"#,
    "t.json:1:43: row has 2 cells; section has 1 columns"
  ),
  (
    #"{"title": "a", "title": "b", "sections": []}"#,
    "t.json:1:16: duplicate key 'title' in the table"
  ),
  (
    #"{"sections": [{"rows": [{"cells": ["a"], "state": "busy"}]}]}"#,
    "t.json:1:51: unknown state 'busy'; expected normal, selected, highlighted or disabled"
  ),
  (
    #"{"sections": [{"rows": [{"checked": true}]}]}"#,
    "t.json:1:25: a row object needs a 'cells' array"
  ),
  (#"{"title": "x"}"#, "t.json:1:1: the table needs a 'sections' array"),
  (#"{"sections": [] "#, "t.json:1:17: malformed JSON: expected ',' or '}'"),
  (#"{"sections": [01]}"#, "t.json:1:15: malformed JSON: expected no leading zero in a number"),
  (
    #"{"sections": []} x"#,
    "t.json:1:18: malformed JSON: expected the end of the input after the value"
  ),
  (
    "{\"title\": \"a\u{1}\"}",
    "t.json:1:13: malformed JSON: expected no control character in a string (escape it)"
  ),
  (
    #"{"title": "\ud800"}"#,
    "t.json:1:18: malformed JSON: expected a low surrogate '\\uDC00'-'\\uDFFF' after a high one"
  ),
])
func jsonErrorsPointAtTheValue(text: String, message: String) {
  #expect(failure(text, format: .json) == message)
}

@Test func deepNestingIsAnErrorNotACrash() {
  let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
  #expect(
    failure(deep, format: .json)
      == "t.json:1:513: malformed JSON: expected at most 512 levels of nesting")
}
