/// Writes a table as HTML5: a fragment to embed by default, or a complete page.
///
/// The markup is semantic (`article`, `section`, headings, `ul`/`li`, `footer`) with
/// classes prefixed `ts-` for style, accessory and state. Every text and attribute value is
/// escaped, and links are emitted only for `http`, `https`, `mailto` and relative URLs.
///
/// ```swift
/// let page = try shim.render(model, as: .html(HTMLBackend(document: .standalone)))
/// ```
public struct HTMLBackend: OutputBackend, Sendable {
  private var grid: GridSection?
  private var streamedTable: StreamedTable?
  private var navigation = SectionNavigation()
  private var sectionIsCollapsible = false
  /// The footnotes' marks and where each is first referenced, for the notes' back links.
  var footnoteLinks = FootnoteLinks()

  /// Whether the output is a fragment or a whole page.
  public enum Document: String, Sendable, CaseIterable {
    /// An `article` element to embed in a page of your own; style it with
    /// ``HTMLBackend/stylesheet``.
    case fragment
    /// A complete page: doctype, `meta charset`, a Content Security Policy, `title`, the
    /// built-in stylesheet, and the script of its ``ReadingAids``.
    case standalone
  }

  /// Whether the output is a fragment or a whole page.
  public var document: Document
  /// The page's language (`lang` attribute), for a standalone page.
  public var language: String?
  /// The page title of a standalone page when the table has none.
  public var defaultTitle: String
  /// What the page offers its reader beyond the table: sorting, filtering, collapsible
  /// sections and so on.
  public var readingAids: ReadingAids
  /// Whether collapsible sections start closed.
  public var startsCollapsed: Bool

  /// Creates an HTML backend.
  ///
  /// - Parameters:
  ///   - document: Whether the output is a fragment or a whole page.
  ///   - language: The page's language, such as `ko` or `en`, for a standalone page.
  ///   - defaultTitle: The page title of a standalone page when the table has none.
  ///   - readingAids: What the page offers beyond the table; `nil` for every aid on a
  ///     standalone page and none in a fragment.
  ///   - startsCollapsed: Whether collapsible sections start closed.
  public init(
    document: Document = .fragment, language: String? = nil, defaultTitle: String = "Table",
    readingAids: ReadingAids? = nil, startsCollapsed: Bool = false
  ) {
    self.document = document
    self.language = language
    self.defaultTitle = defaultTitle
    self.readingAids = readingAids ?? (document == .standalone ? .all : [])
    self.startsCollapsed = startsCollapsed
  }

  /// Writes the page head, if any, and the title.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    let title = start.title
    if document == .standalone {
      sink.write("<!DOCTYPE html>\n<html")
      // A page states its language; "und" (undetermined) when it is not known.
      Self.writeAttribute("lang", language.flatMap { $0.isEmpty ? nil : $0 } ?? "und", into: &sink)
      sink.write(">\n<head>\n<meta charset=\"utf-8\">\n")
      sink.write("<meta http-equiv=\"Content-Security-Policy\"")
      Self.writeAttribute("content", policy(colorScales: start.colorScales), into: &sink)
      sink.write(">\n")
      sink.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
      sink.write("<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
      sink.writeHTMLEscaped(title ?? defaultTitle, lineBreak: .lineFeed)
      // The element's text is exactly the stylesheet, whose hash the policy names.
      sink.write("</title>\n<style>")
      sink.write(Self.stylesheet)
      sink.write("</style>\n")
      if start.colorScales { Self.writeColorScaleStyle(into: &sink) }
      sink.write("</head>\n<body>\n<main>\n")
    }
    sink.write("<article class=\"tableshim")
    if readingAids.contains(.stickyColumnTitles) { sink.write(" ts-sticky") }
    sink.write("\"")
    if embedsScript, readingAids.contains(.sorting) { sink.write(" data-ts-sort") }
    if embedsScript, readingAids.contains(.filtering) { sink.write(" data-ts-filter") }
    sink.write(">\n")
    footnoteLinks.start(start)
    if let title {
      sink.write("<h1>")
      sink.writeHTMLEscaped(title)
      footnoteLinks.writeReferences(start.titleFootnotes, at: "title", into: &sink)
      sink.write("</h1>\n")
    }
    if let subtitle = start.subtitle {
      sink.write("<p class=\"ts-subtitle\">")
      sink.writeHTMLEscaped(subtitle)
      sink.write("</p>\n")
    }
  }

  /// Opens the section and writes its header.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    sink.write("<section class=\"ts-section\"")
    if readingAids.isDisjoint(with: [.tableOfContents, .sectionIndex]) {
      if let id = section.id { Self.writeIdentifier(id, into: &sink) }
    } else {
      Self.writeAttribute("id", navigation.anchor(for: section), into: &sink)
    }
    sink.write(">\n")
    sectionIsCollapsible =
      readingAids.contains(.collapsibleSections) && !(section.header ?? "").isEmpty
    if sectionIsCollapsible {
      sink.write(
        startsCollapsed
          ? "<details class=\"ts-details\">\n" : "<details class=\"ts-details\" open>\n")
      sink.write("<summary>")
    }
    if let header = section.header {
      sink.write("<h2>")
      sink.writeHTMLEscaped(header)
      footnoteLinks.writeReferences(section.footnotes.header, at: "s\(section.index)", into: &sink)
      sink.write("</h2>")
      sink.write(sectionIsCollapsible ? "</summary>\n" : "\n")
    }
    if section.layout == .grid, let columns = section.columns, !columns.isEmpty {
      streamedTable = StreamedTable(columns: columns, markup: gridMarkup)
      streamedTable?.footnotes = footnoteLinks.noteReferences(of: section)
    } else if section.layout == .grid {
      grid = GridSection(section)
    } else {
      sink.write("<ul class=\"ts-rows\">\n")
    }
  }

  /// Writes a row as a list item.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if let marks = row.footnoteMarks { footnoteLinks.noteReferences(marks.columns, of: row) }
    if streamedTable != nil {
      streamedTable?.write(row, into: &sink)
      return
    }
    if grid != nil {
      grid?.append(row)
      return
    }
    if row.role == .label { return Self.writeLabelItem(row, into: &sink) }
    if row.role.isSummary { return Self.writeSummaryItem(row, into: &sink) }
    let labelled = document == .standalone
    row.withTextBytes { texts in
      // Most items need no more than escaping, and are written in room made once for the
      // whole item; the others take the sink's checked writes.
      if !row.hasHighlights, texts.footnotes == nil {
        let room =
          Self.listItemMarkup + ByteCursor.htmlRoom(for: texts.byteCount)
          + (3 + texts.columnCount) * Self.rowTextMarkup
        let written = sink.write(upTo: room) { cursor in
          Self.writePlainListItem(row, texts: texts, labelled: labelled, into: &cursor)
        }
        if written { return }
      }
      // The page's footnote marks, made only for the items that may show them.
      _ = Self.writeListItem(
        row, texts: texts, highlights: row.byteHighlights ?? ByteHighlights(), labelled: labelled,
        gridMarkup.footnoteMarks,
        into: &sink)
    }
  }

  /// Closes the section, with the search's match count and the footer.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if var table = streamedTable {
      table.start(into: &sink)
      Self.writeTableEnd(into: &sink)
      streamedTable = nil
    } else if let grid {
      writeTable(grid, into: &sink)
      self.grid = nil
    } else {
      sink.write("</ul>\n")
    }
    if let summary = end.matchSummary {
      sink.write("<p class=\"ts-summary\">")
      sink.writeHTMLEscaped(summary)
      sink.write("</p>\n")
    }
    if let footer = end.footer {
      sink.write("<footer class=\"ts-footer\">")
      sink.writeHTMLEscaped(footer)
      sink.write("</footer>\n")
    }
    if sectionIsCollapsible { sink.write("</details>\n") }
    // Outside a collapsed section, so that the title's marks reach their notes.
    footnoteLinks.writeNotes(end.footnotes, fragment: document == .fragment, into: &sink)
    sink.write("</section>\n")
  }

  /// Closes the table, after the empty-state message of a table without rows, and the page.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage {
      sink.write("<p class=\"ts-empty\">")
      sink.writeHTMLEscaped(message)
      sink.write("</p>\n")
    }
    footnoteLinks.writeNotes(end.footnotes, fragment: document == .fragment, into: &sink)
    if !end.notes.isEmpty {
      sink.write("<footer class=\"ts-notes\">\n")
      for note in end.notes {
        sink.write("<p class=\"ts-note\">")
        sink.writeHTMLEscaped(note)
        sink.write("</p>\n")
      }
      sink.write("</footer>\n")
    }
    if readingAids.contains(.tableOfContents), navigation.entries.count > 1 {
      navigation.writeContents(into: &sink)
    }
    if readingAids.contains(.sectionIndex),
      navigation.entries.count >= Self.sectionIndexThreshold
    {
      navigation.writeIndex(into: &sink)
    }
    sink.write("</article>\n")
    if embedsScript {
      sink.write("<script>")
      sink.write(Self.script)
      sink.write("</script>\n")
    }
    if document == .standalone { sink.write("</main>\n</body>\n</html>\n") }
  }

  /// Opens a row's element: its classes for style, accessory and state, its `id`, and
  /// `aria-disabled` for a disabled row.
  static func writeRowStart(
    _ tag: StaticString, _ row: CellContent, into target: inout some HTMLRowTarget
  ) -> Bool {
    target.write("<")
    target.write(tag)
    target.write(" class=\"")
    writeRowClasses(row, into: &target)
    if row.role.isSummary {
      target.write(row.role == .summary ? " ts-summary" : " ts-grand-summary")
    }
    target.write("\"")
    if let id = row.id {
      guard target.writeChecked({ writeIdentifier(id, into: &$0) }) else { return false }
    }
    if row.state == .disabled { target.write(" aria-disabled=\"true\"") }
    target.write(">")
    return true
  }

  /// Writes the classes every row element has, for its style, accessory and state:
  /// `ts-row ts-style-default ts-accessory-checkmark ts-state-selected`, say.
  static func writeRowClasses(_ row: CellContent, into target: inout some HTMLRowTarget) {
    target.write("ts-row ts-style-")
    target.write(className(row.style))
    if row.accessory != .none {
      target.write(" ts-accessory-")
      target.write(className(row.accessory))
    }
    if row.state != .normal {
      target.write(" ts-state-")
      target.write(className(row.state))
    }
  }

  /// Writes a disabled check box for a row with a check-mark accessory.
  ///
  /// On a page, the check box is labelled "done" for assistive technology.
  static func writeCheckbox(
    _ row: CellContent, labelled: Bool, into target: inout some HTMLRowTarget
  ) {
    switch (row.accessory, labelled) {
    case (.checkmark, false): target.write("<input type=\"checkbox\" checked disabled> ")
    case (.unchecked, false): target.write("<input type=\"checkbox\" disabled> ")
    case (.checkmark, true):
      target.write("<input type=\"checkbox\" checked disabled aria-label=\"done\"> ")
    case (.unchecked, true):
      target.write("<input type=\"checkbox\" disabled aria-label=\"done\"> ")
    default: break
    }
  }

  /// Writes escaped text with each search match in a `mark` element.
  static func writeHighlighted(
    _ bytes: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    into sink: inout ByteSink
  ) {
    guard !highlights.isEmpty else { return sink.writeHTMLEscaped(bytes: bytes) }
    HighlightedRuns(bytes: bytes, ranges: highlights).forEachRun { run, isMatch in
      if isMatch { sink.write("<mark>") }
      sink.writeHTMLEscaped(bytes: run)
      if isMatch { sink.write("</mark>") }
    }
  }

  static func writeImage(_ image: String, into sink: inout ByteSink) {
    if image.contains("/") {
      guard let source = LinkPolicy.safeURL(image) else { return }
      sink.write("<img class=\"ts-image\"")
      Self.writeAttribute("src", source, into: &sink)
      sink.write(" alt=\"\"> ")
    } else {
      sink.write("<span class=\"ts-image\" aria-hidden=\"true\">")
      sink.writeHTMLEscaped(image)
      sink.write("</span> ")
    }
  }

  static func writeAttribute(_ name: StaticString, _ value: String, into sink: inout ByteSink) {
    sink.write(" ")
    sink.write(name)
    sink.write("=\"")
    sink.writeHTMLEscaped(value, lineBreak: .lineFeed)
    sink.write("\"")
  }

  /// Writes an `id` attribute: HTML forbids white space in it, so white space becomes `-`;
  /// control characters show their stand-ins, as in every text.
  static func writeIdentifier(_ id: String, into sink: inout ByteSink) {
    guard let safe = identifier(id) else { return }
    Self.writeAttribute("id", safe, into: &sink)
  }

  /// An identifier with its white space as `-`; `nil` when empty.
  static func identifier(_ id: String) -> String? {
    let safe = String(id.map { $0.isWhitespace && !$0.isShownControl ? "-" : $0 })
    return safe.isEmpty ? nil : safe
  }
}
