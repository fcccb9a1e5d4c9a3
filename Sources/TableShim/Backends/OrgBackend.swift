/// Writes a table as an Emacs Org document.
///
/// The title is the `#+TITLE:` keyword, section headers level-1 headlines, rows plain list
/// items (checkmark and unchecked rows with the check boxes `[X]` and `[ ]`) and footers
/// paragraphs. Every text is escaped so that an Org reader (Emacs, pandoc) gives back exactly
/// the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "*not bold*")])])
/// print(try TableShim().render(model, as: .org))
/// // - \ast{}not bold*
/// ```
///
/// A row's detail and the cells it does not show follow its text after an em dash, in
/// italics; a secondary text stands on the next line, in italics. Selected rows are bold,
/// highlighted rows italic and disabled rows struck through. Only absolute `http`, `https`
/// and `mailto` links are links.
///
/// Sections with columns are Org tables, padded by display width so that the raw Org lines up,
/// with a rule under the column titles and, when a column is not aligned left, a row of
/// alignment cookies (`<r>`, `<c>`, `<l>`).
///
/// Footnotes are Org's own: a reference `[fn:1]` after each part a note is on, and the
/// definitions `[fn:1] TEXT` after the table (or after each section).
public struct OrgBackend: OutputBackend, Sendable {
  var blocks = WikiBlocks()
  private var grid: GridSection?

  /// Creates an Org backend.
  public init() {}

  /// Writes the title as the `#+TITLE:` keyword.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title {
      blocks.start(into: &sink)
      sink.write("#+TITLE: ")
      sink.writeOrgEscaped(title, in: .heading)
      sink.write(Self.references(start.titleFootnotes, start.footnoteMarks))
      sink.write(byte: UInt8(ascii: "\n"))
    }
    if let subtitle = start.subtitle {
      // Org's own keyword, on the line after the title's.
      if start.title == nil { blocks.start(into: &sink) }
      sink.write("#+SUBTITLE: ")
      sink.writeOrgEscaped(subtitle, in: .heading)
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }

  /// Writes the section header as a level-1 headline.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    grid = section.layout == .grid ? GridSection(section) : nil
    if let header = section.header {
      blocks.start(into: &sink)
      sink.write("* ")
      sink.writeOrgEscaped(header, in: .heading)
      sink.write(Self.references(section.footnotes.header, section.footnotes.marks))
      sink.write(byte: UInt8(ascii: "\n"))
    } else if blocks.continuesList {
      // Two blank lines end a list; one more follows with the first item.
      sink.write(byte: UInt8(ascii: "\n"))
      blocks.endList()
    }
  }

  /// Writes a row as a list item, or keeps it for the section's table.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if grid != nil {
      grid?.append(row)
      return
    }
    blocks.startItem(into: &sink)
    row.withTextBytes { texts in Self.writeListItem(row, texts: texts, into: &sink) }
  }

  /// Writes the table of a grid section, the search's match count and the footer.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if let grid {
      if !grid.columns.isEmpty {
        blocks.start(into: &sink)
        Self.writeTable(grid, into: &sink)
      }
      self.grid = nil
    }
    if let summary = end.matchSummary {
      writeParagraph(summary, emphasis: UInt8(ascii: "/"), into: &sink)
    }
    if let footer = end.footer { writeParagraph(footer, emphasis: nil, into: &sink) }
    writeFootnoteDefinitions(end.footnotes, into: &sink)
  }

  /// Writes the empty-state message of a table without rows as a paragraph.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage {
      writeParagraph(message, emphasis: UInt8(ascii: "/"), into: &sink)
    }
    writeFootnoteDefinitions(end.footnotes, into: &sink)
    for note in end.notes { writeParagraph(note, emphasis: nil, into: &sink) }
  }

  private mutating func writeParagraph(
    _ text: String, emphasis: UInt8?, into sink: inout ByteSink
  ) {
    blocks.start(into: &sink)
    sink.writeOrgEscaped(text, in: .block(indent: 0), emphasis: emphasis)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a row as a list item: `- [X] *text* — /detail/ — /cell/`, its secondary text on
  /// a line of its own.
  private static func writeListItem(
    _ row: CellContent, texts: CellTextBytes, into sink: inout ByteSink
  ) {
    let item = OrgTextContext.block(indent: 2)
    sink.write("- ")
    switch row.accessory {
    case .checkmark: sink.write("[X] ")
    case .unchecked: sink.write("[ ] ")
    default: break
    }
    if let image = texts[.image], !image.isEmpty {
      if !WikiLinks.isURL(image) {
        sink.writeOrgEscaped(bytes: image, in: item)
        writeSeparator(" ", after: image, before: texts.text, into: &sink)
      } else if let url = WikiLinks.absoluteURL(image) {
        writeLink(url, text: nil, into: &sink)
        sink.write(byte: 0x20)
      }
    }
    // The text that was written last, which may end with a line break.
    var last = texts.text
    let emphasis = Self.emphasis(for: row.state)
    if !texts.text.isEmpty {
      if let url = WikiLinks.absoluteURL(texts[.link]) {
        if let emphasis { sink.write(byte: emphasis) }
        writeLink(url, text: texts.text, into: &sink)
        if let emphasis { sink.write(byte: emphasis) }
        last = UnsafeBufferPointer(start: nil, count: 0)
      } else {
        sink.writeOrgEscaped(bytes: texts.text, in: item, emphasis: emphasis)
      }
    }
    writeCellReferences(row, column: 0, into: &sink)
    if let detail = texts[.detailText], !detail.isEmpty {
      writeSeparator(" \u{2014} ", after: last, before: detail, into: &sink)
      sink.writeOrgEscaped(bytes: detail, in: item, emphasis: UInt8(ascii: "/"))
      last = detail
    }
    // The cells that the text and detail do not show, so that none is left out.
    for cell in texts.unshownCells {
      writeSeparator(" \u{2014} ", after: last, before: cell, into: &sink)
      sink.writeOrgEscaped(bytes: cell, in: item, emphasis: UInt8(ascii: "/"))
      last = cell
    }
    if let secondary = texts[.secondaryText], !secondary.isEmpty {
      sink.write("\\\\\n  ")
      sink.writeOrgEscaped(bytes: secondary, in: item, emphasis: UInt8(ascii: "/"))
      last = secondary
    }
    switch row.accessory {
    case .disclosureIndicator: writeSeparator(" \u{203A}", after: last, into: &sink)
    case .detailButton: writeSeparator(" \u{24D8}", after: last, into: &sink)
    default: break
    }
    // The references of the other cells end the item.
    for column in row.footnoteMarks?.columns.keys.sorted() ?? [] where column > 0 {
      writeCellReferences(row, column: column, into: &sink)
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes markup that starts or ends with a space, the space as `\text{ }` where Org
  /// would drop it.
  private static func writeSeparator(
    _ separator: StaticString, after text: UnsafeBufferPointer<UInt8>,
    before next: UnsafeBufferPointer<UInt8>? = nil, into sink: inout ByteSink
  ) {
    sink.writeSeparator(separator, after: text, before: next, space: "\\text{ }")
  }

  /// Writes a link, `[[url][text]]`, or `[[url]]` for an image; `[` and `]` in the URL are
  /// percent-encoded, since Org reads them as the link's end.
  static func writeLink(
    _ url: String, text: UnsafeBufferPointer<UInt8>?, into sink: inout ByteSink
  ) {
    sink.write("[[")
    sink.writeURL(url) { WikiLinks.encodes($0, extra: "[]") }
    if let text {
      sink.write("][")
      sink.writeOrgEscaped(bytes: text, in: .linkText)
    }
    sink.write("]]")
  }

  /// The emphasis marker that shows a row's state, around its text in a list and around each
  /// cell in a table: bold, italic or struck through.
  static func emphasis(for state: CellState) -> UInt8? {
    switch state {
    case .normal: nil
    case .selected: UInt8(ascii: "*")
    case .highlighted: UInt8(ascii: "/")
    case .disabled: UInt8(ascii: "+")
    }
  }
}
