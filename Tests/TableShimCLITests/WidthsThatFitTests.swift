import Foundation
import Testing

/// `tableshim` fitting its width: `COLUMNS`, `--width`, `--column`, `--layout records` and
/// `--page-length`, run as a process into a pipe.
@Suite struct WidthsThatFitCommandTests {
  static let countryCodes = "Examples/country-codes.csv"

  @Test func anExportedColumnsFitsAPipeAndWideColumnsBecomeRecords() throws {
    let result = try TableShimProcess.run([Self.countryCodes], environment: ["COLUMNS": "100"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first == "Record 1")
    #expect(lines.filter { $0.hasPrefix("Record ") }.count == 249)
    // Flags, two cells wide, are left out of this one-cell-a-character count.
    let grid = lines.filter { !$0.isEmpty && !$0.hasPrefix("Record ") && !$0.hasPrefix("Flag ") }
    #expect(grid.count == 249 * 55)
    #expect(grid.allSatisfy { $0.count == 100 })
  }

  @Test func theWidthFlagWinsOverColumnsAndNoWidthMeansNoLimit() throws {
    let flagged = try TableShimProcess.run(
      [Self.countryCodes, "--width", "2000"], environment: ["COLUMNS": "40"])
    #expect(flagged.output.hasPrefix("ISO3166-1-Alpha-2  ISO3166-1-Alpha-3"))
    let unlimited = try TableShimProcess.run([Self.countryCodes], environment: [:])
    #expect(unlimited.output.split(separator: "\n").first!.count > 400)
  }

  @Test func aColumnOptionCutsWithAnEllipsis() throws {
    let csv = "Name,Goals\nSon Heung-min,51\n"
    let result = try TableShimProcess.run(
      ["-f", "csv", "--column", "Name=max:8,overflow:ellipsis,align:right"], input: csv,
      environment: [:])
    #expect(result.output == "    Name  Goals\n--------  -----\nSon Heu\u{2026}     51\n")
  }

  @Test(arguments: [
    (
      "Name=max:x",
      "bad value 'Name=max:x' for '--column' at character 10; expected a whole number after 'max:'"
    ),
    (
      "Name=overflow:cut,min:1",
      "bad value 'Name=overflow:cut,min:1' for '--column' at character 15; expected fold, crop, ellipsis after 'overflow:'"
    ),
    (
      "Name=width:3",
      "bad value 'Name=width:3' for '--column' at character 6; expected a key of min, max, ratio, overflow, valign, align"
    ),
    ("Name", "bad value 'Name' for '--column' at character 1; expected TITLE=KEY:VALUE,..."),
    ("Nmae=max:3", "bad value 'Nmae=max:3' for '--column'; no section has a column titled 'Nmae'"),
  ])
  func aBadColumnOptionSaysWhereAndExitsTwo(value: String, message: String) throws {
    let result = try TableShimProcess.run(
      ["-f", "csv", "--column", value], input: "Name,Goals\nSon,51\n", environment: [:])
    #expect(result.status == 2)
    #expect(result.error.split(separator: "\n").first.map(String.init) == "tableshim: \(message)")
  }

  @Test func recordsInMarkdownAreATablePerRow() throws {
    let result = try TableShimProcess.run(
      ["-f", "csv", "-t", "md", "--layout", "records"], input: "Name,Goals\nSon,51\nMessi,112\n",
      environment: [:])
    #expect(
      result.output == """
        ## Record 1

        | Column | Value |
        | :----- | :---- |
        | Name   | Son   |
        | Goals  | 51    |

        ## Record 2

        | Column | Value |
        | :----- | :---- |
        | Name   | Messi |
        | Goals  | 112   |

        """)
  }

  @Test func pagesRepeatTheTitles() throws {
    let csv = "n\n" + (1...6).map(String.init).joined(separator: "\n") + "\n"
    let result = try TableShimProcess.run(
      ["-f", "csv", "--page-length", "4"], input: csv, environment: [:])
    #expect(
      result.output
        == "n\n-\n1\n2\n(continued)\nn\n-\n3\n(continued)\nn\n-\n4\n(continued)\nn\n-\n5\n(continued)\nn\n-\n6\n"
    )
    let bad = try TableShimProcess.run(["--page-length", "0"], environment: [:])
    #expect(bad.status == 2)
  }
}
