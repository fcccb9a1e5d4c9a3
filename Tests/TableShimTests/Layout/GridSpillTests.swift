import Testing

@testable import TableShim

/// Spills `count` rows of one to three cells, a few of them long, and reads them back.
@Test func aSpillGivesBackEveryRowInOrderWithItsWidthsStateAndRole() throws {
  var spill = GridSpill()
  let count = 50_000
  let states = CellState.allCases
  let roles = RowRole.allCases
  func cells(of row: Int) -> [String] {
    let long = row.isMultiple(of: 997) ? String(repeating: "손", count: 5_000) : ""
    return (0..<(1 + row % 3)).map { "\(row)-\($0)\(long)" }
  }
  for row in 0..<count {
    let texts = cells(of: row)
    var made = GridCells(columnCount: texts.count, rowCapacity: 1)
    made.appendRow(cellCount: texts.count) { column, sink in sink.write(texts[column]) }
    let widths = texts.indices.map { row * 10 + $0 }
    made.withCells { view in
      widths.withUnsafeBufferPointer {
        spill.add(view, widths: $0, state: states[row % 4], role: roles[row % 4])
      }
    }
  }
  #expect(spill.rowCount == count)
  var row = 0
  var mismatches = 0
  try spill.forEachRow(columnCount: 4) { view, widths, state, role in
    let texts = cells(of: row)
    for column in 0..<4 {
      let expected = column < texts.count ? texts[column] : ""
      let width = column < texts.count ? row * 10 + column : 0
      if String(decoding: view[0, column], as: UTF8.self) != expected || widths[column] != width {
        mismatches += 1
      }
    }
    if state != states[row % 4] || role != roles[row % 4] { mismatches += 1 }
    row += 1
  }
  #expect(row == count)
  #expect(mismatches == 0)
  // Read, the spill is empty again.
  #expect(spill.rowCount == 0)
  var again = 0
  try spill.forEachRow(columnCount: 4) { _, _, _, _ in again += 1 }
  #expect(again == 0)
}
