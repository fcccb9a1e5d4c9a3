import Foundation
import TableShim
import Testing

@testable import TableShimInput

/// The events of a JSON source, decoded with or without reading ahead, each described, and
/// the error that ends them as its message.
private func outcome(_ source: InputSource, readingAhead: Bool) -> [String] {
  var decoder = JSONTableDecoder(source, readingAhead: readingAhead)
  return outcome(of: &decoder)
}

private func outcome(_ text: String, readingAhead: Bool = false) -> [String] {
  outcome(.text(text, name: "players.json"), readingAhead: readingAhead)
}

/// A document of `rows` rows of two cells, one row a line, then `tail` (which closes it).
private func bigDocument(rows: Int, head: String = "", tail: String = "]}]}\n") -> String {
  var text = #"{"title": "Big", "sections": [{"header": "All", "columns": ["n", "name"], "#
  text += head + #""rows": ["# + "\n"
  for index in 0..<rows { text += #"["\#(index)", "손흥민 \u00e9 👍🏽"],"# + "\n" }
  return text + tail
}

// MARK: Streaming

@Test(.timeLimit(.minutes(5)), arguments: [false, true])
func rowsArriveFromAPipeBeforeTheDocumentEnds(readingAhead: Bool) throws {
  // Without reading ahead, a read past what was written fails on the non-blocking pipe; a
  // thread reading ahead blocks on the pipe for more, having handed over what came so far.
  let pipe = try TestPipe(blocking: readingAhead)
  try pipe.write(
    #"{"title": "Live", "sections": [{"header": "Now", "columns": ["a", "b"], "rows": [["fir"#)
  try pipe.write(#"st", "1"], "second""#)
  var decoder = JSONTableDecoder(
    .fileDescriptor(pipe.reader, name: "<stdin>"), readingAhead: readingAhead)
  #expect(try decoder.nextEvent().map(describe) == "T Live")
  #expect(try decoder.nextEvent().map(describe) == "S Now a,b")
  #expect(try decoder.nextEvent().map(describe) == "R first,1 value1 d:1")
  #expect(try decoder.nextEvent().map(describe) == "R second, value1")
  try pipe.write(#", {"cells": ["third"], "checked": true}], "footer": "done"}]}"#)
  pipe.closeWriter()
  var rest: [String] = []
  while let event = try decoder.nextEvent() { rest.append(describe(event)) }
  #expect(rest == ["R third, checkmark value1", "F \"done\""])
}

/// A document of a million rows, in the usual order of keys, made as it is read.
private func generatedDocument() -> GeneratedSource {
  GeneratedSource(
    head: #"{"title": "Big", "sections": [{"header": "All", "columns": ["n", "name"], "rows": ["#,
    lines: 1_000_000
  ) { #"["\#($0)", "대한민국"],"# + "\n" }
}

@Test func aDocumentIsReadOnlyAsFarAsTheRowsAskedFor() throws {
  let source = generatedDocument()
  var decoder = JSONTableDecoder(source.input(named: "big.json"))
  for _ in 0..<10 { _ = try decoder.nextEvent() }
  #expect(source.served == ByteWindow.chunkSize)
  // A thousand rows of 22 bytes are in the first chunk too.
  for _ in 0..<1_000 { _ = try decoder.nextEvent() }
  #expect(source.served == ByteWindow.chunkSize)
}

@Test func theWindowStaysAtAChunkWhateverWasReadBefore() {
  let source = generatedDocument()
  var parser = JSONTableParser(source.input(named: "big.json"))
  for _ in 0..<200_000 {
    parser.sink.batch.removeAll()
    parser.fill(upTo: 1)
  }
  #expect(parser.sink.batch.failure == nil)
  #expect(source.served > 40 * ByteWindow.chunkSize)
  // The row being read, kept when the next chunk is read after it, and a chunk.
  #expect(parser.parser.window.bufferCapacity <= 2 * ByteWindow.chunkSize)
}

@Test(.timeLimit(.minutes(5)))
func aJSONDecoderLetGoStopsItsReadingThread() throws {
  let source = generatedDocument()
  do {
    var decoder = JSONTableDecoder(source.input(named: "big.json"), readingAhead: true)
    for _ in 0..<10 { _ = try decoder.nextEvent() }
  }
  // The thread stops at its next read or batch: far fewer than a million rows are read.
  var served = source.served
  for _ in 0..<50 {
    Thread.sleep(forTimeInterval: 0.01)
    served = source.served
  }
  #expect(served < (ReadAhead<JSONItems>.depth + 2) * 2 * ByteWindow.chunkSize)
  #expect(!source.isExhausted)
}

@Test(arguments: [false, true])
func aLargeDocumentGivesTheSameEventsWithOrWithoutReadingAhead(readingAhead: Bool) {
  let text = bigDocument(rows: 30_000, tail: #"["last"]], "footer": "end"}, {"rows": []}]}"#)
  let events = outcome(text, readingAhead: readingAhead)
  #expect(events.count == 30_000 + 6)
  #expect(events.prefix(3) == ["T Big", "S All n,name", "R 0,손흥민 é 👍🏽 value1 d:손흥민 é 👍🏽"])
  #expect(events.suffix(4) == ["R last, value1", "F \"end\"", "S - n,name", "F -"])
  #expect(events == outcome(text, readingAhead: !readingAhead))
}

// MARK: Reads of any size

/// Documents that use every escape, multi-byte text, a BOM and CRLF, and every kind of
/// mistake, to be decoded from reads of 1 to 9 bytes.
private let choppedDocuments = [
  "\u{FEFF}{\"title\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\\u00e9\\uD55C\\ud83d\\udc4d\",\r\n"
    + #" "sections": [{"header": "대한민국 👍🏽", "columns": ["a\u0062", "\ud83c\uddf0\ud83c\uddf7"],"#
    + "\r\n"
    + #" "rows": ["\u0000x", ["é", "\\"], {"cells": ["y"], "state": "disabled", "link": "\/x"}]}]}"#,
  specExampleJSON,
  // Keys escaped, spaced from their colons, missing a colon, unknown or repeated: a plain
  // key is read straight from the window, any other the general way, with the same errors.
  #"{"t\u0069tle": "T", "sections" : [{"rows": [{"c\u0065lls": ["a"], "id" : "x"}]}]}"#,
  #"{"sections": [{"rows": [{"cells" ["a"]}]}]}"#,
  #"{"sections": [{"rows": [{"cells": ["a"], "cells": ["b"]}]}]}"#,
  #"{"sections": [{"rows": [{"cells": ["a"], "c\u0065lls": ["b"]}]}]}"#,
  #"{"sections": [{"rows": [{"cellz": ["a"]}]}]}"#,
  #"{"title": "a\qb"}"#,
  #"{"title": "\u12G4"}"#,
  #"{"title": "\uD83D\u0041"}"#,
  #"{"title": "\uD83D\uZZZZ"}"#,
  #"{"title": "x\uDC4D"}"#,
  #"{"title": "abc\"#,
  "{\"title\": \"a\u{1}b\"}",
  #"{"sections": [{"rows": [["a", 1.5e+3]]}]}"#,
  #"{"sections": [{"columns": ["a"], "rows": [["a", "b", "c"]]}]}"#,
  #"{"sections": [{"rows": [{"cells": [], "link": "x", "link": "y"}]}]}"#,
  #"{"sections": [{"rows": [{"cells": [], "state": "off"}]}]}"#,
  #"{"sections": [{"rows": [{"checked": true}]}]}"#,
  #"{"sections": [{"rowz": []}]}"#,
  #"{"sections": []} x"#,
  #"{"title": "T"}"#,
  #"{"title": [[[[{"a": 1, "a": 2}]]]], "sections": []}"#,
  "  ",
]

@Test func readsOfAnySizeDecodeLikeMemory() {
  for text in choppedDocuments {
    let whole = outcome(text)
    for size in 1...9 {
      let source = ChoppedSource(Array(text.utf8), maximumRead: size)
      #expect(
        outcome(source.input(named: "players.json"), readingAhead: size.isMultiple(of: 2))
          == whole, "\(size): \(text.debugDescription)")
    }
  }
  #expect(outcome(choppedDocuments[0]).first == "T \"\\/\u{8}\u{C}\n\r\tAé한👍")
  #expect(outcome(choppedDocuments[0]).contains("S 대한민국 👍🏽 ab,🇰🇷"))
}

// MARK: Late errors

/// A row-level mistake, placed on line 30,002 of a large document after 30,000 rows, its
/// column, and its message.
private let lateMistakes: [(row: String, column: Int, message: String)] = [
  (#"  ["a", 5],"#, 9, "sections[0].rows[30000][1] must be a string, not a number"),
  (#"  7,"#, 3, "sections[0].rows[30000] must be a string, an array or an object, not a number"),
  (#"  ["a", "b", "c"],"#, 14, "row has 3 cells; section has 2 columns"),
  (
    #"  {"cells": [], "colour": 1},"#, 17,
    "unknown key 'colour' in sections[0].rows[30000]; expected 'cells', 'checked', 'state', "
      + "'link', 'detail', 'style', 'id' or 'label'"
  ),
  (#"  {"cells": [], "link": "x", "link": "y"},"#, 30, "duplicate key 'link'"),
  (#"  {"checked": true},"#, 3, "sections[0].rows[30000] needs the key 'cells'"),
  (
    #"  {"cells": [], "state": "off"},"#, 26,
    "unknown state 'off'; expected normal, selected, highlighted or disabled"
  ),
  (#"  ["a" "b"],"#, 8, "malformed JSON: expected ',' or ']'"),
  (
    #"  ["a\x"],"#, 6,
    #"malformed JSON: unknown escape '\x'; expected one of \" \\ \/ \b \f \n \r \t or \u"#
  ),
  (
    #"  ["\uD83D"],"#, 5,
    #"malformed JSON: '\uD83D' is half of a surrogate pair without its other half"#
  ),
  (
    "  [\"a\u{7}\"],", 6,
    "malformed JSON: control character U+0007 inside a string; write it as an escape"
  ),
  (
    "  " + String(repeating: "[", count: 600) + ",", 3 + 512 - 4,
    "malformed JSON: arrays and objects nest deeper than 512 levels"
  ),
]

@Test(arguments: [false, true])
func lateMistakesComeAfterEveryRowBeforeThemAndKeepTheirPlace(readingAhead: Bool) {
  for mistake in lateMistakes {
    let text = bigDocument(rows: 30_000, tail: mistake.row + "\n" + #"["never"]]}]}"#)
    let events = outcome(text, readingAhead: readingAhead)
    #expect(events.filter { $0.hasPrefix("R ") }.count == 30_000, "\(mistake.row)")
    #expect(
      events.last == "error: players.json:30002:\(mistake.column): \(mistake.message)",
      "\(mistake.row)")
  }
}

@Test func aLateMistakeOnAVeryLongLineIsPlacedByItsColumn() {
  // The benchmark's shape: the whole document on one line, far longer than a chunk.
  var text = #"{"sections": [{"columns": ["n", "name"], "rows": ["#
  for index in 0..<20_000 { text += #"["\#(index)", "손흥민"],"# }
  let column = text.unicodeScalars.count + 12
  text += #"["x", "y", "z"]]}]}"#
  #expect(text.utf8.count > 4 * ByteWindow.chunkSize)
  for size in [ByteWindow.chunkSize, 7] {
    let source = ChoppedSource(Array(text.utf8), maximumRead: size)
    #expect(
      outcome(source.input(named: "players.json"), readingAhead: true).last
        == "error: players.json:1:\(column): row has 3 cells; section has 2 columns")
  }
}

@Test func lateMistakesAtTheSectionAndDocumentLevelsKeepTheirPlace() {
  let cases: [(tail: String, message: String)] = [
    (
      "]},\n {\"header\": 5, \"rows\": []}]}",
      "30003:13: sections[1].header must be a string, not a number"
    ),
    (
      "]},\n {\"colour\": \"red\"}]}",
      "30003:3: unknown key 'colour' in sections[1]; expected 'header', 'footer', 'columns', "
        + "'rows' or 'id'"
    ),
    ("]}]}\n x", "30003:2: malformed JSON: expected the end of the input after the value"),
    ("]}]", "30002:12: malformed JSON: expected ',' or '}'"),
    ("]}]}\u{FEFF}", "30002:13: malformed JSON: expected the end of the input after the value"),
  ]
  for (tail, message) in cases {
    let events = outcome(bigDocument(rows: 30_000, tail: #"["last"]"# + tail))
    #expect(events.filter { $0.hasPrefix("R ") }.count == 30_001, "\(tail)")
    #expect(events.last == "error: players.json:\(message)", "\(tail)")
  }
}

// MARK: Keys out of order

@Test(arguments: [false, true])
func keysInAnyOrderGiveTheSameTable(readingAhead: Bool) {
  let ordered = #"""
    {"title": "T", "sections": [
      {"header": "A", "columns": ["a", "b", "c"],
       "rows": [["1", "2"], {"cells": ["3"], "checked": true}], "footer": "f"},
      {"header": "B", "rows": ["x"]}]}
    """#
  let expected = [
    "T T", "S A a,b,c", "R 1,2, value1 d:2", "R 3,, checkmark value1", "F \"f\"", "S B a,b,c",
    "R x,, value1", "F -",
  ]
  #expect(outcome(ordered, readingAhead: readingAhead) == expected)
  let reordered = [
    #"""
    {"sections": [
      {"rows": [["1", "2"], {"checked": true, "cells": ["3"]}], "footer": "f",
       "columns": ["a", "b", "c"], "header": "A"},
      {"rows": ["x"], "header": "B"}], "title": "T"}
    """#,
    #"""
    {"sections": [
      {"footer": "f", "header": "A", "rows": [["1", "2"], {"cells": ["3"], "checked": true}],
       "columns": ["a", "b", "c"]},
      {"header": "B", "rows": ["x"]}],
     "title": "T"}
    """#,
  ]
  for text in reordered {
    #expect(outcome(text, readingAhead: readingAhead) == expected, "\(text)")
  }
}

@Test func heldRowsAreCheckedAgainstTheColumnsThatCameAfterThem() {
  #expect(
    outcome(#"{"sections": [{"rows": [["1", "2", "3"]], "columns": ["a", "b"]}]}"#)
      == ["error: players.json:1:36: row has 3 cells; section has 2 columns"])
  // Rows before the section's columns, inherited or not, are padded to the columns in force.
  let text = #"""
    {"sections": [{"columns": ["a", "b"]}, {"rows": ["x"]}, {"rows": ["y"], "columns": []}]}
    """#
  #expect(
    outcome(text)
      == ["S - a,b", "F -", "S - a,b", "R x, value1", "F -", "S - -", "R y default", "F -"])
}

/// `count` one-cell rows, separated by commas.
private func rows(_ count: Int) -> String {
  Array(repeating: #"["r"]"#, count: count).joined(separator: ", ")
}

@Test(arguments: [false, true])
func aKeyAfterAsManyRowsAsMayWaitStillCounts(readingAhead: Bool) {
  let limit = JSONTableParser.heldRowLimit
  let text = #"{"sections": [{"rows": [\#(rows(limit))], "header": "H"}], "title": "T"}"#
  let events = outcome(text, readingAhead: readingAhead)
  #expect(events.prefix(3) == ["T T", "S H -", "R r default"])
  #expect(events.count == limit + 3)
}

@Test(arguments: [false, true])
func aKeyAfterMoreRowsThanMayWaitIsAnErrorAfterThem(readingAhead: Bool) {
  let limit = JSONTableParser.heldRowLimit
  let cases: [(head: String, tail: String, message: String)] = [
    (
      #"{"title": "T", "sections": [{"rows": [\#(rows(limit + 1))], "#, #""header": "H"}]}"#,
      "'header' must come before 'rows' in sections[0], or after at most \(limit) rows"
    ),
    (
      #"{"title": "T", "sections": [{"header": "H", "rows": [\#(rows(limit + 1))], "#,
      #""columns": ["a"]}]}"#,
      "'columns' must come before 'rows' in sections[0], or after at most \(limit) rows"
    ),
    (
      #"{"sections": [{"columns": [], "header": "H", "rows": []}, {"rows": [\#(rows(limit + 1))]}], "#,
      #""title": "T"}"#,
      "'title' must come before 'sections' in the document, or after at most \(limit) rows"
    ),
  ]
  for (head, tail, message) in cases {
    let events = outcome(head + tail, readingAhead: readingAhead)
    #expect(events.first == (head.hasPrefix(#"{"title""#) ? "T T" : "S H -"))
    #expect(events.filter { $0.hasPrefix("R ") }.count == limit + 1)
    let column = head.unicodeScalars.count + 1
    #expect(events.last == "error: players.json:1:\(column): \(message)")
  }
}

@Test func rowsWaitingForAKeyHoldAtMostTheirOwnBytes() {
  // No title, header or columns before the rows: they wait, a thousand at most, then stream.
  let source = GeneratedSource(head: #"{"sections": [{"rows": ["#, lines: 1_000_000) {
    #"["\#($0)", "대한민국"],"# + "\n"
  }
  var parser = JSONTableParser(source.input(named: "big.json"))
  parser.fill(upTo: 1)
  // The section's start, the rows that waited, and the row that sent them on.
  #expect(parser.sink.batch.count == JSONTableParser.heldRowLimit + 2)
  for _ in 0..<200_000 {
    parser.sink.batch.removeAll()
    parser.fill(upTo: 1)
  }
  #expect(parser.sink.batch.failure == nil)
  #expect(parser.parser.window.bufferCapacity <= 2 * ByteWindow.chunkSize)
}

@Test func nestingIsLimitedInALateRowWithoutExhaustingTheStack() {
  let prefix = #"["ok", "x"], {"cells": ["a"], "link": "#
  let text = bigDocument(
    rows: 5_000, tail: prefix + String(repeating: #"[{"a":"#, count: 100_000))
  let events = outcome(text)
  #expect(events.filter { $0.hasPrefix("R ") }.count == 5_001)
  // Inside the row object (the fifth level), `[` opens level 6 + 2k, `{` level 7 + 2k.
  #expect(
    events.last
      == "error: players.json:5002:\(prefix.count + 6 * 253 + 2): malformed JSON: arrays and "
      + "objects nest deeper than 512 levels")
}
