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

  /// `--layout list`: each section's summary rows after its items, the grand summary last;
  /// the sums are worked out here from the CSV's cells.
  @Test func listLayoutWritesASummaryLinePerRow() throws {
    let rows = [("North", "Ann", 125, "3"), ("North", "Bob", 250, ""), ("South", "Cid", 1, "7")]
    let input =
      "Region,Name,Cents,Goals\n" + rows.map { "\($0.0),\($0.1),\($0.2),\($0.3)\n" }.joined()
    let result = try TableShimProcess.run(
      [
        "-f", "csv", "--group-by", "Region", "--layout", "list", "--summary",
        "Cents=sum,mean", "--summary", "Goals=count-present", "--grand-summary", "Cents=sum",
      ], input: input)
    #expect(result.status == 0, "\(result.error)")
    let north = rows.filter { $0.0 == "North" }.map(\.2)
    let south = rows.filter { $0.0 == "South" }.map(\.2)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { !$0.hasPrefix("-") && $0.contains(" — ") } == [
        "Total — Cents: \(north.reduce(0, +))",
        "Mean — Cents: \(Double(north.reduce(0, +)) / Double(north.count))",
        "Count (non-missing) — Goals: 1",
        "Total — Cents: \(south.reduce(0, +))",
        "Mean — Cents: \(south.reduce(0, +))",
        "Count (non-missing) — Goals: 1",
        "Grand total — Cents: \(rows.map(\.2).reduce(0, +))",
      ], "\(result.output)")
  }

  /// `--layout records`: a record per summary row after the section's records.
  @Test func recordsLayoutWritesASummaryRecord() throws {
    let result = try TableShimProcess.run(
      ["-f", "csv", "-t", "markdown", "--layout", "records", "--summary", "Goals=sum"],
      input: csv)
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.hasSuffix(
        "## Total\n\n| Column | Value |\n| :----- | ----: |\n| Goals  |     7 |\n"),
      "\(result.output)")
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
