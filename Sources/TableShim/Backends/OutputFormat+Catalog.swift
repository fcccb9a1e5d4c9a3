/// The built-in output formats, their names and file extensions, in one table: the command
/// line, its help and the documentation all read it.
extension OutputFormat {
  /// The options a built-in format is made with: what a command line sets.
  public struct Options: Sendable, Equatable {
    /// Whether the output is a complete document (an HTML page) rather than a fragment.
    public var standalone: Bool
    /// How text grids draw their rules.
    public var gridStyle: GridStyle
    /// The widest text output may be, in terminal cells; `nil` for no limit.
    public var width: Int?
    /// Whether Markdown tables are padded so that their raw columns line up.
    public var padsTables: Bool
    /// The colours of text output, or `nil` for none.
    public var colors: TerminalStyle?
    /// Whether a standalone HTML page has its script (sorting, the filter box).
    public var usesScript: Bool
    /// Whether a standalone HTML page's sections start closed.
    public var startsCollapsed: Bool
    /// The title of the first column that `csv` and `tsv` add to hold each row's section
    /// header, or `nil` for none.
    public var sectionColumn: String?
    /// The most lines of a text grid between two rows of column titles; `nil` for titles
    /// only at the top.
    public var pageLength: Int? = nil

    /// Creates options; the defaults are each backend's own.
    ///
    /// - Parameters:
    ///   - standalone: Whether the output is a complete document.
    ///   - gridStyle: How text grids draw their rules.
    ///   - width: The widest text output may be; `nil` for no limit.
    ///   - padsTables: Whether Markdown tables are padded.
    ///   - colors: The colours of text output, or `nil` for none.
    ///   - usesScript: Whether a standalone HTML page has its script.
    ///   - startsCollapsed: Whether a standalone HTML page's sections start closed.
    ///   - sectionColumn: The title of the section column of `csv` and `tsv`; `nil` for none.
    public init(
      standalone: Bool = false, gridStyle: GridStyle = .simple, width: Int? = nil,
      padsTables: Bool = true, colors: TerminalStyle? = nil, usesScript: Bool = true,
      startsCollapsed: Bool = false, sectionColumn: String? = nil
    ) {
      self.standalone = standalone
      self.gridStyle = gridStyle
      self.width = width
      self.padsTables = padsTables
      self.colors = colors
      self.usesScript = usesScript
      self.startsCollapsed = startsCollapsed
      self.sectionColumn = sectionColumn
    }
  }

  /// A built-in format: its name, the other names and the file extensions it goes by, what
  /// it is, and how to make it from ``Options``.
  ///
  /// ```swift
  /// OutputFormat.entry(named: "md")?.name                  // "markdown"
  /// OutputFormat.entry(forFileExtension: "htm")?.format()  // an HTML fragment
  /// ```
  public struct Entry: Sendable {
    /// The format's name.
    public let name: String
    /// Other names the format goes by, such as `md` for `markdown`.
    public let aliases: [String]
    /// The file extensions that mean this format, the usual one first, without the dot.
    public let fileExtensions: [String]
    /// One line that says what the format is.
    public let summary: String
    private let make: @Sendable (Options) -> OutputFormat

    init(
      _ name: String, aliases: [String] = [], extensions: [String], summary: String,
      make: @escaping @Sendable (Options) -> OutputFormat
    ) {
      self.name = name
      self.aliases = aliases
      self.fileExtensions = extensions
      self.summary = summary
      self.make = make
    }

    /// The format, made with the given options.
    ///
    /// - Parameter options: What the command line set; the defaults give each backend's own.
    /// - Returns: The configured format.
    public func format(_ options: Options = Options()) -> OutputFormat {
      make(options)
    }
  }

  /// Every built-in format, in the order the help lists them.
  public static let catalog: [Entry] = [
    Entry(
      "text", aliases: ["txt", "plain"], extensions: ["txt", "text"],
      summary: "plain text for a terminal: lists, and grids aligned by display width"
    ) {
      .text(
        PlainTextBackend(
          gridStyle: $0.gridStyle, width: $0.width, colors: $0.colors, pageLength: $0.pageLength))
    },
    Entry(
      "markdown", aliases: ["md", "gfm"], extensions: ["md", "markdown"],
      summary: "CommonMark with GitHub Flavored Markdown tables and task lists"
    ) { .markdown(MarkdownBackend(padsTables: $0.padsTables)) },
    Entry(
      "html", aliases: ["htm"], extensions: ["html", "htm"],
      summary: "an HTML5 fragment, or with -s a complete page"
    ) { options in
      .html(
        HTMLBackend(
          document: options.standalone ? .standalone : .fragment,
          readingAids: options.standalone
            ? HTMLBackend.ReadingAids.all.subtracting(options.usesScript ? [] : .scripted) : [],
          startsCollapsed: options.startsCollapsed))
    },
    Entry(
      "latex", aliases: ["tex"], extensions: ["tex", "latex"],
      summary: "LaTeX: booktabs tables and itemize lists, or with -s a LuaLaTeX document"
    ) { .latex(LaTeXBackend(document: $0.standalone ? .standalone : .fragment)) },
    Entry(
      "rst", aliases: ["restructuredtext"], extensions: ["rst"],
      summary: "reStructuredText for Docutils and Sphinx: bullet lists and grid tables"
    ) { _ in .reStructuredText },
    Entry(
      "asciidoc", aliases: ["adoc"], extensions: ["adoc", "asciidoc"],
      summary: "AsciiDoc for Asciidoctor: lists, checklists and |=== tables"
    ) { _ in .asciiDoc },
    Entry(
      "org", extensions: ["org"],
      summary: "an Emacs Org document: headlines, lists with check boxes, aligned Org tables"
    ) { _ in .org },
    Entry(
      "mediawiki", aliases: ["wiki"], extensions: ["wiki", "mediawiki"],
      summary: "MediaWiki wikitext: headings, bulleted lists and wikitable tables"
    ) { _ in .mediaWiki },
    Entry(
      "jira", aliases: ["confluence"], extensions: ["jira"],
      summary: "Jira and Confluence wiki markup: h1. headings, lists and ||tables||"
    ) { _ in .jira },
    Entry(
      "json", extensions: ["json"],
      summary: "JSON of the input schema: the whole table, read back as the same table"
    ) { _ in .json },
    Entry(
      "csv", extensions: ["csv"],
      summary: "RFC 4180 CSV: a header row and a record per row; --section-column for sections"
    ) { .csv(sectionColumn: $0.sectionColumn) },
    Entry(
      "tsv", extensions: ["tsv"],
      summary:
        "TSV, tab and line breaks escaped with a backslash: a header row and a record per row"
    ) { .tsv(sectionColumn: $0.sectionColumn) },
    Entry(
      "list", extensions: ["list"],
      summary: "a list file, the format tableshim reads: title, sections, ids and rows"
    ) { _ in .list },
  ]

  /// The built-in format with a name or alias, in any case.
  ///
  /// - Parameter name: A format's name or alias, such as `markdown` or `md`.
  /// - Returns: Its entry, or `nil` for an unknown name.
  public static func entry(named name: String) -> Entry? {
    let name = name.lowercased()
    return catalog.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The built-in format that a file extension means, in any case.
  ///
  /// - Parameter fileExtension: The extension, without the dot, such as `md`.
  /// - Returns: Its entry, or `nil` for an extension no format has.
  public static func entry(forFileExtension fileExtension: String) -> Entry? {
    let fileExtension = fileExtension.lowercased()
    return catalog.first { $0.fileExtensions.contains(fileExtension) }
  }

  /// The built-in format with a name as the command line spells it, with default options.
  ///
  /// ```swift
  /// OutputFormat.named("md")?.name  // "markdown"
  /// ```
  ///
  /// - Parameter name: A name or alias of an entry of ``catalog``, in any case.
  /// - Returns: The format, or `nil` for another name.
  public static func named(_ name: String) -> OutputFormat? {
    entry(named: name)?.format()
  }
}
