import Testing

/// Label rows through the built binary: a list file to JSON and back, and to HTML.
@Suite struct LabelRowCommandTests {
  private let list = """
    ## Fast
    @columns Model | HP
    @label Europe
    - Golf | 150
    @label Asia
    - Supra | 335

    """

  @Test func labelRowsRoundTripThroughJSONAndListFiles() throws {
    let json = try TableShimProcess.run(["-f", "list", "-t", "json"], input: list)
    #expect(json.status == 0, "\(json.error)")
    #expect(json.output.contains("{\"label\": \"Asia\"}"))
    let back = try TableShimProcess.run(["-f", "json", "-t", "list"], input: json.output)
    #expect(back.status == 0, "\(back.error)")
    #expect(back.output == list)
  }

  @Test func htmlSpansTheLabelRow() throws {
    let html = try TableShimProcess.run(["-f", "list", "-t", "html"], input: list)
    #expect(html.output.contains("<th colspan=\"2\" scope=\"colgroup\">Europe</th>"))
  }
}
