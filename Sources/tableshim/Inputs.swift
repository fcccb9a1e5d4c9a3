internal import TableShim
internal import TableShimInput

/// Opens the inputs the command line names, as one stream of events.
enum Inputs {
  /// The inputs in order (standard input when none is named), joined into one table.
  ///
  /// Every input is opened before the first is read, so that a missing file is an error
  /// before any output. List files are read ahead on a second thread, one at a time as they
  /// come to be read.
  static func open(_ settings: Settings) throws -> JoinedEvents {
    let names = settings.inputs.isEmpty ? ["-"] : settings.inputs
    let explicit = settings.inputFormat.flatMap(InputFormat.init(name:))
    var sources: [any TableEventSource] = []
    for name in names {
      if name == "-" {
        sources.append(
          try TableInput.events(
            fromFileDescriptor: 0, name: "<stdin>", format: explicit ?? .list,
            groupBy: settings.groupBy, readingAhead: true))
        continue
      }
      guard let format = explicit ?? format(ofFile: name) else {
        throw UsageError.unknownInputFormat(file: name)
      }
      sources.append(
        try TableInput.events(
          fromFileAt: name, format: format, groupBy: settings.groupBy, readingAhead: true))
    }
    return JoinedEvents(sources, title: settings.title)
  }

  /// The format a file's extension names.
  private static func format(ofFile path: String) -> InputFormat? {
    let name = path.split(separator: "/").last ?? Substring(path)
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return InputFormat(fileExtension: String(name[name.index(after: dot)...]))
  }
}
