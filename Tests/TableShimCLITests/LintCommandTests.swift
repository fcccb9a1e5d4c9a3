import Foundation
import Testing

/// `tableshim lint`, run as a process.
@Suite struct LintCommandTests {
  static func lint(_ arguments: [String], files: [String: String]) throws
    -> TableShimProcess.Result
  {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appending(path: name))
    }
    return try TableShimProcess.run(["lint"] + arguments, in: folder)
  }

  @Test func aCleanTableExitsZeroAndWritesNothing() throws {
    for (name, text) in [
      ("a.csv", "id,v\na,1\nb,2\n"), ("a.tsv", "id\tv\na\t1\n"), ("a.list", "## A\n- x\n"),
      ("a.json", #"{"sections": [{"header": "A", "rows": [{"cells": ["x"]}]}]}"#),
    ] {
      let result = try Self.lint([name, "--key", "id"], files: [name: text])
      #expect(result.status == 0, "\(name): \(result.output) \(result.error)")
      #expect(result.output.isEmpty, "\(name)")
    }
  }

  @Test func duplicateRowIDsAreErrorsAtTheirLine() throws {
    let result = try Self.lint(
      ["dup.csv", "--key", "id"], files: ["dup.csv": "id,v\na,1\nb,2\na,3\n"])
    #expect(result.status == 1)
    #expect(
      result.output
        == "dup.csv:4:1: error: duplicate row id 'a'; first at section 1, row 1 "
        + "[duplicate-row-id]\n1 error, 0 warnings\n")
  }

  @Test func duplicateIDsInListFilesAndJSONAreErrors() throws {
    let list = try Self.lint(
      ["d.list"], files: ["d.list": "## A {#a}\n- x {#1}\n## B {#a}\n- y {#1}\n"])
    #expect(list.status == 1)
    #expect(
      list.output
        == "d.list:4:1: error: duplicate section id 'a'; first at section 1 "
        + "[duplicate-section-id]\n"
        + "d.list:4:1: error: duplicate row id '1'; first at section 1, row 1 "
        + "[duplicate-row-id]\n2 errors, 0 warnings\n")
    let json = try Self.lint(
      ["d.json"],
      files: ["d.json": #"{"sections": [{"id": "s", "rows": [{"cells": ["1"]}]}, {"id": "s"}]}"#])
    #expect(json.status == 1)
    #expect(json.output.contains("d.json: section 2: error: duplicate section id 's'"))
    #expect(json.output.contains("d.json: section 2: warning: section has no rows"))
  }

  @Test func warningsPassUnlessStrict() throws {
    let files = ["w.list": "## A\n## A\n- x\n"]
    let lenient = try Self.lint(["w.list"], files: files)
    #expect(lenient.status == 0)
    #expect(
      lenient.output.contains("w.list: section 1: warning: section has no rows [empty-section]"))
    #expect(lenient.output.contains("[duplicate-section-id]"))
    #expect(lenient.output.hasSuffix("0 errors, 2 warnings\n"))
    let strict = try Self.lint(["w.list", "--strict"], files: files)
    #expect(strict.status == 1)
    #expect(strict.output.hasSuffix("2 errors, 0 warnings\n"))
  }

  @Test func anInputThatCannotBeDecodedIsAnErrorAtItsMistake() throws {
    let result = try Self.lint(["bad.json"], files: ["bad.json": "{\"sections\": [}"])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("bad.json:1:15: error: malformed JSON"))
  }

  @Test func troubleExitsTwo() throws {
    for (arguments, message) in [
      ([], "'lint' takes one input or more; found 0"),
      (["missing.csv"], "missing.csv: cannot read"),
      (["a.csv", "--key", "nope"], "no column 'nope' to key the rows by"),
      (["a.csv", "--full"], "unknown option '--full'"),
    ] {
      let result = try Self.lint(arguments, files: ["a.csv": "id\na\n"])
      #expect(result.status == 2, "\(arguments)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
    }
  }
}
