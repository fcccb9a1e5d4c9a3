import Testing

@testable import TableShim

@Test func gridCellsKeepEveryRowsCellsInOrderAndPadShortRows() {
  var cells = GridCells(columnCount: 3)
  let rows: [[String]] = [["손흥민", "대한민국", "7"], ["", "日本"], ["👨‍👩‍👧‍👦 family", "a\nb", "", "dropped"]]
  for row in rows {
    cells.appendRow(cellCount: min(row.count, 3)) { column, sink in sink.write(row[column]) }
  }
  #expect(cells.rowCount == 3)
  #expect(cells.strings(ofRow: 0) == ["손흥민", "대한민국", "7"])
  #expect(cells.strings(ofRow: 1) == ["", "日本", ""])
  #expect(cells.strings(ofRow: 2) == ["👨‍👩‍👧‍👦 family", "a\nb", ""])
  #expect(cells.strings(ofColumn: 1) == ["대한민국", "日本", "a\nb"])
  let second = cells.withCells { view in String(decoding: view[1, 1], as: UTF8.self) }
  #expect(second == "日本")
  #expect(GridCells(columnCount: 0).rowCount == 0)
}
