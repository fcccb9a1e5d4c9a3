import Testing

@testable import TableShim

@Test func subscriptReadsAndWritesTheRowAtAnIndexPath() {
  var model = Fixtures.players
  #expect(model.numberOfSections == 3)
  #expect(model.numberOfRows(inSection: 1) == 3)
  #expect(model.numberOfRows == 7)
  #expect((model[IndexPath(row: 1, section: 1)].customData as? CellContent)?.text == "Beckham")
  model[IndexPath(row: 0, section: 2)] = CellModel(text: "Replaced")
  #expect((model[IndexPath(row: 0, section: 2)].customData as? CellContent)?.text == "Replaced")
}

@Test func indexPathsOrderBySectionThenRowAndPrintAsPairs() {
  #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
  #expect(IndexPath(row: 1, section: 2) < IndexPath(row: 2, section: 2))
  #expect(IndexPath(row: 2, section: 1).description == "[1, 2]")
}

@Test func textRowsInferTheirStyleFromTheirTexts() {
  func style(_ model: CellModel) -> CellStyle? { (model.customData as? CellContent)?.style }
  #expect(style(CellModel(text: "a")) == .default)
  #expect(style(CellModel(text: "a", detail: "b")) == .value1)
  #expect(style(CellModel(text: "a", secondary: "b")) == .subtitle)
  #expect(style(CellModel(text: "a", detail: "b", style: .value2)) == .value2)
  #expect(CellModel(text: "a", secondary: "b").identifier == "subtitle")
}

@Test func columnsComeFromStringLiterals() {
  let columns: [Column] = ["Name", Column("Goals", alignment: .right, minWidth: 3, maxWidth: 9)]
  #expect(columns[0] == Column("Name"))
  #expect(columns[1].alignment == .right)
  #expect(columns[1].maxWidth == 9)
}

@Test func aModelStreamsAsTitleSectionsRowsAndFooters() {
  var events = Fixtures.players.events
  var trace: [String] = []
  while let event = events.nextEvent() {
    switch event {
    case .title(let title): trace.append("title \(title)")
    case .subtitle(let subtitle): trace.append("subtitle \(subtitle)")
    case .sourceNote(let note): trace.append("note \(note)")
    case .beginSection(let header, _, let id):
      trace.append("begin \(header ?? "-") \(id.map { "\($0)" } ?? "-")")
    case .cell(let cell): trace.append("cell \(cell.identifier)")
    case .endSection(let footer): trace.append("end \(footer ?? "-")")
    case .footnote(let note): trace.append("footnote \(note.text)")
    case .footnoteMarks(let marks): trace.append("marks \(marks)")
    case .footnotePlacement(let placement): trace.append("placement \(placement)")
    }
  }
  #expect(
    trace == [
      "title Soccer players", "begin Forwards forwards", "cell value1", "cell subtitle",
      "cell value2", "end Goals for the national team.", "begin Retired -", "cell default",
      "cell default", "cell default", "end -", "begin - -", "cell default", "end -",
    ])
}

@Test func anEmptyModelStreamsNothingButItsTitle() {
  var untitled = TableViewModel().events
  #expect(untitled.nextEvent() == nil)
  var titled = TableViewModel(title: "Empty").events
  if case .title("Empty") = titled.nextEvent() {} else { Issue.record("expected the title") }
  #expect(titled.nextEvent() == nil)
}
