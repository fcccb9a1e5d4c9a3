internal import TableShim

/// One run of `tableshim`: parse the arguments, open the inputs, render, write.
enum Command {
  /// Runs the command and returns its exit status: 0 success, 1 bad input or a failed
  /// render, 2 bad usage.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      let settings = try ArgumentParser.parse(arguments)
      if settings.help {
        try write(Usage.help)
        return 0
      }
      if settings.version {
        try write("tableshim \(Usage.version)\n")
        return 0
      }
      if settings.listFormats {
        try write(Usage.formats)
        return 0
      }
      if settings.listStyles {
        try write(try Usage.styles())
        return 0
      }
      try render(settings)
      return 0
    } catch let error as UsageError {
      Terminal.report("tableshim: \(error)\n\(Usage.synopsis)")
      return 2
    } catch {
      Terminal.report("tableshim: \(error)")
      return 1
    }
  }

  private static func render(_ settings: Settings) throws {
    let format = try outputFormat(for: settings)
    let events = try Inputs.open(settings)
    var shim = TableShim(preferredLayout: settings.layout)
    if let query = settings.search { shim.search = Search(query, highlightsMatches: true) }
    if settings.check {
      try shim.render(events: events, as: format) { _ in }
      return
    }
    let output = try settings.output.map(FileOutput.replacing) ?? .standardOutput()
    do {
      try shim.render(events: events, as: format, writingTo: output.write)
      try output.commit()
    } catch {
      output.discard()
      throw error
    }
  }

  /// The format from `-t`, else from the output file's extension, else text, with the
  /// options the other flags set.
  static func outputFormat(for settings: Settings) throws -> OutputFormat {
    let fromExtension = settings.output.flatMap { path -> String? in
      guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
      return String(path[path.index(after: dot)...])
    }
    let entry =
      settings.outputFormat.flatMap(OutputFormat.entry(named:))
      ?? fromExtension.flatMap(OutputFormat.entry(forFileExtension:))
      ?? OutputFormat.catalog[0]
    let width = settings.width ?? (settings.output == nil ? Terminal.standardOutputWidth : nil)
    return entry.format(
      OutputFormat.Options(
        standalone: settings.standalone, gridStyle: settings.gridStyle, width: width,
        padsTables: settings.padsTables, sectionColumn: settings.sectionColumn))
  }

  private static func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try FileOutput.standardOutput().write($0) }
  }
}
