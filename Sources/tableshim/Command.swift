internal import TableShim

/// One run of `tableshim`: parse the arguments, open the inputs, render, write.
enum Command {
  /// Runs the command and returns its exit status: 0 success, 1 bad input or a failed
  /// render, 2 bad usage.
  static func run(_ arguments: [String]) -> Int32 {
    // A subcommand is the first argument, exactly; a file named `diff` or `lint` is
    // rendered as `./diff`, or after `--`.
    switch arguments.first {
    case "diff": return DiffCommand.run(Array(arguments.dropFirst()))
    case "lint": return LintCommand.run(Array(arguments.dropFirst()))
    default: break
    }
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
    var shim = TableShim(preferredLayout: settings.layout)
    if let query = settings.search { shim.search = Search(query, highlightsMatches: true) }
    shim.missingMark = settings.columnOptions.missingMark
    // Grids that line up their columns keep their sections' rows in a temporary file
    // (`render(replaying:)`), rather than in memory, when the inputs are large or of unknown
    // length.
    let spills =
      !settings.check && shim.readsEventsTwice(as: format)
      && Inputs.areWorthSpilling(settings)
    // CSV and TSV inputs format the cells of `--format` on their reading thread.
    let inputs = Inputs(
      settings,
      formatsAhead: format.keepsColumnFormats ? [:] : settings.columnOptions.formatsAhead)
    // Opened before the output, so that a missing input is the error a run reports first.
    var opened: ColumnOptionEvents? = try inputs.openWithColumnOptions(settings.columnOptions)
    if settings.check {
      try shim.render(events: opened.take()!, as: format) { _ in }
      try FormatCheck.run(settings)
      return
    }
    let output = try settings.output.map(FileOutput.replacing) ?? .standardOutput()
    do {
      if spills {
        try shim.render(
          replaying: {
            guard var events = opened.take() else {
              return try inputs.openWithColumnOptions(settings.columnOptions)
            }
            // As below: one input with nothing of the command line's to add goes straight
            // to the shim.
            return events.takeSoleInput() ?? events
          },
          as: format,
          writingTo: output.write)
      } else if let sole = opened!.takeSoleInput() {
        // Nothing of the command line's to add: the one input's events go straight to the
        // shim.
        opened = nil
        try shim.render(events: sole, as: format, writingTo: output.write)
      } else {
        try shim.render(events: opened.take()!, as: format, writingTo: output.write)
      }
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
    let colored = settings.color.colors(
      toTerminal: settings.output == nil && Terminal.standardOutputIsATerminal,
      environment: Terminal.colorEnvironment)
    var colors = colored ? TerminalStyle.standard : nil
    if settings.zebra { colors?.zebra = TerminalStyle.Look.background(.brightBlack) }
    var options = OutputFormat.Options(
      standalone: settings.standalone, gridStyle: settings.gridStyle, width: width,
      padsTables: settings.padsTables, colors: colors, usesScript: settings.usesScript,
      startsCollapsed: settings.startsCollapsed, sectionColumn: settings.sectionColumn)
    options.pageLength = settings.pageLength
    return entry.format(options)
  }

  private static func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try FileOutput.standardOutput().write($0) }
  }
}
