import TableShim
import Testing

@testable import TableShimInput

/// The JSON form of the list file's specification example.
let specExampleJSON = """
  {"title": "Soccer players",
   "sections": [
     {"header": "Forwards", "columns": ["Name", "Country", "Goals"],
      "rows": [["Messi", "Argentina", "112"], ["Son Heung-min", "대한민국", "51"]],
      "footer": "Goals for the national team."},
     {"header": "Retired", "rows": [{"cells": ["Zidane", "France", "31"], "checked": true}]}]}
  """

// MARK: The schema

@Test func theSpecExampleInJSONGivesTheSameTable() throws {
  #expect(try trace(specExampleJSON, .json) == specExampleTrace)
}

@Test func aRowIsAStringAnArrayOrAnObject() throws {
  let text = """
    {"sections": [{"rows": [
      "one",
      ["a", "b"],
      {"cells": ["c"], "checked": false, "state": "disabled", "link": "https://x.org",
       "detail": "more"},
      {"cells": []}
    ]}]}
    """
  #expect(
    try trace(text, .json) == [
      "S - -", "R one default", "R a,b value1 d:b", "R c unchecked disabled value1 d:more",
      "R  default", "F -",
    ])
  var events = try TableInput.events(from: .text(text, name: "t.json"), format: .json)
  var links: [String?] = []
  while let event = try events.nextEvent() {
    if case .cell(let cell) = event { links.append((cell.customData as? CellContent)?.link) }
  }
  #expect(links == [nil, nil, "https://x.org", nil])
}

@Test func everyStateNameIsAccepted() throws {
  for state in CellState.allCases {
    let text = #"{"sections": [{"rows": [{"cells": ["a"], "state": "\#(state.rawValue)"}]}]}"#
    let model = try TableInput.model(from: .text(text, name: "t.json"), format: .json)
    #expect((model.sections[0].cells[0].customData as? CellContent)?.state == state)
  }
}

@Test func columnsAreInheritedPaddedAndClearedByAnEmptyArray() throws {
  let text = """
    {"sections": [
      {"header": "A", "columns": ["x", "y", "z"], "rows": [["1"], "2"]},
      {"header": "B", "rows": [["3", "4"]]},
      {"header": "C", "columns": [], "rows": [["5", "6", "7", "8"]]},
      {"header": "D"}
    ]}
    """
  #expect(
    try trace(text, .json) == [
      "S A x,y,z", "R 1,, value1", "R 2,, value1", "F -", "S B x,y,z", "R 3,4, value1 d:4", "F -",
      "S C -", "R 5,6,7,8 value1 d:6", "F -", "S D -", "F -",
    ])
}

@Test func titleAndSectionsAreAllATableNeeds() throws {
  #expect(try trace(#"{"sections": []}"#, .json) == [])
  #expect(try trace(#"{"title": "T", "sections": [{}]}"#, .json) == ["T T", "S - -", "F -"])
}

@Test func aRowWithTooManyCellsPointsAtTheFirstExtraCell() throws {
  let text = """
    {"sections": [{"columns": ["a", "b"],
                   "rows": [["손", "흥", "민"]]}]}
    """
  #expect(failure(text, .json) == "players.json:2:36: row has 3 cells; section has 2 columns")
}

// MARK: Schema errors

@Test func unknownKeysAreErrorsAtTheKey() throws {
  #expect(
    failure(#"{"title": "T", "colour": 1, "sections": []}"#, .json)
      == "players.json:1:16: unknown key 'colour' in the document; expected 'title', 'sections', "
      + "'subtitle', 'notes', 'missing', 'footnotes', 'footnoteMarks' or 'footnotePlacement'")
  #expect(
    failure("{\"sections\": [\n  {\"header\": \"A\", \"rowz\": []}]}", .json)
      == "players.json:2:19: unknown key 'rowz' in sections[0]; expected 'header', 'footer', "
      + "'columns', 'rows' or 'id'")
  #expect(
    failure(#"{"sections": [{"rows": [{"cells": [], "check": true}]}]}"#, .json)
      == "players.json:1:39: unknown key 'check' in sections[0].rows[0]; expected 'cells', "
      + "'checked', 'state', 'link', 'detail', 'style', 'id' or 'label'")
}

@Test func duplicateKeysAreErrorsAtTheSecond() throws {
  #expect(
    failure(#"{"title": "A", "title": "B", "sections": []}"#, .json)
      == "players.json:1:16: duplicate key 'title'")
  // In any object, even one the schema does not read.
  #expect(
    failure(#"{"sections": [{"rows": [{"cells": [], "link": "x", "link": "y"}]}]}"#, .json)
      == "players.json:1:52: duplicate key 'link'")
}

@Test func valuesOfTheWrongTypeAreErrorsAtTheValue() throws {
  let cases: [(String, String)] = [
    (#"[]"#, "1:1: the document must be an object, not an array"),
    (#"{"title": 1, "sections": []}"#, "1:11: title must be a string, not a number"),
    (#"{"title": null, "sections": []}"#, "1:11: title must be a string, not null"),
    (#"{"sections": {}}"#, "1:14: sections must be an array, not an object"),
    (#"{"sections": ["A"]}"#, "1:15: sections[0] must be an object, not a string"),
    (
      #"{"sections": [{"header": false}]}"#,
      "1:26: sections[0].header must be a string, not true or false"
    ),
    (#"{"sections": [{"footer": []}]}"#, "1:26: sections[0].footer must be a string, not an array"),
    (
      #"{"sections": [{"columns": "a"}]}"#,
      "1:27: sections[0].columns must be an array, not a string"
    ),
    (
      #"{"sections": [{"columns": ["a", 2]}]}"#,
      "1:33: sections[0].columns[1] must be a string or an object, not a number"
    ),
    (#"{"sections": [{"rows": "a"}]}"#, "1:24: sections[0].rows must be an array, not a string"),
    (
      #"{"sections": [{"rows": [1]}]}"#,
      "1:25: sections[0].rows[0] must be a string, an array or an object, not a number"
    ),
    (
      #"{"sections": [{"rows": [["a", 112]]}]}"#,
      "1:31: sections[0].rows[0][1] must be a string, not a number"
    ),
    (
      #"{"sections": [{"rows": [{"cells": "a"}]}]}"#,
      "1:35: sections[0].rows[0].cells must be an array, not a string"
    ),
    (
      #"{"sections": [{"rows": [{"cells": [], "checked": "yes"}]}]}"#,
      "1:50: sections[0].rows[0].checked must be true or false, not a string"
    ),
    (
      #"{"sections": [{"rows": [{"cells": [], "link": 1}]}]}"#,
      "1:47: sections[0].rows[0].link must be a string, not a number"
    ),
  ]
  for (text, message) in cases {
    #expect(failure(text, .json) == "players.json:\(message)", "\(text)")
  }
}

@Test func missingKeysAreErrorsAtTheirObject() throws {
  #expect(
    failure(#"{"title": "T"}"#, .json) == "players.json:1:1: the document needs the key 'sections'")
  #expect(
    failure(#"{"sections": [{"rows": [{"checked": true}]}]}"#, .json)
      == "players.json:1:25: sections[0].rows[0] needs the key 'cells'")
}

@Test func anUnknownStateIsAnErrorListingTheStates() throws {
  #expect(
    failure(#"{"sections": [{"rows": [{"cells": [], "state": "off"}]}]}"#, .json)
      == "players.json:1:48: unknown state 'off'; expected normal, selected, highlighted or "
      + "disabled")
}

// MARK: JSON syntax

@Test func stringsDecodeEveryEscape() throws {
  let text = #"{"title": "\"\\\/\b\f\n\r\t\u0041\u00e9\uD55C\ud83d\udc4d", "sections": []}"#
  #expect(try trace(text, .json) == ["T \"\\/\u{8}\u{C}\n\r\tAé한👍"])
  #expect(try trace(#"{"title": "손흥민 👍🏽 \u0000", "sections": []}"#, .json) == ["T 손흥민 👍🏽 \u{0}"])
}

@Test func numbersLiteralsAndNestingParseWhereTheSchemaIgnoresThem() throws {
  // Values the schema refuses are still parsed first: these fail on the schema, not the syntax.
  for value in ["0", "-0.5e+10", "12.25E-3", "1E5", "true", "false", "null", "[[], {}]"] {
    #expect(
      failure(#"{"title": \#(value), "sections": []}"#, .json).contains("title must be"),
      "\(value)")
  }
}

@Test func syntaxErrorsPointAtWhereTheyAre() throws {
  let value = "expected a value: an object, an array, a string, a number, true, false or null"
  let cases: [(String, String)] = [
    ("", "1:1: malformed JSON: \(value)"),
    ("  \n ", "2:2: malformed JSON: \(value)"),
    (#"{"sections": [],}"#, "1:17: malformed JSON: expected a key in double quotes"),
    // A trailing comma after a section: the section itself is sent before the error.
    (#"{"sections": [{},]}"#, "1:18: malformed JSON: \(value)"),
    (#"{"sections" []}"#, "1:13: malformed JSON: expected ':' after the key"),
    (#"{"sections": [] "title": ""}"#, "1:17: malformed JSON: expected ',' or '}'"),
    (#"{"sections": [1 2]}"#, "1:17: malformed JSON: expected ',' or ']'"),
    (#"{"sections": []} x"#, "1:18: malformed JSON: expected the end of the input after the value"),
    (#"{"sections": []}{}"#, "1:17: malformed JSON: expected the end of the input after the value"),
    (#"{sections: []}"#, "1:2: malformed JSON: expected a key in double quotes"),
    (#"{"title": tru, "sections": []}"#, "1:11: malformed JSON: \(value)"),
    (#"{"title": 'a'}"#, "1:11: malformed JSON: \(value)"),
    (#"{"title": -}"#, "1:12: malformed JSON: expected a digit"),
    (#"{"title": 1.}"#, "1:13: malformed JSON: expected a digit"),
    (#"{"title": 1e+}"#, "1:14: malformed JSON: expected a digit"),
    (#"{"title": .5}"#, "1:11: malformed JSON: \(value)"),
    (#"{"title": 01}"#, "1:12: malformed JSON: expected ',' or '}'"),
    (#"{"title": +1}"#, "1:11: malformed JSON: \(value)"),
    (
      "{\"title\": \"a\nb\"}",
      "1:13: malformed JSON: control character U+000A inside a string; write it as an escape"
    ),
    (
      "{\"title\": \"a\tb\"}",
      "1:13: malformed JSON: control character U+0009 inside a string; write it as an escape"
    ),
    (#"{"title": "abc"#, "1:11: malformed JSON: string has no closing quote"),
    (#"{"title": "abc\"#, "1:11: malformed JSON: string has no closing quote"),
    (
      #"{"title": "a\qb"}"#,
      #"1:13: malformed JSON: unknown escape '\q'; expected one of \" \\ \/ \b \f \n \r \t or \u"#
    ),
    (
      #"{"title": "\é"}"#,
      #"1:12: malformed JSON: unknown escape '\é'; expected one of \" \\ \/ \b \f \n \r \t or \u"#
    ),
    (
      #"{"title": "\u12G4"}"#, #"1:12: malformed JSON: expected four hexadecimal digits after '\u'"#
    ),
    (#"{"title": "\u12"}"#, #"1:12: malformed JSON: expected four hexadecimal digits after '\u'"#),
    (
      #"{"title": "\uD83D"}"#,
      #"1:12: malformed JSON: '\uD83D' is half of a surrogate pair without its other half"#
    ),
    (
      #"{"title": "\uD83D\u0041"}"#,
      #"1:12: malformed JSON: '\uD83D' is half of a surrogate pair without its other half"#
    ),
    (
      #"{"title": "x\uDC4D"}"#,
      #"1:13: malformed JSON: '\uDC4D' is half of a surrogate pair without its other half"#
    ),
    (
      #"{"title": "\uD83D\uZZZZ"}"#,
      #"1:18: malformed JSON: expected four hexadecimal digits after '\u'"#
    ),
  ]
  for (text, message) in cases {
    #expect(failure(text, .json) == "players.json:\(message)", "\(text)")
  }
}

@Test func positionsCountLinesAndUnicodeScalars() throws {
  let text = "\u{FEFF}{\"title\": \"대한민국 👍🏽\",\r\n  \"sections\": [], \"🇰🇷\": 1}"
  #expect(
    failure(text, .json)
      == "players.json:2:19: unknown key '🇰🇷' in the document; expected 'title', 'sections', "
      + "'subtitle', 'notes', 'missing', 'footnotes', 'footnoteMarks' or 'footnotePlacement'")
}

@Test func nestingIsLimitedWithoutExhaustingTheStack() throws {
  // The document's object is the first level.
  let limit = JSONParser.depthLimit
  let tooDeepMessage = "arrays and objects nest deeper than 512 levels"
  let deepest = String(repeating: "[", count: limit - 1) + String(repeating: "]", count: limit - 1)
  #expect(
    failure(#"{"title": \#(deepest), "sections": []}"#, .json).contains("title must be a string"))
  let tooDeep = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
  #expect(
    failure(#"{"title": \#(tooDeep)}"#, .json)
      == "players.json:1:\(10 + limit): malformed JSON: \(tooDeepMessage)"
  )
  // The 513th level is the '[' of the 257th `[{"a":`.
  #expect(
    failure(String(repeating: "[{\"a\":", count: 100_000), .json)
      == "players.json:1:\(6 * 256 + 1): malformed JSON: \(tooDeepMessage)"
  )
}

@Test func invalidUTF8InJSONNamesItsPlaceAndByteOffset() throws {
  // The column does not count the byte-order mark; the offset does.
  let bytes = Array("\u{FEFF}{\"title\": \"".utf8) + [0xED, 0xBF, 0xBF] + Array("\"}".utf8)
  #expect(
    failure(bytes: bytes, .json) == "players.json:1:12: invalid UTF-8 (byte 0xED at offset 14)")
}

@Test func aJSONFileIsReadFromAStreamInSmallReads() throws {
  let source = ChoppedSource(Array(specExampleJSON.utf8), maximumRead: 7)
  #expect(try trace(source.input(named: "players.json"), format: .json) == specExampleTrace)
}
