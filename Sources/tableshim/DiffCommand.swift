internal import TableShim
internal import TableShimInput

/// `tableshim diff OLD NEW`: the difference between two tables, keyed by section and row ids,
/// with an exit status like diff(1)'s: 0 same, 1 different, 2 trouble.
enum DiffCommand {
  static let synopsis = """
    usage: tableshim diff OLD NEW [-f list|csv|tsv|json] [-t FORMAT] [-o FILE]
                          [--key COLUMN] [--group-by COLUMN] [-U N | --full]
                          [--style STYLE] [--width N] [--no-padding] [--help]
    """

  /// The options of `diff`, in the order the help lists them.
  static let table: [Option] = [
    SubcommandOptions.shared("from"), SubcommandOptions.shared("to"),
    SubcommandOptions.shared("output"), SubcommandOptions.key,
    SubcommandOptions.shared("group-by"), SubcommandOptions.context, SubcommandOptions.full,
    SubcommandOptions.shared("style"), SubcommandOptions.shared("width"),
    SubcommandOptions.shared("no-padding"), SubcommandOptions.help,
  ]

  static var help: String {
    let lines =
      [
        "tableshim diff: the rows and sections inserted, deleted, moved and changed between two",
        "tables, paired by their ids (rows without ids by their content, sections by header).",
        "",
        synopsis,
        "",
        "OLD and NEW are files, or - for standard input (one of them); any input format.",
        "marks: + inserted, - deleted, ~ changed (a cell as 'old → new'), > moved, >~ both;",
        "'…' stands for unchanged rows left out. -t html writes <ins> and <del>.",
        "",
        "options:",
      ] + Usage.optionLines(table) + [
        "",
        "exit status: 0 the tables are the same, 1 they differ, 2 trouble (bad usage, an input",
        "that cannot be read or decoded, or duplicate ids).",
      ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func run(_ arguments: [String]) -> Int32 {
    do {
      let settings = try ArgumentParser.parse(arguments, options: table)
      if settings.help {
        try write(help)
        return 0
      }
      guard settings.inputs.count == 2 else {
        throw UsageError.wrongInputCount(
          command: "diff", expected: "two inputs, OLD and NEW", found: settings.inputs.count)
      }
      if settings.inputs[0] == "-", settings.inputs[1] == "-" {
        throw UsageError.badValue(
          option: "NEW", value: "-", expected: "a file, since OLD is standard input")
      }
      // The first readings of the two inputs run at once; one arena keeps their peak memory
      // down (Docs/Performance.md, "Diffs").
      MallocArenas.limit(to: 1)
      let sources = try DiffSources(settings)
      if let status = try writeStreamed(sources, settings: settings) { return status }
      let old = try sources.model(settings.inputs[0])
      let new = try sources.model(settings.inputs[1])
      try checkIDs(old, file: settings.inputs[0], settings: settings)
      try checkIDs(new, file: settings.inputs[1], settings: settings)
      let difference = TableDifference(from: old, to: new)
      try write(difference, settings: settings)
      ProcessEnd.keep(difference)
      return difference.isEmpty ? 0 : 1
    } catch let error as UsageError {
      Terminal.report("tableshim diff: \(error)\n\(synopsis)")
      return 2
    } catch {
      Terminal.report("tableshim diff: \(error)")
      return 2
    }
  }

  /// Fails on duplicate section or row ids, which would pair the wrong rows; a file is read
  /// again to place the first at its line.
  private static func checkIDs(_ model: TableViewModel, file: String, settings: Settings) throws {
    guard mayHaveDuplicateIDs(model) else { return }
    let duplicates = model.lint().filter {
      $0.severity == .error && ($0.rule == .duplicateRowID || $0.rule == .duplicateSectionID)
    }
    guard let first = duplicates.first else { return }
    let located = file == "-" ? nil : try? TableFiles.read(file, settings: settings)
    throw DiffError.duplicateID(
      place: located.map { TableFiles.place(of: first, in: $0, file: file) }
        ?? "\(file): \(first.place)",
      message: first.message, more: duplicates.count - 1)
  }

  /// Whether two sections or two rows may have the same id.
  ///
  /// A quick check that lets a table without duplicates skip linting it whole. Lint calls two
  /// row ids duplicates when both are equal strings, or neither is a string and they are
  /// equal as `AnyHashable`; string ids are checked as strings (most ids, and fast to hash),
  /// the others as `AnyHashable`, which calls a few more equal (such as `1` and `UInt8(1)`),
  /// and lint then clears them.
  private static func mayHaveDuplicateIDs(_ model: TableViewModel) -> Bool {
    var sectionIDs = Set<AnyHashable>()
    var stringIDs = Set<String>()
    var otherIDs = Set<AnyHashable>()
    stringIDs.reserveCapacity(model.numberOfRows)
    for section in model.sections {
      if let id = section.id, !sectionIDs.insert(id).inserted { return true }
      // Each row's id read where the row is, without copying the row.
      let isDuplicate = section.cells.withUnsafeBufferPointer { rows in
        rows.indices.contains { row in
          guard let id = rows[row].id else { return false }
          if let string = id.base as? String { return !stringIDs.insert(string).inserted }
          return !otherIDs.insert(id).inserted
        }
      }
      if isDuplicate { return true }
    }
    return false
  }

  /// Whether the difference is written as an HTML fragment rather than a table.
  private static func isHTML(_ settings: Settings, output: OutputFormat) -> Bool {
    settings.outputFormat == "html"
      || (settings.outputFormat == nil && output.fileExtension == "html")
  }

  /// Writes the difference worked out from the rows' hashes, reading the inputs again, and
  /// returns the exit status; `nil` when the tables must be held in memory instead: for HTML,
  /// for tables ``StreamedDifference`` refuses, and when two rows' hashes collide (found
  /// before anything is written).
  private static func writeStreamed(_ sources: DiffSources, settings: Settings) throws -> Int32? {
    let output = try Command.outputFormat(for: settings)
    guard !isHTML(settings, output: output), let difference = try sources.streamedDifference()
    else { return nil }
    let destination = try settings.output.map(FileOutput.replacing) ?? .standardOutput()
    do {
      if !difference.isEmpty || settings.context == nil {
        try difference.render(
          as: output, context: settings.context, writingTo: destination.write)
      } else {
        try difference.verify()
      }
      try destination.commit()
    } catch StreamedDifferenceError.hashCollision {
      destination.discard()
      return nil
    } catch {
      destination.discard()
      throw error
    }
    return difference.isEmpty ? 0 : 1
  }

  private static func write(_ difference: TableDifference, settings: Settings) throws {
    let output = try Command.outputFormat(for: settings)
    let isHTML = isHTML(settings, output: output)
    let destination = try settings.output.map(FileOutput.replacing) ?? .standardOutput()
    do {
      if isHTML {
        var text = try difference.render(as: .html, context: settings.context)
        try text.withUTF8 { try destination.write($0) }
      } else if !difference.isEmpty || settings.context == nil {
        // The difference as a table, streamed to the output as it renders, as
        // `render(as:context:)` would write it.
        try TableShim().render(
          events: difference.table(context: settings.context).events, as: output,
          writingTo: destination.write)
      }
      try destination.commit()
    } catch {
      destination.discard()
      throw error
    }
  }

  private static func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try FileOutput.standardOutput().write($0) }
  }
}

/// Why `diff` cannot compare two tables it has read.
enum DiffError: Error, CustomStringConvertible {
  case duplicateID(place: String, message: String, more: Int)

  var description: String {
    switch self {
    case .duplicateID(let place, let message, let more):
      "\(place): \(message)" + (more > 0 ? " (and \(more) more; see tableshim lint)" : "")
        + "; ids must be unique to pair rows"
    }
  }
}
