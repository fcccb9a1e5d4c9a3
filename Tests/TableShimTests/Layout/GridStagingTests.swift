import Testing

@testable import TableShim

private let pieces: [String] = [
  "a", "Z", " ", "손", "本", "é", "e\u{301}", "👍🏽", "🇰🇷", "\t", "\u{1B}", "\n", "|", "*",
  "-", ".", "1", "23", "4.5", "<", "&", "\\", "`", "\u{85}", "\u{7F}", "¢",
]

/// A section long enough for its rows to be made on a thread of their own (several batches
/// of ``GridStaging/batchBytes``): most rows plain, some selected, disabled, checked, label
/// rows, rows with more or fewer cells, numbers and every kind of character.
private func longModel(seed: UInt64, rows: Int) -> TableViewModel {
  var generator = SplitMix64(state: seed)
  func text(numeric: Bool) -> String {
    if numeric, Int.random(in: 0..<16, using: &generator) > 0 {
      return "\(Int.random(in: -50_000...50_000, using: &generator))"
    }
    let length = Int.random(in: 0...12, using: &generator)
    return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }
  var cells: [CellModel] = []
  for _ in 0..<rows {
    let kind = Int.random(in: 0..<100, using: &generator)
    if kind == 0 {
      cells.append(.label(text(numeric: false)))
      continue
    }
    let count = kind == 1 ? 2 : 3
    cells.append(
      CellModel(
        CellContent(
          text: text(numeric: false),
          accessory: kind == 2 ? .checkmark : kind == 3 ? .unchecked : .none,
          columns: [text(numeric: false), text(numeric: true), text(numeric: false)].prefix(
            count
          ).map { $0 },
          state: kind == 4 ? .selected : kind == 5 ? .disabled : .normal)))
  }
  return TableViewModel(sections: [
    SectionModel(header: "Long", columns: ["Name", "Goals", "Note"], cells: cells),
    SectionModel(columns: ["Short"], cells: [CellModel(CellContent(columns: ["1"]))]),
  ])
}

@Test(arguments: [
  OutputFormat.markdown, .markdown(MarkdownBackend(tableNewlines: .space)), .text,
  .text(PlainTextBackend(gridStyle: .grid, width: 50)),
])
func aLongSectionMadeOnAnotherThreadIsWrittenAsOneHeld(format: OutputFormat) throws {
  let model = longModel(seed: 0x57A6E, rows: 30_000)
  var output: [UInt8] = []
  try TableShim().render(replaying: { model.events }, as: format) { output += $0 }
  let held = try TableShim().render(model, as: format)
  #expect(output.count == held.utf8.count)
  #expect(String(decoding: output, as: UTF8.self) == held)
}

/// A table whose source fails halfway through a long grid section.
private struct FailingRows: TableEventSource {
  struct Failure: Error {}
  var emitted = -1

  mutating func nextEvent() throws -> TableEvent? {
    defer { emitted += 1 }
    if emitted == -1 { return .beginSection(header: nil, columns: ["Name", "Goals"], id: nil) }
    guard emitted < 50_000 else { throw Failure() }
    return .cell(CellModel(CellContent(columns: ["row \(emitted)", "\(emitted)"])))
  }
}

@Test(arguments: [OutputFormat.markdown, .text])
func aRenderThatFailsInALongSpilledSectionEnds(format: OutputFormat) {
  #expect(throws: FailingRows.Failure.self) {
    try TableShim().render(replaying: { FailingRows() }, as: format) { _ in }
  }
}
