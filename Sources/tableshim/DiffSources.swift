internal import TableShim
internal import TableShimInput

/// The two inputs of `tableshim diff`, which can be read as many times as the difference
/// needs: files are opened again, and standard input or a pipe is copied to a temporary file
/// first (see ``InputCopy``).
struct DiffSources {
  private let settings: Settings
  /// The inputs' names, OLD then NEW.
  let names: [String]
  /// The copies of the inputs that can be read only once, by name.
  private let copies: [String: InputCopy]

  /// Copies standard input and pipes among `settings.inputs`.
  ///
  /// - Throws: `RunError` when an input cannot be copied.
  init(_ settings: Settings) throws {
    self.settings = settings
    names = settings.inputs
    var copies: [String: InputCopy] = [:]
    for name in names where copies[name] == nil {
      if name == "-" {
        copies[name] = try InputCopy()
      } else if !InputCopy.isRereadable(name), let copy = try InputCopy(copyingFileAt: name) {
        copies[name] = copy
      }
    }
    self.copies = copies
  }

  /// The input `name` from its start.
  func source(_ name: String) throws -> InputSource {
    guard let copy = copies[name] else { return try TableFiles.source(name) }
    return .fileDescriptor(copy.rewound(), name: name == "-" ? "<stdin>" : name)
  }

  /// The input `name`'s events from its start.
  func events(_ name: String) throws -> any TableEventSource {
    let format = try TableFiles.format(of: name, settings: settings)
    return try TableInput.events(
      from: source(name), format: format, groupBy: settings.groupBy, key: settings.key,
      readingAhead: true)
  }

  /// The whole input `name` as a table held in memory.
  func model(_ name: String) throws -> TableViewModel {
    let format = try TableFiles.format(of: name, settings: settings)
    return try TableInput.model(
      from: source(name), format: format, groupBy: settings.groupBy, key: settings.key)
  }

  /// The difference of the inputs worked out from their rows' hashes, or `nil` when it must be
  /// worked out from the tables held in memory (see `StreamedDifference`).
  func streamedDifference() throws -> StreamedDifference? {
    let old = names[0]
    let new = names[1]
    var raw: (old: StreamedDifference.RawOpener, new: StreamedDifference.RawOpener)?
    if readsRaw {
      raw = ({ try rawRows(old, readingAhead: $0) }, { try rawRows(new, readingAhead: $0) })
    }
    return try StreamedDifference(old: { try events(old) }, new: { try events(new) }, raw: raw)
  }

  /// Whether both inputs are CSV or TSV without grouping, whose rows the readings that only
  /// hash or compare them read as bytes (``rawRows(_:readingAhead:)``).
  ///
  /// A format that cannot be told reads as events, which report it where they always have.
  private var readsRaw: Bool {
    settings.groupBy == nil
      && names.allSatisfy { name in
        let format = try? TableFiles.format(of: name, settings: settings)
        return format == .csv || format == .tsv
      }
  }

  /// The CSV or TSV input `name`'s rows from its start, as their cells' bytes: the rows and
  /// errors of ``events(_:)``.
  func rawRows(_ name: String, readingAhead: Bool) throws -> any RawTableRows {
    let format = try TableFiles.format(of: name, settings: settings)
    return try TableInput.rawRows(
      from: source(name), tabSeparated: format == .tsv, key: settings.key,
      readingAhead: readingAhead)
  }
}
