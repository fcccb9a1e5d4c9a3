import Foundation
import TableShim
import Testing

@testable import TableShimInput

// MARK: Formats

@Test func formatsComeFromExtensionsAndNamesInAnyCase() {
  #expect(InputFormat(fileExtension: "CSV") == .csv)
  #expect(InputFormat(fileExtension: "List") == .list)
  #expect(InputFormat(fileExtension: "tsv") == .tsv)
  #expect(InputFormat(fileExtension: "JSON") == .json)
  #expect(InputFormat(fileExtension: "txt") == nil)
  #expect(InputFormat(fileExtension: ".csv") == nil)
  #expect(InputFormat(name: "json") == .json)
  #expect(InputFormat(name: "Markdown") == nil)
  #expect(InputFormat(path: "data/players.LIST") == .list)
  #expect(InputFormat(path: "archive.v2/players") == nil)
  #expect(InputFormat(path: ".csv") == nil)
}

// MARK: Entry points

@Test func bytesStringsAndDataDecodeAlike() throws {
  let fromText = try trace(.text(specExample, name: "players.list"), format: .list)
  let fromBytes = try trace(.bytes(Array(specExample.utf8), name: "players.list"), format: .list)
  let fromData = try trace(.bytes(Data(specExample.utf8), name: "players.list"), format: .list)
  #expect(fromText == specExampleTrace)
  #expect(fromBytes == specExampleTrace)
  #expect(fromData == specExampleTrace)
  var events = try TableInput.events(
    from: Array(scores.utf8), format: .csv, file: "scores.csv", groupBy: "Team")
  var headers: [String?] = []
  while let event = try events.nextEvent() {
    if case .beginSection(let header, _, _) = event { headers.append(header) }
  }
  #expect(headers == ["대한민국", "France", "Argentina"])
}

@Test func aModelHoldsTheWholeTable() throws {
  let model = try TableInput.model(from: .text(specExampleJSON, name: "p.json"), format: .json)
  #expect(model.title == "Soccer players")
  #expect(model.sections.map(\.header) == ["Forwards", "Retired"])
  #expect(model.sections.map(\.footer) == ["Goals for the national team.", nil])
  #expect(model.sections[1].columns?.map(\.title) == ["Name", "Country", "Goals"])
  #expect(model.numberOfRows == 3)
  let row = model[IndexPath(row: 0, section: 1)].customData as? CellContent
  #expect(row?.accessory == .checkmark)
  let fromList = try TableInput.model(from: .text(specExample, name: "p.list"), format: .list)
  #expect(fromList.sections.map(\.cells.count) == model.sections.map(\.cells.count))
  #expect(
    throws: InputError.tooManyCells(
      InputLocation(file: "p.list", line: 2, column: 5), cells: 2, columns: 1)
  ) {
    try TableInput.model(from: .text("@columns a\n- x | y\n", name: "p.list"), format: .list)
  }
}

@Test func filesAreReadFromTheirPathInTheFormatOfTheirExtension() throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let list = folder.appending(path: "players.list")
  try Data(specExample.utf8).write(to: list)
  var events = try TableInput.events(fromFileAt: list.path)
  var lines: [String] = []
  while let event = try events.nextEvent() { lines.append(describe(event)) }
  #expect(lines == specExampleTrace)

  let csv = folder.appending(path: "scores.txt")
  try Data(scores.utf8).write(to: csv)
  #expect(throws: InputError.unknownFormat(file: csv.path)) {
    try TableInput.events(fromFileAt: csv.path)
  }
  var grouped = try TableInput.events(fromFileAt: csv.path, format: .csv, groupBy: "Team")
  #expect(try grouped.nextEvent().map(describe) == "S 대한민국 Player,Goals")
}

@Test func aMissingFileOrAFolderIsUnreadable() throws {
  #expect(
    throws: InputError.unreadable(file: "nowhere.list", reason: "No such file or directory")
  ) {
    try TableInput.events(fromFileAt: "nowhere.list")
  }
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appending(path: "folder.list").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  var events = try TableInput.events(fromFileAt: path)
  #expect(throws: InputError.unreadable(file: path, reason: "Is a directory")) {
    try events.nextEvent()
  }
}

@Test func descriptorsAreReadAndLeftOpen() throws {
  let pipe = try TestPipe()
  try pipe.write("a\tb\n1\t2\n")
  pipe.closeWriter()
  var events = try TableInput.events(
    fromFileDescriptor: pipe.reader, name: "<stdin>", format: .tsv)
  var lines: [String] = []
  while let event = try events.nextEvent() { lines.append(describe(event)) }
  #expect(lines == ["S - a,b", "R 1,2 value1 d:2", "F -"])
}

@Test func groupingIsIgnoredByListFilesAndJSON() throws {
  #expect(try trace(specExample, .list, groupBy: "Name") == specExampleTrace)
  #expect(try trace(specExampleJSON, .json, groupBy: "Name") == specExampleTrace)
}

// MARK: Errors

@Test func errorsDescribeThemselvesWithTheirLocation() {
  let location = InputLocation(file: "players.list", line: 3, column: 14)
  #expect(location.description == "players.list:3:14")
  let error = InputError.tooManyCells(location, cells: 4, columns: 3)
  #expect(error.description == "players.list:3:14: row has 4 cells; section has 3 columns")
  #expect(error.location == location)
  #expect(error.file == "players.list")
  #expect(error.message == "row has 4 cells; section has 3 columns")
  #expect(error != .tooManyCells(location, cells: 5, columns: 3))

  let place = InputLocation(file: "players.list", line: 7, column: 5)
  let invalid = InputError.invalidUTF8(place, byte: 0xFF, byteOffset: 1234)
  #expect(invalid.description == "players.list:7:5: invalid UTF-8 (byte 0xFF at offset 1234)")
  #expect(invalid.location == place)
  #expect(invalid.file == "players.list")
  #expect(invalid.message == "invalid UTF-8 (byte 0xFF at offset 1234)")
  #expect(
    InputError.unreadable(file: "<stdin>", reason: "Bad file descriptor").description
      == "<stdin>: cannot read: Bad file descriptor")
  #expect(
    InputError.unknownFormat(file: "scores.txt").description
      == "scores.txt: cannot tell the format from the name; expected a name ending in .list, "
      + ".csv, .tsv or .json")
}

@Test func noInputCrashesOrHangs() throws {
  // Every prefix of inputs that exercise each rule ends in events or an error, never a trap.
  let inputs: [(String, InputFormat)] = [
    (specExample, .list), (scores, .csv), ("a\tb\n1\t\"2\n", .tsv), (specExampleJSON, .json),
    ("\u{FEFF}# 손\r\n@columns a \\| b | c\\\\\n- [x] 👍🏽 | \"q\"\r\n> f", .list),
    ("a,\"b\"\"\r\nc\",d\r\n\"\",x\"", .csv),
    (#"{"title": "\uD83D\uDC4D\n", "sections": [{"rows": ["a", ["b"], {"cells": []}]}]}"#, .json),
  ]
  for (text, format) in inputs {
    let bytes = Array(text.utf8)
    for end in 0...bytes.count {
      _ = failure(.bytes(bytes[..<end], name: "cut"), format: format)
      _ = failure(.bytes(bytes[..<end] + [0xFF], name: "cut"), format: format)
    }
  }
}

/// A new, empty folder of the system's temporary folder.
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appending(
    path: "TableShimInputTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

@Test func afterAnErrorEveryCallThrowsItAgain() throws {
  let cases: [(String, InputFormat, String?)] = [
    ("- a\n* b\n- c\n", .list, nil), ("a\n1\n\"2\n3\n", .csv, nil),
    ("g,a\nx,1\ny,\"2\nz,3\n", .csv, "g"),
  ]
  for (text, format, groupBy) in cases {
    var events = try TableInput.events(
      from: .text(text, name: "t"), format: format, groupBy: groupBy)
    var errors: [String] = []
    for _ in 0..<12 {
      do {
        _ = try events.nextEvent()
      } catch {
        errors.append("\(error)")
      }
    }
    #expect(errors.count > 3, "\(text)")
    #expect(Set(errors).count == 1, "\(text)")
  }
}
