internal import TableShim

/// What one run of `tableshim` was asked to do, as parsed from its arguments.
struct Settings: Equatable {
  /// The input files in order (`-` is standard input); none means standard input.
  var inputs: [String] = []
  /// The input format; `nil` takes it from each input's extension.
  var inputFormat: String?
  /// The output format; `nil` takes it from the output file's extension, else text.
  var outputFormat: String?
  /// The output file; `nil` writes to standard output.
  var output: String?
  /// Whether HTML output is a complete page.
  var standalone = false
  /// Whether a standalone HTML page has its script (sorting, the filter box).
  var usesScript = true
  /// Whether a standalone HTML page's sections start closed.
  var startsCollapsed = false
  /// A title that replaces the inputs' titles.
  var title: String?
  /// Rows to keep: those that match this search.
  var search: String?
  /// `auto`, `list` or `grid`.
  var layout: SectionLayout?
  /// How text grids draw their rules.
  var gridStyle: GridStyle = .simple
  /// Whether Markdown tables are padded so that their raw columns line up.
  var padsTables = true
  /// The title of the section column of `csv` and `tsv` output (`--section-column`).
  var sectionColumn: String?
  /// The widest text output may be; `nil` for the default (the terminal's width on a
  /// terminal, no limit otherwise).
  var width: Int?
  /// Whether text output is coloured.
  var color: ColorChoice = .auto
  /// Whether every other row of text output is shaded (with colour on).
  var zebra = false
  /// The CSV or TSV column whose values make the sections.
  var groupBy: String?
  /// Whether to validate the input and write nothing.
  var check = false
  /// Whether to print the help and stop.
  var help = false
  /// Whether to list the output formats and stop.
  var listFormats = false
  /// Whether to list the text grid styles and stop.
  var listStyles = false
  /// Whether to print the version and stop.
  var version = false
  /// For `diff` and `lint`, the CSV or TSV column whose values are the rows' ids.
  var key: String?
  /// For `diff`, how many unchanged rows to show around each change; `nil` shows all.
  var context: Int? = 3
  /// For `lint`, whether warnings count as errors.
  var strict = false
  /// A subtitle that replaces the inputs' subtitles (`--subtitle`).
  var subtitle: String?
  /// Source notes shown under the table after the inputs' own (`--note`).
  var notes: [String] = []
  /// Footnotes sent before the inputs' own (`--footnote`).
  var footnotes: [Footnote] = []
  /// How footnotes are marked, replacing the inputs' choice (`--footnote-marks`).
  var footnoteMarks: FootnoteMarks?
  /// Where footnotes are listed, replacing the inputs' choice (`--footnotes-after`).
  var footnotePlacement: FootnotePlacement?
  /// Labelled groups of columns (`--spanner`), in the order given.
  var spanners: [SpannerOption.Spec] = []
  /// The options of columns by title (`--column`), in order; a later one wins.
  var columns: [ColumnSetting] = []
  /// The most lines of a text grid between two rows of titles (`--page-length`).
  var pageLength: Int?
  /// The column formats of `--format TITLE=SPEC`, and the missing marks of
  /// `--missing [TITLE=]MARK`.
  var columnOptions = ColumnFormatOptions()
}
