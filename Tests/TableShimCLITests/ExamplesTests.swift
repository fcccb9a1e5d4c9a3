import Foundation
import TableShimTesting
import Testing

/// Runs each built example as a process and compares what it prints with its snapshot in
/// `__Snapshots__/ExamplesTests/`, named after the example and its arguments.
@Suite struct ExamplesTests {
  static let runs: [(example: String, arguments: [String])] =
    [
      ("SoccerPlayers", []), ("SoccerPlayers", ["markdown"]), ("SoccerPlayers", ["html"]),
      ("SoccerPlayers", ["text", "손"]), ("SoccerPlayers", ["markdown", "e"]),
      ("IntList", []), ("IntList", ["markdown"]), ("IntList", ["html"]),
      ("Repositories", []), ("Repositories", ["markdown"]), ("Repositories", ["html"]),
      ("StatefulRows", []), ("StatefulRows", ["markdown"]), ("StatefulRows", ["html"]),
    ] + showcaseFormats.map { ("Showcase", [$0]) }

  /// Every output format, which the showcase table is snapshotted in.
  static let showcaseFormats = [
    "text", "markdown", "html", "json", "csv", "tsv", "list", "latex", "rst", "asciidoc", "org",
    "mediawiki", "jira",
  ]

  @Test(arguments: runs.indices)
  func exampleOutputMatchesItsGoldenFile(_ index: Int) throws {
    let (example, arguments) = Self.runs[index]
    let result = try TableShimProcess.run(arguments, executable: example)
    #expect(result.status == 0, "\(example) failed: \(result.error)")
    let name = ([example] + arguments).joined(separator: "-")
    assertSnapshot(of: result.output, as: .lines, named: name)
  }

  /// The list file `Examples/cars.list` is the showcase table: the CLI renders it as the
  /// example renders its model, byte for byte, in every output format.
  @Test(arguments: showcaseFormats)
  func theShowcaseListFileIsTheShowcaseModel(_ format: String) throws {
    let example = try TableShimProcess.run([format], executable: "Showcase")
    let listFile = try TableShimProcess.run(
      ["Examples/cars.list", "-t", format, "--section-column", "Origin"])
    #expect(example.status == 0 && listFile.status == 0, "\(example.error)\(listFile.error)")
    #expect(listFile.output == example.output)
  }

  @Test(arguments: ["SoccerPlayers", "IntList", "Repositories", "StatefulRows", "Showcase"])
  func anUnknownFormatIsAUsageError(_ example: String) throws {
    let result = try TableShimProcess.run(["pdf"], executable: example)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("usage: \(example)"))
    #expect(result.output.isEmpty)
  }

  @Test func aMissingJSONFileIsAnErrorNotACrash() throws {
    let result = try TableShimProcess.run(
      ["text", "/nonexistent/players.json"], executable: "Repositories")
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("Repositories: "))
  }
}
