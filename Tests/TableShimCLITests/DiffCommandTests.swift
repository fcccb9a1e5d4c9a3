import Foundation
import Testing

/// `tableshim diff`, run as a process.
@Suite struct DiffCommandTests {
  static let oldCSV = "id,Name,Goals\nm,Messi,112\ns,Son,51\nk,Kane,66\nb,Mbappé,48\n"
  static let newCSV = "id,Name,Goals\nb,Mbappé,48\nm,Messi,112\ns,Son,52\nh,Haaland,31\n"

  /// Runs `tableshim diff` in a folder holding the named files.
  static func diff(_ arguments: [String], files: [String: String]) throws
    -> TableShimProcess.Result
  {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appending(path: name))
    }
    return try TableShimProcess.run(["diff"] + arguments, in: folder)
  }

  @Test func sameTablesExitZeroAndWriteNothing() throws {
    let result = try Self.diff(
      ["a.csv", "b.csv", "--key", "id"], files: ["a.csv": Self.oldCSV, "b.csv": Self.oldCSV])
    #expect(result.status == 0)
    #expect(result.output.isEmpty && result.error.isEmpty)
  }

  @Test func differentTablesExitOneWithMarksAndASummary() throws {
    let result = try Self.diff(
      ["old.csv", "new.csv", "--key", "id"],
      files: ["old.csv": Self.oldCSV, "new.csv": Self.newCSV])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map { String($0) }
    #expect(lines.contains { $0.hasPrefix(">") && $0.contains("Mbappé") && $0.contains("row 4") })
    #expect(lines.contains { $0.hasPrefix("~") && $0.contains("51 → 52") })
    #expect(lines.contains { $0.hasPrefix("-") && $0.contains("Kane") })
    #expect(lines.contains { $0.hasPrefix("+") && $0.contains("Haaland") })
    #expect(lines.last == "1 inserted, 1 deleted, 1 moved, 1 changed")
  }

  @Test func idsEqualAsStringsPairAndRepeatAlthoughTheirBytesDiffer() throws {
    // The Kelvin sign is canonically the letter K; the Greek varia, the grave accent.
    let old = "id,v\nK,1\na,2\nb,3\n"
    let new = "id,v\n\u{212A},1\na,2\nc,4\n"
    let paired = try Self.diff(
      ["old.csv", "new.csv", "--key", "id"], files: ["old.csv": old, "new.csv": new])
    #expect(paired.status == 1)
    #expect(paired.output.hasSuffix("1 inserted, 1 deleted, 0 moved, 0 changed\n"))
    let repeated = try Self.diff(
      ["old.csv", "dup.csv", "--key", "id"],
      files: ["old.csv": old, "dup.csv": "id,v\n`,1\n\u{1FEF},2\n"])
    #expect(repeated.status == 2)
    #expect(repeated.error.contains("dup.csv:3:1: duplicate row id"))
  }

  @Test func withoutAKeyRowsPairByContent() throws {
    let result = try Self.diff(
      ["old.csv", "new.csv"], files: ["old.csv": Self.oldCSV, "new.csv": Self.newCSV])
    #expect(result.status == 1)
    #expect(result.output.hasSuffix("2 inserted, 2 deleted, 1 moved, 0 changed\n"))
  }

  @Test func everyInputFormatIsCompared() throws {
    let pairs: [(String, String, String)] = [
      ("list", "## A\n- one\n- two\n", "## A\n- one\n- three\n"),
      ("csv", "x\none\ntwo\n", "x\none\nthree\n"),
      ("tsv", "x\tv\none\t1\ntwo\t2\n", "x\tv\none\t1\nthree\t2\n"),
      (
        "json", #"{"sections": [{"rows": [{"cells": ["one"]}, {"cells": ["two"]}]}]}"#,
        #"{"sections": [{"rows": [{"cells": ["one"]}, {"cells": ["three"]}]}]}"#
      ),
    ]
    for (format, old, new) in pairs {
      let result = try Self.diff(
        ["old.\(format)", "new.\(format)"],
        files: ["old.\(format)": old, "new.\(format)": new])
      #expect(result.status == 1, "\(format): \(result.error)")
      #expect(result.output.contains("three"), "\(format)")
      #expect(result.output.hasSuffix("1 inserted, 1 deleted, 0 moved, 0 changed\n"), "\(format)")
      let same = try Self.diff(
        ["old.\(format)", "again.\(format)"], files: ["old.\(format)": old, "again.\(format)": old])
      #expect(same.status == 0, "\(format)")
    }
  }

  @Test func oneInputMayBeStandardInput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.newCSV.utf8).write(to: folder.appending(path: "new.csv"))
    let result = try TableShimProcess.run(
      ["diff", "-", "new.csv", "-f", "csv", "--key", "id"], input: Self.oldCSV, in: folder)
    #expect(result.status == 1, "\(result.error)")
    #expect(result.output.hasSuffix("1 inserted, 1 deleted, 1 moved, 1 changed\n"))
    let both = try TableShimProcess.run(["diff", "-", "-"], input: "", in: folder)
    #expect(both.status == 2 && both.error.contains("since OLD is standard input"))
  }

  @Test func listFileAndJSONIDsPairRowsAndSections() throws {
    let oldList = "## Forwards {#fw}\n- Messi | 112 {#messi}\n- Son | 51 {#son}\n"
    let newList = "## Strikers {#fw}\n- Son | 52 {#son}\n- Messi | 112 {#messi}\n"
    let list = try Self.diff(["a.list", "b.list"], files: ["a.list": oldList, "b.list": newList])
    #expect(list.status == 1)
    #expect(list.output.hasPrefix("~ Forwards → Strikers\n"))
    #expect(list.output.contains("- >~ Son | 51 → 52 (from row 2)\n- Messi | 112\n"))
    #expect(
      list.output.hasSuffix("0 inserted, 0 deleted, 1 moved, 1 changed; sections: 1 changed\n"))
    let oldJSON =
      #"{"sections": [{"id": "s", "header": "A", "rows": [{"id": "x", "cells": ["1"]}]}]}"#
    let newJSON =
      #"{"sections": [{"id": "s", "header": "B", "rows": [{"id": "x", "cells": ["2"]}]}]}"#
    let json = try Self.diff(["a.json", "b.json"], files: ["a.json": oldJSON, "b.json": newJSON])
    #expect(json.status == 1)
    #expect(json.output.contains("~ 1 → 2"))
    #expect(
      json.output.hasSuffix("0 inserted, 0 deleted, 0 moved, 1 changed; sections: 1 changed\n"))
    let duplicate =
      #"{"sections": [{"rows": [{"id": "x", "cells": ["1"]}, {"id": "x", "cells": ["2"]}]}]}"#
    let refused = try Self.diff(
      ["a.json", "d.json"], files: ["a.json": oldJSON, "d.json": duplicate])
    #expect(refused.status == 2)
    #expect(refused.error.contains("d.json: section 1, row 2: duplicate row id 'x'"))
  }

  /// The same two tables of several thousand rows as CSV (read as bytes), list files and
  /// JSON (read as events, their rows given back to the decoders) give the same difference.
  @Test func csvListFilesAndJSONOfTheSameTablesGiveTheSameDifference() throws {
    let oldIDs = Array(0..<5_000)
    var newIDs = oldIDs.filter { $0 % 9 != 4 }
    let moved = newIDs.enumerated().filter { $0.offset % 37 == 5 }.map(\.element)
    newIDs.removeAll { moved.contains($0) }
    newIDs.insert(contentsOf: moved, at: 1_200)
    newIDs.insert(contentsOf: 9_000..<9_200, at: 3_000)
    func cells(_ id: Int, changed: Bool) -> [String] {
      ["\(id)", ["Mbappé \(id)", "손흥민", "Messi"][id % 3], "\(changed ? id + 1 : id % 50)"]
    }
    func files(_ name: String, _ ids: [Int], changes: Bool) -> [String: String] {
      let rows = ids.map { cells($0, changed: changes && $0 % 13 == 6) }
      let json = rows.map { row in
        "{\"cells\": [" + row.map { "\"\($0)\"" }.joined(separator: ", ")
          + "], \"id\": \"\(row[0])\"}"
      }
      return [
        "\(name).csv": "id,Name,Goals\n" + rows.map { $0.joined(separator: ",") + "\n" }.joined(),
        "\(name).list": "@columns id | Name | Goals\n"
          + rows.map { "- " + $0.joined(separator: " | ") + " {#\($0[0])}\n" }.joined(),
        "\(name).json": #"{"sections": [{"columns": ["id", "Name", "Goals"], "rows": ["#
          + json.joined(separator: ",\n") + "]}]}\n",
      ]
    }
    let all = files("old", oldIDs, changes: false).merging(files("new", newIDs, changes: true)) {
      $1
    }
    for flags in [[], ["-t", "md"], ["-t", "html"], ["--full"]] {
      let csv = try Self.diff(["old.csv", "new.csv", "--key", "id"] + flags, files: all)
      #expect(csv.status == 1, "\(csv.error)")
      #expect(csv.output.contains("200 inserted, 556 deleted, "), "\(flags)")
      for format in ["list", "json"] {
        let found = try Self.diff(["old.\(format)", "new.\(format)"] + flags, files: all)
        #expect(found.status == 1, "\(format) \(flags): \(found.error)")
        #expect(found.output == csv.output, "\(format) \(flags)")
      }
    }
  }

  @Test func markdownAndHTMLShowTheChanges() throws {
    let files = ["old.csv": Self.oldCSV, "new.csv": Self.newCSV]
    let markdown = try Self.diff(["old.csv", "new.csv", "--key", "id", "-t", "md"], files: files)
    #expect(markdown.status == 1)
    #expect(markdown.output.contains("| \\~  | s   | Son     | 51 → 52 |"))
    let html = try Self.diff(["old.csv", "new.csv", "--key=id", "-t", "html"], files: files)
    #expect(html.status == 1)
    #expect(html.output.contains("<td><del>51</del> <ins>52</ins></td>"))
    #expect(html.output.contains("<tr class=\"deleted\"><td>-</td><td><del>k</del></td>"))
    #expect(
      html.output.contains("<p class=\"summary\">1 inserted, 1 deleted, 1 moved, 1 changed</p>"))
  }

  @Test func unchangedRowsAreCollapsedUnlessFull() throws {
    let old = "id,v\n" + (1...20).map { "\($0),\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "10,10\n", with: "10,ten\n")
    let files = ["old.csv": old, "new.csv": new]
    let collapsed = try Self.diff(["old.csv", "new.csv", "--key", "id"], files: files)
    #expect(collapsed.output.contains("6 unchanged rows"))
    #expect(collapsed.output.contains("7 unchanged rows"))
    let narrow = try Self.diff(["old.csv", "new.csv", "--key", "id", "-U", "0"], files: files)
    #expect(
      narrow.output.contains("9 unchanged rows") && narrow.output.contains("10 unchanged rows"))
    let full = try Self.diff(["old.csv", "new.csv", "--key", "id", "--full"], files: files)
    #expect(!full.output.contains("unchanged rows") && full.output.contains("20"))
  }

  @Test func outputGoesToAFileReplacedOnlyOnSuccess() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.oldCSV.utf8).write(to: folder.appending(path: "old.csv"))
    try Data(Self.newCSV.utf8).write(to: folder.appending(path: "new.csv"))
    let result = try TableShimProcess.run(
      ["diff", "old.csv", "new.csv", "--key", "id", "-o", "changes.html"], in: folder)
    #expect(result.status == 1 && result.output.isEmpty)
    let written = try String(contentsOf: folder.appending(path: "changes.html"), encoding: .utf8)
    #expect(written.contains("<ins>Haaland</ins>"))
  }

  @Test func troubleExitsTwoWithAPositionedMessage() throws {
    let files = [
      "old.csv": Self.oldCSV, "bad.csv": "id,Name\n\"open,x\n", "dup.csv": "id,v\na,1\na,2\n",
    ]
    let cases: [([String], String)] = [
      (["old.csv"], "'diff' takes two inputs, OLD and NEW; found 1"),
      (["old.csv", "missing.csv"], "missing.csv: cannot read"),
      (["old.csv", "bad.csv"], "bad.csv:2:1: quoted field has no closing quote"),
      (["old.csv", "dup.csv", "--key", "id"], "dup.csv:3:1: duplicate row id 'a'"),
      (
        ["old.csv", "old.csv", "--key", "nope"], "old.csv:1:1: no column 'nope' to key the rows by"
      ),
      (["old.csv", "old.csv", "-U", "x"], "bad value 'x' for '--context'"),
      (["old.csv", "old.csv", "--search", "x"], "unknown option '--search'"),
      (["old.txt", "old.csv"], "cannot tell the format of 'old.txt'"),
    ]
    for (arguments, message) in cases {
      let result = try Self.diff(arguments, files: files)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.output.isEmpty, "\(arguments)")
      #expect(result.error.hasPrefix("tableshim diff: "), "\(arguments)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
    }
  }

  @Test func aFileNamedDiffIsStillRendered() throws {
    let files = ["diff": "- a row\n"]
    let plain = try Self.diff([], files: [:])
    #expect(plain.status == 2)
    for arguments in [["./diff"], ["--", "diff"]] {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data(files["diff"]!.utf8).write(to: folder.appending(path: "diff"))
      let result = try TableShimProcess.run(["-f", "list"] + arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(result.output.contains("a row"), "\(arguments)")
    }
  }

  @Test func theHelpOfEachSubcommandListsItsOptionsAndTheDocsDescribeThem() throws {
    let root = TableShimProcess.root
    let reference = try String(contentsOf: root.appending(path: "Docs/CLI.md"), encoding: .utf8)
    let manual = try String(contentsOf: root.appending(path: "Docs/tableshim.1"), encoding: .utf8)
    for command in ["diff", "lint"] {
      let help = try TableShimProcess.run([command, "--help"])
      #expect(help.status == 0 && help.output.hasPrefix("tableshim \(command): "))
      let options = help.output.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  "), line.drop(while: { $0 == " " }).hasPrefix("-"),
          let range = line.firstRange(of: "--")
        else { return nil }
        return String(line[range.lowerBound...].prefix { $0 != " " && $0 != "," })
      }
      #expect(options.count >= 5)
      for option in options {
        #expect(reference.contains("`\(option)"), "Docs/CLI.md lacks \(command) \(option)")
        #expect(manual.contains("Fl -\(option.dropFirst(2))"), "Docs/tableshim.1 lacks \(option)")
      }
    }
  }
}
