internal import TableShim

/// Several inputs read one after another as one table: their sections in order.
///
/// The title is `--title` when given; otherwise the first input's title, if it has one. The
/// titles of later inputs are dropped, since a title can only open a table; so are their
/// subtitles, and the first input's when `--title` or `--subtitle` is given. Every input's
/// source notes are kept, in order. A section still
/// open when its input ends is closed, so that the next input's rows start a section of their
/// own.
struct JoinedEvents: TableEventSource {
  /// The inputs, read in order in place (a copy of an input would copy its whole decoder).
  private var inputs: [any TableEventSource]
  /// The index of the input being read.
  private var current = 0
  private var title: String?
  private let replacesTitles: Bool
  private var subtitle: String?
  private let replacesSubtitles: Bool
  private var sentSection = false
  private var sectionOpen = false
  private var notes: [String] = []
  /// The footnotes (`--footnote`) and their marks (`--footnote-marks`), sent before the
  /// inputs' own.
  private var footnotes: [Footnote] = []
  private var footnoteMarks: FootnoteMarks?
  private var replacesFootnoteMarks = false
  private var footnotePlacement: FootnotePlacement?
  private var replacesFootnotePlacement = false
  private var footnoteCheck: FootnoteTargetCheck?
  private var spanners: SpannerOption?
  /// The output format's name when it drops subtitles and notes, until the warning is given.
  private var dropsParts: String?
  /// The `--column` options to set on the sections' columns, and which of them have found
  /// a column.
  var columnSettings: [ColumnSetting] = [] {
    didSet {
      settingsUsed = Array(repeating: false, count: columnSettings.count)
      passesThrough = canPassThrough
    }
  }
  private var settingsUsed: [Bool] = []
  /// Whether the one input's events are handed on with as little work as can be, there being
  /// nothing to add, replace or check (see ``canPassThrough``); cleared when the input ends.
  private var passesThrough = false

  init(_ inputs: [any TableEventSource], title: String?, subtitle: String? = nil) {
    self.inputs = inputs
    self.title = title
    self.replacesTitles = title != nil
    self.subtitle = subtitle
    self.replacesSubtitles = title != nil || subtitle != nil
    self.passesThrough = canPassThrough
  }

  /// The inputs joined, with the parts the command line sets.
  ///
  /// - Throws: ``UsageError`` for `--spanner`s that do not fit together.
  init(_ inputs: [any TableEventSource], settings: Settings) throws {
    self.init(inputs, title: settings.title, subtitle: settings.subtitle)
    notes = settings.notes
    footnotes = settings.footnotes
    footnoteMarks = settings.footnoteMarks
    replacesFootnoteMarks = settings.footnoteMarks != nil
    footnotePlacement = settings.footnotePlacement
    replacesFootnotePlacement = settings.footnotePlacement != nil
    footnoteCheck = FootnoteTargetCheck(settings.footnotes)
    spanners = settings.spanners.isEmpty ? nil : try SpannerOption(settings.spanners)
    let format = try? Command.outputFormat(for: settings)
    if let name = format?.name, name == "csv" || name == "tsv" { dropsParts = name }
    passesThrough = canPassThrough
  }

  /// Whether there is one input and nothing to add, replace or check: no title, subtitle,
  /// notes, footnotes, marks, placement, spanners or column settings of the command line.
  /// (The warning of dropped parts is given on the way.)
  private var canPassThrough: Bool {
    inputs.count == 1 && current == 0 && title == nil && subtitle == nil && notes.isEmpty
      && footnotes.isEmpty && footnoteMarks == nil && footnotePlacement == nil
      && footnoteCheck == nil && spanners == nil && columnSettings.isEmpty
  }

  /// Moves the one input out, when the joined events would hand on its events as they come.
  ///
  /// That is when ``canPassThrough`` holds and there is no warning of dropped parts to give:
  /// a render then reads the input straight, without this layer and its existential for
  /// every event. `nil`, taking nothing, otherwise.
  ///
  /// What the joining would still do is done as well by the input and the renderer: the
  /// decoders reject a title, subtitle or footnote after the first section themselves, and
  /// the renderer closes a section the input leaves open.
  mutating func takeSoleInput() -> (any TableEventSource)? {
    guard passesThrough, dropsParts == nil else { return nil }
    let input = inputs[0]
    // Let go of this copy, so that the input's buffers have one owner.
    inputs[0] = Finished()
    current = 1
    passesThrough = false
    return input
  }

  mutating func nextEvent() throws -> TableEvent? {
    if passesThrough { return try nextPassedEvent() }
    guard let event = try nextJoinedEvent() else {
      try footnoteCheck?.finish()
      footnoteCheck = nil
      return nil
    }
    // Most runs have nothing to check: the event is moved on without a copy.
    guard footnoteCheck != nil || dropsParts != nil else { return event }
    footnoteCheck?.see(event)
    if dropsParts != nil { warnIfDropped(event) }
    return event
  }

  /// Warns, once, that the output format leaves out the subtitle, source notes and
  /// footnotes, when `event` is one of them.
  private mutating func warnIfDropped(_ event: TableEvent) {
    switch event {
    case .subtitle, .sourceNote, .footnote:
      if let name = dropsParts {
        dropsParts = nil
        Terminal.report(
          "tableshim: warning: \(name) has no place for a subtitle, source notes or footnotes; "
            + "they are left out")
      }
    default: break
    }
  }

  /// The one input's next event, when it ``passesThrough``.
  ///
  /// It is what ``nextJoinedEvent()`` gives with nothing set on the command line: a section
  /// is passed on as it came; a title, subtitle, footnote, footnote marks or placement only
  /// before the first section. At the input's end, a section it left open is closed.
  @inline(__always)
  private mutating func nextPassedEvent() throws -> TableEvent? {
    while let event = try inputs[0].nextEvent() {
      // Taken apart and put back together, so that a row is moved, never copied.
      switch consume event {
      case .cell(let row):
        sentSection = true
        sectionOpen = true
        return .cell(row)
      case .beginSection(let header, let columns, let id):
        sentSection = true
        sectionOpen = true
        return .beginSection(header: header, columns: columns, id: id)
      case .endSection(let footer):
        sectionOpen = false
        return .endSection(footer: footer)
      case .sourceNote(let note):
        if dropsParts != nil { warnIfDropped(.sourceNote(note)) }
        return .sourceNote(note)
      case let other:
        // The title, subtitle and footnotes' parts only open a table.
        if sentSection { continue }
        if dropsParts != nil { warnIfDropped(other) }
        return other
      }
    }
    // Let the finished input go, with its buffers; the joined events go on to their end.
    inputs[0] = Finished()
    current = 1
    passesThrough = false
    if sectionOpen {
      sectionOpen = false
      return .endSection(footer: nil)
    }
    return try nextEvent()
  }

  private mutating func nextJoinedEvent() throws -> TableEvent? {
    if let title {
      self.title = nil
      return .title(title)
    }
    if let subtitle {
      self.subtitle = nil
      return .subtitle(subtitle)
    }
    if let marks = footnoteMarks {
      footnoteMarks = nil
      return .footnoteMarks(marks)
    }
    if let placement = footnotePlacement {
      footnotePlacement = nil
      return .footnotePlacement(placement)
    }
    if !footnotes.isEmpty { return .footnote(footnotes.removeFirst()) }
    while current < inputs.count {
      guard let event = try inputs[current].nextEvent() else {
        // Let the finished input go, with its buffers.
        inputs[current] = Finished()
        current += 1
        if sectionOpen {
          sectionOpen = false
          return .endSection(footer: nil)
        }
        continue
      }
      // Taken apart and put back together, so that a row is moved, never copied.
      switch consume event {
      case .cell(let row):
        sentSection = true
        sectionOpen = true
        return .cell(row)
      case .title(let title):
        if replacesTitles || sentSection { continue }
        return .title(title)
      case .subtitle(let subtitle):
        if replacesSubtitles || sentSection || current > 0 { continue }
        return .subtitle(subtitle)
      case .sourceNote(let note):
        return .sourceNote(note)
      case .beginSection(let header, var columns, let id):
        sentSection = true
        sectionOpen = true
        if !columnSettings.isEmpty, columns != nil { apply(to: &columns!) }
        return .beginSection(
          header: header, columns: try columns.map { try spanners?.apply(to: $0) ?? $0 },
          id: id)
      case .endSection(let footer):
        sectionOpen = false
        return .endSection(footer: footer)
      case .footnote(let note):
        // Only the notes that come before the first section can be shown.
        if sentSection { continue }
        return .footnote(note)
      case .footnoteMarks(let marks):
        if sentSection || replacesFootnoteMarks { continue }
        return .footnoteMarks(marks)
      case .footnotePlacement(let placement):
        if sentSection || replacesFootnotePlacement { continue }
        return .footnotePlacement(placement)
      }
    }
    if let unused = settingsUsed.firstIndex(of: false) {
      let setting = columnSettings[unused]
      throw UsageError.unknownColumn(value: setting.text, title: setting.title)
    }
    if !notes.isEmpty { return .sourceNote(notes.removeFirst()) }
    return nil
  }

  /// Sets the `--column` options on the columns they name, noting those that found one.
  private mutating func apply(to columns: inout [Column]) {
    for index in columns.indices {
      for (number, setting) in columnSettings.enumerated() where setting.apply(to: &columns[index])
      {
        settingsUsed[number] = true
      }
    }
  }
}

/// What an input is replaced with once it has been read.
private struct Finished: TableEventSource {
  func nextEvent() -> TableEvent? { nil }
}

extension JoinedEvents: RowRecyclingSource {
  /// The one input's recycler: rows of several inputs are handed on copied.
  var rowRecycler: RowRecycler? {
    inputs.count == 1 ? (inputs[0] as? any RowRecyclingSource)?.rowRecycler : nil
  }
}
