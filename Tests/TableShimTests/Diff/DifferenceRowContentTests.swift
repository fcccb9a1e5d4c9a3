import Testing

@testable import TableShim

/// A diff row written from a row's bytes is the content made from its columns as strings.
@Test(
  arguments: [
    (["1", "Messi", "112"], 3, "", nil),
    (["2", "Son"], 3, "+", "row 5"),
    (["3", "Zidane", "31", "extra"], 3, "-", nil),
    ([], 2, ">", "row 1 of Forwards"),
    (["", "", ""], 3, "", ""),
    (["대한민국", "e\u{301}", "a → b"], 1, "~", nil),
  ] as [([String], Int, String, String?)])
func differenceRowIsTheContentOfItsColumns(
  columns: [String], count: Int, mark: String, origin: String?
) {
  let row = CellContent(text: "ignored", detailText: "also", columns: columns, style: .value1)
  var cells = columns
  if cells.count < count { cells += Array(repeating: "", count: count - cells.count) }
  let expected = CellContent(columns: [mark] + cells + (origin.map { [$0] } ?? []))
  let made = CellContent.differenceRow(mark: mark, of: row, count: count, origin: origin)
  #expect(made == expected)
  #expect(made.columns == expected.columns)
  #expect(made.text == expected.text && made.detailText == nil && made.style == .default)
}
