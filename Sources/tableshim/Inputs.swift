internal import TableShim
internal import TableShimInput

/// The inputs the command line names, opened as one stream of events.
struct Inputs {
  private let settings: Settings
  /// The formats, by column title, that CSV and TSV inputs give their cells on their reading
  /// thread (see `CSVDecoder.formatAhead`).
  private let formatsAhead: [String: ColumnFormat]

  /// The inputs of a run.
  ///
  /// - Parameters:
  ///   - settings: The command line.
  ///   - formatsAhead: The formats, by column title, that CSV and TSV inputs give their
  ///     cells as they read them, off the rendering thread: those of `--format`, which no
  ///     later setting replaces, for outputs that show formatted cells.
  init(_ settings: Settings, formatsAhead: [String: ColumnFormat] = [:]) {
    self.settings = settings
    self.formatsAhead = formatsAhead
  }

  /// The inputs in order (standard input when none is named), joined into one table, from
  /// their start.
  ///
  /// Every input is opened before the first is read, so that a missing file is an error
  /// before any output. Inputs are read ahead on a second thread, one at a time as they come
  /// to be read.
  func open() throws -> JoinedEvents {
    let names = settings.inputs.isEmpty ? ["-"] : settings.inputs
    let explicit = settings.inputFormat.flatMap(InputFormat.init(name:))
    var sources: [any TableEventSource] = []
    for name in names {
      let format: InputFormat
      var source: any TableEventSource
      if name == "-" {
        format = explicit ?? .list
        source = try TableInput.events(
          fromFileDescriptor: 0, name: "<stdin>",
          format: format, groupBy: settings.groupBy, readingAhead: true)
      } else {
        guard let named = explicit ?? Self.format(ofFile: name) else {
          throw UsageError.unknownInputFormat(file: name)
        }
        format = named
        source = try TableInput.events(
          fromFileAt: name, format: format, groupBy: settings.groupBy, readingAhead: true)
      }
      // A grouped decoder holds its rows as read, unformatted.
      if settings.groupBy == nil, !formatsAhead.isEmpty, var decoder = source as? CSVDecoder {
        decoder.formatAhead(formatsAhead)
        source = decoder
      }
      sources.append(source)
    }
    var joined = try JoinedEvents(sources, settings: settings)
    joined.columnSettings = settings.columns
    return joined
  }

  /// The most bytes of regular files whose grid sections are held in memory, when a render
  /// could keep them in a temporary file instead.
  ///
  /// The temporary file keeps memory flat but writes every row out and reads it back; below
  /// this size the held sections take a few hundred megabytes at most, and holding is faster.
  static let heldInputLimit: Int64 = 16 << 20

  /// Whether the inputs' grid sections are worth keeping in a temporary file rather than in
  /// memory: standard input or a pipe of unknown length among them, or regular files larger
  /// than ``heldInputLimit`` in all.
  static func areWorthSpilling(_ settings: Settings) -> Bool {
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
