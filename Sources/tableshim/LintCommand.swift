internal import TableShim
internal import TableShimInput

/// `tableshim lint FILE...`: what breaks a render, a diffable data source or a difference,
/// each finding at its place; exit status 0 clean, 1 an error (or, with `--strict`, a
/// warning), 2 trouble.
enum LintCommand {
  static let synopsis = """
    usage: tableshim lint FILE... [-f list|csv|tsv|json] [--key COLUMN] [--group-by COLUMN]
                          [--strict] [--help]
    """

  /// The options of `lint`, in the order the help lists them.
  static let table: [Option] = [
    SubcommandOptions.shared("from"), SubcommandOptions.key,
    SubcommandOptions.shared("group-by"), SubcommandOptions.strict, SubcommandOptions.help,
  ]

  static var help: String {
    let lines =
      [
        "tableshim lint: check tables for duplicate section and row ids, rows wider than their",
        "section's columns, empty sections, and ids that change when the input is read again.",
        "",
        synopsis,
        "",
        "FILE is a file, or - for standard input (not read twice, so not checked for",
        "unstable ids). Each finding is written as PLACE: SEVERITY: MESSAGE [RULE], PLACE",
        "being FILE:LINE:COL where the input's decoder knows it, else FILE: section S, row R.",
        "An input that cannot be decoded is an error at the place of its mistake.",
        "",
        "options:",
      ] + Usage.optionLines(table) + [
        "",
        "exit status: 0 no errors, 1 an error (a warning too with --strict), 2 bad usage or an",
        "input that cannot be opened.",
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
      guard !settings.inputs.isEmpty else {
        throw UsageError.wrongInputCount(
          command: "lint", expected: "one input or more", found: 0)
      }
      var errors = 0
      var warnings = 0
      var report = ""
      for name in settings.inputs {
        for line in try findings(in: name, settings: settings) {
          report += line.text + "\n"
          if line.severity == .error || settings.strict { errors += 1 } else { warnings += 1 }
        }
      }
      if errors + warnings > 0 {
        report += "\(errors) error\(errors == 1 ? "" : "s"), "
        report += "\(warnings) warning\(warnings == 1 ? "" : "s")\n"
      }
      try write(report)
      return errors > 0 ? 1 : 0
    } catch let error as UsageError {
      Terminal.report("tableshim lint: \(error)\n\(synopsis)")
      return 2
    } catch {
      Terminal.report("tableshim lint: \(error)")
      return 2
    }
  }

  /// The findings of one input, as lines to write; an input that cannot be decoded is one
  /// error, at the place of its mistake.
  private static func findings(in name: String, settings: Settings) throws -> [(
    severity: LintFinding.Severity, text: String
  )] {
    let table: DecodedTable
    do {
      table = try TableFiles.read(name, settings: settings)
    } catch let error as InputError {
      switch error {
      case .unreadable, .unknownFormat, .unknownKeyColumn, .unknownGroupColumn: throw error
      default:
        return [
          (.error, "\(error.location.map { "\($0)" } ?? error.file): error: \(error.message)")
        ]
      }
    }
    let reread = name == "-" ? nil : try? TableFiles.read(name, settings: settings).model
    return table.model.lint(reread: reread).map { finding in
      let severity: LintFinding.Severity = settings.strict ? .error : finding.severity
      return (
        finding.severity,
        "\(TableFiles.place(of: finding, in: table, file: name)): \(severity.rawValue): "
          + "\(finding.message) [\(finding.rule.rawValue)]"
      )
    }
  }

  private static func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try FileOutput.standardOutput().write($0) }
  }
}
