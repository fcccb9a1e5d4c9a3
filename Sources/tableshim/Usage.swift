internal import TableShim

/// The help, made from the option table.
enum Usage {
  /// The one-line synopsis.
  static let synopsis = """
    usage: tableshim [INPUT ...] [-f list|csv|tsv|json] [-t FORMAT] [-o FILE] [-s]
                     [--title TEXT] [--search QUERY] [--layout auto|list|grid]
                     [--style STYLE] [--no-padding] [--width N] [--group-by COLUMN]
                     [--check] [--list-formats] [--list-styles] [--help] [--version]
                     [--format COLUMN=SPEC] [--missing [COLUMN=]MARK]
                     [--summary COLUMN=AGGREGATES] [--grand-summary COLUMN=AGGREGATES]
                     [--color-scale COLUMN[=PALETTE[:MIN:MAX]]]
    """

  /// The full help.
  static var help: String {
    var lines = [
      "tableshim \(version): render a list file, CSV, TSV or JSON as text, Markdown or HTML.",
      "",
      synopsis,
      "",
      "INPUT is a file or - for standard input (the default); several inputs are joined as",
      "sections in order.",
      "",
      "options:",
    ]
    lines += optionLines(options)
    lines += [
      "",
      "exit status: 0 success, 1 bad input or a failed render, 2 bad usage.",
      "examples:",
      "  tableshim players.list -t html -s -o players.html",
      "  tableshim scores.csv --group-by Team --style rounded",
      "  cat players.list | tableshim --search son -t md",
      "",
      "subcommands (see each one's --help):",
      "  tableshim diff OLD NEW [options]    what changed between two tables; exit 0, 1 or 2",
      "  tableshim lint FILE... [options]    duplicate ids and other mistakes in tables",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line of help for each option of a table.
  static func optionLines(_ table: [Option]) -> [String] {
    table.map { option in
      var names = option.short.map { "-\($0), " } ?? "    "
      names += "--\(option.long)"
      if let value = option.value { names += " \(value)" }
      return "  " + names.padding(toLength: 22) + " " + option.help
    }
  }

  /// The output formats, one a line: name, other names, file extensions, what it is.
  static var formats: String {
    let rows = OutputFormat.catalog.map { entry in
      (
        names: ([entry.name] + entry.aliases).joined(separator: ", "),
        extensions: entry.fileExtensions.map { "." + $0 }.joined(separator: " "),
        summary: entry.summary
      )
    }
    let namesWidth = rows.map(\.names.count).max() ?? 0
    let extensionsWidth = rows.map(\.extensions.count).max() ?? 0
    return rows.map {
      $0.names.padding(toLength: namesWidth) + "  "
        + $0.extensions.padding(toLength: extensionsWidth) + "  " + $0.summary
    }.joined(separator: "\n") + "\n"
  }

  /// The text grid styles, each drawn on a small table under its names.
  static func styles() throws -> String {
    let sample = TableViewModel(sections: [
      SectionModel(
        columns: ["Name", "Goals"],
        cells: [
          CellModel(CellContent(columns: ["Messi", "112"])),
          CellModel(CellContent(columns: ["Son", "51"])),
        ])
    ])
    return try GridStyle.builtIn.map { style in
      let names = ([style.name] + style.aliases).joined(separator: ", ")
      return names + "\n"
        + (try TableShim().render(sample, as: .text(PlainTextBackend(gridStyle: style))))
    }.joined(separator: "\n")
  }

  /// The version of the command.
  static let version = "0.1.0"
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
