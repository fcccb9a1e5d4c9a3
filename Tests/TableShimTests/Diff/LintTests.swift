import Testing

@testable import TableShim

@Test func aCleanTableHasNoFindings() {
  let model = TableViewModel(sections: [
    SectionModel(header: "A", columns: ["x"], cells: [CellModel(CellContent(columns: ["1"]))])
  ])
  #expect(model.lint().isEmpty)
}

@Test func lintFindsEveryRuleAtItsPlace() {
  let model = TableViewModel(sections: [
    SectionModel(
      header: "A", columns: ["x"],
      cells: [
        CellModel(CellContent(columns: ["1", "2"]), id: "r"),
        CellModel(identifier: "Custom", customData: 1, id: "r") { _, _ in },
      ], id: "s"),
    SectionModel(header: "B", id: "s"),
    SectionModel(header: "C", cells: [CellModel(text: "c")]),
    SectionModel(header: "C", cells: [CellModel(text: "d")]),
  ])
  let findings = model.lint().map { "\($0)" }
  #expect(
    findings == [
      "warning: section 1, row 1: row has 2 cells; section has 1 columns [row-wider-than-columns]",
      "error: section 1, row 2: duplicate row id 'r'; first at section 1, row 1 [duplicate-row-id]",
      "error: section 1, row 2: no cell type is registered as 'Custom' [unregistered-cell-type]",
      "error: section 2: duplicate section id 's'; first at section 1 [duplicate-section-id]",
      "warning: section 2: section has no rows [empty-section]",
      "warning: section 4: section without an id has the same header as section 3, so a "
        + "difference pairs them in order [duplicate-section-id]",
    ])
}

@Test func idsThatChangeOnAReReadAreErrors() {
  func read(_ suffix: String) -> TableViewModel {
    TableViewModel(sections: [
      SectionModel(cells: [CellModel(text: "a", id: "a"), CellModel(text: "b", id: "b\(suffix)")])
    ])
  }
  #expect(read("").lint(reread: read("")).isEmpty)
  let findings = read("").lint(reread: read("!"))
  #expect(findings.map(\.rule) == [.unstableID])
  #expect(findings.first?.row == 1)
}
