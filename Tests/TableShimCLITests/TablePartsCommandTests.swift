import Foundation
import Testing

private let players = """
  Name,Goals,Assists,Caps
  Messi,112,58,191
  Son,51,30,127

  """

private let parts = [
  "-f", "csv", "--title", "Players", "--subtitle", "Season 2024", "--note", "Source: FIFA.",
  "--note", "Caps: all matches.", "--spanner", "Attack=Goals,Assists", "--spanner",
  "Stats=Attack,Caps",
]

@Suite struct TablePartsCommandTests {
  @Test func theOptionsSetTheSubtitleNotesAndSpanners() throws {
    let result = try TableShimProcess.run(parts, input: players)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        Players
        =======
        Season 2024

                      Stats        
               --------------------
                   Attack          
               --------------      
        Name   Goals  Assists  Caps
        -----  -----  -------  ----
        Messi    112       58   191
        Son       51       30   127

        Source: FIFA.
        Caps: all matches.

        """)
  }

  @Test func jsonAndListFilesKeepEveryPartThroughARoundTrip() throws {
    for format in ["json", "list"] {
      let first = try TableShimProcess.run(parts + ["-t", format], input: players)
      #expect(first.status == 0, "\(first.error)")
      let again = try TableShimProcess.run(["-f", format, "-t", format], input: first.output)
      #expect(again.status == 0, "\(again.error)")
      #expect(again.output == first.output, "\(format)")
      let text = try TableShimProcess.run(["-f", format], input: first.output)
      let direct = try TableShimProcess.run(parts, input: players)
      #expect(text.output == direct.output, "\(format)")
    }
  }

  @Test func csvAndTSVWarnThatTheyDropTheSubtitleAndNotes() throws {
    for format in ["csv", "tsv"] {
      let result = try TableShimProcess.run(parts + ["-t", format], input: players)
      #expect(result.status == 0)
      #expect(
        result.error
          == "tableshim: warning: \(format) has no place for a subtitle, source notes or "
          + "footnotes; "
          + "they are left out\n")
      #expect(result.output.hasPrefix(format == "csv" ? "Name,Stats › Attack › Goals," : "Name\t"))
    }
    let plain = try TableShimProcess.run(["-f", "csv", "-t", "csv"], input: players)
    #expect(plain.error.isEmpty)
  }

  /// An input's own subtitle and notes, with nothing on the command line, are warned of too
  /// (one input read with nothing to add goes straight to the shim otherwise).
  @Test func csvAndTSVWarnOfTheInputsOwnSubtitleAndNotes() throws {
    let list =
      "# Players\n@subtitle Season 2024\n@note Source: FIFA.\n\n@columns Name | Goals\n- Messi | 112\n"
    for format in ["csv", "tsv"] {
      let result = try TableShimProcess.run(["-f", "list", "-t", format], input: list)
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.hasPrefix("tableshim: warning: \(format) has no place for a subtitle"))
    }
    let markdown = try TableShimProcess.run(["-f", "list", "-t", "md"], input: list)
    #expect(markdown.status == 0 && markdown.error.isEmpty, "\(markdown.error)")
    #expect(markdown.output.contains("Season 2024") && markdown.output.contains("Source: FIFA."))
  }

  @Test(arguments: [
    (
      ["--spanner", "Stats"],
      "bad value 'Stats' for '--spanner'; expected LABEL=COLUMN,COLUMN,... with one '='"
    ),
    (
      ["--spanner", "=Goals"],
      "bad value '=Goals' for '--spanner'; expected a label and column titles that are not empty, as in 'Stats=Goals,Assists'"
    ),
    (
      ["--spanner", "A=Goals", "--spanner", "A=Caps"],
      "bad value 'A=Caps' for '--spanner'; expected each spanner label once; 'A' is given twice"
    ),
    (
      ["--spanner", "A=Goals", "--spanner", "B=Goals"],
      "bad value 'B=Goals' for '--spanner'; expected 'Goals' under one spanner at a level, but it is under 'A' and 'B'"
    ),
    (
      ["--spanner", "A=B", "--spanner", "B=A"],
      "bad value 'A=B' for '--spanner'; expected spanners that do not sit under each other in a ring"
    ),
    (
      ["--spanner", "A=Goal"],
      "bad value 'A=Goal' for '--spanner'; expected column titles ('Name', 'Goals', 'Assists', 'Caps') or other spanners' labels; 'Goal' is neither"
    ),
    (
      ["--spanner", "A=Name,Caps"],
      "bad value 'A=Name,Caps' for '--spanner'; expected columns side by side; 'Goals' stands between the columns of 'A'"
    ),
    (
      ["--spanner", "Caps=Goals"],
      "bad value 'Caps=Goals' for '--spanner'; expected a label that is not a column's title: 'Caps' is one"
    ),
  ])
  func badSpannersAreUsageErrors(arguments: [String], message: String) throws {
    let result = try TableShimProcess.run(["-f", "csv"] + arguments, input: players)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("tableshim: \(message)\n"), "\(result.error)")
  }

  @Test func aBackslashKeepsACommaInATitle() throws {
    let input = "Name,\"Goals, total\",Caps\nMessi,112,191\n"
    let result = try TableShimProcess.run(
      ["-f", "csv", "-t", "markdown", "--spanner", #"Stats=Goals\, total,Caps"#], input: input)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("| Name  | Stats › Goals, total | Stats › Caps |"))
  }
  @Test func joinedInputsKeepTheFirstSubtitleAndEveryNote() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "parts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appending(path: "a.list")
    let second = folder.appending(path: "b.list")
    try "@subtitle First\n- a\n@note From a.\n".write(to: first, atomically: true, encoding: .utf8)
    try "@subtitle Second\n- b\n@note From b.\n".write(
      to: second, atomically: true, encoding: .utf8)
    let joined = try TableShimProcess.run(
      [first.path, second.path, "--note", "Given.", "-t", "markdown"])
    #expect(joined.status == 0, "\(joined.error)")
    #expect(joined.output == "*First*\n\n- a\n\n+ b\n\nFrom a.\n\nFrom b.\n\nGiven.\n")
    let replaced = try TableShimProcess.run(
      [first.path, second.path, "--subtitle", "Both", "-t", "markdown"])
    #expect(replaced.output.hasPrefix("*Both*\n\n- a\n"))
  }
}
