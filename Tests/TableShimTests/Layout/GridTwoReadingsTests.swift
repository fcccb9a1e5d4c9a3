import Testing

@testable import TableShim

private let pieces: [String] = [
  "a", "Z", " ", "손", "本", "ｶ", "é", "e\u{301}", "👍🏽", "a🏽", "🇰🇷", "\t", "\r", "\u{1B}",
  "\n", "\r\n", "|", "*", "-", ".", "1", "23", "4.5", "-6", "1e3", "<", "&",
]

private func randomText(_ generator: inout SplitMix64, numeric: Bool) -> String {
  if numeric, Int.random(in: 0..<8, using: &generator) > 0 {
    let number = Double(Int.random(in: -5000...5000, using: &generator)) / 100
    return Bool.random(using: &generator) ? "\(Int(number))" : "\(number)"
  }
  let length = Int.random(in: 0...8, using: &generator)
  return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
}

/// A random table: sections with and without columns, of every column option, row state and
/// accessory, some of them empty.
private func randomTable(_ generator: inout SplitMix64) -> TableViewModel {
  let sections = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
    let columnCount = Int.random(in: 0...4, using: &generator)
    let numeric = (0..<columnCount).map { _ in Bool.random(using: &generator) }
    let columns = (0..<columnCount).map { _ in
      Column(
        randomText(&generator, numeric: false),
        alignment: [nil, .left, .right, .center].randomElement(using: &generator)!,
        minWidth: [nil, 0, 5].randomElement(using: &generator)!,
        maxWidth: [nil, 1, 3, 12].randomElement(using: &generator)!)
    }
    let rows = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
      CellModel(
        CellContent(
          text: randomText(&generator, numeric: false),
          detailText: Bool.random(using: &generator) ? randomText(&generator, numeric: false) : nil,
          accessory: CellAccessory.allCases.randomElement(using: &generator)!,
          columns: (0..<columnCount).map { randomText(&generator, numeric: numeric[$0]) },
          state: [CellState.normal, .normal, .selected, .disabled].randomElement(
            using: &generator)!))
    }
    return SectionModel(
      header: Bool.random(using: &generator) ? "Section" : nil,
      footer: Bool.random(using: &generator) ? "Footer" : nil,
      columns: columnCount == 0 ? nil : columns, cells: rows)
  }
  return TableViewModel(title: "Table", sections: sections)
}

private let formats: [OutputFormat] = [
  .text, .text(PlainTextBackend(gridStyle: .grid, width: 30)),
  .text(PlainTextBackend(gridStyle: .rounded, width: 60)),
  .text(PlainTextBackend(gridStyle: .rounded)),
  // Edges longer than the two words a plain row's edges are written with.
  .text(
    PlainTextBackend(
      gridStyle: GridStyle(
        name: "long edges", left: "«««««««««| ", separator: " ¦¦¦¦¦¦¦¦ ", right: " |»»»»»»»»»",
        padding: 1))),
  .markdown,
  .markdown(MarkdownBackend(tableNewlines: .space)), .html,
  .markdown(MarkdownBackend(padsTables: false)),
]

/// Renders a table read twice, counting the readings.
private func renderReplaying(
  _ model: TableViewModel, with shim: TableShim, as format: OutputFormat
) throws -> (output: String, readings: Int) {
  var readings = 0
  var output: [UInt8] = []
  try shim.render(
    replaying: {
      readings += 1
      return model.events
    }, as: format
  ) { output += $0 }
  return (String(decoding: output, as: UTF8.self), readings)
}

@Test(arguments: [SectionLayout?.none, .grid, .list])
func aTableReadTwiceIsWrittenAsOneHeldInMemory(layout: SectionLayout?) throws {
  var generator = SplitMix64(state: 0x2_4EAD)
  for trial in 0..<120 {
    let model = randomTable(&generator)
    var shim = TableShim(preferredLayout: layout)
    if trial.isMultiple(of: 3) { shim.search = Search("a", highlightsMatches: true) }
    for format in formats {
      let held = try shim.render(model, as: format)
      let (twice, readings) = try renderReplaying(model, with: shim, as: format)
      #expect(twice == held, "trial \(trial), \(format.name)\n\(held)\n---\n\(twice)")
      #expect(readings == 1)
    }
  }
}

@Test func onlyFormatsThatLineUpGridColumnsReadATableTwice() {
  let shim = TableShim()
  #expect(shim.readsEventsTwice(as: .text))
  #expect(shim.readsEventsTwice(as: .markdown))
  #expect(!shim.readsEventsTwice(as: .markdown(MarkdownBackend(padsTables: false))))
  #expect(!shim.readsEventsTwice(as: .html))
  #expect(!TableShim(preferredLayout: .list).readsEventsTwice(as: .text))
}

@Test(arguments: [OutputFormat.text, .markdown])
func aGridSpilledToAFileIsReadOnceAndWrittenAsOneHeld(format: OutputFormat) throws {
  // Enough rows for the spill to go to its temporary file and come back in pieces, and a
  // section with a cell larger than the spill's reading room.
  let rows = 40_000
  let huge = String(repeating: "ab|*", count: 700_000)
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["Name", "Goals"],
      cells: (1...rows).map { CellModel(CellContent(columns: ["손 \($0)", "\($0)"])) }),
    SectionModel(
      header: "Long", columns: ["Name", "Text"],
      cells: ["a", huge, "b"].map { CellModel(CellContent(columns: ["1", $0])) }),
  ])
  var readings = 0
  var output: [UInt8] = []
  try TableShim().render(
    replaying: {
      readings += 1
      return model.events
    }, as: format
  ) { output += $0 }
  #expect(readings == 1)
  let held = try TableShim().render(model, as: format)
  #expect(output.count == held.utf8.count)
  #expect(String(decoding: output, as: UTF8.self) == held)
}
