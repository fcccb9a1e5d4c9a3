/// Writes a table as AsciiDoc, for Asciidoctor.
///
/// The title is the document title (`= `), section headers sections (`== `), rows `*` list
/// items (check marks checklist items, `[x]` and `[ ]`) and footers paragraphs; sections with
/// columns are `|===` tables with a `cols` alignment spec and a header row. Every text is
/// escaped so that Asciidoctor gives back exactly the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "*not bold*")])])
/// print(try TableShim().render(model, as: .asciiDoc))
/// // * &#42;not bold&#42;
/// ```
///
/// A row's detail and the cells its text and detail do not show follow the text after em
/// dashes, in emphasis; a secondary text stands on the next line, after a hard line break.
/// Selected rows are strong, highlighted rows emphasized, and disabled rows struck through
/// (the `line-through` role). A table's rows are written as they come: AsciiDoc needs no
/// widths.
public struct AsciiDocBackend: OutputBackend, Sendable {
  private var needsBlankLine = false
  private var lastBlockWasList = false
  /// Whether the section is a table whose rows are written as they come.
  private var streamsTable = false
  /// The number of columns of that table.
  private var tableColumnCount = 0
  /// The rows of a grid section without columns, which are counted at its end.
  private var grid: GridSection?

  /// Creates an AsciiDoc backend.
  public init() {}

  /// Writes the title as the document title.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title { writeHeading("= ", title, into: &sink) }
    if let subtitle = start.subtitle { writeParagraph(subtitle, emphasized: true, into: &sink) }
  }

  /// Writes the section header as a section title, and opens the section's table if it is
  /// a grid with columns.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    grid = nil
    streamsTable = false
    if let header = section.header {
      writeHeading("== ", header, into: &sink)
    } else if lastBlockWasList {
      // A list straight after another list would continue it: a line comment ends it.
      sink.write("\n//-\n")
      lastBlockWasList = false
    }
    guard section.layout == .grid else { return }
    if let columns = section.columns, !columns.isEmpty {
      streamsTable = true
      tableColumnCount = columns.count
      startBlock(into: &sink)
      Self.writeTableStart(alignments: columns.map(\.alignment), into: &sink)
      Self.writeHeaderRows(columns, into: &sink)
    } else {
      grid = GridSection(section)
    }
  }

  /// Writes a row as a list item, or as a table row in a grid section.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if streamsTable {
      row.withTextBytes { texts in
        Self.writeTableRow(
          row, cellCount: GridSection.cellCount(of: texts), columnCount: tableColumnCount,
          into: &sink
        ) { GridSection.cell($0, of: texts) }
      }
      return
    }
    if grid != nil {
      grid?.append(row)
      return
    }
    if needsBlankLine && !lastBlockWasList { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    lastBlockWasList = true
    sink.write("* ")
    row.withTextBytes { Self.writeListItem(row, texts: $0, into: &sink) }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Closes the section's table, and writes the search's match count and the footer as
  /// paragraphs.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if streamsTable {
      sink.write("|===\n")
      streamsTable = false
    }
    if let grid {
      self.grid = nil
      writeGrid(grid, into: &sink)
    }
    if let summary = end.matchSummary { writeParagraph(summary, emphasized: true, into: &sink) }
    if let footer = end.footer { writeParagraph(footer, emphasized: false, into: &sink) }
    for note in end.footnoteLines { writeParagraph(note, emphasized: false, into: &sink) }
  }

  /// Writes the empty-state message of a table without rows as a paragraph.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage { writeParagraph(message, emphasized: true, into: &sink) }
    for note in end.notes { writeParagraph(note, emphasized: false, into: &sink) }
  }

  /// Writes a grid section without columns, whose rows were kept to count its columns.
  private mutating func writeGrid(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    startBlock(into: &sink)
    Self.writeTableStart(alignments: columns.map(\.alignment), header: false, into: &sink)
    for row in grid.rows {
      row.withTextBytes { texts in
        Self.writeTableRow(
          row, cellCount: GridSection.cellCount(of: texts), columnCount: columns.count,
          into: &sink
        ) { GridSection.cell($0, of: texts) }
      }
      sink.drainPoint()
    }
    sink.write("|===\n")
  }

  /// Writes a paragraph, in emphasis if asked; nothing for an empty text.
  private mutating func writeParagraph(
    _ text: String, emphasized: Bool, into sink: inout ByteSink
  ) {
    guard !text.isEmpty else { return }
    startBlock(into: &sink)
    if emphasized { sink.write("__") }
    text.withUTF8Bytes { sink.writeAsciiDocEscaped(bytes: $0, in: .block) }
    if emphasized { sink.write("__") }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a document or section title; `{empty}` for an empty one.
  private mutating func writeHeading(
    _ marker: StaticString, _ text: String, into sink: inout ByteSink
  ) {
    startBlock(into: &sink)
    sink.write(marker)
    if text.isEmpty { sink.write("{empty}") }
    text.withUTF8Bytes { sink.writeAsciiDocEscaped(bytes: $0, in: .title) }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  private mutating func startBlock(into sink: inout ByteSink) {
    if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    lastBlockWasList = false
  }
}

extension OutputFormat {
  /// AsciiDoc, for Asciidoctor.
  public static var asciiDoc: OutputFormat {
    OutputFormat(name: "asciidoc", fileExtension: "adoc", backend: AsciiDocBackend())
  }
}
