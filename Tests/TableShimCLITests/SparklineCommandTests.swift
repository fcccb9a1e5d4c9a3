import Testing

private let trends = """
  Name,Trend
  Ana,3 5 2 8
  Bo,1;1;1
  Cy,up

  """

@Suite struct SparklineCommandTests {
  @Test func sparklinesReachTheTextGridAndMarkdown() throws {
    let text = try TableShimProcess.run(
      ["-f", "csv", "--format", "Trend=sparkline"], input: trends)
    #expect(text.status == 0, "\(text.error)")
    #expect(
      text.output == """
        Name  Trend
        ----  -----
        Ana   ▂▅▁█ 
        Bo    ▄▄▄  
        Cy    up   

        """)
    let markdown = try TableShimProcess.run(
      ["-f", "csv", "-t", "markdown", "--format", "Trend=sparkline"], input: trends)
    #expect(markdown.status == 0, "\(markdown.error)")
    #expect(markdown.output.contains("| Ana  | ▂▅▁█  |"), "\(markdown.output)")
    #expect(markdown.output.contains("| Cy   | up    |"), "\(markdown.output)")
  }

  @Test func aFixedRangeAndABadSpec() throws {
    let fixed = try TableShimProcess.run(
      ["-f", "csv", "-t", "markdown", "--format", "Trend=sparkline:0:8"], input: trends)
    #expect(fixed.status == 0, "\(fixed.error)")
    #expect(fixed.output.contains("| Ana  | ▄▅▃█  |"), "\(fixed.output)")
    let bad = try TableShimProcess.run(
      ["-f", "csv", "--format", "Trend=sparkline:8:0"], input: trends)
    #expect(bad.status != 0)
    #expect(bad.error.contains("sparkline:8:0"), "\(bad.error)")
  }
}
