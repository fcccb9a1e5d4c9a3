import Foundation
import TableShimTesting
import Testing

/// The footnotes fixture: a title, a column, a spanner, a section header and cells with
/// footnotes, one note given twice.
private let fixture = "Tests/Conformance/footnotes.list"

/// The fixture's footnotes as command-line options, for its table without them.
private let options = [
  "--footnote", "title=As of June 2024.", "--footnote", "Goals=Including penalties.",
  "--footnote", "spanner:Record=International matches only.", "--footnote",
  "section:Retired=No longer playing for their country.", "--footnote",
  "cell:messi:Goals=Including penalties.", "--footnote", "cell:son:Caps=Estimated.",
  "--footnote", "cell:pele:Name=Edson Arantes do Nascimento.",
]

/// The fixture without its `@footnote` lines.
private func fixtureWithoutFootnotes() throws -> String {
  let text = try String(
    contentsOf: TableShimProcess.root.appending(path: fixture), encoding: .utf8)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.hasPrefix("@footnote") }.joined(separator: "\n")
}

@Suite struct FootnotesCommandTests {
  /// Every output format, which the fixture is snapshotted in.
  static let formats = [
    "text", "markdown", "html", "json", "csv", "tsv", "list", "latex", "rst", "asciidoc", "org",
    "mediawiki", "jira",
  ]

  @Test(arguments: formats)
  func theFixtureRendersWithItsFootnotesInEveryFormat(_ format: String) throws {
    // CSV and TSV tell the sections apart by a column of their headers.
    let sections = ["csv", "tsv"].contains(format) ? ["--section-column", "Status"] : []
    let result = try TableShimProcess.run([fixture, "-t", format] + sections)
    #expect(result.status == 0, "\(result.error)")
    assertSnapshot(of: result.output, as: .lines, named: "Footnotes-\(format)")
  }

  @Test(arguments: ["text", "markdown", "html", "json", "list"])
  func theOptionsSayWhatTheListFileSays(_ format: String) throws {
    let fromFile = try TableShimProcess.run([fixture, "-t", format])
    let fromOptions = try TableShimProcess.run(
      ["-f", "list", "-t", format] + options, input: try fixtureWithoutFootnotes())
    #expect(fromOptions.status == 0, "\(fromOptions.error)")
    #expect(fromOptions.error.isEmpty)
    #expect(fromOptions.output == fromFile.output)
  }

  @Test func jsonAndListFilesKeepTheFootnotesThroughARoundTrip() throws {
    let json = try TableShimProcess.run([fixture, "-t", "json", "--footnote-marks", "symbols"])
    #expect(json.status == 0, "\(json.error)")
    let jsonAgain = try TableShimProcess.run(["-f", "json", "-t", "json"], input: json.output)
    #expect(jsonAgain.output == json.output)
    let list = try TableShimProcess.run(["-f", "json", "-t", "list"], input: json.output)
    let listAgain = try TableShimProcess.run(["-f", "list", "-t", "json"], input: list.output)
    #expect(listAgain.output == json.output)
    let text = try TableShimProcess.run(["-f", "list"], input: list.output)
    #expect(text.output.hasPrefix("Top scorers*\n"))
    #expect(text.output.contains("\n‡ Including penalties.\n"))
  }

  @Test func footnotesAfterSectionListsEachSectionsNotesAfterIt() throws {
    let result = try TableShimProcess.run([fixture, "--footnotes-after", "section"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains(
        "\n\n¹ As of June 2024.\n² International matches only.\n³ Including penalties.\n"
          + "⁴ Estimated.\n\nRetired⁵\n"), "\(result.output)")
    #expect(
      result.output.hasSuffix(
        "\n\n⁵ No longer playing for their country.\n⁶ Edson Arantes do Nascimento.\n\n"
          + "Source: FIFA.\n"), "\(result.output)")
    // JSON and the list file keep the choice, and reading them back renders the same.
    for format in ["json", "list"] {
      let data = try TableShimProcess.run([fixture, "-t", format, "--footnotes-after", "section"])
      let again = try TableShimProcess.run(["-f", format], input: data.output)
      #expect(again.output == result.output, "\(format)")
    }
    // The option replaces the input's choice.
    let list = try TableShimProcess.run([fixture, "-t", "list", "--footnotes-after", "section"])
    let table = try TableShimProcess.run(
      ["-f", "list", "--footnotes-after", "table"], input: list.output)
    #expect(table.output == (try TableShimProcess.run([fixture])).output)
    let bad = try TableShimProcess.run([fixture, "--footnotes-after", "sections"])
    #expect(bad.status == 2)
    #expect(
      bad.error.hasPrefix(
        "tableshim: bad value 'sections' for '--footnotes-after'; expected table, section\n"))
  }

  @Test func marksCanBeLettersOrSymbols() throws {
    let letters = try TableShimProcess.run([fixture, "--footnote-marks", "letters"])
    #expect(letters.output.hasPrefix("Top scorersᵃ\n"))
    #expect(letters.output.contains("\nᶠ Edson Arantes do Nascimento.\n"))
    let symbols = try TableShimProcess.run([fixture, "--footnote-marks", "symbols"])
    #expect(symbols.output.contains("\n** Edson Arantes do Nascimento.\n"))
  }

  @Test(arguments: [
    (
      ["--footnote", "Goals"],
      "bad value 'Goals' for '--footnote'; expected TARGET=TEXT, where TARGET is title, a column title, column:TITLE, spanner:LABEL, section:HEADER or cell:ROWID:COLUMN"
    ),
    (
      ["--footnote", "cell:son=x"],
      "bad value 'cell:son=x' for '--footnote'; expected 'cell:ROWID:COLUMN' at character 6"
    ),
    (
      ["--footnote", "Assists=x"],
      "bad value 'Assists=x' for '--footnote'; expected a target of the input; no section has a column titled 'Assists'"
    ),
    (
      ["--footnote", "spanner:Stats=x"],
      "bad value 'spanner:Stats=x' for '--footnote'; expected a target of the input; no column is under a spanner labelled 'Stats'"
    ),
    (
      ["--footnote-marks", "roman"],
      "bad value 'roman' for '--footnote-marks'; expected numbers, letters, symbols"
    ),
  ])
  func aBadFootnoteOptionIsAUsageError(_ arguments: [String], _ message: String) throws {
    let result = try TableShimProcess.run([fixture] + arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("tableshim: \(message)\n"), "\(result.error)")
  }

  @Test func aNoteOnARowIDThatNeverAppearsIsAWarning() throws {
    let result = try TableShimProcess.run([fixture, "--footnote", "cell:kane:Goals=x"])
    #expect(result.status == 0)
    #expect(
      result.error
        == "tableshim: warning: --footnote 'cell:kane:Goals=x': no row has the id 'kane'; "
        + "the note is not shown\n")
    #expect(!result.output.contains("x\n"))
    let file = FileManager.default.temporaryDirectory.appending(path: "footnote-check.list")
    try "@footnote cell:kane:Goals = x\n@columns Name | Goals\n- Son | 1 {#son}\n"
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = try TableShimProcess.run(["--check", file.path])
    #expect(check.status == 0)
    #expect(check.error.contains("no row has the id 'kane'"), "\(check.error)")
  }

  @Test func csvLeavesTheFootnotesOutAndSaysSo() throws {
    let result = try TableShimProcess.run([fixture, "-t", "csv", "--section-column", "Status"])
    #expect(result.status == 0)
    #expect(result.error.contains("no place for a subtitle, source notes or footnotes"))
    #expect(!result.output.contains("¹") && !result.output.contains("Including"))
  }
}
