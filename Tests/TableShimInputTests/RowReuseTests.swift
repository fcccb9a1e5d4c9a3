import TableShim
import Testing

@testable import TableShimInput

/// A decoded row of the cells, made as the list file's reading thread makes it.
private func row(_ cells: [String], style: CellStyle? = nil) -> CellContent {
  let bytes = CellBytes()
  for cell in cells {
    Array(cell.utf8).withUnsafeBufferPointer { bytes.append($0) }
    bytes.endCell()
  }
  return bytes.withCells { CellContent.row(cellBytes: $0, ends: $1, style: style) }
}

/// Writes the cells over `content`, as the reading thread does when a batch comes back.
private func reuse(_ content: inout CellContent, as cells: [String], style: CellStyle? = nil) {
  let bytes = CellBytes()
  for cell in cells {
    Array(cell.utf8).withUnsafeBufferPointer { bytes.append($0) }
    bytes.endCell()
  }
  bytes.withCells {
    content.reuseAsRow(cellBytes: $0, ends: $1, style: style, accessory: .checkmark)
  }
}

@Test func aReusedRowIsTheRowItsCellsMake() {
  // Shorter, as long, and much longer than the first row (the last needs new storage).
  let first = ["Lionel Messi", "Argentina", "scored <twice> & won"]
  for cells in [
    ["a", "b"], first, ["손흥민", ""], [String(repeating: "x", count: 500), "y", "z"], [""],
  ] {
    var content = row(first, style: .subtitle)
    reuse(&content, as: cells)
    var expected = row(cells)
    expected.accessory = .checkmark
    #expect(content == expected, "\(cells)")
    #expect(content.columns == cells)
    #expect(content.style == (cells.count > 1 ? .value1 : .default))
    #expect(content.detailText == (cells.count > 1 && !cells[1].isEmpty ? cells[1] : nil))
  }
}

@Test func aRowSomeoneElseHoldsIsNeverWrittenOver() {
  var content = row(["held", "row"])
  let held = content
  reuse(&content, as: ["new", "one"])
  #expect(held.text == "held")
  #expect(held.columns == ["held", "row"])
  #expect(content.text == "new")
  #expect(content.columns == ["new", "one"])
}

@Test func rowsKeptByTheCallerKeepTheirTextsAcrossBatches() throws {
  // More lines than three batches of 2,048: the reading thread fills used batches again,
  // while every row handed out is still held here.
  let count = 10_000
  let source = GeneratedSource(head: "## All\n", lines: count) {
    "- \($0) | \(String(repeating: "é", count: $0 % 7))\n"
  }.input(named: "rows.list")
  var decoder = ListFileDecoder(source, readingAhead: true)
  var rows: [CellModel] = []
  while let event = try decoder.nextEvent() {
    if case .cell(let model) = event { rows.append(model) }
  }
  #expect(rows.count == count)
  for (index, model) in rows.enumerated() {
    let content = try #require(model.contentShownAsIs)
    #expect(content.text == "\(index)")
    #expect(content.columns == ["\(index)", String(repeating: "é", count: index % 7)])
  }
}
