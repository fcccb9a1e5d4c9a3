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

/// How many rows a source has handed out, for the output to see how far the reading got.
private final class RowCounter {
  var count = 0
}

/// A source of one grid section of `rows` rows, made as they are asked for.
private struct CountingGrid: TableEventSource {
  let rows: Int
  let counter: RowCounter
  var started = false

  mutating func nextEvent() -> TableEvent? {
    if !started {
      started = true
      return .beginSection(header: nil, columns: ["Name", "Goals"], id: nil)
    }
    guard counter.count < rows else { return nil }
    counter.count += 1
    return .cell(CellModel(CellContent(columns: ["a \(counter.count)", "\(counter.count)"])))
  }
}

@Test(arguments: [OutputFormat.html, .markdown(MarkdownBackend(padsTables: false))])
func htmlAndUnpaddedMarkdownTablesWriteRowsBeforeTheirSectionEnds(format: OutputFormat) throws {
  let rows = 20 * GridLookahead.rowLimit
  let counter = RowCounter()
  var firstOutputAfter: Int?
  var output: [UInt8] = []
  try TableShim().render(events: CountingGrid(rows: rows, counter: counter), as: format) {
    if firstOutputAfter == nil { firstOutputAfter = counter.count }
    output += $0
  }
  // The first bytes leave long before the last row is read: the section streams.
  #expect((firstOutputAfter ?? rows) < rows / 2)
  #expect(String(decoding: output, as: UTF8.self).contains("a \(rows)"))
}

@Test func aStreamedTableAlignsByItsFirstRows() throws {
  let limit = GridLookahead.rowLimit
  let cells =
    (0..<limit).map { CellModel(CellContent(columns: ["\($0)"])) }
    + [CellModel(CellContent(columns: ["text"]))]
  let model = TableViewModel(sections: [SectionModel(columns: ["N"], cells: cells)])
  let markdown = try TableShim().render(model, as: .markdown(MarkdownBackend(padsTables: false)))
  #expect(markdown.hasPrefix("| N |\n| --: |\n"))
  let html = try TableShim().render(model, as: .html)
  #expect(html.contains("<td style=\"text-align: right\">text</td>"))
  // A shorter section is decided by all its rows, as before.
  let short = TableViewModel(sections: [
    SectionModel(columns: ["N"], cells: Array(cells.suffix(2)))
  ])
  #expect(
    try TableShim().render(short, as: .markdown(MarkdownBackend(padsTables: false)))
      .hasPrefix("| N |\n| :-- |\n"))
}
