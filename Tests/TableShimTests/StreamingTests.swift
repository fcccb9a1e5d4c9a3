import Testing

@testable import TableShim

/// A section of `rows` rows in grid layout, its output far larger than the sink's 64 KiB.
private func bigGrid(rows: Int) -> TableViewModel {
  TableViewModel(sections: [
    SectionModel(
      header: "Players", columns: ["Name", "Country", "Goals"],
      cells: (0..<rows).map { index in
        CellModel(CellContent(columns: ["손흥민 \(index)", "대한민국 <KR> & | *", "\(index % 97)"]))
      })
  ])
}

private struct OutputFailed: Error, Equatable {}

@Test(arguments: [
  OutputFormat.text, .markdown, .markdown(MarkdownBackend(padsTables: false)), .html,
])
func aGridSectionStreamsOutInPiecesWithTheSameBytes(format: OutputFormat) throws {
  let model = bigGrid(rows: 5_000)
  let whole = try TableShim().render(model, as: format)
  var pieces: [Int] = []
  var streamed: [UInt8] = []
  try TableShim().render(events: model.events, as: format) { bytes in
    pieces.append(bytes.count)
    streamed += bytes
  }
  #expect(String(decoding: streamed, as: UTF8.self) == whole)
  // The section is written at its end, yet it leaves in pieces of about the sink's size.
  #expect(pieces.count > 3)
  #expect(pieces.max() ?? 0 < 2 * (1 << 16))
}

@Test func aFailingOutputInTheMiddleOfAGridSectionEndsTheRenderWithItsError() {
  var calls = 0
  #expect(throws: OutputFailed()) {
    try TableShim().render(events: bigGrid(rows: 5_000).events, as: .text) { _ in
      calls += 1
      if calls == 2 { throw OutputFailed() }
    }
  }
  // Nothing more is handed over after the failure.
  #expect(calls == 2)
}
