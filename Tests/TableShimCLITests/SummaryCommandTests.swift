import Testing

/// `--summary` and `--grand-summary` on CSV, run as the built binary.
@Suite struct SummaryCommandTests {
  private let csv = "Name,Goals,Price\nA,3,1.10\nB,4,2.20\nC,,0.1\n"

  @Test func summaryOptionsAddRowsInTheColumnsFormat() throws {
    let result = try TableShimProcess.run(
      [
        "-f", "csv", "-t", "markdown", "--format", "Price=currency:USD",
        "--summary", "Goals=sum,mean:Average", "--grand-summary", "Price=sum",
      ], input: csv)
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(3).map { $0.filter { $0 != " " } } == [
        "|**Total**|7||", "|**Average**|3.5||", "|**Grandtotal**||$3.40|",
      ])
  }

  /// A column with summaries is formatted by the renderer, not on the reading thread, so
  /// its aggregates read the cells as they came (`1234.5`, not `1,234.50`).
  @Test func formattedColumnsWithSummariesSumTheCellsAsTheyCame() throws {
    let result = try TableShimProcess.run(
      [
        "-f", "csv", "-t", "markdown", "--format", "Price=number:2", "--format",
        "Goals=integer", "--summary", "Price=sum,max", "--grand-summary", "Goals=sum",
      ], input: "Name,Goals,Price\nA,1200,1234.5\nB,3400,2000.25\n")
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n").map { $0.filter { $0 != " " } }
    #expect(
      lines.suffix(3) == [
        "|**Total**||3,234.75|", "|**Maximum**||2,000.25|", "|**Grandtotal**|4,600||",
      ])
  }

  @Test func csvOutputLeavesSummaryRowsOut() throws {
    let result = try TableShimProcess.run(
      ["-f", "csv", "-t", "csv", "--summary", "Goals=sum"], input: csv)
    #expect(result.output == csv.replacing("\n", with: "\r\n"))
  }

  @Test(
    arguments: [
      (["--summary", "Goals"], "bad value 'Goals' for '--summary'; expected COLUMN=AGGREGATES"),
      (
        ["--summary", "Goals=sum,avg"],
        "bad value 'Goals=sum,avg' for '--summary'; expected sum, mean, min, max, count or "
          + "count-present, then optionally ':LABEL' at character 5 of 'sum,avg'"
      ),
      (
        ["--grand-summary", "Gols=sum"],
        "bad value 'Gols' for '--grand-summary'; expected the title of a column of the input"
      ),
    ])
  func badSummaryOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try TableShimProcess.run(["-f", "csv"] + arguments, input: csv)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("tableshim: " + message))
  }
}
