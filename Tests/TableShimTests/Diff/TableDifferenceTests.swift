import Testing

@testable import TableShim

/// A row of one text, with an id when given.
private func row(_ text: String, id: String? = nil, detail: String? = nil) -> CellModel {
  CellModel(text: text, detail: detail, id: id.map(AnyHashable.init))
}

private func grid(_ cells: [String], id: String) -> CellModel {
  CellModel(CellContent(columns: cells), id: AnyHashable(id))
}

@Test func sameTablesHaveAnEmptyDifference() {
  let table = TableViewModel(
    title: "T", sections: [SectionModel(header: "A", cells: [row("1"), row("2")])])
  let difference = TableDifference(from: table, to: table)
  #expect(difference.isEmpty)
  #expect(difference.counts == TableDifference.Counts())
}

@Test func findsInsertsDeletesMovesAndChangesByID() {
  let old = TableViewModel(sections: [
    SectionModel(
      header: "Forwards", columns: ["Name", "Goals"],
      cells: [
        grid(["Messi", "112"], id: "m"), grid(["Son", "51"], id: "s"),
        grid(["Kane", "66"], id: "k"), grid(["Mbappé", "48"], id: "b"),
      ])
  ])
  let new = TableViewModel(sections: [
    SectionModel(
      header: "Forwards", columns: ["Name", "Goals"],
      cells: [
        grid(["Mbappé", "48"], id: "b"), grid(["Messi", "112"], id: "m"),
        grid(["Son", "52"], id: "s"), grid(["Haaland", "31"], id: "h"),
      ])
  ])
  let difference = TableDifference(from: old, to: new)
  let rows = difference.sections[0].rows
  #expect(rows.map(\.kind) == [.moved, .unchanged, .changed, .deleted, .inserted])
  #expect(rows[2].changes == [.column(1)])
  #expect(rows[0].oldPath == IndexPath(row: 3, section: 0))
  #expect(difference.counts.description == "1 inserted, 1 deleted, 1 moved, 1 changed")
}

@Test func rowsWithoutIDsPairByContentAndMoveAcrossSections() {
  let old = TableViewModel(sections: [
    SectionModel(header: "A", cells: [row("x"), row("y")]),
    SectionModel(header: "B", cells: [row("z")]),
  ])
  let new = TableViewModel(sections: [
    SectionModel(header: "B", cells: [row("z"), row("y")]),
    SectionModel(header: "A", cells: [row("x"), row("w")]),
  ])
  let difference = TableDifference(from: old, to: new)
  let counts = difference.counts
  #expect(counts.inserted == 1 && counts.deleted == 0 && counts.moved == 1)
  #expect(counts.movedSections == 1)
  let moved = difference.sections.flatMap(\.rows).first { $0.isMoved }
  #expect(moved?.oldPath == IndexPath(row: 1, section: 0))
  #expect(moved?.newPath == IndexPath(row: 1, section: 0))
}

@Test func sectionsWithoutIDsPairByHeaderAndReportTheirChanges() {
  let old = TableViewModel(sections: [
    SectionModel(header: "A", footer: "f", cells: [row("1")]),
    SectionModel(header: "Gone", cells: [row("2")]),
  ])
  let new = TableViewModel(sections: [
    SectionModel(header: "A", footer: "g", cells: [row("1")]),
    SectionModel(header: "New", id: "n"),
  ])
  let difference = TableDifference(from: old, to: new)
  #expect(difference.sections.map(\.changes) == [[.footer], [], []])
  #expect(difference.counts.insertedSections == 1 && difference.counts.deletedSections == 1)
  #expect(difference.counts.deleted == 1)
}

@Test func customRowsPairByHashableDataAndReportADataChange() {
  let old = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(identifier: "Int", customData: 1, id: "one") { cell, data in
        cell.text = "\(data)"
      }
    ])
  ])
  let new = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(identifier: "Int", customData: 2, id: "one") { cell, data in
        cell.text = "\(data)"
      }
    ])
  ])
  let row = TableDifference(from: old, to: new).sections[0].rows[0]
  #expect(row.changes == [.data, .text])
}

@Test func applyingADifferenceToTheOldTableGivesTheNewOne() throws {
  var generator = SeededGenerator(seed: 20)
  for _ in 0..<300 {
    let old = RandomTables.table(using: &generator)
    let new = RandomTables.edited(old, using: &generator)
    let difference = TableDifference(from: old, to: new)
    let rebuilt = try #require(difference.apply(to: old))
    #expect(RandomTables.describe(rebuilt) == RandomTables.describe(new))
    #expect(difference.isEmpty == (RandomTables.describe(old) == RandomTables.describe(new)))
    let counts = difference.counts
    let rows = difference.sections.flatMap(\.rows)
    #expect(rows.filter { $0.new != nil }.count == new.numberOfRows)
    #expect(rows.filter { $0.old != nil }.count == old.numberOfRows)
    #expect(counts.inserted == rows.filter { $0.kind == .inserted }.count)
  }
}

@Test func renderingEscapesThroughTheBackendsAndMarksEveryKind() throws {
  let old = TableViewModel(sections: [
    SectionModel(header: "A", cells: [row("keep"), row("<b>|x", id: "1"), row("gone")])
  ])
  let new = TableViewModel(sections: [
    SectionModel(header: "A", cells: [row("keep"), row("<i>|y", id: "1"), row("new")])
  ])
  let difference = TableDifference(from: old, to: new)
  let text = try difference.render(as: .text)
  #expect(text.contains("~ <b>|x → <i>|y"))
  #expect(text.contains("- gone") && text.contains("+ new"))
  let markdown = try difference.render(as: .markdown)
  #expect(markdown.contains("\\<b\\>") && !markdown.contains("<b>"))
  let html = try difference.render(as: .html)
  #expect(html.contains("<del>&lt;b&gt;|x</del> <ins>&lt;i&gt;|y</ins>"))
  #expect(try difference.render(as: .text, context: nil).contains("keep"))
  #expect(try TableDifference(from: old, to: old).render(as: .text).isEmpty)
}
