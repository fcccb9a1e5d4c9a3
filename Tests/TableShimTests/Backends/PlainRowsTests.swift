import Testing

@testable import TableShim

/// The cells of a grid: names (some wide), numbers with and without fractions, centred notes.
private let texts = [
  ["Messi", "12.5", "x"], ["손흥민", "3", "middle"], ["本田圭佑", "-0.25", ""],
  ["two\nlines", "1", "n"], ["a name far too wide", "7", "y"],
]
private let columns = [
  Column("Name", maxWidth: 10), Column("Goals"), Column("Note", alignment: .center),
]

/// One row of `texts` as a spilled row hands it over: its cells and their widths.
private func withRow(_ row: Int, _ body: (GridCells.View, UnsafeBufferPointer<Int>) -> Void) {
  var cells = GridCells(columnCount: columns.count)
  cells.appendRow(cellCount: columns.count) { column, sink in sink.write(texts[row][column]) }
  cells.withCells { view in
    let widths = (0..<columns.count).map { column in
      let (width, isOneLine) = GridMeasure.measure(view[0, column])
      return isOneLine ? width : -1
    }
    widths.withUnsafeBufferPointer { body(view, $0) }
  }
}

/// A grid of `texts` laid out to fit every row but the last two, with nothing written yet.
private func grid(colors: TerminalStyle? = nil) -> PlainTextBackend.StreamedGrid {
  var rows = GridCells(columnCount: columns.count)
  for row in texts.indices.dropLast(2) {
    rows.appendRow(cellCount: columns.count) { column, sink in sink.write(texts[row][column]) }
  }
  return PlainTextBackend.StreamedGrid(
    layout: GridLayout(header: nil, rows: rows, columns: columns, available: nil), header: nil,
    columnCount: columns.count, colors: colors, spanners: PlainTextBackend.SpannerHead(columns),
    available: nil)
}

/// A data row whose cells fit is written in one pass exactly as the general path writes it,
/// and leaves the same state.
@Test(arguments: [GridStyle.simple, .rounded, .psql, .presto])
func aPlainRowIsWrittenAsTheGeneralPathWritesIt(style: GridStyle) throws {
  var general = grid()
  var quick = grid()
  let plain = try #require(quick.plainRows(style))
  for row in 0..<3 {
    withRow(row) { cells, widths in
      var expected = ByteSink()
      general.write(
        made: cells, widths: widths, state: .normal, role: .data, shades: [], style,
        into: &expected)
      var written = ByteSink()
      #expect(quick.writePlainly(cells, widths: widths, role: .data, plain, into: &written))
      #expect(written.text == expected.text, "row \(row), \(style.name)")
    }
  }
  #expect(quick.rowCount == general.rowCount && quick.pageRows == general.pageRows)
  #expect(!quick.lastWasLabel)
}

/// Label and summary rows, a cell of several lines and a cell wider than its column are left
/// to the general path: nothing is written and the state is kept.
@Test func rowsThatAreNotPlainAreLeftToTheGeneralPath() throws {
  var quick = grid()
  let plain = try #require(quick.plainRows(.simple))
  for (row, role) in [
    (0, RowRole.label), (0, .summary), (0, .grandSummary), (3, .data), (4, .data),
  ] {
    withRow(row) { cells, widths in
      var sink = ByteSink()
      #expect(!quick.writePlainly(cells, widths: widths, role: role, plain, into: &sink))
      #expect(sink.count == 0, "row \(row), \(role)")
    }
  }
  #expect(quick.rowCount == 0 && quick.pageRows == 0)
}

/// Grids whose rows carry more than their cells write no row the plain way: colours, pages,
/// rules between rows, and edges longer than two words.
@Test func gridsWithColoursPagesRulesOrLongEdgesHaveNoPlainRows() {
  #expect(grid().plainRows(.simple) != nil)
  #expect(grid(colors: .standard).plainRows(.simple) == nil)
  var paged = grid()
  paged.pageLength = 10
  #expect(paged.plainRows(.simple) == nil)
  #expect(grid().plainRows(.grid) == nil)
  #expect(grid().plainRows(GridStyle(name: "long", left: String(repeating: "«", count: 9))) == nil)
}
