import Foundation
import Testing

@testable import TableShim
@testable import TableShimInput

/// Texts that exercise quoting, escapes, empty cells and bytes equal only canonically.
private let pieces = [
  "", "a", "b", "x y", "1", "22", "é", "e\u{301}", "q\"q", "c,d", "t\tt", "🇫🇷",
]

/// One field of a CSV or TSV record, quoted or escaped as it needs.
private func field(_ text: String, tabSeparated: Bool) -> String {
  if tabSeparated { return text.replacingOccurrences(of: "\t", with: "\\t") }
  guard text.contains(where: { $0 == "," || $0 == "\"" }) else { return text }
  return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

/// A CSV or TSV text of `ids` (the column `id`), with `titles` other columns of random texts;
/// a record may stop short of its columns.
private func table(
  ids: [Int], titles: Int, tabSeparated: Bool, using generator: inout SeededGenerator
) -> String {
  let separator = tabSeparated ? "\t" : ","
  var lines = [(["id"] + (0..<titles).map { "c\($0)" }).joined(separator: separator)]
  for id in ids {
    var cells = ["\(id)"]
    for _ in 0..<titles {
      cells.append(field(pieces.randomElement(using: &generator)!, tabSeparated: tabSeparated))
    }
    if Bool.random(using: &generator), Int.random(in: 0..<4, using: &generator) == 0 {
      cells.removeLast(Int.random(in: 0...titles, using: &generator))
    }
    lines.append(cells.joined(separator: separator))
  }
  return lines.joined(separator: "\n") + "\n"
}

@Test func rawRowsHashAsTheDecodersRows() throws {
  var generator = SeededGenerator(seed: 20)
  for round in 0..<40 {
    let tabSeparated = round % 2 == 1
    let text = table(
      ids: Array(0..<30), titles: round % 4, tabSeparated: tabSeparated, using: &generator)
    for key in ["id", nil] as [String?] {
      var decoder = try CSVDecoder(
        .text(text, name: "t"), dialect: tabSeparated ? .tsv : .csv, key: key)
      var models: [CellModel] = []
      while let event = try decoder.nextEvent() {
        if case .cell(let row) = event { models.append(row) }
      }
      for readingAhead in [false, true] {
        var rows = try TableInput.rawRows(
          from: .text(text, name: "t"), tabSeparated: tabSeparated, key: key,
          readingAhead: readingAhead)
        var index = 0
        while try rows.nextRow() {
          let expected = try #require(RowDigest.hashes(of: models[index]))
          let made = try #require(RowDigest.hashes(of: rows.model()))
          #expect(made.key == expected.key && made.content == expected.content)
          #expect(rows.model().contentShownAsIs == models[index].contentShownAsIs)
          #expect(rows.model().stringID?.string == models[index].stringID?.string)
          if let keyColumn = rows.keyColumn {
            var found = (key: 0, content: 0, id: Int?.none)
            rows.withCells { found = RowDigest.hashes(ofCells: $0, ends: $1, keyColumn: keyColumn) }
            #expect(found.key == expected.key, "row \(index) of \(text)")
            #expect(found.content == expected.content, "row \(index) of \(text)")
            #expect(found.id == expected.id)
          }
          index += 1
        }
        #expect(index == models.count)
      }
    }
  }
}

/// A streamed difference of two CSV or TSV texts, read as events only or with its readings
/// that hash and compare reading the rows' bytes; `nil` when it refuses the tables.
private func render(
  _ old: String, _ new: String, tabSeparated: Bool, key: String?, raw: Bool, context: Int?
) throws -> String? {
  let dialect: CSVDecoder.Dialect = tabSeparated ? .tsv : .csv
  func events(_ text: String) throws -> any TableEventSource {
    try CSVDecoder(.text(text, name: "t"), dialect: dialect, key: key, readingAhead: true)
  }
  func rows(_ text: String, _ readingAhead: Bool) throws -> any RawTableRows {
    try TableInput.rawRows(
      from: .text(text, name: "t"), tabSeparated: tabSeparated, key: key,
      readingAhead: readingAhead)
  }
  var opener: (old: StreamedDifference.RawOpener, new: StreamedDifference.RawOpener)?
  if raw { opener = ({ try rows(old, $0) }, { try rows(new, $0) }) }
  guard
    let difference = try StreamedDifference(
      old: { try events(old) }, new: { try events(new) }, raw: opener)
  else { return nil }
  var bytes: [UInt8] = []
  do {
    try difference.render(as: .text, context: context) { bytes.append(contentsOf: $0) }
  } catch StreamedDifferenceError.hashCollision {
    // Texts equal only canonically hash apart: then both ways fall back, before writing.
    #expect(bytes.isEmpty)
    return "fallback"
  }
  return String(decoding: bytes, as: UTF8.self)
}

@Test func rawReadingsGiveTheDifferenceOfTheEvents() throws {
  var generator = SeededGenerator(seed: 2026)
  for round in 0..<30 {
    let tabSeparated = round % 3 == 2
    var ids = Array(0..<40)
    let old = table(ids: ids, titles: 2, tabSeparated: tabSeparated, using: &generator)
    ids.removeAll { _ in Int.random(in: 0..<6, using: &generator) == 0 }
    ids.shuffle(using: &generator)
    ids += (100..<(100 + round % 5))
    let new = table(
      ids: ids, titles: 2 + round % 2, tabSeparated: tabSeparated, using: &generator)
    for key in ["id", nil] as [String?] {
      for context in [0, 3, nil] as [Int?] {
        let expected = try render(
          old, new, tabSeparated: tabSeparated, key: key, raw: false, context: context)
        let found = try render(
          old, new, tabSeparated: tabSeparated, key: key, raw: true, context: context)
        #expect(found == expected)
        #expect(found != nil || key == nil)
      }
    }
  }
}

/// The streamed difference of the CSV `old` and a table whose first reading is `first` and
/// whose later readings are `later`, both read as their rows' bytes, keyed by `id`.
private func differenceOfAChangingTable(old: String, first: String, later: String) throws
  -> StreamedDifference
{
  var readings = 0
  func newRows(_ readingAhead: Bool) throws -> any RawTableRows {
    readings += 1
    return try TableInput.rawRows(
      from: .text(readings == 1 ? first : later, name: "new"), tabSeparated: false, key: "id",
      readingAhead: readingAhead)
  }
  func oldRows(_ readingAhead: Bool) throws -> any RawTableRows {
    try TableInput.rawRows(
      from: .text(old, name: "old"), tabSeparated: false, key: "id", readingAhead: readingAhead)
  }
  let events = { () throws -> any TableEventSource in
    try CSVDecoder(.text(old, name: "old"), key: "id")
  }
  return try #require(
    try StreamedDifference(old: events, new: events, raw: (oldRows, newRows)))
}

@Test func rawRowsThatDifferFromWhatTheirHashesSaidStopTheRenderBeforeItWrites() throws {
  let old = "id,v\n1,a\n2,b\n"
  for later in ["id,v\n1,a\n2,changed\n", "id,v\n1,a\n3,b\n"] {
    let difference = try differenceOfAChangingTable(old: old, first: old, later: later)
    #expect(difference.isEmpty)
    var written = 0
    #expect(throws: StreamedDifferenceError.self) {
      try difference.render(as: .text, context: nil) { written += $0.count }
    }
    #expect(written == 0)
  }
}

@Test func rawRowsLeftOutThatDifferFromWhatTheirHashesSaidStopTheRenderBeforeItWrites() throws {
  let rows = (0..<40).map { "\($0),v\($0)\n" }
  var edited = rows
  edited[0] = "0,changed\n"
  // Row 30 is far from the change: every context below leaves it out.
  var later = edited
  later[30] = "30,changed between readings\n"
  for context in [0, 1, 3] {
    let difference = try differenceOfAChangingTable(
      old: "id,v\n" + rows.joined(), first: "id,v\n" + edited.joined(),
      later: "id,v\n" + later.joined())
    #expect(!difference.isEmpty)
    var written = 0
    #expect(throws: StreamedDifferenceError.self) {
      try difference.render(as: .text, context: context) { written += $0.count }
    }
    #expect(written == 0, "context \(context)")
  }
}

@Test func skippedRowsLeaveTheReadRowsAsTheyAre() throws {
  var generator = SeededGenerator(seed: 27)
  // Fields that need quotes, some over several lines, among plain ones.
  let fields = ["\"a\nb\"", "\"x\"\"y\"", "\"c,d\"", "\"\r\n\"", "plain", "", "é", "1"]
  for round in 0..<60 {
    let tabSeparated = round % 3 == 2
    let text = skippableTable(
      rows: 40, fields: fields, tabSeparated: tabSeparated, using: &generator)
    try checkSkipping(
      .text(text, name: "t"), tabSeparated: tabSeparated, rows: 40,
      round: round, using: &generator)
  }
}

/// Rows skipped in runs from a file, whose lines are read a chunk at a time: runs and
/// records that cross a chunk's end are skipped as within one.
@Test func rowsSkippedFromAFileAcrossItsChunksLeaveTheReadRowsAsTheyAre() throws {
  var generator = SeededGenerator(seed: 41)
  let long = String(repeating: "wide ", count: 40)
  let fields = ["\"a\nb\"", "\"c,d\"", "plain", long, "\"\(long)\n\(long)\"", "é", ""]
  for round in 0..<4 {
    let tabSeparated = round == 3
    // Some 3,000 rows: several chunks of the line reader.
    let text = skippableTable(
      rows: 3_000, fields: fields, tabSeparated: tabSeparated, using: &generator)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("skip-\(round)-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try checkSkipping(
      .file(atPath: path), tabSeparated: tabSeparated, rows: 3_000, round: round,
      using: &generator)
  }
}

/// A table of an `id` column and up to two fields a row, with blank lines between records
/// and lines that end in CRLF.
private func skippableTable(
  rows: Int, fields: [String], tabSeparated: Bool, using generator: inout SeededGenerator
) -> String {
  let separator = tabSeparated ? "\t" : ","
  var text = ["id", "a", "b"].joined(separator: separator) + "\n"
  for id in 0..<rows {
    var cells = ["\(id)"]
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      let field = fields.randomElement(using: &generator)!
      cells.append(tabSeparated ? field.filter { $0 != "\"" && !$0.isNewline } : field)
    }
    if Int.random(in: 0..<5, using: &generator) == 0 { text += "\n" }
    text += cells.joined(separator: separator)
    text += Int.random(in: 0..<4, using: &generator) == 0 ? "\r\n" : "\n"
  }
  return text
}

/// Reads `source` whole, then again with random runs of rows skipped, with and without
/// reading ahead: every row read the second time is the row read the first.
private func checkSkipping(
  _ source: @autoclosure () throws -> InputSource, tabSeparated: Bool, rows count: Int,
  round: Int, using generator: inout SeededGenerator
) throws {
  func rows(_ readingAhead: Bool) throws -> any RawTableRows {
    try TableInput.rawRows(
      from: source(), tabSeparated: tabSeparated, key: "id", readingAhead: readingAhead)
  }
  var expected: [CellModel] = []
  var all = try rows(false)
  while try all.nextRow() { expected.append(all.model()) }
  #expect(expected.count == count)
  for readingAhead in [false, true] {
    var some = try rows(readingAhead)
    var index = 0
    while index < expected.count {
      if Bool.random(using: &generator) {
        let run = Int.random(in: 1...(Bool.random(using: &generator) ? 3 : 300), using: &generator)
        let wanted = min(run, expected.count - index)
        #expect(try some.skipRows(run) == wanted, "round \(round), row \(index)")
        index += wanted
      } else {
        let row = expected[index]
        #expect(try some.nextRow(), "round \(round), row \(index)")
        #expect(some.model().contentShownAsIs == row.contentShownAsIs, "round \(round)")
        #expect(some.model().stringID?.string == row.stringID?.string, "round \(round)")
        index += 1
      }
    }
    #expect(try some.skipRows(1) == 0)
    #expect(try !some.nextRow())
  }
}
