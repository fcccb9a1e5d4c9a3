/// Writes a table as MediaWiki wikitext, the markup of Wikipedia.
///
/// The title is a level-1 heading (`= Title =`), section headers level-2 headings, rows
/// bulleted list items (`*`) and footers paragraphs. Every text is escaped so that a wikitext
/// reader gives back exactly the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "''not italic''")])])
/// print(try TableShim().render(model, as: .mediaWiki))
/// // * <nowiki>''not italic''</nowiki>
/// ```
///
/// A row's detail and the cells it does not show follow its text after an em dash, in
/// italics; a secondary text follows a line break, in italics; check marks are `☑` and `☐`.
/// Selected rows are bold, highlighted rows italic and disabled rows struck through (`<del>`);
/// search matches are marked (`<mark>`). Only absolute `http`, `https` and `mailto` links are
/// links, and images only as symbols.
///
/// Sections with columns are `wikitable` tables, one cell per line, written as the rows come;
/// a column aligned right or centered by its ``Column`` carries `text-align` in its cells.
public struct MediaWikiBackend: OutputBackend, Sendable {
  private var blocks = WikiBlocks()
  private var table: StreamedTable?

  /// Creates a MediaWiki backend.
  public init() {}

  /// Writes the title as a level-1 heading.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title { writeHeading("= ", title, " =", into: &sink) }
    if let subtitle = start.subtitle { writeParagraph(subtitle, italic: true, into: &sink) }
  }

  /// Writes the section header as a level-2 heading.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    // A blank line ends a list: the next section's rows make a list of their own.
    blocks.endList()
    if let header = section.header { writeHeading("== ", header, " ==", into: &sink) }
    table = nil
    if section.layout == .grid {
      table = StreamedTable(columns: section.columns ?? [])
      if table?.hasTitles == true {
        blocks.start(into: &sink)
        table?.open(into: &sink)
      }
    }
  }

  /// Writes a row as a list item or a table row.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if table != nil {
      if table?.isOpen == false {
        blocks.start(into: &sink)
        table?.open(into: &sink)
      }
      table?.write(row, into: &sink)
      return
    }
    blocks.startItem(into: &sink)
    row.withTextBytes { texts in Self.writeListItem(row, texts: texts, into: &sink) }
  }

  /// Closes a grid section's table, and writes the search's match count and the footer.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if table?.isOpen == true { sink.write("|}\n") }
    table = nil
    if let summary = end.matchSummary { writeParagraph(summary, italic: true, into: &sink) }
    if let footer = end.footer { writeParagraph(footer, italic: false, into: &sink) }
    for note in end.footnoteLines { writeParagraph(note, italic: false, into: &sink) }
  }

  /// Writes the empty-state message of a table without rows as a paragraph.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage { writeParagraph(message, italic: true, into: &sink) }
    for note in end.notes { writeParagraph(note, italic: false, into: &sink) }
  }

  private mutating func writeHeading(
    _ open: StaticString, _ text: String, _ close: StaticString, into sink: inout ByteSink
  ) {
    blocks.start(into: &sink)
    sink.write(open)
    sink.writeMediaWikiEscaped(text, in: .heading)
    sink.write(close)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  private mutating func writeParagraph(_ text: String, italic: Bool, into sink: inout ByteSink) {
    blocks.start(into: &sink)
    if italic && !text.isEmpty { sink.write("''") }
    sink.writeMediaWikiEscaped(text, in: .block)
    if italic && !text.isEmpty { sink.write("''") }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a row as a list item: `* ☑ '''text''' — ''detail'' — ''cell''<br />''secondary''`.
  private static func writeListItem(
    _ row: CellContent, texts: CellTextBytes, into sink: inout ByteSink
  ) {
    let highlights = row.byteHighlights ?? ByteHighlights()
    sink.write("* ")
    // The text that was written last, which may end with a line break.
    var last: UnsafeBufferPointer<UInt8>?
    // Only symbols are images: MediaWiki shows no image from a URL.
    let symbol = texts[.image].flatMap { !$0.isEmpty && !WikiLinks.isURL($0) ? $0 : nil }
    if let mark = checkMark(row) {
      sink.writeSeparator(mark, after: nil, before: symbol ?? texts.text, space: "&#32;")
    }
    if let symbol {
      sink.writeMediaWikiEscaped(bytes: symbol, in: .block)
      sink.writeSeparator(" ", after: symbol, before: texts.text, space: "&#32;")
    }
    if !texts.text.isEmpty {
      let (open, close) = delimiters(for: row.state)
      sink.write(open)
      let url = WikiLinks.absoluteURL(texts[.link])
      if let url { writeLinkStart(url, into: &sink) }
      writeMarked(texts.text, highlights.text, into: &sink)
      if url != nil { sink.write("]") }
      sink.write(close)
      last = texts.text
    }
    if let detail = texts[.detailText], !detail.isEmpty {
      sink.writeSeparator(" \u{2014} ", after: last, before: nil, space: "&#32;")
      sink.write("''")
      writeMarked(detail, highlights.detailText, into: &sink)
      sink.write("''")
      last = nil
    }
    // The cells that the text and detail do not show, so that none is left out.
    for cell in texts.unshownCells {
      sink.writeSeparator(" \u{2014} ", after: last, before: nil, space: "&#32;")
      sink.write("''")
      sink.writeMediaWikiEscaped(bytes: cell, in: .block)
      sink.write("''")
      last = nil
    }
    if let secondary = texts[.secondaryText], !secondary.isEmpty {
      sink.write("<br />''")
      writeMarked(secondary, highlights.secondaryText, into: &sink)
      sink.write("''")
      last = nil
    }
    switch row.accessory {
    case .disclosureIndicator:
      sink.writeSeparator(" \u{203A}", after: last, before: nil, space: "&#32;")
    case .detailButton: sink.writeSeparator(" \u{24D8}", after: last, before: nil, space: "&#32;")
    default: break
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes escaped text with each search match in a `mark` element.
  private static func writeMarked(
    _ bytes: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    into sink: inout ByteSink
  ) {
    guard !highlights.isEmpty else { return sink.writeMediaWikiEscaped(bytes: bytes, in: .block) }
    HighlightedRuns(bytes: bytes, ranges: highlights).forEachRun { run, isMatch in
      if isMatch { sink.write("<mark>") }
      sink.writeMediaWikiEscaped(bytes: run, in: .block)
      if isMatch { sink.write("</mark>") }
    }
  }

  /// The check mark of a row with a check-mark accessory, `☑ ` or `☐ `, or `nil`.
  static func checkMark(_ row: CellContent) -> StaticString? {
    switch row.accessory {
    case .checkmark: "\u{2611} "
    case .unchecked: "\u{2610} "
    default: nil
    }
  }

  /// Opens an external link, `[url `, its label and `]` to follow: the URL's bytes that
  /// wikitext reads as markup are percent-encoded, and `&` is `&amp;`.
  static func writeLinkStart(_ url: String, into sink: inout ByteSink) {
    sink.write("[")
    for part in url.split(separator: "&", omittingEmptySubsequences: false).enumerated() {
      if part.offset > 0 { sink.write("&amp;") }
      sink.writeURL(String(part.element)) { WikiLinks.encodes($0, extra: "[]'") }
    }
    sink.write(" ")
  }

  /// The markup that shows a row's state: around its text in a list, around each cell in a
  /// table.
  static func delimiters(for state: CellState) -> (StaticString, StaticString) {
    switch state {
    case .normal: ("", "")
    case .selected: ("'''", "'''")
    case .highlighted: ("''", "''")
    case .disabled: ("<del>", "</del>")
    }
  }
}
