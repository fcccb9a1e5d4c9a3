import Foundation
import TableShim
import Testing

@testable import TableShimInput

/// An input with an ill-formed sequence in it, and where its error must put it.
private struct BadInput {
  var bytes: [UInt8]
  /// `line:column` of the sequence's first byte.
  var place: String
  var byte: UInt8
  var offset: Int

  /// The bytes `before`, `bad` and `after`, the sequence at `place`.
  init(_ before: String, _ bad: [UInt8], _ after: String = "", at place: String) {
    bytes = Array(before.utf8) + bad + Array(after.utf8)
    self.place = place
    byte = bad[0]
    offset = before.utf8.count
  }

  /// The message an input of this name gives.
  func message(in file: String) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "\(file):\(place): invalid UTF-8 (byte 0x\(hex) at offset \(offset))"
  }
}

/// For each format, a sequence on a line after the third, not in its first column, after text
/// of two, three and four bytes on its line: lines end in CRLF or LF, and a CSV field spans two.
private func badInput(_ format: InputFormat) -> BadInput {
  switch format {
  case .list:
    BadInput("# Players\r\n## 대한민국\r\n- 손흥민 | 👍🏽 é", [0xFF], " | x\r\n- more\r\n", at: "3:13")
  case .csv:
    BadInput(
      "Name,Country\r\n\"two\r\nlines\",x\r\n손흥민,é대한", [0xED, 0xA0, 0x80], "민국\r\n", at: "4:8")
  case .tsv:
    BadInput("Name\tCountry\n\nMessi\tArgentina\n손\t👍🏽é", [0xC3, 0x28], "\n", at: "4:6")
  case .json:
    BadInput(
      "{\"sections\": [\r\n  {\"rows\": [\r\n    [\"손흥민\", \"é", [0xF5, 0x80, 0x80, 0x80],
      "\"]]}]}\r\n", at: "3:15")
  }
}

/// The message of the error that decoding a source throws, or `no error`.
private func failure(_ source: InputSource, _ format: InputFormat, readingAhead: Bool) -> String {
  do {
    var events = try TableInput.events(from: source, format: format, readingAhead: readingAhead)
    while try events.nextEvent() != nil {}
    return "no error"
  } catch {
    return "\(error)"
  }
}

@Test(arguments: InputFormat.allCases)
func invalidUTF8InMemoryNamesLineColumnAndOffset(format: InputFormat) {
  let bad = badInput(format)
  for readingAhead in [false, true] {
    #expect(
      failure(.bytes(bad.bytes, name: "bad"), format, readingAhead: readingAhead)
        == bad.message(in: "bad"))
  }
}

@Test(arguments: InputFormat.allCases)
func invalidUTF8InAFileNamesItsPath(format: InputFormat) throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let bad = badInput(format)
  let path = folder.appending(path: "bad.\(format.rawValue)").path
  try Data(bad.bytes).write(to: URL(fileURLWithPath: path))
  #expect(failure(try .file(atPath: path), format, readingAhead: true) == bad.message(in: path))
}

@Test(arguments: InputFormat.allCases)
func invalidUTF8FromAPipeNamesStandardInput(format: InputFormat) throws {
  let bad = badInput(format)
  let pipe = try TestPipe()
  try pipe.write(bytes: bad.bytes)
  pipe.closeWriter()
  #expect(
    failure(.fileDescriptor(pipe.reader, name: "<stdin>"), format, readingAhead: true)
      == bad.message(in: "<stdin>"))
}

@Test(arguments: InputFormat.allCases)
func invalidUTF8IsPlacedWhereverTheReadsCutTheInput(format: InputFormat) {
  // Reads of 1 to 9 bytes cut the sequence, and the characters before it, at every byte.
  let bad = badInput(format)
  for size in 1...9 {
    let source = ChoppedSource(bad.bytes, maximumRead: size).input(named: "bad")
    #expect(failure(source, format, readingAhead: size.isMultiple(of: 2)) == bad.message(in: "bad"))
  }
}

@Test(arguments: InputFormat.allCases)
func aSequenceCutShortByTheEndOfTheInputIsPlaced(format: InputFormat) {
  let (before, place): (String, String) =
    switch format {
    case .list: ("- a\n- 손", "2:4")
    case .csv: ("a,b\n1,손", "2:4")
    case .tsv: ("a\tb\n1\t손", "2:4")
    case .json: ("{\"title\": \"손", "1:13")
    }
  // A CR at the very end of the input does not change the place.
  for after in ["", "\r"] {
    let bad = BadInput(before, [0xEC, 0x84], after, at: place)
    #expect(
      failure(.bytes(bad.bytes, name: "cut"), format, readingAhead: false)
        == bad.message(in: "cut"), "\(after.debugDescription)")
  }
}

@Test(arguments: InputFormat.allCases)
func invalidUTF8DeepInAFileIsPlacedPastManyChunks(format: InputFormat) throws {
  let rows = 30_000
  let (head, row, last): (String, (Int) -> String, String) =
    switch format {
    case .list: ("## All\n", { "- row \($0) | 손흥민\n" }, "- 손 ")
    case .csv: ("n,name\n", { "\($0),\"손, 흥\"\n" }, "x,손 ")
    case .tsv: ("n\tname\n", { "\($0)\t손\n" }, "x\t손 ")
    case .json: ("{\"sections\": [{\"rows\": [\n", { "[\"\($0)\", \"손\"],\n" }, "\"손흥 ")
    }
  var before = head
  for index in 0..<rows { before += row(index) }
  before += last
  let bad = BadInput(before, [0xFF], "\"]}]}\n", at: "\(rows + 2):5")
  #expect(bad.bytes.count > 4 * ByteLineReader.chunkSize)
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appending(path: "big.\(format.rawValue)").path
  try Data(bad.bytes).write(to: URL(fileURLWithPath: path))
  #expect(failure(try .file(atPath: path), format, readingAhead: true) == bad.message(in: path))
}

@Test func aSequenceAcrossTheEndOfAChunkIsPlaced() throws {
  // A four-byte sequence cut short, whose bytes are the last of one 64 KiB read and the first
  // of the next.
  let head = "## All\n- 손흥민\n"
  let filler = String(repeating: "a", count: ByteLineReader.chunkSize - 2 - head.utf8.count - 4)
  let before = head + "- " + filler + "é"
  let bad = BadInput(before, [0xF0, 0x9F, 0x91], "x\n", at: "3:\(filler.count + 4)")
  #expect(bad.offset == ByteLineReader.chunkSize - 2)
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appending(path: "cut.list").path
  try Data(bad.bytes).write(to: URL(fileURLWithPath: path))
  for readingAhead in [false, true] {
    #expect(
      failure(try .file(atPath: path), .list, readingAhead: readingAhead)
        == bad.message(in: path))
  }
}
