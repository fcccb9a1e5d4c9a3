/// Writes a table as CommonMark with GitHub Flavored Markdown extensions.
///
/// The title is a level-1 heading, section headers level-2 headings, rows list items
/// (checkmark and unchecked rows task-list items) and footers paragraphs. Every text is
/// escaped so that a GFM parser gives back exactly the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "*not bold*")])])
/// print(try TableShim().render(model, as: .markdown))
/// // - \*not bold\*
/// ```
///
/// A row's detail follows its text after an em dash, in emphasis; a secondary text stands
/// on the next line, in emphasis. Selected rows are strong, highlighted rows emphasized
/// with `_`, and disabled rows struck through.
///
/// Sections with columns are GFM pipe tables with an alignment row, padded by display width
/// so that the raw Markdown lines up too.
public struct MarkdownBackend: OutputBackend, Sendable {
  /// What a newline inside a table cell becomes; a GFM table row is one line.
  public enum TableNewlines: String, Sendable, CaseIterable {
    /// An HTML line break, `<br>`.
    case lineBreak
    /// A space.
    case space
    /// A ``TableShimError/newlineInTableCell(at:)`` error.
    case error
  }

  /// Whether table cells are padded so that the raw Markdown lines up; turn it off to make
  /// large tables smaller and faster.
  public var padsTables: Bool
  /// What a newline inside a table cell becomes.
  public var tableNewlines: TableNewlines
  private var needsBlankLine = false
  private var lastBlockWasList = false
  private var bullet = UInt8(ascii: "-")
  private var grid: GridSection?
  private var streamedTable: StreamedTable?
  /// How padded tables are taken: held, or measured and kept in a spill as they come.
  var gridPass = GridPass.holding
  private var measuring: GridMeasuring?
  /// Whether the section is a table (one of the two above), checked per row without copying
  /// either.
  private var sectionIsTable = false

  /// Creates a Markdown backend.
  ///
  /// - Parameters:
  ///   - padsTables: Whether table cells are padded so that the raw Markdown lines up.
  ///   - tableNewlines: What a newline inside a table cell becomes.
  public init(padsTables: Bool = true, tableNewlines: TableNewlines = .lineBreak) {
    self.padsTables = padsTables
    self.tableNewlines = tableNewlines
  }

  /// Writes the title as a level-1 heading.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title {
      writeHeading(
        level: 1, title, references: Self.references(start.titleFootnotes, start.footnoteMarks),
        into: &sink)
    }
    if let subtitle = start.subtitle { writeParagraph(subtitle, emphasized: true, into: &sink) }
  }

  /// Writes the section header as a level-2 heading.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    grid = nil
    streamedTable = nil
    measuring = nil
    sectionIsTable = section.layout == .grid
    if section.layout == .grid {
      let lineBreak = tableLineBreak
      if !padsTables, let columns = section.columns, !columns.isEmpty {
        streamedTable = StreamedTable(columns: columns)
        streamedTable?.footnotes = section.footnotes
      } else if gridPass.spills {
        measuring = GridMeasuring(
          section, shownAs: Self.shown(lineBreak: lineBreak),
          showing: Self.plainlyShown(lineBreak: lineBreak), keepsPlain: true, wraps: false,
          spills: true)
      } else {
        grid = GridSection(section)
      }
    }
    if let header = section.header {
      writeHeading(
        level: 2, header,
        references: Self.references(section.footnotes.header, section.footnotes.marks),
        into: &sink)
    } else if lastBlockWasList {
      // A list straight after another list would continue it; a new bullet starts a new list.
      bullet = bullet == UInt8(ascii: "-") ? UInt8(ascii: "+") : UInt8(ascii: "-")
      lastBlockWasList = false
    }
  }

  /// Writes a row as a list item.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  /// - Throws: ``TableShimError/newlineInTableCell(at:)`` for a newline in a table cell when
  ///   ``tableNewlines`` is `.error`.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) throws {
    if sectionIsTable {
      if tableNewlines == .error, (row.columns + [row.text]).contains(where: \.containsLineBreak) {
        throw TableShimError.newlineInTableCell(at: indexPath)
      }
      grid?.append(row)
      measuring?.add(row)
      guard streamedTable != nil else { return }
      let lineBreak = tableLineBreak
      if streamedTable?.isStreaming == true {
        streamedTable?.write(row, lineBreak: lineBreak, into: &sink)
        return
      }
      streamedTable?.append(row, lineBreak: lineBreak)
      if streamedTable?.hasDecided == true {
        startBlock(into: &sink)
        streamedTable?.startStreaming(lineBreak: lineBreak, into: &sink)
      }
      return
    }
    if row.role == .label || row.role.isSummary {
      // A label row in list layout: a bold paragraph between the lists; a summary row too,
      // its values after the label (`**Total** — Price: $234,700`).
      if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
      sink.write("**")
      row.withTextBytes { texts in
        sink.writeMarkdownEscaped(bytes: texts.text, in: .block(indent: 0))
        sink.write("**")
        if let detail = texts[.detailText], row.role.isSummary {
          sink.write(" \u{2014} ")
          sink.writeMarkdownEscaped(bytes: detail, in: .block(indent: 0), startsLine: false)
        }
      }
      sink.write("\n")
      needsBlankLine = true
      lastBlockWasList = false
      return
    }
    if needsBlankLine && !lastBlockWasList { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    lastBlockWasList = true
    let bullet = bullet
    row.withTextBytes { texts in
      // Most items need no more than escaping, and are written in room made once for the
      // whole item; the others take the sink's checked writes.
      if texts.footnotes == nil {
        // Rows without a match (most rows) take a copy of the writer made without them.
        if !row.hasHighlights {
          let room =
            Self.listItemMarkup + ByteCursor.markdownRoom(for: texts.byteCount)
            + (3 + texts.columnCount) * Self.listItemTextMarkup
          let written = sink.write(upTo: room) { cursor in
            Self.writePlainListItem(
              row, texts: texts, highlights: NoHighlights(), bullet: bullet, into: &cursor)
          }
          if written { return }
        } else if Self.writeMarkedListItem(row, texts: texts, bullet: bullet, into: &sink) {
          return
        }
      }
      _ = Self.writeListItem(
        row, texts: texts, highlights: texts.highlights ?? ByteHighlights(), bullet: bullet,
        into: &sink)
    }
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
    if let grid {
      startBlock(into: &sink)
      writeTable(grid, into: &sink)
      self.grid = nil
    }
    if var table = streamedTable, !table.isStreaming {
      startBlock(into: &sink)
      table.startStreaming(lineBreak: tableLineBreak, into: &sink)
    }
    streamedTable = nil
    if var measuring {
      self.measuring = nil
      startBlock(into: &sink)
      writeSpilledTable(section, &measuring, into: &sink)
    }
    sectionIsTable = false
    if let summary = end.matchSummary { writeParagraph(summary, emphasized: true, into: &sink) }
    if let footer = end.footer { writeParagraph(footer, emphasized: false, into: &sink) }
    writeFootnoteDefinitions(end.footnotes, into: &sink)
  }

  /// Writes the empty-state message of a table without rows as a paragraph.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage { writeParagraph(message, emphasized: true, into: &sink) }
    writeFootnoteDefinitions(end.footnotes, into: &sink)
    for note in end.notes { writeParagraph(note, emphasized: false, into: &sink) }
  }

  private mutating func writeParagraph(_ text: String, emphasized: Bool, into sink: inout ByteSink)
  {
    // An empty paragraph is no block: writing its blank lines would only join the lists
    // around it.
    guard !text.isEmpty else { return }
    let startsDocument = !needsBlankLine
    startBlock(into: &sink)
    if emphasized { sink.write("*") }
    // A GFM parser drops a byte order mark that starts the document, so one that starts
    // the text is written as a reference when nothing stands before it.
    if startsDocument && text.unicodeScalars.first == "\u{FEFF}" {
      sink.write("&#xFEFF;")
      sink.writeMarkdownEscaped(String(text.unicodeScalars.dropFirst()), in: .block(indent: 0))
    } else {
      sink.writeMarkdownEscaped(text, in: .block(indent: 0))
    }
    if emphasized { sink.write("*") }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  mutating func startBlock(into sink: inout ByteSink) {
    if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    lastBlockWasList = false
    bullet = UInt8(ascii: "-")
  }

  private mutating func writeHeading(
    level: Int, _ text: String, references: String = "", into sink: inout ByteSink
  ) {
    startBlock(into: &sink)
    sink.write(repeating: UInt8(ascii: "#"), count: level)
    sink.write(byte: UInt8(ascii: " "))
    sink.writeMarkdownEscaped(text, in: .heading)
    sink.write(references)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  static func writeText(
    _ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    link: UnsafeBufferPointer<UInt8>?, indent: Int, into sink: inout ByteSink
  ) {
    guard let link, !text.isEmpty,
      let url = LinkPolicy.safeURL(String(decoding: link, as: UTF8.self))
    else {
      return Self.writeHighlighted(text, highlights, indent: indent, into: &sink)
    }
    sink.write("[")
    Self.writeHighlighted(text, highlights, indent: indent, into: &sink)
    sink.write("](")
    Self.writeDestination(url, into: &sink)
    sink.write(")")
  }

  /// Writes escaped text with each search match in strong emphasis.
  private static func writeHighlighted(
    _ bytes: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>], indent: Int,
    into sink: inout ByteSink
  ) {
    guard !highlights.isEmpty else {
      return sink.writeMarkdownEscaped(bytes: bytes, in: .block(indent: indent))
    }
    // A run starts or ends a line when the byte before or after it is a CR or LF: no other
    // character starts or ends with one.
    func isLineBreak(_ offset: Int) -> Bool {
      bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r")
    }
    var start = 0
    HighlightedRuns(bytes: bytes, ranges: highlights).widenedForMarkdown().forEachRun {
      run, isMatch in
      let end = start + run.count
      let startsLine = start == 0 || isLineBreak(start - 1)
      let endsLine = end == bytes.count || isLineBreak(end)
      if isMatch { sink.write("**") }
      sink.writeMarkdownEscaped(
        bytes: run, in: .block(indent: indent), startsLine: startsLine || isMatch,
        endsLine: endsLine || isMatch)
      if isMatch { sink.write("**") }
      start = end
    }
  }

  static func writeImage(_ image: String, into sink: inout ByteSink) {
    if image.contains("/") {
      guard let url = LinkPolicy.safeURL(image) else { return }
      sink.write("![](")
      Self.writeDestination(url, into: &sink)
      sink.write(")")
    } else {
      sink.writeMarkdownEscaped(image, in: .heading)
    }
  }

  /// Writes a link destination in its pointy-bracket form (CommonMark 6.3).
  ///
  /// `<`, `>` and `\` are backslash-escaped and `&` is written `&amp;`, since parsers decode
  /// entity references in a destination even after a backslash. A safe URL holds no white
  /// space or line breaks.
  private static func writeDestination(_ url: String, into sink: inout ByteSink) {
    sink.write("<")
    for byte in url.utf8 {
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"):
        sink.write(byte: UInt8(ascii: "\\"))
        sink.write(byte: byte)
      case UInt8(ascii: "&"):
        sink.write("&amp;")
      default:
        sink.write(byte: byte)
      }
    }
    sink.write(">")
  }
}
