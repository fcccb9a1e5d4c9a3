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
  /// In the records layout, the records of the section being read, and the section of the
  /// record the backend has open.
  private var records: RecordSections?
  private var openRecord: SectionStart?
  /// Whether `records` is set, tested for every row without touching it.
  private var makesRecords = false
  /// The sections the backend has begun in the records layout, each record one.
  private var backendSectionCount = 0
  /// The mark of empty cells in columns without their own.
  private let missingMark: String?
  /// The section's column formats and missing marks, when it has any.
  private var formatting: SectionFormatting?
  /// The formatters made so far, by format, for the sections that share them.
  private var formatters: [ColumnFormat: CellFormatter] = [:]
  /// Whether the backend shows colour scales, and the section's scales when it has any.
  private let drawsColorScales: Bool
  /// Whether the backend draws sparkline cells from their numbers, which the formatting
  /// then leaves as they are in grid sections.
  private let drawsSparklines: Bool
  private var scales: SectionColorScales?

  init(
    queue: ReuseQueue, backend: Backend, preferredLayout: SectionLayout?, search: Search?,
    missingMark: String? = nil
  ) {
    self.queue = queue
    self.backend = backend
    self.preferredLayout = preferredLayout
    self.matcher = SearchMatcher(search)
    self.missingMark = missingMark
    self.drawsColorScales = (backend as? any ColorScaleDrawing)?.drawsColorScales == true
    self.drawsSparklines = backend is any SparklineDrawing
  }

  mutating func run(
    _ source: inout some TableEventSource,
    output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    // Backends that write a whole section at its end drain at the drain points they mark.
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
        guard !tableStarted else {
          throw TableShimError.malformedEvents(
            "a title must come before the first section", section: sectionCount)
        }
        title = text
      case .subtitle(let text):
        guard !tableStarted else {
          throw TableShimError.malformedEvents(
            "a subtitle must come before the first section", section: sectionCount)
        }
        subtitle = text
      case .sourceNote(let text):
        notes.append(text)
      case .beginSection(let header, let columns, let id):
        try openSection(header: header, columns: columns, id: id)
      case .cell(let model):
        if section == nil { try openSection(header: nil, columns: nil, id: nil) }
        try writeRow(model)
        try sink.drainIfFull(to: output)
      case .endSection(let footer):
        guard section != nil else {
          throw TableShimError.malformedEvents(
            "a section ends that never began", section: sectionCount)
        }
        try closeSection(footer: footer)
      }
      if let error = sink.drainError { throw error }
    }
    try startTableIfNeeded()
    if section != nil { try closeSection(footer: nil) }
    let emptyMessage = rowCount == 0 ? matcher?.search.emptyMessage : nil
    try backend.endTable(
      TableEnd(rowCount: rowCount, emptyMessage: emptyMessage, notes: notes), into: &sink)
    if let error = sink.drainError { throw error }
    try sink.drain(to: output)
  }

  private mutating func startTableIfNeeded(colorScales: Bool = false) throws {
    guard !tableStarted else { return }
    tableStarted = true
    try backend.beginTable(
      TableStart(title: title, subtitle: subtitle, colorScales: colorScales), into: &sink)
  }

  private mutating func openSection(
    header: String?, columns: [Column]?, id: AnyHashable?
  ) throws {
    try startTableIfNeeded(
      colorScales: drawsColorScales && columns?.contains { $0.colorScale != nil } == true)
    if section != nil { try closeSection(footer: nil) }
    var layout = preferredLayout ?? (columns == nil ? .list : .grid)
    if layout == .records && columns == nil { layout = .list }
    let columns = columns.map {
      SectionFormatting.shownColumns(
        $0, missingMark: missingMark, formatted: !backend.keepsColumnFormats)
    }
    section = SectionStart(
      index: sectionCount, header: header, columns: columns, id: id.map(identifierText),
      layout: layout == .records ? .grid : layout)
    records = layout == .records ? section.map(RecordSections.init) : nil
    makesRecords = records != nil
    cellLimit = layout != .list ? columns?.count : nil
    formatting =
      backend.keepsColumnFormats
      ? nil
      : columns.flatMap {
        SectionFormatting(
          columns: drawsSparklines && layout == .grid ? $0.map(\.leavingSparkline) : $0,
          missingMark: nil, formatters: &formatters)
      }
    scales = drawsColorScales && layout == .grid ? columns.flatMap(SectionColorScales.init) : nil
    sectionCount += 1
    sourceRow = 0
    shownRows = 0
    sectionShown = false
    // A search that drops empty sections begins a section only at its first match.
    if matcher?.search.dropsEmptySections != true { try showSection() }
  }

  private mutating func showSection() throws {
    guard !sectionShown, let section else { return }
    sectionShown = true
    // In the records layout each row begins a section of its own.
    guard records == nil else { return }
    try backend.beginSection(section, into: &sink)
  }

  /// Writes a row as a record: ends the previous record's section, begins the row's.
  private mutating func writeRecord(_ content: CellContent, at path: IndexPath) throws {
    guard var records else { return }
    if let openRecord {
      try backend.endSection(openRecord, SectionEnd(footer: nil, rowCount: 0), into: &sink)
    }
    let start = records.nextStart(index: backendSectionCount)
    backendSectionCount += 1
    openRecord = start
    try backend.beginSection(start, into: &sink)
    for (row, pair) in records.rows(of: content).enumerated() {
      try backend.writeRow(pair, at: IndexPath(row: row, section: path.section), into: &sink)
    }
    self.records = records
  }

  private mutating func closeSection(footer: String?) throws {
    guard var current = section else { return }
    try writeHeldRows()
    if sectionShown {
      let summary = matcher.flatMap {
        $0.search.countsMatches ? $0.search.matchSummary(shownRows, sourceRow) : nil
      }
      let end = SectionEnd(footer: footer, rowCount: shownRows, matchSummary: summary)
      if records != nil, openRecord == nil {
        // A section without rows in the records layout: its header and footer alone.
        current.index = backendSectionCount
        current.layout = .list
        current.columns = nil
        backendSectionCount += 1
        try backend.beginSection(current, into: &sink)
      }
      try backend.endSection(openRecord ?? current, end, into: &sink)
    }
    section = nil
    records = nil
    makesRecords = false
    openRecord = nil
  }

  private mutating func writeRow(_ model: CellModel) throws {
    let path = IndexPath(row: sourceRow, section: sectionCount - 1)
    sourceRow += 1
    var content = try queue.configuredContent(of: model, at: path)
    if model.hasID, let id = model.id { content.id = identifierText(id) }
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
    try showSection()
    if let values, scales != nil {
      guard !scales!.holdsRows else {
        scales!.hold(content, at: path, values: values)
        shownRows += 1
        rowCount += 1
        return
      }
      content.shades = scales!.shades(for: values)
    }
    if makesRecords {
      try writeRecord(content, at: path)
    } else {
      try backend.writeRow(content, at: path, into: &sink)
    }
    shownRows += 1
    rowCount += 1
  }
}

extension Renderer {
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

/// An identifier as the text that backends show.
private func identifierText(_ id: AnyHashable) -> String {
  if let string = id.base as? String { return string }
  return String(describing: id.base)
}
