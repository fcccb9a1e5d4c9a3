import TableShimTesting
import Testing

@testable import TableShim

@Test func htmlGridsAreTablesWithScopedHeadersAndAlignment() throws {
  assertSnapshot(
    of: try TableShim().render(worldCup, as: .html), as: .lines("html"), named: "world-cup")
}

@Test func htmlTableRowsShowCheckMarksStatesLinksAndIdentifiers() throws {
  let model = TableViewModel {
    Section(columns: ["a", "b"]) {
      Row(
        CellContent(
          accessory: .checkmark, link: "https://x.y", columns: ["<1>", "2"], state: .disabled),
        id: "r 1")
      Row(CellContent(link: "javascript:x", columns: ["3"]))
    }
  }
  let html = try TableShim().render(model, as: .html)
  #expect(
    html.contains(
      "<tr class=\"ts-row ts-style-default ts-accessory-checkmark ts-state-disabled\" id=\"r-1\" "
        + "aria-disabled=\"true\"><td>"
        + "<input type=\"checkbox\" checked disabled> <a href=\"https://x.y\">&lt;1&gt;</a></td>"
        + "<td style=\"text-align: right\">2</td></tr>"))
  #expect(
    html.contains(
      "<tr class=\"ts-row ts-style-default\"><td>3</td><td style=\"text-align: right\"></td></tr>"))
}
