import Foundation
import Testing

private let scores = """
  Name,Score,Share,Due
  Ana,1234.5,0.123,2024-03-05
  Bo,,0.5,2024-12-25
  Cy,abc,,soon

  """

private let formatOptions = [
  "--format", "Score=number:2", "--format", "Share=percent:1", "--format",
  "Due=date:d MMM yyyy", "--missing", "—", "--missing", "Share=n/a",
]

@Suite struct ColumnFormatCommandTests {
  @Test func formatsAndMarksReachTheTextGrid() throws {
    let result = try TableShimProcess.run(["-f", "csv"] + formatOptions, input: scores)
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output == """
        Name     Score  Share  Due        
        ----  --------  -----  -----------
        Ana   1,234.50  12.3%  5 Mar 2024 
        Bo           —  50.0%  25 Dec 2024
        Cy         abc    n/a  soon       

        """)
  }

  @Test func formatsReachMarkdownAndHTML() throws {
    let markdown = try TableShimProcess.run(
      ["-f", "csv", "-t", "markdown"] + formatOptions, input: scores)
    #expect(markdown.output.contains("| Ana  | 1,234.50 | 12.3% | 5 Mar 2024  |"))
    #expect(markdown.output.contains("| ---: |") || markdown.output.contains("-------: |"))
    let html = try TableShimProcess.run(["-f", "csv", "-t", "html"] + formatOptions, input: scores)
    #expect(html.output.contains(">1,234.50<"))
    #expect(html.output.contains(">n/a<"))
    #expect(html.output.contains(">—<"))
  }

  @Test func jsonAndListOutputKeepTheCellsAndTheFormats() throws {
    let json = try TableShimProcess.run(["-f", "csv", "-t", "json"] + formatOptions, input: scores)
    #expect(json.output.contains(#"{"title": "Score", "format": "number:2", "missing": "—"}"#))
    #expect(json.output.contains(#"["Ana", "1234.5", "0.123", "2024-03-05"]"#))
    let again = try TableShimProcess.run(["-f", "json", "-t", "json"], input: json.output)
    #expect(again.output == json.output)
    let text = try TableShimProcess.run(["-f", "json"], input: json.output)
    let direct = try TableShimProcess.run(["-f", "csv"] + formatOptions, input: scores)
    #expect(text.output == direct.output)
    let list = try TableShimProcess.run(["-f", "csv", "-t", "list"] + formatOptions, input: scores)
    #expect(list.output.contains("@format Score = number:2\n"))
    let fromList = try TableShimProcess.run(["-f", "list"], input: list.output)
    #expect(fromList.output == direct.output)
  }

  @Test func checkWarnsOfCellsThatDoNotFitTheirFormat() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scores-\(UUID().uuidString).csv")
    try scores.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try TableShimProcess.run(["--check", file.path] + formatOptions)
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(
      result.error == """
        \(file.path):4:1: warning: column 'Score': 'abc' does not read as number:2; shown as it is [unformattable-cell]
        \(file.path):4:1: warning: column 'Due': 'soon' does not read as date:d MMM yyyy; shown as it is [unformattable-cell]

        """)
  }

  @Test func badSpecsAreUsageErrors() throws {
    let result = try TableShimProcess.run(
      ["-f", "csv", "--format", "Score=number:x"], input: scores)
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "tableshim: bad value 'Score=number:x' for '--format'; expected a count of decimals or "
          + "'nogroup' for number, or the end of the format at character 8 of 'number:x'"))
    let noEquals = try TableShimProcess.run(["-f", "csv", "--format", "number"], input: scores)
    #expect(noEquals.status == 2)
    #expect(noEquals.error.contains("expected COLUMN=SPEC"))
    let unknown = try TableShimProcess.run(
      ["-f", "csv", "--format", "Scor=number", "-o", "/dev/null"], input: scores)
    #expect(unknown.status == 2)
    #expect(
      unknown.error.hasPrefix(
        "tableshim: bad value 'Scor' for '--format'; expected the title of a column of the input"))
  }
}
