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
  /// The mark of empty cells in columns without their own.
  private let missingMark: String?
  /// The section's column formats and missing marks, when it has any.
  private var formatting: SectionFormatting?
  /// The formatters made so far, by format, for the sections that share them.
  private var formatters: [ColumnFormat: CellFormatter] = [:]

  init(
    queue: ReuseQueue, backend: Backend, preferredLayout: SectionLayout?, search: Search?,
    missingMark: String? = nil
  ) {
    self.queue = queue
    self.backend = backend
    self.preferredLayout = preferredLayout
    self.matcher = SearchMatcher(search)
    self.missingMark = missingMark
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
    try backend.endTable(TableEnd(rowCount: rowCount, emptyMessage: emptyMessage), into: &sink)
    if let error = sink.drainError { throw error }
    try sink.drain(to: output)
  }

  private mutating func startTableIfNeeded() throws {
    guard !tableStarted else { return }
    tableStarted = true
    try backend.beginTable(title: title, into: &sink)
  }

  private mutating func openSection(
    header: String?, columns: [Column]?, id: AnyHashable?
  ) throws {
    try startTableIfNeeded()
    if section != nil { try closeSection(footer: nil) }
    let layout = preferredLayout ?? (columns == nil ? .list : .grid)
    let columns = columns.map {
      SectionFormatting.shownColumns(
        $0, missingMark: missingMark, formatted: !backend.keepsColumnFormats)
    }
    section = SectionStart(
      index: sectionCount, header: header, columns: columns, id: id.map(identifierText),
      layout: layout)
    cellLimit = layout == .grid ? columns?.count : nil
    formatting =
      backend.keepsColumnFormats
      ? nil
      : columns.flatMap {
        SectionFormatting(columns: $0, missingMark: nil, formatters: &formatters)
      }
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
    try backend.beginSection(section, into: &sink)
  }

  private mutating func closeSection(footer: String?) throws {
    guard let current = section else { return }
    if sectionShown {
      let summary = matcher.flatMap {
        $0.search.countsMatches ? $0.search.matchSummary(shownRows, sourceRow) : nil
      }
      try backend.endSection(
        current, SectionEnd(footer: footer, rowCount: shownRows, matchSummary: summary),
        into: &sink)
    }
    section = nil
  }

  private mutating func writeRow(_ model: CellModel) throws {
    let path = IndexPath(row: sourceRow, section: sectionCount - 1)
    sourceRow += 1
    var content = try queue.configuredContent(of: model, at: path)
    if model.hasID, let id = model.id { content.id = identifierText(id) }
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
    try backend.writeRow(content, at: path, into: &sink)
    shownRows += 1
    rowCount += 1
  }
}

/// An identifier as the text that backends show.
private func identifierText(_ id: AnyHashable) -> String {
  if let string = id.base as? String { return string }
  return String(describing: id.base)
}
