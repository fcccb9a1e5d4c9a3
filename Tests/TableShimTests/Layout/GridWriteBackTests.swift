import Testing

@testable import TableShim

/// The rows of a spilled section: data rows in every state, some of several lines or wider
/// than a narrow grid, with and without shades, label rows, and summary rows in runs.
private func spilledRows(count: Int) -> [CellContent] {
  let states = CellState.allCases
  return (0..<count).map { row in
    if row % 997 == 5 { return CellContent(labelRow: "Group \(row) 손") }
    var cells = ["손 \(row)", "\(row * 7 % 1_000)", "x"]
    if row % 401 == 3 { cells[2] = "two\nlines" }
    if row % 211 == 7 { cells[0] = String(repeating: "wide ", count: 9) }
    var content = CellContent(columns: cells, state: states[row % 5 == 0 ? row % 4 : 0])
    if row % 1_000 >= 990 { content.role = row % 1_000 >= 995 ? .grandSummary : .summary }
    if row % 3 == 0 {
      content.shades = [CellShade(palette: .viridis, position: Double(row % 100) / 100), nil]
    }
    return content
  }
}

/// Measures and spills the rows of a grid section as a backend's spilling pass does.
private func measuring(
  _ section: SectionStart, _ rows: [CellContent], text: PlainTextBackend?
) -> GridMeasuring {
  var measuring =
    text.map {
      GridMeasuring(
        section, shownAs: PlainTextBackend.shown, showing: PlainTextBackend.plainlyShown,
        keepsPlain: false, wraps: $0.width != nil, spills: true, labelsSpan: true)
    }
    ?? GridMeasuring(
      section, shownAs: MarkdownBackend.shown(lineBreak: "<br>"),
      showing: MarkdownBackend.plainlyShown(lineBreak: "<br>"), keepsPlain: true, wraps: false,
      spills: true)
  for row in rows { measuring.add(row) }
  return measuring
}

private let textGrids: [(String, PlainTextBackend)] = [
  ("simple", PlainTextBackend()),
  ("grid, 40 wide", PlainTextBackend(gridStyle: .grid, width: 40)),
  ("zebra colours", PlainTextBackend(colors: TerminalStyle(disabled: .dim, zebra: .reverse))),
  ("standard colours, rounded", PlainTextBackend(gridStyle: .rounded, colors: .standard)),
  ("pages of 7", PlainTextBackend(gridStyle: .grid, pageLength: 7)),
  ("records", PlainTextBackend(width: 12)),
]

/// A spill of several runs, written back on two threads, against one thread.
@Test(arguments: textGrids.indices)
func aTextGridSpilledIsWrittenOnTwoThreadsAsOnOne(grid: Int) {
  let (name, backend) = textGrids[grid]
  let rows = spilledRows(count: 40_000)
  let spanned = [
    Column("Name", maxWidth: 8, overflow: .ellipsis, spanners: ["Player"]),
    Column("Goals", alignment: .right, spanners: ["Stats"]),
    Column("Note", maxWidth: 4, overflow: .crop, spanners: ["Stats"]),
  ]
  let sections: [(String, [Column]?)] = [
    ("titled", ["Name", "Goals", "Note"]), ("untitled", nil), ("spanned", spanned),
  ]
  for (kind, columns) in sections {
    let section = SectionStart(index: 0, columns: columns, layout: .grid)
    var outputs: [String] = []
    for inParallel in [false, true] {
      var spilled = measuring(section, rows, text: backend)
      var sink = ByteSink()
      backend.writeSpilledGrid(section, &spilled, inParallel: inParallel, into: &sink)
      #expect(sink.drainError == nil)
      outputs.append(sink.text)
    }
    #expect(outputs[0].utf8.count > GridSpill.bufferLimit, "\(name), \(kind)")
    #expect(outputs[0] == outputs[1], "\(name), \(kind)")
  }
}

/// A padded Markdown table spilled, written back on two threads, against one thread.
@Test func aMarkdownTableSpilledIsWrittenOnTwoThreadsAsOnOne() throws {
  let rows = spilledRows(count: 40_000)
  let section = SectionStart(index: 0, columns: ["Name", "Goals", "Note"], layout: .grid)
  // The rows make several runs, each cut in two.
  var halved = 0
  var spilled = measuring(section, rows, text: nil)
  try spilled.forEachSpilledRun { run in
    if run.bytes.count >= GridWriteBack.parallelMinimum,
      run.parts(firstShare: GridWriteBack.firstShare) != nil
    {
      halved += 1
    }
  }
  #expect(halved >= 2)
  var outputs: [String] = []
  for inParallel in [false, true] {
    var spilled = measuring(section, rows, text: nil)
    var sink = ByteSink()
    MarkdownBackend().writeSpilledTable(section, &spilled, inParallel: inParallel, into: &sink)
    outputs.append(sink.text)
  }
  #expect(outputs[0].utf8.count > 2 * GridSpill.bufferLimit)
  #expect(outputs[0] == outputs[1])
}

/// Runs cut in two give back every row once, in order, with its number in the spill.
@Test func aSpillsRunsCutInTwoKeepEveryRowInOrder() throws {
  var spill = GridSpill()
  let count = 30_000
  for row in 0..<count {
    let long = row.isMultiple(of: 4_999) ? String(repeating: "z", count: 3_000_000) : ""
    let text = "\(row)" + long
    var made = GridCells(columnCount: 1, rowCapacity: 1)
    made.appendRow(cellCount: 1) { _, sink in sink.write(text) }
    made.withCells { view in
      [row].withUnsafeBufferPointer {
        spill.add(view, widths: $0, state: .normal, role: row.isMultiple(of: 7) ? .label : .data)
      }
    }
  }
  var next = 0
  var halved = 0
  try spill.forEachRun { run in
    var labels = 0
    run.forEachRole { if $0 == .label { labels += 1 } }
    let pieces = run.parts(firstShare: GridWriteBack.firstShare).map { [$0.0, $0.1] } ?? [run]
    if pieces.count == 2 { halved += 1 }
    for piece in pieces {
      piece.forEachRow(columnCount: 1) { number, cells, widths, _, role in
        #expect(number == next && widths[0] == next)
        #expect(String(decoding: cells[0, 0].prefix(8), as: UTF8.self).hasPrefix("\(next)"))
        if role == .label { labels -= 1 }
        next += 1
      }
    }
    #expect(labels == 0)
  }
  #expect(next == count)
  #expect(halved > 2)
}

/// A large section with labels, summary rows and states, read once and spilled (its
/// write-back on two threads), gives what the same table held in memory gives.
@Test(arguments: [
  OutputFormat.text, .text(PlainTextBackend(gridStyle: .grid, width: 40)),
  .text(PlainTextBackend(colors: TerminalStyle(selected: .reverse, zebra: .dim))), .markdown,
])
func aLargeSpilledSectionIsWrittenAsOneHeld(format: OutputFormat) throws {
  let cells = spilledRows(count: 30_000).map { content in
    var content = content
    content.shades = []
    return CellModel(content)
  }
  let model = TableViewModel(sections: [
    SectionModel(header: "Players", columns: ["Name", "Goals", "Note"], cells: cells)
  ])
  var output: [UInt8] = []
  try TableShim().render(replaying: { model.events }, as: format) { output += $0 }
  let held = try TableShim().render(model, as: format)
  #expect(output.count > 2 * GridSpill.bufferLimit)
  #expect(String(decoding: output, as: UTF8.self) == held)
}
