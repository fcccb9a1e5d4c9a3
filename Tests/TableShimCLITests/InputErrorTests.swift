import Foundation
import Testing

/// An input of a format (`list`, `csv`, `tsv` or `json`) whose rows decode until an ill-formed
/// UTF-8 sequence on a later line, after multi-byte text, and the message after its name.
private func badInput(_ format: String) -> (bytes: [UInt8], message: String) {
  let (before, bad, after, place): (String, [UInt8], String, String) =
    switch format {
    case "list": ("# Players\n## 대한민국\n- Messi | 112\n- 손흥민 | ", [0xC3, 0x28], "51\n", "4:9")
    case "csv": ("Name,Goals\r\nMessi,112\r\n\"손\r\n흥민\",5", [0xFF], "1\r\n", "4:6")
    case "tsv": ("Name\tGoals\nMessi\t112\n손흥민\t5", [0xFF], "1\n", "3:6")
    default:
      (
        "{\"sections\": [{\"rows\": [\n  [\"Messi\", \"112\"],\n  [\"손흥민\", \"5", [0xFF],
        "1\"]]}]}\n", "3:13"
      )
    }
  let byte = String(bad[0], radix: 16, uppercase: true)
  return (
    Array(before.utf8) + bad + Array(after.utf8),
    "\(place): invalid UTF-8 (byte 0x\(byte) at offset \(before.utf8.count))"
  )
}

/// What an output file holds before a run that must leave it alone.
private let earlierOutput = "an earlier output\n"

@Suite struct InputErrorTests {
  @Test(arguments: ["list", "csv", "tsv", "json"])
  func invalidUTF8InAFileNamesItsPlaceAndLeavesTheOutputAlone(format: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (bytes, message) = badInput(format)
    try Data(bytes).write(to: folder.appending(path: "bad.\(format)"))
    try Data(earlierOutput.utf8).write(to: folder.appending(path: "out.md"))
    let result = try TableShimProcess.run(["bad.\(format)", "-o", "out.md"], in: folder)
    #expect(result.status == 1)
    #expect(result.error == "tableshim: bad.\(format):\(message)\n")
    try expectOutputLeftAlone(in: folder, besides: ["bad.\(format)"])
  }

  @Test(arguments: ["list", "csv", "tsv", "json"])
  func invalidUTF8OnStandardInputNamesItsPlaceAndLeavesTheOutputAlone(format: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (bytes, message) = badInput(format)
    try Data(earlierOutput.utf8).write(to: folder.appending(path: "out.md"))
    let result = try TableShimProcess.run(
      ["-", "--from", format, "-o", "out.md"], inputBytes: bytes, in: folder)
    #expect(result.status == 1)
    #expect(result.error == "tableshim: <stdin>:\(message)\n")
    try expectOutputLeftAlone(in: folder, besides: [])
  }

  @Test func aLateJSONMistakeLeavesTheOutputAloneAfterRowsWereRendered() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var text = #"{"title": "Big", "sections": [{"header": "All", "columns": ["n", "name"], "#
    text += #""rows": ["# + "\n"
    for index in 0..<100_000 { text += #"["\#(index)", "손흥민"],"# + "\n" }
    text += #"["late", "cell", "too many"]]}]}"# + "\n"
    try Data(text.utf8).write(to: folder.appending(path: "big.json"))
    try Data(earlierOutput.utf8).write(to: folder.appending(path: "out.md"))
    let message = "tableshim: big.json:100002:18: row has 3 cells; section has 2 columns\n"
    for layout in ["list", "grid"] {
      let result = try TableShimProcess.run(
        ["big.json", "-o", "out.md", "--layout", layout], in: folder)
      #expect(result.status == 1)
      #expect(result.error == message)
      try expectOutputLeftAlone(in: folder, besides: ["big.json"])
    }
    // On standard output, the rows before the mistake were written as they were read.
    let streamed = try TableShimProcess.run(
      ["big.json", "-t", "md", "--layout", "list"], in: folder)
    #expect(streamed.status == 1)
    #expect(streamed.error == message)
    #expect(streamed.output.contains("- 50000 — *손흥민*\n"))
  }

  @Test func invalidUTF8WithoutAnOutputFileStillFails() throws {
    let (bytes, message) = badInput("list")
    let result = try TableShimProcess.run(["-"], inputBytes: bytes)
    #expect(result.status == 1)
    #expect(result.error == "tableshim: <stdin>:\(message)\n")
  }

  /// Checks that `out.md` still holds the earlier output, and that no other file was left.
  private func expectOutputLeftAlone(
    in folder: URL, besides inputs: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let output = try String(contentsOf: folder.appending(path: "out.md"), encoding: .utf8)
    #expect(output == earlierOutput, sourceLocation: sourceLocation)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == (inputs + ["out.md"]).sorted(), sourceLocation: sourceLocation)
  }
}
