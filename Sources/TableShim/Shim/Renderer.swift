/// One render: walks the events, dequeues and configures a cell per row, keeps the rows a
/// search matches, and drives the backend, draining its output between rows.
struct Renderer<Backend: OutputBackend> {
  private var queue: ReuseQueue
  /// The backend, as the render left it.
  private(set) var backend: Backend
  private let preferredLayout: SectionLayout?
  private let matcher: SearchMatcher?
  private var sink = ByteSink()
  private var title: String?
  private var subtitle: String?
  private var notes: [String] = []
  /// The footnotes and the marks assigned so far.
  private var footnotes = FootnoteMarking()
  /// Whether the backend shows footnotes' marks in the texts (the data formats that keep
  /// column formats write the footnotes as they came instead).
  private let marksFootnotes: Bool
  /// Whether the backend writes footnote markup of its own from the marks' numbers.
  private let writesFootnoteMarkup: Bool
  private var tableStarted = false
  private var rowCount = 0
  // The section being read, whether the backend has begun it, and its counts.
  private var section: SectionStart?
  private var sectionShown = false
  private var sectionCount = 0
  private var sourceRow = 0
  private var shownRows = 0
  /// The most cells a row of the section may have: its column count, in grid layout.
  private var cellLimit: Int?
  /// The records layout's records and the sections it has begun.
  private var recordWriter = RecordWriter()
  /// Whether the section is written as records, tested for every row without touching them.
  private var makesRecords = false
  /// Whether the section's rows are written as they come, nothing to see to first.
  private var writesRowsAsTheyCome = false
  /// The mark of empty cells in columns without their own.
  private let missingMark: String?
  /// The section's column formats and missing marks, when it has any.
  private var formatting: SectionFormatting?
  /// The formatters made so far, by format, for the sections that share them.
  private var formatters: [ColumnFormat: CellFormatter] = [:]
  /// The running aggregates of the summary rows, and the footer of a section whose end waits
  /// to learn whether it is the last (which shows the grand summary).
  private var summaries = SummaryTracker()
  private var pendingFooter: String??
  /// Whether the backend shows colour scales, and the section's scales when it has any.
  private let drawsColorScales: Bool
  /// Whether the backend draws sparkline cells from their numbers, which the formatting
  /// then leaves as they are in grid sections.
  private let drawsSparklines: Bool
  private var scales: SectionColorScales?
  /// Under a search, the section's last label row, waiting for a row below it to be shown.
  private var pendingLabel: (content: CellContent, path: IndexPath)?
  /// Whether the section's parts are still to be given their footnote marks, which a search
  /// that drops empty sections gives only when the section is shown.
  private var sectionMarksPending = false
  /// Where each row's content goes once written, when the source takes rows back.
  private var recycler: RowRecycler?

  init(
    queue: ReuseQueue, backend: Backend, preferredLayout: SectionLayout?, search: Search?,
    missingMark: String? = nil
  ) {
    self.queue = queue
    self.backend = backend
    self.preferredLayout = preferredLayout
    self.matcher = SearchMatcher(search)
    self.missingMark = missingMark
    self.writesFootnoteMarkup = backend is any FootnoteMarkupWriting
    self.marksFootnotes =
      backend.showsFootnotes && !backend.keepsColumnFormats && !writesFootnoteMarkup
    self.drawsColorScales = (backend as? any ColorScaleDrawing)?.drawsColorScales == true
    self.drawsSparklines = backend is any SparklineDrawing
  }

  mutating func run(
    _ source: inout some TableEventSource,
    output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    // Backends that write a whole section at its end drain at the drain points they mark.
    recycler = (source as? any RowRecyclingSource)?.rowRecycler
    try withoutActuallyEscaping(output) { output in
      sink.setDrainTarget(output)
      defer { sink.setDrainTarget(nil) }
      try runEvents(&source, output: output)
    }
  }

  private mutating func runEvents(
    _ source: inout some TableEventSource,
    output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    while let event = try source.nextEvent() {
      switch consume event {
      case .title(let text):
        try requireBeforeSections("a title")
        title = text
      case .subtitle(let text):
        try requireBeforeSections("a subtitle")
        subtitle = text
      case .sourceNote(let text):
        notes.append(text)
      case .beginSection(let header, let columns, let id):
        try openSection(header: header, columns: columns, id: id)
      case .cell(var model):
        if let footer = pendingFooter { try closeSection(footer: footer) }
        if section == nil { try openSection(header: nil, columns: nil, id: nil) }
        try writeRow(&model)
        try sink.drainIfFull(to: output)
      case .endSection(let footer):
        guard section != nil, pendingFooter == nil else {
          throw TableShimError.malformedEvents(
            "a section ends that never began", section: sectionCount)
        }
        if summaries.hasGrandSummary {
          pendingFooter = footer
        } else {
          try closeSection(footer: footer)
        }
      case .footnote(let note):
        try requireBeforeSections("a footnote")
        footnotes.add(note)
      case .footnoteMarks(let marks):
        try requireBeforeSections("footnote marks")
        footnotes.marks = marks
      case .footnotePlacement(let placement):
        try requireBeforeSections("a footnote placement")
        footnotes.placement = placement
      }
      if let error = sink.drainError { throw error }
    }
    try startTableIfNeeded()
    if section != nil { try closeSection(footer: pendingFooter ?? nil, isLast: true) }
    let emptyMessage = rowCount == 0 ? matcher?.search.emptyMessage : nil
    let allNotes = marksFootnotes ? footnotes.takeNoteLines() + notes : notes
    var end = TableEnd(rowCount: rowCount, emptyMessage: emptyMessage, notes: allNotes)
    if writesFootnoteMarkup { end.footnotes = footnotes.takeListing() }
    try backend.endTable(end, into: &sink)
    if let error = sink.drainError { throw error }
    try sink.drain(to: output)
  }

  /// Throws when the table has started: `part` must come before the first section.
  private func requireBeforeSections(_ part: String) throws {
    guard tableStarted else { return }
    throw TableShimError.malformedEvents(
      "\(part) must come before the first section", section: sectionCount)
  }

  private mutating func startTableIfNeeded(colorScales: Bool = false) throws {
    guard !tableStarted else { return }
    tableStarted = true
    var start = TableStart(title: title, subtitle: subtitle, colorScales: colorScales)
    if backend.keepsColumnFormats {
      (start.footnotes, start.footnoteMarks) = (footnotes.notes, footnotes.marks)
      start.footnotePlacement = footnotes.placement
    } else if let title, marksFootnotes, !footnotes.isEmpty {
      start.title = footnotes.marked(title, footnotes.titleNumbers())
    } else if writesFootnoteMarkup, !footnotes.isEmpty {
      start.footnoteMarks = footnotes.marks
      if title != nil { start.titleFootnotes = footnotes.titleNumbers() }
    }
    try backend.beginTable(start, into: &sink)
  }

  private mutating func openSection(
    header: String?, columns: [Column]?, id: AnyHashable?
  ) throws {
    try startTableIfNeeded(
      colorScales: drawsColorScales && columns?.contains { $0.colorScale != nil } == true)
    if section != nil { try closeSection(footer: pendingFooter ?? nil) }
    var layout = preferredLayout ?? (columns == nil ? .list : .grid)
    if layout == .records && columns == nil { layout = .list }
    var columns = columns.map {
      SectionFormatting.shownColumns(
        $0, missingMark: missingMark, formatted: !backend.keepsColumnFormats)
    }
    let formattedColumns = columns
    section = SectionStart(
      index: sectionCount, header: header, columns: columns, id: id?.shownText,
      layout: layout == .records ? .grid : layout)
    // A search that drops empty sections marks a section's parts only when it is shown.
    sectionMarksPending = !footnotes.isEmpty
    if matcher?.search.dropsEmptySections != true {
      markSection()
      columns = section?.columns
    }
    recordWriter.begin(layout == .records ? section : nil)
    makesRecords = recordWriter.isActive
    cellLimit = layout != .list ? columns?.count : nil
    formatting =
      backend.keepsColumnFormats
      ? nil
      : formattedColumns.flatMap {
        SectionFormatting(
          columns: drawsSparklines && layout == .grid ? $0.map(\.leavingSparkline) : $0,
          missingMark: nil, formatters: &formatters)
      }
    summaries.beginSection(backend.drawsSummaryRows ? columns : nil)
    scales = drawsColorScales && layout == .grid ? columns.flatMap(SectionColorScales.init) : nil
    sectionCount += 1
    sourceRow = 0
    shownRows = 0
    sectionShown = false
    // A search that drops empty sections begins a section only at its first match.
    if matcher?.search.dropsEmptySections != true { try showSection() }
  }

  private mutating func showSection() throws {
    guard !sectionShown, section != nil else { return }
    markSection()
    guard let section else { return }
    sectionShown = true
    writesRowsAsTheyCome =
      matcher == nil && !summaries.isActive && scales == nil && formatting == nil
      && cellLimit == nil && !footnotes.hasCellNotes && !makesRecords
    // In the records layout each row begins a section of its own.
    guard !makesRecords else { return }
    try backend.beginSection(section, into: &sink)
  }

  private mutating func closeSection(footer: String?, isLast: Bool = false) throws {
    pendingFooter = nil
    pendingLabel = nil
    guard section != nil else { return }
    try writeHeldRows()
    let summaryRows = summaries.rows(
      isLast: isLast, isShown: sectionShown, searching: matcher != nil)
    if !summaryRows.isEmpty { try showSection() }
    guard let current = section else { return }
    if sectionShown {
      try writeSummaryRows(summaryRows, of: current)
      let summary = matcher.flatMap {
        $0.search.countsMatches ? $0.search.matchSummary(shownRows, sourceRow) : nil
      }
      var end = SectionEnd(footer: footer, rowCount: shownRows, matchSummary: summary)
      if footnotes.placement == .afterEachSection {
        if marksFootnotes {
          end.footnoteLines = footnotes.takeNoteLines()
        } else if writesFootnoteMarkup {
          end.footnotes = footnotes.takeListing()
        }
      }
      if makesRecords {
        try recordWriter.end(current, end, backend: &backend, sink: &sink)
      } else {
        try backend.endSection(current, end, into: &sink)
      }
    }
    section = nil
    recordWriter.close()
    makesRecords = false
    writesRowsAsTheyCome = false
  }

  private mutating func writeRow(_ model: inout CellModel) throws {
    let path = IndexPath(row: sourceRow, section: sectionCount - 1)
    var content = try queue.configuredContent(taking: &model, at: path)
    try write(&content, of: model, at: path)
    recycler?.give(content)  // whatever became of it: a row kept for later was copied
  }

  /// Writes a row's configured content, or keeps it for later: as a label, a row a search
  /// drops, a row of a colour scale that needs the whole section, or a row shown.
  private mutating func write(
    _ content: inout CellContent, of model: borrowing CellModel, at path: IndexPath
  ) throws {
    if model.hasID { content.id = model.idString ?? model.id?.shownText }
    if content.role == .label { return try writeLabel(content, at: path) }
    sourceRow += 1
    // Most sections: no search, summary, scale, format, column count or footnote to see to.
    if writesRowsAsTheyCome {
      try backend.writeRow(content, at: path, into: &sink)
      shownRows += 1
      rowCount += 1
      return
    }
    if summaries.isActive { summaries.read(content) }
    let values = scales?.values(of: content)
    formatting?.apply(to: &content)
    if let matcher {
      guard matcher.matches(model, showing: content) else { return }
      if matcher.search.highlightsMatches { matcher.highlight(&content) }
    }
    if let cellLimit {
      let cells = content.withTextBytes(GridSection.cellCount)
      if cells > cellLimit {
        throw TableShimError.tooManyCells(at: path, cells: cells, columns: cellLimit)
      }
    }
    if let label = pendingLabel {
      pendingLabel = nil
      try writeLabel(label.content, at: label.path, matched: true)
    }
    try showSection()
    // After the section's marks, which come first.
    if footnotes.hasCellNotes, let id = content.id {
      if marksFootnotes {
        footnotes.markCells(of: &content, rowID: id)
      } else if writesFootnoteMarkup {
        footnotes.setMarks(of: &content, rowID: id)
      }
    }
    if let values, scales != nil {
      guard !scales!.holdsRows else {
        scales!.hold(content, at: path, values: values)
        if summaries.isActive { summaries.commit() }
        shownRows += 1
        rowCount += 1
        return
      }
      content.shades = scales!.shades(for: values)
    }
    if makesRecords {
      try recordWriter.write(content, at: path, backend: &backend, sink: &sink)
    } else {
      try backend.writeRow(content, at: path, into: &sink)
    }
    if summaries.isActive { summaries.commit() }
    shownRows += 1
    rowCount += 1
  }
}

extension Renderer {
  /// Gives the section's header, spanners and column titles their footnote marks, once:
  /// as text, or as numbers for a backend that writes footnote markup.
  fileprivate mutating func markSection() {
    guard sectionMarksPending, var current = section else { return }
    sectionMarksPending = false
    if marksFootnotes {
      footnotes.markSection(header: &current.header, id: current.id, columns: &current.columns)
    } else if writesFootnoteMarkup {
      current.footnotes = footnotes.sectionNumbers(
        header: current.header, id: current.id, columns: current.columns)
    }
    section = current
    recordWriter.update(current)
  }

  /// Writes a label row: at once without a search, else when a row below it is shown.
  ///
  /// It is not a data row: summaries, row counts and the records layout leave it out.
  ///
  /// - Parameters:
  ///   - content: The label row.
  ///   - path: Its position: the position of the data row that follows it.
  ///   - matched: Whether a row below it matched the search.
  /// - Throws: What the backend throws.
  fileprivate mutating func writeLabel(
    _ content: CellContent, at path: IndexPath, matched: Bool = false
  ) throws {
    guard !makesRecords else { return }
    if matcher != nil, !matched {
      pendingLabel = (content, path)
      return
    }
    try showSection()
    if let scales, scales.holdsRows {
      self.scales?.hold(content, at: path, values: [])
    } else {
      try backend.writeRow(content, at: path, into: &sink)
    }
  }

  /// Writes a section's summary rows in its layout: rows of the grid, list items, or in the
  /// records layout a record each, after the rows' records.
  ///
  /// - Parameters:
  ///   - rows: The summary rows, the grand summary's last.
  ///   - section: The section that ends.
  /// - Throws: What the backend throws.
  fileprivate mutating func writeSummaryRows(_ rows: [SummaryRow], of section: SectionStart)
    throws
  {
    for (offset, row) in rows.enumerated() {
      let path = IndexPath(row: sourceRow + offset, section: section.index)
      if makesRecords {
        try recordWriter.writeSummary(row, at: path, backend: &backend, sink: &sink)
      } else {
        let content = section.layout == .list ? row.listContent : row.gridContent
        try backend.writeRow(content, at: path, into: &sink)
      }
    }
  }

  /// Writes the rows a colour scale held until its section's end, each cell shaded within
  /// the section's range.
  fileprivate mutating func writeHeldRows() throws {
    guard let scales, !scales.held.isEmpty else { return }
    self.scales?.removeHeld()
    for (content, path, values) in scales.held {
      var content = content
      content.shades = scales.shades(for: values)
      try backend.writeRow(content, at: path, into: &sink)
      sink.drainPoint()
    }
  }
}
