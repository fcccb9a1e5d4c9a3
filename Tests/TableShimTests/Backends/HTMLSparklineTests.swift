import Testing

@testable import TableShim

@Suite struct HTMLSparklineTests {
  static func model(_ format: ColumnFormat) -> TableViewModel {
    TableViewModel {
      Section(columns: ["Name", Column("Trend", format: format)]) {
        Row(CellContent(text: "Ana", columns: ["Ana", "3 5 2 8"]))
        Row(CellContent(text: "Bo", columns: ["Bo", "up"]))
      }
    }
  }

  @Test func htmlDrawsBarsWithTheNumbersAsTheLabel() throws {
    let html = try TableShim().render(Self.model(.sparkline()), as: .html)
    let expected = [
      "<td><svg class=\"ts-sparkline\" role=\"img\" aria-label=\"3 5 2 8\" width=\"19\" ",
      "height=\"16\" viewBox=\"0 0 19 16\" fill=\"currentColor\"><rect x=\"0\" y=\"12\" ",
      "width=\"4\" height=\"4\"/><rect x=\"5\" y=\"7\" width=\"4\" height=\"9\"/>",
      "<rect x=\"10\" y=\"15\" width=\"4\" height=\"1\"/><rect x=\"15\" y=\"0\" ",
      "width=\"4\" height=\"16\"/></svg></td>",
    ].joined()
    #expect(html.contains(expected), "\(html)")
    // A cell that is not a list of numbers stays text.
    #expect(html.contains("<td>up</td>"))
    #expect(!html.contains("▂"))
    #expect(!html.contains("style="))
  }

  @Test func aFixedRangeScalesEveryCellAlike() throws {
    let html = try TableShim().render(Self.model(.sparkline(range: 0...15)), as: .html)
    // 8 of 0...15 is 1 + 8 pixels high.
    #expect(html.contains("<rect x=\"15\" y=\"7\" width=\"4\" height=\"9\"/>"), "\(html)")
  }

  @Test func otherFormatsAndListLayoutKeepTheBlocks() throws {
    let markdown = try TableShim().render(Self.model(.sparkline()), as: .markdown)
    #expect(markdown.contains("▂▅▁█"))
    let list = try TableShim(preferredLayout: .list).render(
      Self.model(.sparkline()), as: .html)
    #expect(!list.contains("<svg"))
  }
}
