import TableShim
import Testing

@testable import TableShimInput

/// The columns of the first section of an input.
private func firstColumns(_ text: String, _ format: InputFormat) throws -> [Column] {
  let model = try TableInput.model(from: .text(text, name: "t"), format: format)
  return model.sections.first?.columns ?? []
}

@Suite struct ColumnWidthKeysTests {
  static let list = """
    @columns Name | Goals | Note
    @column Name = min:4,max:20,overflow:ellipsis
    @column Goals = ratio:2,valign:bottom,align:center
    @color-scale Goals = blues:0:10
    - a | 1 | x

    """

  @Test func jsonColumnsTakeTheOptionsOfColumnAndColorScale() throws {
    let json = """
      {"sections": [{"columns": [
        {"title": "Name", "minWidth": 4, "maxWidth": 20, "overflow": "ellipsis"},
        {"title": "Goals", "ratio": 2, "verticalAlignment": "bottom", "alignment": "center",
         "colorScale": "blues:0:10"},
        "Note"], "rows": [["a", "1", "x"]]}]}
      """
    let expected = [
      Column("Name", minWidth: 4, maxWidth: 20, overflow: .ellipsis),
      Column(
        "Goals", alignment: .center, ratio: 2, verticalAlignment: .bottom,
        colorScale: ColorScale(.blues, range: 0...10)),
      Column("Note"),
    ]
    #expect(try firstColumns(json, .json) == expected)
    #expect(try firstColumns(Self.list, .list) == expected)
  }

  @Test func theListAndJSONOutputsWriteThemBack() throws {
    let model = try TableInput.model(from: .text(Self.list, name: "t.list"), format: .list)
    let json = try TableShim().render(model, as: .json)
    #expect(
      json.contains(
        "{\"title\": \"Name\", \"minWidth\": 4, \"maxWidth\": 20, \"overflow\": \"ellipsis\"}"),
      "\(json)")
    let fromJSON = try TableInput.model(from: .text(json, name: "t.json"), format: .json)
    #expect(try TableShim().render(fromJSON, as: .json) == json)
    let list = try TableShim().render(fromJSON, as: .list)
    #expect(list == "##\n" + Self.list)
  }

  @Test(arguments: [
    (
      "\"minWidth\": -1",
      "t:1:55: bad value of 'sections[0].columns[0].minWidth'; expected a whole number of 0 or more"
    ),
    (
      "\"maxWidth\": 0",
      "t:1:55: bad value of 'sections[0].columns[0].maxWidth'; expected a whole number of 1 or more"
    ),
    (
      "\"ratio\": 1.5",
      "t:1:52: bad value of 'sections[0].columns[0].ratio'; expected a whole number of 1 or more"
    ),
    (
      "\"overflow\": \"wrap\"",
      "t:1:55: bad value of 'sections[0].columns[0].overflow'; expected one of \"fold\", \"crop\", \"ellipsis\""
    ),
    (
      "\"alignment\": \"middle\"",
      "t:1:56: bad value of 'sections[0].columns[0].alignment'; expected one of \"left\", \"center\", \"right\""
    ),
    (
      "\"minWidth\": \"4\"",
      "t:1:55: sections[0].columns[0].minWidth must be a number, not a string"
    ),
    (
      "\"colorScale\": \"pink\"",
      "t:1:58: bad colour scale 'pink'; expected a palette of viridis, blues, greens, reds, red-green"
    ),
  ])
  func badValuesArePositionedErrors(member: String, message: String) {
    let json = "{\"sections\": [{\"columns\": [{\"title\": \"A\", \(member)}], \"rows\": []}]}"
    #expect(failure(.text(json, name: "t"), format: .json) == message)
  }
}
