import Foundation
import TableShim
import Testing

@testable import TableShimTesting

/// A fresh snapshot folder per test, so that tests are hermetic and leave nothing behind.
private func folder() -> URL {
  FileManager.default.temporaryDirectory.appending(path: "tableshim-snapshot-tests/\(UUID())")
}

private func contents(_ folder: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

private var players: TableViewModel {
  TableViewModel(title: "Players") {
    Section("Forwards", columns: ["Name", "Country"]) {
      Row(CellContent(columns: ["손흥민", "대한민국 🇰🇷"]))
      Row(CellContent(columns: ["👨‍👩‍👧‍👦 family", "France"]))
    }
  }
}

@Test func theFirstRunRecordsAndFailsThenTheSameOutputPasses() throws {
  let directory = folder()
  let first = verifySnapshot(
    of: players, as: .markdown, snapshotDirectory: directory, function: "recording()")
  #expect(first?.hasPrefix("recorded snapshot ") == true)
  #expect(first?.contains("recording.1.md") == true)
  #expect(contents(directory) == ["recording.1.md", "recording.1.md.table.json"])
  let recorded = try String(
    contentsOf: directory.appending(path: "recording.1.md"), encoding: .utf8)
  #expect(recorded == (try TableShim().render(players, as: .markdown)))
  // A new run counts from 1 again: use a fresh counter key by naming the snapshot.
  #expect(
    verifySnapshot(
      of: players, as: .markdown, named: "1", snapshotDirectory: directory,
      function: "recording()") == nil)
}

@Test func changedOutputFailsWithALineDiffAndTheActualOutputSaved() throws {
  let directory = folder()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  try "a\nb\nc\nd\n".write(
    to: directory.appending(path: "diffing.base.txt"), atomically: true, encoding: .utf8)
  let failure = try #require(
    verifySnapshot(
      of: "a\nB\nc\nd\n", as: .lines, named: "base", snapshotDirectory: directory,
      function: "diffing()"))
  #expect(failure.hasPrefix("snapshot diffing.base.txt does not match (- snapshot, + actual):"))
  #expect(failure.contains("@@ line 1\n a\n-b\n+B\n c\n d"))
  let saved = try #require(failure.split(separator: "\n").last?.split(separator: " ").last)
  #expect(try String(contentsOfFile: String(saved), encoding: .utf8) == "a\nB\nc\nd\n")
  #expect(
    try String(contentsOf: directory.appending(path: "diffing.base.txt"), encoding: .utf8)
      == "a\nb\nc\nd\n")
}

@Test func recordModesDecideWhatIsWritten() throws {
  let directory = folder()
  let file = directory.appending(path: "modes.x.txt")
  func verify(_ text: String, _ mode: SnapshotRecordMode) -> String? {
    verifySnapshot(
      of: text, as: .lines, named: "x", record: mode, snapshotDirectory: directory,
      function: "modes()")
  }
  #expect(verify("one", .never)?.hasPrefix("no snapshot at ") == true)
  #expect(!FileManager.default.fileExists(atPath: file.path))
  #expect(verify("one", .missing)?.hasPrefix("recorded snapshot") == true)
  #expect(verify("one", .missing) == nil)
  #expect(verify("two", .missing)?.contains("does not match") == true)
  #expect(try String(contentsOf: file, encoding: .utf8) == "one")
  #expect(verify("two", .failed)?.hasSuffix("recorded the new snapshot") == true)
  #expect(try String(contentsOf: file, encoding: .utf8) == "two")
  #expect(verify("two", .failed) == nil)
  #expect(verify("three", .all)?.contains("(it was overwritten)") == true)
  #expect(try String(contentsOf: file, encoding: .utf8) == "three")
  #expect(verify("three", .never) == nil)
}

@Test func severalSnapshotsInOneTestAreNumbered() throws {
  let directory = folder()
  for format in [Snapshotting<TableViewModel>.text, .markdown, .html] {
    _ = verifySnapshot(of: players, as: format, snapshotDirectory: directory, function: "many()")
  }
  #expect(
    contents(directory) == [
      "many.1.txt", "many.1.txt.table.json", "many.2.md", "many.2.md.table.json", "many.3.html",
      "many.3.html.table.json",
    ])
}

@Test func hangulAndEmojiRoundTripByteForByte() throws {
  let directory = folder()
  let text = "손흥민 👨‍👩‍👧‍👦 🇰🇷 e\u{301} \u{FEFF}\r\n"
  _ = verifySnapshot(of: text, as: .lines, named: "u", snapshotDirectory: directory)
  let bytes = try Data(
    contentsOf: directory.appending(path: "hangulAndEmojiRoundTripByteForByte.u.txt"))
  #expect(bytes == Data(text.utf8))
  #expect(verifySnapshot(of: text, as: .lines, named: "u", snapshotDirectory: directory) == nil)
  let decomposed = "손흥민".decomposedStringWithCanonicalMapping + " 👨‍👩‍👧‍👦 🇰🇷 e\u{301} \u{FEFF}\r\n"
  #expect(
    verifySnapshot(of: decomposed, as: .lines, named: "u", snapshotDirectory: directory) != nil)
}

@Test func longDiffsAreCutWithACount() {
  let old = (0..<100).map { "line \($0)" }.joined(separator: "\n")
  let new = (0..<100).map { "LINE \($0)" }.joined(separator: "\n")
  let diff = LineDiff.diff(expected: old, actual: new)
  #expect(diff.split(separator: "\n").count == LineDiff.limit + 1)
  #expect(diff.hasSuffix("… 161 more diff lines"))
}

@Test func testNamesAndSnapshotNamesAreSafeFileNames() {
  #expect(SnapshotVerifier.testName(of: "testRendersGrid()") == "testRendersGrid")
  #expect(SnapshotVerifier.testName(of: "renders(style:width:)") == "renders")
  #expect(SnapshotVerifier.sanitized("a/b c:d") == "a_b_c_d")
  #expect(SnapshotVerifier.sanitized("") == "snapshot")
}

@Test func aTableIsSnapshotInThreeLines() {
  // The committed files in __Snapshots__/SnapshotTests/ make this pass in CI.
  assertSnapshot(of: players, as: .text)
  assertSnapshot(of: players, as: .markdown)
  assertSnapshot(of: players, as: .html)
}

@Test func aFailureIsReportedAtTheCallersLine() {
  withKnownIssue {
    assertSnapshot(of: "something else", as: .lines, named: "wrong", record: .never)
  } matching: { issue in
    issue.sourceLocation?.line == #line - 2
      && issue.description.contains("no snapshot at ")
  }
}

@Test func aChangedTableFailsWithTheTableDifferenceAboveTheLineDiff() throws {
  let directory = folder()
  #expect(
    verifySnapshot(
      of: players, as: .text, named: "table", snapshotDirectory: directory,
      function: "tables()")?.hasPrefix("recorded snapshot") == true)
  var changed = players
  changed.sections[0].cells[0] = CellModel(CellContent(columns: ["손흥민", "Korea"]))
  changed.sections[0].cells.append(CellModel(CellContent(columns: ["Kane", "England"])))
  let failure = try #require(
    verifySnapshot(
      of: changed, as: .text, named: "table", snapshotDirectory: directory,
      function: "tables()"))
  let lines = failure.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  #expect(lines.first == "table difference (snapshot → actual):")
  #expect(lines.contains { $0.hasPrefix("-") && $0.contains("대한민국 🇰🇷") })
  #expect(lines.contains { $0.hasPrefix("+") && $0.contains("Korea") })
  #expect(lines.contains { $0.hasPrefix("+") && $0.contains("England") })
  #expect(lines.contains("2 inserted, 1 deleted, 0 moved, 0 changed"))
  let tableEnd = try #require(lines.firstIndex(of: "2 inserted, 1 deleted, 0 moved, 0 changed"))
  let lineDiff = try #require(
    lines.firstIndex { $0.hasPrefix("snapshot tables.table.txt does not match") })
  #expect(tableEnd < lineDiff)
}

@Test func aTableSnapshotWithoutItsSidecarSaysHowToGetOne() throws {
  let directory = folder()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  try "old\n".write(
    to: directory.appending(path: "bare.old.txt"), atomically: true, encoding: .utf8)
  let failure = try #require(
    verifySnapshot(
      of: players, as: .text, named: "old", snapshotDirectory: directory, function: "bare()"))
  #expect(failure.hasPrefix("no table beside the snapshot (bare.old.txt.table.json)"))
}

@Test func theSidecarKeepsTheTable() throws {
  let model = TableViewModel(
    title: "T",
    sections: [
      SectionModel(
        header: "H", footer: "F", columns: ["A"],
        cells: [
          CellModel(CellContent(columns: ["x"]), id: "r1"),
          CellModel(identifier: "Int", customData: 7, id: 2) { cell, data in
            cell.text = "\(data)"
          },
        ], id: "s")
    ])
  let sidecar = TableSidecar(model)
  let decoded = try JSONDecoder().decode(TableSidecar.self, from: try sidecar.encoded())
  #expect(decoded == sidecar)
  #expect(TableSidecar(decoded.model) == sidecar)
  #expect(decoded.sections[0].rows[1].text == "7" && decoded.sections[0].rows[1].id == "2")
}
