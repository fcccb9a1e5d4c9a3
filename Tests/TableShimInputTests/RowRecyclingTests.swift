import TableShim
import Testing

@testable import TableShimInput

/// A list file of `count` rows in two sections, with escapes, wide texts, ids and check
/// boxes, and rows longer than the ones before them (so that some are made anew).
private func source(rows count: Int) -> InputSource {
  GeneratedSource(head: "# Rows\n## First\n@columns Name | Note | Goals\n", lines: count) {
    index in
    let note = ["a \\| b", "손흥민 \(index)", String(repeating: "x", count: index % 90), ""]
    let line = "- \(index % 5 == 0 ? "[x] " : "")Player \(index) | \(note[index % 4]) | \(index)"
    let id = index % 7 == 0 ? " {#row-\(index)}" : ""
    return index == count / 2 ? "## Second\n" + line + id + "\n" : line + id + "\n"
  }.input(named: "rows.list")
}

@Test func rowsGivenBackAreWrittenOverWhileTheCopiesKeptStayAsTheyWere() throws {
  // Several batches of 2,048 lines: the rows given back are moved out of each batch and put
  // back, while every third row is also kept here, as a grid keeps its rows.
  let count = 9_000
  var decoder = ListFileDecoder(source(rows: count), readingAhead: true)
  let recycler = try #require(decoder.rowRecycler)
  var kept: [(index: Int, content: CellContent)] = []
  var index = 0
  while let event = try decoder.nextEvent() {
    guard case .cell(let model) = event else { continue }
    let content = try #require(model.contentShownAsIs)
    #expect(content.text == "Player \(index)")
    if index % 3 == 0 { kept.append((index, content)) }
    recycler.give(content)
    index += 1
  }
  #expect(index == count)
  for (index, content) in kept {
    #expect(content.text == "Player \(index)")
    #expect(content.columns.last == "\(index)")
  }
}

@Test func aDecoderReadingInlineTakesNoRowsBack() {
  #expect(ListFileDecoder(source(rows: 3)).rowRecycler == nil)
}

@Test(arguments: [
  ("Markdown list", OutputFormat.markdown, SectionLayout.list, nil as Search?),
  ("Markdown grid", .markdown, .grid, nil),
  ("unpadded Markdown grid", .markdown(MarkdownBackend(padsTables: false)), .grid, nil),
  ("text grid", .text, .grid, nil),
  ("HTML list", .html, .list, nil),
  ("HTML grid", .html, .grid, nil),
  ("records", .text, .records, nil),
  ("search with highlights", .markdown, .list, Search("player 1", highlightsMatches: true)),
  ("search in a grid", .text, .grid, Search("손흥민")),
])
func aRenderOfRowsGivenBackIsTheRenderOfRowsReadInline(
  name: String, format: OutputFormat, layout: SectionLayout, search: Search?
) throws {
  // The renderer gives back every row it writes to a decoder reading ahead, and keeps the
  // rows of a grid and the labels of a search: its output is the one of rows read inline.
  var shim = TableShim(preferredLayout: layout)
  shim.search = search
  var inline = ""
  var ahead = ""
  try shim.render(events: ListFileDecoder(source(rows: 6_000)), as: format, to: &inline)
  try shim.render(
    events: ListFileDecoder(source(rows: 6_000), readingAhead: true), as: format, to: &ahead)
  #expect(ahead == inline, "\(name)")
  // The last row, or a search's first match.
  #expect(inline.contains(search == nil ? "Player 5999" : "Player 1"), "\(name)")
}
