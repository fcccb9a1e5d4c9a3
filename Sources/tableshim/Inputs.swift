internal import TableShim
internal import TableShimInput

/// The inputs the command line names, opened as one stream of events, as many times as the
/// render reads them.
struct Inputs {
  private let settings: Settings
  /// Standard input copied to a file, when it is to be read more than once.
  private let standardInputCopy: InputCopy?
  /// The named inputs that can be read only once (pipes), copied, when they are to be read
  /// more than once.
  private let copies: [String: InputCopy]
  /// The decoders of grouped inputs, kept from the first reading for the next.
  private let grouped = GroupedInputs()
  /// The formats, by column title, that CSV and TSV inputs give their cells on their reading
  /// thread (see `CSVDecoder.formatAhead`).
  private let formatsAhead: [String: ColumnFormat]

  /// The inputs of a run.
  ///
  /// - Parameters:
  ///   - settings: The command line.
  ///   - readTwice: Whether the render reads the inputs twice; standard input and named
  ///     pipes among them are then copied to temporary files first.
  ///   - formatsAhead: The formats, by column title, that CSV and TSV inputs give their
  ///     cells as they read them, off the rendering thread: those of `--format`, which no
  ///     later setting replaces, for outputs that show formatted cells.
  /// - Throws: `RunError` when an input cannot be copied.
  init(_ settings: Settings, readTwice: Bool, formatsAhead: [String: ColumnFormat] = [:]) throws {
    self.settings = settings
    self.formatsAhead = formatsAhead
    let readsStandardInput = settings.inputs.isEmpty || settings.inputs.contains("-")
    standardInputCopy = readTwice && readsStandardInput ? try InputCopy() : nil
    var copies: [String: InputCopy] = [:]
    for name in settings.inputs where readTwice && name != "-" && copies[name] == nil {
      guard !InputCopy.isRereadable(name), let copy = try InputCopy(copyingFileAt: name)
      else { continue }
      copies[name] = copy
    }
    self.copies = copies
  }

  /// The inputs in order (standard input when none is named), joined into one table, from
  /// their start.
  ///
  /// Every input is opened before the first is read, so that a missing file is an error
  /// before any output. Inputs are read ahead on a second thread, one at a time as they come
  /// to be read. A grouped CSV or TSV input is read once, whatever the number of readings: its
  /// decoder holds the grouped rows, and a later reading sends them again
  /// (``GroupedInputs``).
  func open() throws -> JoinedEvents {
    let names = settings.inputs.isEmpty ? ["-"] : settings.inputs
    let explicit = settings.inputFormat.flatMap(InputFormat.init(name:))
    var sources: [any TableEventSource] = []
    for (position, name) in names.enumerated() {
      if let held = grouped.decoders[position] {
        sources.append(held)
        continue
      }
      let format: InputFormat
      var source: any TableEventSource
      if name == "-" {
        format = explicit ?? .list
        source = try TableInput.events(
          fromFileDescriptor: standardInputCopy?.rewound() ?? 0, name: "<stdin>",
          format: format, groupBy: settings.groupBy, readingAhead: true)
      } else {
        guard let named = explicit ?? Self.format(ofFile: name) else {
          throw UsageError.unknownInputFormat(file: name)
        }
        format = named
        if let copy = copies[name] {
          source = try TableInput.events(
            fromFileDescriptor: copy.rewound(), name: name, format: format,
            groupBy: settings.groupBy, readingAhead: true)
        } else {
          source = try TableInput.events(
            fromFileAt: name, format: format, groupBy: settings.groupBy, readingAhead: true)
        }
      }
      if settings.groupBy != nil, format == .csv || format == .tsv {
        grouped.decoders[position] = source
      } else if !formatsAhead.isEmpty, var decoder = source as? CSVDecoder {
        decoder.formatAhead(formatsAhead)
        source = decoder
      }
      sources.append(source)
    }
    var joined = try JoinedEvents(sources, settings: settings)
    joined.columnSettings = settings.columns
    return joined
  }

  /// The most bytes of regular files that are read once, their grid sections held, when a
  /// render could read them twice instead.
  ///
  /// Reading twice keeps memory flat but decodes every row twice; below this size the held
  /// sections take a few hundred megabytes at most, and one reading is faster.
  static let heldInputLimit: Int64 = 16 << 20

  /// Whether inputs are worth reading twice rather than holding their grid sections: standard
  /// input or a pipe of unknown length among them, or regular files larger than
  /// ``heldInputLimit`` in all.
  static func areWorthReadingTwice(_ settings: Settings) -> Bool {
    let names = settings.inputs.isEmpty ? ["-"] : settings.inputs
    var total: Int64 = 0
    for name in names {
      switch InputCopy.kind(of: name) {
      case .unknown: continue  // left to the reading to report
      case .stream: return true
      case .file(let size): total += size
      }
    }
    return total > heldInputLimit
  }

  /// The format a file's extension names.
  private static func format(ofFile path: String) -> InputFormat? {
    let name = path.split(separator: "/").last ?? Substring(path)
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return InputFormat(fileExtension: String(name[name.index(after: dot)...]))
  }
}

/// The decoders of a run's grouped CSV and TSV inputs, by their place among the inputs, as
/// they were opened: a copy of a grouped decoder made before its first event shares the rows
/// that another copy reads (see `CSVDecoder`), so a second reading of the table sends them
/// again without decoding and grouping the input twice.
final class GroupedInputs {
  var decoders: [Int: any TableEventSource] = [:]
}
