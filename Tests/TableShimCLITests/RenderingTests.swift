import Foundation
import Testing

private let list = """
  # Players
  ## Forwards
  @columns Name | Goals
  - Messi | 112
  - 손흥민 | 51
  > Goals.

  """

@Suite struct RenderingTests {
  @Test func theReadmeCommandRendersTheExampleInEveryFormat() throws {
    for (format, marker) in [
      ("text", "Soccer players\n=============="), ("markdown", "# Soccer players"),
      ("html", "<h1>Soccer players</h1>"),
    ] {
      let result = try TableShimProcess.run(["Examples/players.list", "-t", format])
      #expect(result.status == 0, "\(format): \(result.error)")
      #expect(result.output.contains(marker), "\(format)")
      #expect(result.output.contains("Son Heung-min"))
      #expect(result.error.isEmpty)
    }
  }

  @Test func standardInputIsTheDefaultAndDash() throws {
    let expected = """
      Players
      =======

      Forwards
      --------
      Name    Goals
      ------  -----
      Messi     112
      손흥민     51

      Goals.

      """
    #expect(try TableShimProcess.run([], input: list).output == expected)
    #expect(try TableShimProcess.run(["-"], input: list).output == expected)
    #expect(try TableShimProcess.run(["-t", "txt", "-"], input: list).output == expected)
  }

  @Test func markdownAliasesAllWork() throws {
    let expected = try TableShimProcess.run(["-t", "markdown"], input: list).output
    #expect(expected.hasPrefix("# Players\n\n## Forwards\n\n| Name"))
    for alias in ["md", "gfm", "Markdown"] {
      #expect(try TableShimProcess.run(["-t", alias], input: list).output == expected)
    }
    #expect(try TableShimProcess.run(["--to=md"], input: list).output == expected)
    #expect(try TableShimProcess.run(["-tmd"], input: list).output == expected)
  }

  @Test func standaloneMakesACompletePage() throws {
    let fragment = try TableShimProcess.run(["-t", "html"], input: list).output
    #expect(fragment.hasPrefix("<article class=\"tableshim\">"))
    let page = try TableShimProcess.run(["-t", "html", "-s"], input: list).output
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<title>Players</title>"))
  }

  @Test func severalInputsAreJoinedAsSectionsInOrder() throws {
    let result = try TableShimProcess.run(
      ["-", "Examples/players.list", "-t", "md", "--layout", "list"], input: list)
    #expect(result.status == 0, "\(result.error)")
    let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(headers == ["# Players", "## Forwards", "## Forwards", "## Midfielders", "## Retired"])
  }

  @Test func titleReplacesTheInputsTitles() throws {
    let result = try TableShimProcess.run(
      ["--title", "Scorers <1>", "-t", "html", "-s"], input: list)
    #expect(result.output.contains("<title>Scorers &lt;1&gt;</title>"))
    #expect(!result.output.contains("<h1>Players</h1>"))
  }

  @Test func searchKeepsMatchingRowsAndMarksThem() throws {
    let result = try TableShimProcess.run(["--search", "손", "--layout", "list"], input: list)
    #expect(result.output.contains("- «손»흥민 — 51"))
    #expect(!result.output.contains("Messi"))
    let none = try TableShimProcess.run(["--search", "zzz"], input: list)
    #expect(none.status == 0)
    #expect(none.output.contains("No rows match “zzz”."))
  }

  @Test func layoutStyleAndWidthShapeTextGrids() throws {
    let listed = try TableShimProcess.run(["--layout", "list"], input: list).output
    #expect(listed.contains("- Messi — 112"))
    let rounded = try TableShimProcess.run(["--style", "rounded"], input: list).output
    #expect(rounded.contains("╭────────┬───────╮"))
    let ascii = try TableShimProcess.run(["--style", "ascii", "--width", "12"], input: list).output
    let widths = ascii.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
      .map(\.count)
    #expect(widths.allSatisfy { $0 <= 12 })
    #expect(!widths.isEmpty)
  }

  @Test func noPaddingWritesMarkdownTablesWithOneSpaceAroundEachCell() throws {
    let padded = try TableShimProcess.run(["-t", "md"], input: list).output
    #expect(padded.contains("| 손흥민 |    51 |"))
    let unpadded = try TableShimProcess.run(["-t", "md", "--no-padding"], input: list)
    #expect(unpadded.status == 0)
    #expect(unpadded.output.contains("| Name | Goals |\n| :-- | --: |\n| Messi | 112 |\n"))
    #expect(unpadded.output.contains("| 손흥민 | 51 |\n"))
    // Text output has no padding to drop: the flag changes nothing there.
    let text = try TableShimProcess.run([], input: list).output
    #expect(try TableShimProcess.run(["--no-padding"], input: list).output == text)
  }

  @Test func formatsComeFromExtensionsOrFlags() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = "Name,Goals\nMessi,112\n"
    try csv.write(to: folder.appending(path: "scores.csv"), atomically: true, encoding: .utf8)
    try csv.write(to: folder.appending(path: "scores.txt"), atomically: true, encoding: .utf8)
    let fromExtension = try TableShimProcess.run(["scores.csv", "-t", "md"], in: folder)
    #expect(fromExtension.output == "| Name  | Goals |\n| :---- | ----: |\n| Messi |   112 |\n")
    let fromFlag = try TableShimProcess.run(["-f", "csv", "scores.txt", "-t", "md"], in: folder)
    #expect(fromFlag.output == fromExtension.output)
    for (file, prefix) in [
      ("out.md", "| Name"), ("out.html", "<article"), ("out.txt", "Name"),
      ("out.unknown", "Name"),
    ] {
      #expect(try TableShimProcess.run(["scores.csv", "-o", file], in: folder).status == 0)
      let written = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
      #expect(written.hasPrefix(prefix), "\(file)")
    }
  }

  @Test func groupByMakesOneSectionPerValue() throws {
    let result = try TableShimProcess.run(["Examples/scores.csv", "--group-by", "Team", "-t", "md"])
    #expect(result.status == 0, "\(result.error)")
    let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(headers == ["## 대한민국", "## France", "## Argentina"])
  }

  @Test func jsonAndTSVInputsRender() throws {
    let json = try TableShimProcess.run(["Examples/players.json", "-t", "md", "--layout", "list"])
    #expect(json.status == 0, "\(json.error)")
    #expect(json.output.contains("- [x] Zinédine Zidane"))
    let tsv = try TableShimProcess.run(["-f", "tsv", "-t", "md"], input: "a\tb\n1\t2\n")
    #expect(tsv.output == "|   a |   b |\n| --: | --: |\n|   1 |   2 |\n")
  }
}

@Suite struct ErrorTests {
  @Test func badInputNamesFileLineAndColumnAndExitsOne() throws {
    let result = try TableShimProcess.run(["-"], input: "# T\n## S\n@columns a | b\n- 1 | 2 | 3\n")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("tableshim: <stdin>:4:"))
    #expect(result.error.contains("row has 3 cells; section has 2 columns"))
  }

  @Test func aMissingFileIsAnError() throws {
    let result = try TableShimProcess.run(["nowhere.list"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("tableshim: nowhere.list"))
  }

  @Test func checkValidatesAndWritesNothing() throws {
    let good = try TableShimProcess.run(["--check", "Examples/players.list", "Examples/scores.csv"])
    #expect(good.status == 0)
    #expect(good.output.isEmpty && good.error.isEmpty)
    let bad = try TableShimProcess.run(["--check", "-"], input: "* not a row\n")
    #expect(bad.status == 1)
    #expect(bad.output.isEmpty)
    #expect(bad.error.hasPrefix("tableshim: <stdin>:1:1: "))
  }

  @Test func aFailedRunLeavesTheOutputFileByteForByte() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appending(path: "players.html")
    let original = Data("precious\u{0}bytes\n".utf8)
    try original.write(to: target)
    let bad = "## S\n@columns a\n" + String(repeating: "- ok\n", count: 50_000) + "- 1 | 2\n"
    let result = try TableShimProcess.run(["-", "-o", "players.html"], input: bad, in: folder)
    #expect(result.status == 1)
    #expect(try Data(contentsOf: target) == original)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["players.html"])
  }

  @Test func aSuccessfulRunReplacesTheOutputFileAndKeepsItsMode() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appending(path: "out.md")
    try Data("old".utf8).write(to: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    let result = try TableShimProcess.run(["-", "-o", "out.md"], input: list, in: folder)
    #expect(result.status == 0)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("# Players"))
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.md"])
  }

  @Test func anUnwritableOutputFolderIsAnError() throws {
    let result = try TableShimProcess.run(["-", "-o", "/nonexistent/folder/out.md"], input: list)
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("tableshim: /nonexistent/folder/out.md: cannot write"))
  }
}
