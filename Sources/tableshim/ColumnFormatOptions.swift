internal import TableShim

/// The column formats and missing marks the command line sets (`--format`, `--missing`), by
/// column title, applied to every section that has a column of that title.
struct ColumnFormatOptions: Equatable {
  /// `--format TITLE=SPEC`, in order; a later one for the same title wins.
  private(set) var formats: [String: ColumnFormat] = [:]
  /// `--missing TITLE=MARK`.
  private(set) var missingMarks: [String: String] = [:]
  /// `--missing MARK`: the mark of every column without its own.
  private(set) var missingMark: String?
  /// `--color-scale TITLE[=SPEC]`: each column's colour scale.
  private(set) var colorScales: [String: ColorScale] = [:]
  /// The titles named, in the order given, to report one that no input has.
  private(set) var titles: [String] = []
  /// `--summary TITLE=AGGREGATES` and `--grand-summary TITLE=AGGREGATES`.
  var summaries: [String: [Aggregate]] = [:]
  var grandSummaries: [String: [Aggregate]] = [:]

  /// The formats a CSV or TSV input may give its cells on its reading thread: those of
  /// columns without summary rows, whose aggregates read the cells as they came.
  var formatsAhead: [String: ColumnFormat] {
    formats.filter { summaries[$0.key] == nil && grandSummaries[$0.key] == nil }
  }

  /// Whether any option was given.
  var isEmpty: Bool {
    formats.isEmpty && missingMarks.isEmpty && summaries.isEmpty && grandSummaries.isEmpty
      && colorScales.isEmpty
  }

  /// Reads `TITLE=SPEC`: the title is everything before the first `=`.
  mutating func addFormat(_ value: String) throws {
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
      throw UsageError.badValue(
        option: "--format", value: value,
        expected: "COLUMN=SPEC, such as 'Score=number:2' (see Docs/ColumnFormats.md)")
    }
    let title = String(value[..<equals])
    let spec = String(value[value.index(after: equals)...])
    do {
      formats[title] = try ColumnFormat(spec: spec)
    } catch {
      throw UsageError.badValue(
        option: "--format", value: value,
        expected: "\(error.expected) at character \(error.offset + 1) of '\(spec)'")
    }
    if !titles.contains(title) { titles.append(title) }
  }

  /// Reads `TITLE` (viridis, the section's range) or `TITLE=PALETTE[:MIN:MAX]`: the title is
  /// everything before the last `=`, as a palette never holds one.
  mutating func addColorScale(_ value: String) throws {
    let equals = value.lastIndex(of: "=")
    let title = String(value[..<(equals ?? value.endIndex)])
    guard !title.isEmpty else {
      throw UsageError.badValue(
        option: "--color-scale", value: value,
        expected:
          "COLUMN[=PALETTE[:MIN:MAX]], such as 'Score=blues:0:100' (see Docs/ColorScales.md)")
    }
    guard let equals else {
      colorScales[title] = ColorScale()
      if !titles.contains(title) { titles.append(title) }
      return
    }
    let spec = String(value[value.index(after: equals)...])
    do {
      colorScales[title] = try ColorScale(spec: spec)
    } catch {
      throw UsageError.badValue(
        option: "--color-scale", value: value,
        expected: "\(error.expected) at character \(error.offset + 1) of '\(spec)'")
    }
    if !titles.contains(title) { titles.append(title) }
  }

  /// Reads `TITLE=MARK` (a column's mark) or `MARK` (every column's); `=MARK` is a mark for
  /// every column that holds a `=`.
  mutating func addMissingMark(_ value: String) {
    guard let equals = value.firstIndex(of: "=") else { return missingMark = value }
    let mark = String(value[value.index(after: equals)...])
    guard equals != value.startIndex else { return missingMark = mark }
    let title = String(value[..<equals])
    missingMarks[title] = mark
    if !titles.contains(title) { titles.append(title) }
  }

  /// Notes a title named by an option, to report it when no input has it.
  mutating func addTitle(_ title: String) {
    if !titles.contains(title) { titles.append(title) }
  }

  /// A section's columns with the options of their titles.
  func apply(to columns: [Column]) -> [Column] {
    guard !isEmpty else { return columns }
    return columns.map { column in
      var column = column
      if let format = formats[column.title] { column.format = format }
      if let mark = missingMarks[column.title] { column.missingMark = mark }
      if let summaries = summaries[column.title] { column.summaries = summaries }
      if let grand = grandSummaries[column.title] { column.grandSummaries = grand }
      if let scale = colorScales[column.title] { column.colorScale = scale }
      return column
    }
  }
}

/// The events of the inputs with the command line's column options applied to every
/// section's columns; at the end, a title that no section had is a usage error.
struct ColumnOptionEvents: TableEventSource {
  /// The joined inputs, held as what they are: an existential would copy-check its box on
  /// every event.
  private var events: JoinedEvents
  private let options: ColumnFormatOptions
  private var unmatched: Set<String>
  /// Whether there are no options, so that every event is handed on as it came.
  private let passesThrough: Bool

  init(_ events: JoinedEvents, options: ColumnFormatOptions) {
    self.events = events
    self.options = options
    self.unmatched = Set(options.titles)
    self.passesThrough = options.isEmpty && options.titles.isEmpty
  }

  /// Moves the one input out, when neither the column options nor the joining has anything
  /// to do with its events (``JoinedEvents/takeSoleInput()``).
  ///
  /// - Returns: The input, or `nil`, taking nothing, when they have.
  mutating func takeSoleInput() -> (any TableEventSource)? {
    passesThrough ? events.takeSoleInput() : nil
  }

  mutating func nextEvent() throws -> TableEvent? {
    if passesThrough { return try events.nextEvent() }
    guard let event = try events.nextEvent() else {
      try Self.checkMatched(unmatched, options: options, seen: [])
      return nil
    }
    // Taken apart and put back together, so that a row is moved, never copied.
    switch consume event {
    case .beginSection(let header, let columns?, let id):
      for column in columns { unmatched.remove(column.title) }
      return .beginSection(header: header, columns: options.apply(to: columns), id: id)
    case let other:
      return other
    }
  }

  /// Throws a usage error naming the first title given that no section had.
  static func checkMatched(_ unmatched: Set<String>, options: ColumnFormatOptions, seen: [String])
    throws
  {
    guard let title = options.titles.first(where: unmatched.contains) else { return }
    let option =
      options.formats[title] != nil
      ? "--format"
      : options.colorScales[title] != nil
        ? "--color-scale"
        : options.missingMarks[title] != nil
          ? "--missing" : options.summaries[title] != nil ? "--summary" : "--grand-summary"
    throw UsageError.badValue(
      option: option, value: title, expected: "the title of a column of the input")
  }
}

extension ColumnOptionEvents: RowRecyclingSource {
  var rowRecycler: RowRecycler? { events.rowRecycler }
}

extension Inputs {
  /// The inputs opened as ``open()`` opens them, with the command line's column options.
  func openWithColumnOptions(_ options: ColumnFormatOptions) throws -> ColumnOptionEvents {
    ColumnOptionEvents(try open(), options: options)
  }
}
