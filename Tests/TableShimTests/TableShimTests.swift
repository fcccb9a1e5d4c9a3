import Synchronization
import Testing

@testable import TableShim

/// A cell that counts how often it is made and reused, across all renders of a test.
final class CountingCell: TableCell {
  static let made = Atomic<Int>(0)
  static let reused = Atomic<Int>(0)

  required init(style: CellStyle = .default, reuseIdentifier: String) {
    Self.made.add(1, ordering: .relaxed)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    Self.reused.add(1, ordering: .relaxed)
  }
}

/// Rows made on the fly, so that a million of them never sit in memory at once.
struct GeneratedRows: TableEventSource {
  let count: Int
  let identifiers: [String]
  var emitted = 0

  mutating func nextEvent() -> TableEvent? {
    guard emitted < count else { return nil }
    defer { emitted += 1 }
    let identifier = identifiers[emitted % identifiers.count]
    return .cell(
      CellModel(identifier: identifier, customData: emitted) { cell, data in
        cell.text = "row \(data)"
      })
  }
}

@Test func aMillionRowsReuseOneCellPerIdentifier() throws {
  let shim = TableShim(cellTypes: [
    CellTypeDefinition(CountingCell.self, identifier: "even"),
    CellTypeDefinition(CountingCell.self, identifier: "odd"),
  ])
  var bytes = 0
  try shim.render(
    events: GeneratedRows(count: 1_000_000, identifiers: ["even", "odd"]), as: .text
  ) { bytes += $0.count }
  #expect(CountingCell.made.load(ordering: .relaxed) == 2)
  #expect(CountingCell.reused.load(ordering: .relaxed) == 999_998)
  #expect(bytes > 10_000_000)
}

@Test func anUnregisteredIdentifierNamesItselfAndTheRow() {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "ok")]),
    SectionModel(cells: [
      CellModel(text: "ok"), CellModel(identifier: "PlayerCell", customData: 1) { _, _ in },
    ]),
  ])
  #expect {
    try TableShim().render(model, as: .text)
  } throws: { error in
    guard case TableShimError.unregisteredIdentifier("PlayerCell", let path) = error else {
      return false
    }
    return path == IndexPath(row: 1, section: 1)
      && "\(error)" == "row [1, 1]: no cell type is registered as 'PlayerCell'"
  }
}

struct Refused: Error, CustomStringConvertible {
  var description: String { "the data was refused" }
}

@Test func anApplyClosureThatThrowsEndsTheRenderNamingTheRow() {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(identifier: "default", customData: 0) { _, _ in throw Refused() }
    ])
  ])
  #expect {
    try TableShim().render(model, as: .markdown)
  } throws: { error in
    "\(error)" == "row [0, 0]: configuring cell 'default' failed: the data was refused"
  }
}

@Test func dataOfTheWrongTypeIsAThrownMismatchNotACrash() {
  var model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "a")])])
  model[IndexPath(row: 0, section: 0)].customData = 42
  #expect {
    try TableShim().render(model, as: .html)
  } throws: { error in
    "\(error)" == "row [0, 0]: cell 'default' expected CellContent, found Int"
  }
}

@Test func registeringAnIdentifierAgainReplacesTheDefinition() throws {
  final class Shouting: TableCell {
    override func makeContent() -> CellContent {
      var content = super.makeContent()
      content.text = content.text.uppercased()
      return content
    }
  }
  var shim = TableShim()
  #expect(shim.registeredIdentifiers == ["default", "subtitle", "value1", "value2"])
  shim.register(CellTypeDefinition(Shouting.self, identifier: "default"))
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "quiet")])])
  #expect(try shim.render(model, as: .text) == "- QUIET\n")
}

@Test func aCellIsResetBeforeItShowsTheNextRow() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(identifier: "default", customData: 0) { cell, _ in
        cell.text = "first"
        cell.detailText = "left over?"
        cell.accessory = .checkmark
      },
      CellModel(identifier: "default", customData: 1) { cell, _ in cell.text = "second" },
    ])
  ])
  #expect(try TableShim().render(model, as: .text) == "[x] first \u{2014} left over?\n- second\n")
}

@Test func streamedOutputArrivesInChunksOfWholeCharacters() throws {
  let rows = (0..<20_000).map { CellModel(text: "손흥민 \($0) 👨‍👩‍👧‍👦 <&>") }
  let model = TableViewModel(title: "Many", sections: [SectionModel(cells: rows)])
  var recorder = ChunkRecorder()
  try TableShim().render(model, as: .html, to: &recorder)
  #expect(recorder.chunks.count > 5)
  #expect(recorder.chunks.joined() == (try TableShim().render(model, as: .html)))
  #expect(!recorder.chunks.joined().contains("\u{FFFD}"))
}

struct ScriptedEvents: TableEventSource {
  var events: [TableEvent]
  mutating func nextEvent() -> TableEvent? { events.isEmpty ? nil : events.removeFirst() }
}

@Test func eventsOutOfOrderAreThrownErrors() {
  #expect {
    try TableShim().render(
      events: ScriptedEvents(events: [.cell(CellModel(text: "a")), .title("Late")]), as: .text
    ) { _ in }
  } throws: { "\($0)" == "section 1: a title must come before the first section" }
  #expect {
    try TableShim().render(events: ScriptedEvents(events: [.endSection(footer: "x")]), as: .text) {
      _ in
    }
  } throws: { "\($0)" == "section 0: a section ends that never began" }
}

@Test func rowsOutsideASectionOpenOneAndTheLastSectionMayEndWithTheStream() throws {
  var output = ""
  try TableShim().render(
    events: ScriptedEvents(events: [
      .title("T"), .cell(CellModel(text: "a")), .beginSection(header: "B", columns: nil, id: nil),
      .cell(CellModel(text: "b")),
    ]), as: .markdown, to: &output)
  #expect(output == "# T\n\n- a\n\n## B\n\n- b\n")
}

@Test func anErrorFromTheOutputEndsTheRender() {
  let rows = (0..<10_000).map { CellModel(text: "row \($0)") }
  var calls = 0
  #expect(throws: Refused.self) {
    try TableShim().render(
      events: TableViewModel(sections: [SectionModel(cells: rows)]).events, as: .text
    ) { _ in
      calls += 1
      throw Refused()
    }
  }
  #expect(calls == 1)
}

@Test func replacingTheApplyClosureOfAContentRowIsHonoured() throws {
  var row = CellModel(text: "shown as is")
  row.apply = { cell, _ in cell.text = "configured" }
  let model = TableViewModel(sections: [SectionModel(cells: [row])])
  #expect(try TableShim().render(model, as: .text) == "- configured\n")
}

@Test func aReplacedBuiltInCellTypeConfiguresContentRows() throws {
  final class Upper: TableCell {
    override func makeContent() -> CellContent {
      var content = super.makeContent()
      content.text = content.text.uppercased()
      return content
    }
  }
  var shim = TableShim()
  shim.register(CellTypeDefinition(Upper.self, identifier: "value1"))
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "a", detail: "b")])])
  #expect(try shim.render(model, as: .text) == "- A — b\n")
}
