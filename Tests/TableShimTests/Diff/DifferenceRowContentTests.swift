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

/// A diff row written over a row given back (one a render has shaded, highlighted or made a
/// summary of) is the row made afresh, when it fits there and when it does not.
@Test(
  arguments: [
    (["1", "Messi", "112"], 3, "", nil),
    (["2", "Son"], 3, "+", "row 5"),
    (["3", "Zidane", "31", "a much longer cell than the row before it had room for"], 3, "-", nil),
    ([], 2, ">", "row 1 of Forwards"),
  ] as [([String], Int, String, String?)])
func differenceRowWrittenOverARowGivenBackIsTheRowMadeAfresh(
  columns: [String], count: Int, mark: String, origin: String?
) {
  var bytes: [UInt8] = []
  var ends: [Int] = []
  for column in columns {
    bytes += Array(column.utf8)
    ends.append(bytes.count)
  }
  bytes.withUnsafeBufferPointer { bytes in
    ends.withUnsafeBufferPointer { ends in
      let expected = CellContent.differenceRow(
        mark: mark, cellBytes: bytes, ends: ends, count: count, origin: origin)
      var given: CellContent? = CellContent(
        text: "Kylian Mbappé", detailText: "France", columns: ["7", "Kylian Mbappé", "France"],
        state: .selected, style: .value1, id: "7")
      given!.highlights = .init(text: [given!.text.startIndex..<given!.text.endIndex])
      given!.role = .summary
      given!.shades = [nil, nil]
      given.rewriteAsDifferenceRow(
        mark: mark, cellBytes: bytes, ends: ends, count: count, origin: origin)
      #expect(given == expected)
      #expect(given?.columns == expected.columns && given?.text == expected.text)
      #expect(given?.highlights.text.isEmpty == true && given?.shades.isEmpty == true)
      #expect(given?.role == .data && given?.state == .normal && given?.style == .default)
      #expect(given?.id == nil && given?.detailText == nil)
    }
  }
}
