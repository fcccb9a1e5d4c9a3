import Testing

private let scores = """
  Name,Goals,Share
  Messi,112,0.9
  Son,51,x
  Kane,66,0.25

  """

@Suite struct ColorScaleCommandTests {
  @Test func aScaleColoursTextOnlyWithColourOn() throws {
    let plain = try TableShimProcess.run(["-f", "csv", "--color-scale", "Goals"], input: scores)
    #expect(plain.status == 0, "\(plain.error)")
    #expect(!plain.output.contains("\u{1B}"))
    let colored = try TableShimProcess.run(
      [
        "-f", "csv", "--color", "always", "--color-scale", "Goals",
        "--color-scale", "Share=reds:0:1",
      ], input: scores)
    #expect(colored.status == 0, "\(colored.error)")
    #expect(colored.output.contains("\u{1B}[48;2;253;231;37;38;2;0;0;0m  112"), "\(colored.output)")
    // 0.9 of reds' range 0...1.
    #expect(colored.output.contains("\u{1B}[48;2;"), "\(colored.output)")
    #expect(strippingEscapes(colored.output) == plain.output)
  }

  @Test func aStandalonePageHoldsTheScaleStylesheet() throws {
    let page = try TableShimProcess.run(
      ["-f", "csv", "-t", "html", "-s", "--color-scale", "Goals=blues"], input: scores)
    #expect(page.status == 0, "\(page.error)")
    #expect(page.output.contains("<td class=\"ts-scale-blues-9\">112</td>"), "\(page.output)")
    #expect(page.output.contains(".ts-scale-blues-9 { background: #08306b; color: #ffffff; }"))
  }

  @Test(arguments: [
    ("Goalz", "bad value 'Goalz' for '--color-scale'; expected the title of a column"),
    (
      "Goals=pink",
      "expected a palette of viridis, blues, greens, reds, red-green at character 1 of 'pink'"
    ),
    ("Goals=blues:5:1", "expected a maximum above the minimum 5 at character 9 of 'blues:5:1'"),
    ("=blues", "expected COLUMN[=PALETTE[:MIN:MAX]]"),
  ])
  func badScalesAreUsageErrors(value: String, message: String) throws {
    let result = try TableShimProcess.run(["-f", "csv", "--color-scale", value], input: scores)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test func scalesRoundTripThroughListAndJSON() throws {
    let list = try TableShimProcess.run(
      ["-f", "csv", "-t", "list", "--color-scale", "Share=red-green:-1:1"], input: scores)
    #expect(list.output.contains("@color-scale Share = red-green:-1:1\n"), "\(list.output)")
    let json = try TableShimProcess.run(["-f", "list", "-t", "json"], input: list.output)
    #expect(json.output.contains("\"colorScale\": \"red-green:-1:1\""), "\(json.output)")
    let back = try TableShimProcess.run(["-f", "json", "-t", "list"], input: json.output)
    #expect(back.output == list.output)
  }

  @Test func badListDirectivesArePositioned() throws {
    let result = try TableShimProcess.run(
      ["-f", "list"], input: "@columns A | B\n@color-scale B = blues:0\n- 1 | 2\n")
    #expect(result.status == 1)
    #expect(
      result.error.contains("<stdin>:2:25: bad colour scale 'blues:0'; expected ':MAX' after"),
      "\(result.error)")
  }
}
