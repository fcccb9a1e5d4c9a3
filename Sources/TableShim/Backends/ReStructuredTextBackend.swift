/// Writes a table as reStructuredText, for Docutils, Sphinx and pandoc.
///
/// The title is a section title with `=` over- and underlines, section headers titles
/// underlined with `-`, rows bullet-list items and footers paragraphs; sections with columns
/// are grid tables aligned the way Docutils measures them. Every text is escaped so that
/// Docutils gives back exactly the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "*not bold*")])])
/// print(try TableShim().render(model, as: .reStructuredText))
/// // - \*not bold\*
/// ```
///
/// A row's detail and the cells its text and detail do not show follow the text after em
/// dashes; a secondary text stands on the next line of a line block. Check marks are `[x]`
/// and `[ ]`, and a row's state follows it in brackets (`[disabled]`): reStructuredText has
/// no strikethrough, and its inline markup cannot nest, so a mark is the one way every state
/// shows on every row.
///
/// What reStructuredText cannot write as it is (a TAB, white space at the ends of a line, a
/// line break in a title) is a substitution reference such as `|U+0009|`, defined at the end
/// of the document with the `unicode` directive.
public struct ReStructuredTextBackend: OutputBackend, Sendable {
  var substitutions = ReStructuredTextSubstitutions()
  private var needsBlankLine = false
  private var lastBlockWasList = false
  private var bullet = UInt8(ascii: "-")
  private var grid: GridSection?
  /// The label rows of a held grid, kept beside its rows.
  private var gridLabels = HeldLabels()
  /// An escaped title, measured before it is written.
  private var scratch = ByteSink(capacity: 0)

  /// Creates a reStructuredText backend.
  public init() {}

  /// Writes the title, with `=` over- and underlines.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title {
      writeTitle(
        title, references: Self.references(start.titleFootnotes), adornment: UInt8(ascii: "="),
        overline: true, into: &sink)
    }
    if let subtitle = start.subtitle { writeParagraph(subtitle, into: &sink) }
  }

  /// Writes the section header, underlined with `-`.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    grid = section.layout == .grid ? GridSection(section) : nil
    gridLabels = HeldLabels()
    if let header = section.header, !header.isEmpty {
      writeTitle(
        header, references: Self.references(section.footnotes.header),
        adornment: UInt8(ascii: "-"), overline: false, into: &sink)
    } else if lastBlockWasList {
      // A list straight after another list would continue it; a new bullet starts a new list.
      bullet = bullet == UInt8(ascii: "-") ? UInt8(ascii: "+") : UInt8(ascii: "-")
      lastBlockWasList = false
    }
  }

  /// Writes a row as a bullet-list item, or keeps it for the section's grid table.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if grid != nil {
      if row.role == .label { return gridLabels.append(row) }
      gridLabels.rowCount += 1
      grid?.append(row)
      return
    }
    if needsBlankLine && !lastBlockWasList { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    lastBlockWasList = true
    sink.write(byte: bullet)
    sink.write(byte: UInt8(ascii: " "))
    var item = ListItem(row)
    row.withTextBytes { texts in item.write(texts, substitutions: &substitutions, into: &sink) }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes the grid table of a grid section, the search's match count and the footer.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if let grid {
      self.grid = nil
      if !grid.columns.isEmpty {
        startBlock(into: &sink)
        writeGrid(grid, labels: gridLabels, into: &sink)
      }
    }
    if let summary = end.matchSummary { writeParagraph(summary, into: &sink) }
    if let footer = end.footer { writeParagraph(footer, into: &sink) }
    writeFootnotes(end.footnotes, into: &sink)
  }

  /// Writes the empty-state message of a table without rows, the footnotes, the source
  /// notes, then the definitions of the substitutions the document used.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage { writeParagraph(message, into: &sink) }
    writeFootnotes(end.footnotes, into: &sink)
    for note in end.notes { writeParagraph(note, into: &sink) }
    guard !substitutions.scalars.isEmpty else { return }
    startBlock(into: &sink)
    substitutions.writeDefinitions(into: &sink)
  }

  /// Writes a paragraph, or a line block when the text has several lines; nothing for an
  /// empty text, which reStructuredText cannot hold as a paragraph.
  private mutating func writeParagraph(_ text: String, into sink: inout ByteSink) {
    guard !text.isEmpty else { return }
    startBlock(into: &sink)
    text.withUTF8Bytes { bytes in
      if LineBreaks.contains(bytes) { sink.write("| ") }
      sink.writeReStructuredTextEscaped(
        bytes: bytes, in: .lines(indent: 0), substitutions: &substitutions)
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a section title: the escaped text and its footnote references, under an
  /// overline if asked, and an underline as wide as Docutils measures the text (at least four
  /// characters); nothing for an empty title, which reStructuredText cannot hold.
  private mutating func writeTitle(
    _ title: String, references: String, adornment: UInt8, overline: Bool,
    into sink: inout ByteSink
  ) {
    guard !title.isEmpty else { return }
    startBlock(into: &sink)
    scratch = ByteSink(capacity: 0)
    title.withUTF8Bytes {
      scratch.writeReStructuredTextEscaped(bytes: $0, in: .title, substitutions: &substitutions)
    }
    scratch.write(references)
    let width = max(scratch.withBytes(ReStructuredTextWidth.of), 4)
    if overline {
      sink.write(repeating: adornment, count: width)
      sink.write(byte: UInt8(ascii: "\n"))
    }
    scratch.withBytes { sink.append($0) }
    sink.write(byte: UInt8(ascii: "\n"))
    sink.write(repeating: adornment, count: width)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  mutating func startBlock(into sink: inout ByteSink) {
    if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    lastBlockWasList = false
    bullet = UInt8(ascii: "-")
  }
}

extension OutputFormat {
  /// reStructuredText, with Docutils grid tables.
  public static var reStructuredText: OutputFormat {
    OutputFormat(name: "rst", fileExtension: "rst", backend: ReStructuredTextBackend())
  }
}
