/// Writes a table as Jira (and Confluence wiki) markup.
///
/// The title is a level-1 heading (`h1.`), section headers level-2 headings, rows bulleted
/// list items (`*`) and footers paragraphs. Every text is escaped so that a reader of Jira
/// markup gives back the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "{code}")])])
/// print(try TableShim().render(model, as: .jira))
/// // * \{code\}
/// ```
///
/// A row's detail and the cells it does not show follow its text after an em dash, in
/// emphasis; a secondary text follows a line break (`\\`), in emphasis; check marks are `☑`
/// and `☐`. Selected rows are strong, highlighted rows emphasized and disabled rows deleted
/// (`-struck-`). Only absolute `http`, `https` and `mailto` links are links.
///
/// Sections with columns are tables, `||title||` and `|cell|`, written as the rows come:
/// Jira tables have no widths and no alignment.
public struct JiraBackend: OutputBackend, Sendable {
  private var blocks = WikiBlocks()
  /// The columns of the grid section being written, `[]` when it declares none; `nil` in a
  /// list section.
  private var tableColumns: [Column]?
  private var tableIsOpen = false

  /// Creates a Jira backend.
  public init() {}

  /// Writes the title as a level-1 heading.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title { writeHeading("h1. ", title, into: &sink) }
    if let subtitle = start.subtitle {
      writeParagraph(subtitle, style: UInt8(ascii: "_"), into: &sink)
    }
  }

  /// Writes the section header as a level-2 heading, and a grid section's column titles.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    // A blank line ends a list: the next section's rows make a list of their own.
    blocks.endList()
    if let header = section.header { writeHeading("h2. ", header, into: &sink) }
    tableColumns = section.layout == .grid ? section.columns ?? [] : nil
    tableIsOpen = false
    if let columns = tableColumns, !columns.isEmpty {
      blocks.start(into: &sink)
      tableIsOpen = true
      sink.write("||")
      for column in columns {
        sink.write(" ")
        sink.writeJiraEscaped(column.flattenedTitle, in: .block)
        sink.write(" ||")
      }
      sink.write("\n")
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
    if let columns = tableColumns {
      if !tableIsOpen {
        blocks.start(into: &sink)
        tableIsOpen = true
      }
      row.withTextBytes { texts in
        Self.writeTableRow(row, texts: texts, columns: columns, into: &sink)
      }
      return
    }
    blocks.startItem(into: &sink)
    row.withTextBytes { texts in Self.writeListItem(row, texts: texts, into: &sink) }
  }

  /// Writes the search's match count and the footer as paragraphs.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    tableColumns = nil
    if let summary = end.matchSummary {
      writeParagraph(summary, style: UInt8(ascii: "_"), into: &sink)
    }
    if let footer = end.footer { writeParagraph(footer, style: nil, into: &sink) }
    for note in end.footnoteLines { writeParagraph(note, style: nil, into: &sink) }
  }

  /// Writes the empty-state message of a table without rows as a paragraph.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage {
      writeParagraph(message, style: UInt8(ascii: "_"), into: &sink)
    }
    for note in end.notes { writeParagraph(note, style: nil, into: &sink) }
  }

  private mutating func writeHeading(
    _ marker: StaticString, _ text: String, into sink: inout ByteSink
  ) {
    blocks.start(into: &sink)
    sink.write(marker)
    sink.writeJiraEscaped(text, in: .inline)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  private mutating func writeParagraph(_ text: String, style: UInt8?, into sink: inout ByteSink) {
    blocks.start(into: &sink)
    sink.writeJiraEscaped(text, in: .block, style: style)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a row as a list item: `* ☑ *text* — _detail_ — _cell_\\_secondary_`.
  private static func writeListItem(
    _ row: CellContent, texts: CellTextBytes, into sink: inout ByteSink
  ) {
    sink.write("* ")
    writeCheckMark(row, into: &sink)
    if let image = texts[.image], !image.isEmpty {
      if !WikiLinks.isURL(image) {
        sink.writeJiraEscaped(bytes: image, in: .block)
        sink.write(byte: 0x20)
      } else if let url = WikiLinks.absoluteURL(image) {
        sink.write("!")
        sink.writeURL(url) { WikiLinks.encodes($0, extra: "[]!") }
        sink.write("! ")
      }
    }
    // The text that was written last, which may end with a line break.
    var last: UnsafeBufferPointer<UInt8>?
    if !texts.text.isEmpty {
      writeText(texts.text, of: row, link: texts[.link], into: &sink)
      last = texts.text
    }
    if let detail = texts[.detailText], !detail.isEmpty {
      sink.write(" \u{2014} ")
      sink.writeJiraEscaped(bytes: detail, in: .block, style: UInt8(ascii: "_"))
      last = detail
    }
    // The cells that the text and detail do not show, so that none is left out.
    for cell in texts.unshownCells {
      sink.write(" \u{2014} ")
      sink.writeJiraEscaped(bytes: cell, in: .block, style: UInt8(ascii: "_"))
      last = cell
    }
    if let secondary = texts[.secondaryText], !secondary.isEmpty {
      // `\\` is no line break before a backslash: a space parts two of them.
      if let end = last?.last, end == 0x0A || end == 0x0D { sink.write(byte: 0x20) }
      sink.write("\\\\")
      if ByteSink.jiraSpacesLineBreak(before: secondary[0]) { sink.write(byte: 0x20) }
      sink.writeJiraEscaped(bytes: secondary, in: .inline, style: UInt8(ascii: "_"))
    }
    switch row.accessory {
    case .disclosureIndicator: sink.write(" \u{203A}")
    case .detailButton: sink.write(" \u{24D8}")
    default: break
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a row as a table row, `| *cell* | *cell* |`: each cell in the style of the row's
  /// state, the first after its check mark and as its link.
  private static func writeTableRow(
    _ row: CellContent, texts: CellTextBytes, columns: [Column], into sink: inout ByteSink
  ) {
    let count = columns.isEmpty ? GridSection.cellCount(of: texts) : columns.count
    let cellCount = min(GridSection.cellCount(of: texts), count)
    sink.write("|")
    for column in 0..<count {
      sink.write(" ")
      if column == 0 { writeCheckMark(row, into: &sink) }
      if column < cellCount {
        let cell = GridSection.cell(column, of: texts)
        writeText(cell, of: row, link: column == 0 ? texts[.link] : nil, into: &sink)
      }
      sink.write(" |")
    }
    sink.write("\n")
  }

  /// Writes a row's text in the style of its state, as a link when it has an absolute one.
  private static func writeText(
    _ text: UnsafeBufferPointer<UInt8>, of row: CellContent, link: UnsafeBufferPointer<UInt8>?,
    into sink: inout ByteSink
  ) {
    let style: UInt8? =
      switch row.state {
      case .normal: nil
      case .selected: UInt8(ascii: "*")
      case .highlighted: UInt8(ascii: "_")
      case .disabled: UInt8(ascii: "-")
      }
    guard !text.isEmpty, let url = WikiLinks.absoluteURL(link) else {
      return sink.writeJiraEscaped(bytes: text, in: .block, style: style)
    }
    if let style { sink.write(byte: style) }
    sink.write("[")
    sink.writeJiraEscaped(bytes: text, in: .inline)
    sink.write("|")
    sink.writeURL(url) { WikiLinks.encodes($0, extra: "[]") }
    sink.write("]")
    if let style { sink.write(byte: style) }
  }

  /// Writes `☑ ` or `☐ ` for a row with a check-mark accessory.
  private static func writeCheckMark(_ row: CellContent, into sink: inout ByteSink) {
    switch row.accessory {
    case .checkmark: sink.write("\u{2611} ")
    case .unchecked: sink.write("\u{2610} ")
    default: break
    }
  }
}
