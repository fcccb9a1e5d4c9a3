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
  .text(PlainTextBackend(gridStyle: .rounded, width: 60)), .markdown,
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
      #expect(readings == (shim.readsEventsTwice(as: format) ? 2 : 1))
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

/// A source of one grid section of `rows` rows, made as they are asked for, that counts the
/// rows of its last reading.
private final class Readings {
  var rowsRead = 0
}

private struct CountedGrid: TableEventSource {
  let rows: Int
  let readings: Readings
  var started = false

  mutating func nextEvent() -> TableEvent? {
    if !started {
      started = true
      readings.rowsRead = 0
      return .beginSection(header: nil, columns: ["Name", "Goals"], id: nil)
    }
    guard readings.rowsRead < rows else { return nil }
    readings.rowsRead += 1
    return .cell(
      CellModel(CellContent(columns: ["손 \(readings.rowsRead)", "\(readings.rowsRead)"])))
  }
}

@Test(arguments: [OutputFormat.text, .markdown])
func aGridReadTwiceWritesItsRowsAsTheSecondReadingComes(format: OutputFormat) throws {
  let rows = 20_000
  let readings = Readings()
  var readingCount = 0
  var firstOutputAt: (reading: Int, row: Int)?
  var output: [UInt8] = []
  try TableShim().render(
    replaying: {
      readingCount += 1
      return CountedGrid(rows: rows, readings: readings)
    }, as: format
  ) {
    if firstOutputAt == nil { firstOutputAt = (readingCount, readings.rowsRead) }
    output += $0
  }
  #expect(readingCount == 2)
  // Nothing is written on the first reading, and the second writes long before its end.
  #expect(firstOutputAt?.reading == 2)
  #expect((firstOutputAt?.row ?? rows) < rows / 2)
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["Name", "Goals"],
      cells: (1...rows).map { CellModel(CellContent(columns: ["손 \($0)", "\($0)"])) })
  ])
  #expect(String(decoding: output, as: UTF8.self) == (try TableShim().render(model, as: format)))
}
