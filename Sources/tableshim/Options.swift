internal import TableShim

/// One command-line option: its names, its value, its help, and what it sets.
struct Option: Sendable {
  /// The one-letter name, used as `-x`.
  let short: Character?
  /// The long name, used as `--name` or `--name=value`.
  let long: String
  /// The name of the option's value in the help; `nil` for a flag.
  let value: String?
  /// One line of help.
  let help: String
  /// Sets what the option means; throws ``UsageError/badValue(option:value:expected:)``.
  let apply: @Sendable (inout Settings, String) throws -> Void
}

/// The options of `tableshim`, in the order the help lists them.
///
/// The parser, the help and the man page are all made from this table.
let options: [Option] = [
  Option(
    short: "f", long: "from", value: "FORMAT",
    help: "input format: list, csv, tsv or json (default: from each input's extension)"
  ) { settings, value in
    settings.inputFormat = try choose(value, from: ["list", "csv", "tsv", "json"], for: "--from")
  },
  Option(
    short: "t", long: "to", value: "FORMAT",
    help: "output format, see --list-formats (default: from the extension of -o, else text)"
  ) { settings, value in
    guard let entry = OutputFormat.entry(named: value) else {
      throw UsageError.badValue(
        option: "--to", value: value, expected: "a format that --list-formats lists")
    }
    settings.outputFormat = entry.name
  },
  Option(
    short: "o", long: "output", value: "FILE",
    help: "write to FILE, replaced only when the run succeeds (default: standard output)"
  ) { settings, value in settings.output = value },
  Option(
    short: "s", long: "standalone", value: nil,
    help: "make a complete document: an HTML page, a LaTeX document for LuaLaTeX"
  ) { settings, _ in settings.standalone = true },
  Option(
    short: nil, long: "no-script", value: nil,
    help: "a standalone HTML page without its script (no sorting, no filter box)"
  ) { settings, _ in settings.usesScript = false },
  Option(
    short: nil, long: "collapsed", value: nil,
    help: "a standalone HTML page's sections start closed"
  ) { settings, _ in settings.startsCollapsed = true },
  Option(short: nil, long: "title", value: "TEXT", help: "set or replace the table's title") {
    settings, value in settings.title = value
  },
  Option(
    short: nil, long: "search", value: "QUERY",
    help: "keep the rows that match QUERY (case, accents and width ignored); mark the matches"
  ) { settings, value in settings.search = value },
  Option(
    short: nil, long: "layout", value: "LAYOUT",
    help: "auto (grids for sections with columns), list, grid or records (default: auto)"
  ) { settings, value in
    let layout = try choose(value, from: ["auto", "list", "grid", "records"], for: "--layout")
    settings.layout = SectionLayout(rawValue: layout)
  },
  Option(
    short: nil, long: "style", value: "STYLE",
    help: "text grid rules: simple, rounded, grid, psql, ... (tabulate's names; see --list-styles)"
  ) { settings, value in
    guard let style = GridStyle.named(value) else {
      throw UsageError.badValue(
        option: "--style", value: value,
        expected: GridStyle.builtIn.map(\.name).joined(separator: ", "))
    }
    settings.gridStyle = style
  },
  Option(
    short: nil, long: "no-padding", value: nil,
    help: "write Markdown tables without padding cells to line up (smaller and faster)"
  ) { settings, _ in settings.padsTables = false },
  Option(
    short: nil, long: "width", value: "N",
    help: "wrap text output to N columns (default: the terminal's width, else no limit)"
  ) { settings, value in
    guard let width = Int(value), width > 0 else {
      throw UsageError.badValue(option: "--width", value: value, expected: "a positive number")
    }
    settings.width = width
  },
  Option(
    short: nil, long: "color", value: "WHEN",
    help: "colour text output: auto (on a terminal; NO_COLOR, FORCE_COLOR...), always, never"
  ) { settings, value in
    let when = try choose(value, from: ColorChoice.allCases.map(\.rawValue), for: "--color")
    settings.color = ColorChoice(rawValue: when) ?? .auto
  },
  Option(
    short: nil, long: "zebra", value: nil,
    help: "shade every other row of coloured text output"
  ) { settings, _ in settings.zebra = true },
  Option(
    short: nil, long: "group-by", value: "COLUMN",
    help: "make one section per value of COLUMN (CSV and TSV)"
  ) { settings, value in settings.groupBy = value },
  Option(
    short: nil, long: "section-column", value: "NAME",
    help: "csv, tsv output: a first column NAME holding each row's section (undo: --group-by NAME)"
  ) { settings, value in settings.sectionColumn = value },
  Option(
    short: nil, long: "column", value: "TITLE=KEY:VALUE,...",
    help: "column options: min, max, ratio, overflow (fold|crop|ellipsis), valign, align"
  ) { settings, value in settings.columns.append(try ColumnSetting(value)) },
  Option(
    short: nil, long: "page-length", value: "N",
    help: "text grids: repeat the column titles every N lines, after a (continued) line"
  ) { settings, value in
    guard let length = Int(value), length > 0 else {
      throw UsageError.badValue(
        option: "--page-length", value: value, expected: "a positive number")
    }
    settings.pageLength = length
  },
  Option(
    short: nil, long: "format", value: "COLUMN=SPEC",
    help: "show COLUMN's cells formatted: number:2, percent:1, currency:EUR, date:d MMM yyyy ..."
  ) { settings, value in try settings.columnOptions.addFormat(value) },
  Option(
    short: nil, long: "missing", value: "[COLUMN=]MARK",
    help: "show MARK for empty cells of COLUMN, or of every column without its own mark"
  ) { settings, value in settings.columnOptions.addMissingMark(value) },
  Option(
    short: nil, long: "summary", value: "COLUMN=AGGREGATES",
    help: "summary rows under each section: 'Goals=sum,mean:Average' (sum mean min max count ...)"
  ) { settings, value in try settings.columnOptions.addSummary(value, grand: false) },
  Option(
    short: nil, long: "grand-summary", value: "COLUMN=AGGREGATES",
    help: "summary rows for the whole table, under its last section: 'Goals=sum'"
  ) { settings, value in try settings.columnOptions.addSummary(value, grand: true) },
  Option(
    short: nil, long: "color-scale", value: "COLUMN[=PALETTE[:MIN:MAX]]",
    help:
      "text with colour, html: COLUMN's background by value (viridis, blues, greens, reds, red-green)"
  ) { settings, value in try settings.columnOptions.addColorScale(value) },
  Option(
    short: nil, long: "check", value: nil,
    help: "validate the input, warn of cells that do not fit their format, write nothing"
  ) { settings, _ in settings.check = true },
  Option(
    short: nil, long: "list-styles", value: nil,
    help: "list the text grid styles, each drawn, with their names"
  ) { settings, _ in settings.listStyles = true },
  Option(
    short: nil, long: "list-formats", value: nil,
    help: "list the output formats with their names and file extensions"
  ) { settings, _ in settings.listFormats = true },
  Option(
    short: nil, long: "subtitle", value: "TEXT", help: "set or replace the table's subtitle"
  ) { settings, value in settings.subtitle = value },
  Option(
    short: nil, long: "note", value: "TEXT",
    help: "add a source note under the table (repeatable)"
  ) { settings, value in settings.notes.append(value) },
  Option(
    short: nil, long: "spanner", value: "LABEL=COLS",
    help: "put columns (or other spanners) under a label: 'Stats=Goals,Assists' (repeatable)"
  ) { settings, value in settings.spanners.append(try SpannerOption.Spec(parsing: value)) },
  Option(
    short: nil, long: "footnote", value: "TARGET=TEXT",
    help: "add a footnote on a column ('Goals=...'), title=, spanner:, section: or cell:ROWID:COL"
  ) { settings, value in settings.footnotes.append(try FootnoteOption.parse(value)) },
  Option(
    short: nil, long: "footnote-marks", value: "KIND",
    help: "mark footnotes with numbers (default), letters or symbols (* † ‡ § ¶)"
  ) { settings, value in
    let name = try choose(
      value, from: FootnoteMarks.allCases.map(\.rawValue), for: "--footnote-marks")
    settings.footnoteMarks = FootnoteMarks(rawValue: name)
  },
  Option(
    short: nil, long: "footnotes-after", value: "PLACE",
    help: "list footnotes after the table (default) or after each section"
  ) { settings, value in
    let name = try choose(
      value, from: FootnotePlacement.allCases.map(\.rawValue), for: "--footnotes-after")
    settings.footnotePlacement = FootnotePlacement(rawValue: name)
  },
  Option(short: "h", long: "help", value: nil, help: "show this help") { settings, _ in
    settings.help = true
  },
  Option(short: nil, long: "version", value: nil, help: "show the version") { settings, _ in
    settings.version = true
  },
]

/// The value if it is one of `choices` (in any case), else a usage error naming them.
private func choose(_ value: String, from choices: [String], for option: String) throws -> String {
  guard let choice = choices.first(where: { $0 == value.lowercased() }) else {
    throw UsageError.badValue(
      option: option, value: value, expected: choices.joined(separator: ", "))
  }
  return choice
}
