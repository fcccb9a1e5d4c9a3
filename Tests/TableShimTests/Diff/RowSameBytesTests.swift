import Testing

@testable import TableShim

// A difference compares each pair of rows first by a quick test of their bytes, where the
// rows keep them; these pin down that the test finds only rows that show the same, and that
// the rows of a difference read the tables' rows.

private func gridRow(_ cells: [String], style: CellStyle = .default) -> CellModel {
  CellModel(CellContent(columns: cells, style: style))
}

@Test func theQuickByteTestFindsOnlyRowsThatShowTheSame() {
  #expect(gridRow(["ab", "c"]).showsTheSameBytes(as: gridRow(["ab", "c"])))
  #expect(
    CellModel(text: "x", detail: "y").showsTheSameBytes(as: CellModel(text: "x", detail: "y")))
  #expect(!gridRow(["ab", "c"]).showsTheSameBytes(as: gridRow(["a", "bc"])))
  #expect(!gridRow(["ab", "c"]).showsTheSameBytes(as: gridRow(["ab", "d"])))
  #expect(!gridRow(["ab", "c"]).showsTheSameBytes(as: gridRow(["ab", "c"], style: .value1)))
  #expect(!CellModel(text: "x", detail: "").showsTheSameBytes(as: CellModel(text: "x")))
  // Equal as strings, not as bytes: the quick test says nothing, `==` decides.
  #expect(!gridRow(["caf\u{E9}"]).showsTheSameBytes(as: gridRow(["cafe\u{301}"])))
  var highlighted = CellContent(text: "x")
  highlighted.highlights = CellContent.Highlights(text: [
    highlighted.text.startIndex..<highlighted.text.endIndex
  ])
  #expect(!CellModel(highlighted).showsTheSameBytes(as: CellModel(highlighted)))
  let custom = CellModel(identifier: "c", customData: 1) { _, _ in }
  #expect(!custom.showsTheSameBytes(as: custom))
}

@Test func rowsEqualOnlyAsStringsAreUnchangedAndOtherSplitsChanged() {
  let old = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(columns: ["caf\u{E9}", "1"]), id: "a"),
      CellModel(CellContent(columns: ["ab", "c"]), id: "b"),
    ])
  ])
  let new = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(columns: ["cafe\u{301}", "1"]), id: "a"),
      CellModel(CellContent(columns: ["a", "bc"]), id: "b"),
    ])
  ])
  let rows = TableDifference(from: old, to: new).sections[0].rows
  #expect(rows.map(\.kind) == [.unchanged, .changed])
  #expect(rows[1].changes == [.column(0), .column(1)])
}

@Test func theRowsOfADifferenceAreTheTablesRowsAtTheirPaths() {
  let difference: TableDifference
  do {
    let old = TableViewModel(sections: [
      SectionModel(header: "A", cells: [CellModel(text: "x", id: "x")]),
      SectionModel(
        header: "B", cells: [CellModel(text: "y", id: "y"), CellModel(text: "z", id: "z")]),
    ])
    let new = TableViewModel(sections: [
      SectionModel(
        header: "B", cells: [CellModel(text: "z2", id: "z"), CellModel(text: "w", id: "w")])
    ])
    difference = TableDifference(from: old, to: new)
  }
  // The tables are gone; the difference keeps what its rows read.
  let rows = difference.sections.flatMap(\.rows)
  let changed = rows.first { $0.kind == .changed }
  #expect(changed?.old?.id == AnyHashable("z") && changed?.new?.contentShownAsIs?.text == "z2")
  #expect(changed?.oldPath == IndexPath(row: 1, section: 1))
  #expect(changed?.newPath == IndexPath(row: 0, section: 0))
  let inserted = rows.first { $0.kind == .inserted }
  #expect(inserted?.old == nil && inserted?.oldPath == nil && inserted?.new?.id == AnyHashable("w"))
  let deleted = rows.filter { $0.kind == .deleted }.compactMap { $0.old?.id }
  #expect(Set(deleted) == [AnyHashable("x"), AnyHashable("y")])
  #expect(rows.filter { $0.kind == .deleted }.allSatisfy { $0.new == nil && $0.newPath == nil })
}
