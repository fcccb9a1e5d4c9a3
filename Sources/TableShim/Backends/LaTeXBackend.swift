/// Writes a table as LaTeX: a fragment to `\input` into a document, or a complete document
/// for LuaLaTeX.
///
/// The title is a `\section*`, section headers `\subsection*`, rows the items of an
/// `itemize` list and footers paragraphs. Sections with columns are `tabular` tables with
/// booktabs rules (`\toprule`, `\midrule`, `\bottomrule`), the column titles plain in the
/// header row; a section of more than ``longTableThreshold`` rows is a `longtable` that
/// repeats its header on every page and says that it goes on. Every text is escaped so that
/// LaTeX prints, and pandoc's LaTeX reader gives back, exactly the model's text:
///
/// ```swift
/// let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "50% & $5")])])
/// print(try TableShim().render(model, as: .latex))
/// // \begin{itemize}
/// // \item 50\% \& \$5
/// // \end{itemize}
/// ```
///
/// A row's detail follows its text after an em dash, in `\emph`, and so does every cell the
/// text and detail do not show; a secondary text stands on the next line, in `\emph`.
/// Checked rows start with `$\boxtimes$`, unchecked ones with `$\square$`. Selected rows are
/// bold, highlighted rows in `\emph`, disabled rows gray (`\textcolor{gray}`).
///
/// A fragment needs `amssymb`, `array`, `booktabs`, `longtable`, `xcolor` and `hyperref`,
/// and a font encoding in which `|` prints as itself: T1, or a Unicode engine (LuaLaTeX or
/// XeLaTeX with `fontspec`), which non-ASCII text needs anyway. A standalone document loads
/// all of them and compiles with `lualatex`.
public struct LaTeXBackend: OutputBackend, Sendable {
  /// Whether the output is a fragment or a whole document.
  public enum Document: String, Sendable, CaseIterable {
    /// The body of a document, to `\input` into one of your own.
    case fragment
    /// A complete document for LuaLaTeX, with the packages and fonts it needs.
    case standalone
  }

  /// Whether the output is a fragment or a whole document.
  public var document: Document
  /// The most rows a grid section may have and still be a `tabular`, which cannot break
  /// across pages; a section with more is a `longtable`.
  public var longTableThreshold: Int
  /// The line at the foot of every page of a `longtable` but the last.
  public var continuedText: String

  /// Whether the current section is a grid, and its rows so far.
  private var grid: GridSection?
  /// Whether an `itemize` list is open: LaTeX refuses an empty one, so it opens with the
  /// first row.
  private var listIsOpen = false

  /// Creates a LaTeX backend.
  ///
  /// - Parameters:
  ///   - document: Whether the output is a fragment or a whole document.
  ///   - longTableThreshold: The most rows a grid section may have and still be a `tabular`.
  ///   - continuedText: The line at the foot of every page of a `longtable` but the last.
  public init(
    document: Document = .fragment, longTableThreshold: Int = 40,
    continuedText: String = "continued on next page"
  ) {
    self.document = document
    self.longTableThreshold = longTableThreshold
    self.continuedText = continuedText
  }

  /// Writes the preamble of a standalone document, and the title as a `\section*`.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if document == .standalone { sink.write(Self.preamble) }
    if let title = start.title {
      sink.write("\\section*{")
      sink.writeLaTeXEscaped(title)
      Self.writeMarks(start.titleFootnotes, start.footnoteMarks, into: &sink)
      sink.write("}\n\n")
    }
    if let subtitle = start.subtitle {
      Self.writeParagraph(subtitle, markup: LaTeXMarkup.emphasis, into: &sink)
    }
  }

  /// Writes the section header as a `\subsection*`.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    grid = section.layout == .grid ? GridSection(section) : nil
    if let header = section.header {
      sink.write("\\subsection*{")
      sink.writeLaTeXEscaped(header)
      Self.writeMarks(section.footnotes.header, section.footnotes.marks, into: &sink)
      sink.write("}\n\n")
    }
  }

  /// Writes a row as an `\item`, or keeps it for the section's table.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if grid != nil {
      grid?.append(row)
      return
    }
    if !listIsOpen {
      sink.write("\\begin{itemize}\n")
      listIsOpen = true
    }
    sink.write("\\item ")
    Self.writeCheckMark(row, into: &sink)
    let highlights = row.byteHighlights ?? ByteHighlights()
    row.withTextBytes { texts in
      // Whether the item has printed anything, without which `\\` cannot end its line.
      var inked = row.accessory == .checkmark || row.accessory == .unchecked
      if let image = texts[.image], !image.contains(UInt8(ascii: "/")) {
        // A symbol; an image URL, which LaTeX cannot fetch, is left out.
        sink.writeLaTeXEscaped(bytes: image)
        sink.write(" ")
        inked = true
      }
      var markup = LaTeXMarkup(commands: Self.commands(for: row.state))
      markup.link = texts[.link].flatMap { LinkPolicy.safeURL(String(decoding: $0, as: UTF8.self)) }
      Self.writeText(texts.text, highlights.text, markup: markup, into: &sink)
      Self.writeCellMarks(row, column: 0, into: &sink)
      let emphasis = LaTeXMarkup.emphasis
      if let detail = texts[.detailText], !detail.isEmpty {
        sink.write(" \u{2014} ")
        Self.writeText(detail, highlights.detailText, markup: emphasis, into: &sink)
        inked = true
      }
      // The cells that the text and detail do not show, so that none is left out.
      for cell in texts.unshownCells {
        sink.write(" \u{2014} ")
        sink.writeLaTeXEscaped(bytes: cell, markup: emphasis)
        inked = true
      }
      // The marks of the other cells end the item's first line, as in reStructuredText.
      for column in row.footnoteMarks?.columns.keys.sorted() ?? [] where column > 0 {
        Self.writeCellMarks(row, column: column, into: &sink)
      }
      if let secondary = texts[.secondaryText], !secondary.isEmpty {
        // A text that is not empty has started the line (see `LaTeXEscaping.swift`).
        sink.write(inked || !texts.text.isEmpty ? "\\\\{}" : "\\textnormal{}\\\\{}")
        Self.writeText(secondary, highlights.secondaryText, markup: emphasis, into: &sink)
      }
    }
    switch row.accessory {
    case .disclosureIndicator: sink.write(" \u{203A}")
    case .detailButton: sink.write(" \u{24D8}")
    default: break
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Closes the section's list or writes its table, then the search's match count and the
  /// footer as paragraphs.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if let grid {
      writeTable(grid, into: &sink)
      self.grid = nil
    }
    if listIsOpen {
      sink.write("\\end{itemize}\n\n")
      listIsOpen = false
    }
    if let summary = end.matchSummary {
      Self.writeParagraph(summary, markup: LaTeXMarkup.emphasis, into: &sink)
    }
    if let footer = end.footer { Self.writeParagraph(footer, into: &sink) }
    Self.writeFootnotes(end.footnotes, into: &sink)
  }

  /// Writes the empty-state message of a table without rows as a paragraph, and the end of
  /// a standalone document.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage {
      Self.writeParagraph(message, markup: LaTeXMarkup.emphasis, into: &sink)
    }
    Self.writeFootnotes(end.footnotes, into: &sink)
    for note in end.notes { Self.writeParagraph(note, into: &sink) }
    if document == .standalone { sink.write("\\end{document}\n") }
  }

  private static func writeParagraph(
    _ text: String, markup: LaTeXMarkup = .none, into sink: inout ByteSink
  ) {
    sink.writeLaTeXEscaped(text, markup: markup)
    sink.write("\n\n")
  }

  /// Writes escaped text with each search match in bold.
  private static func writeText(
    _ bytes: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    markup: LaTeXMarkup, into sink: inout ByteSink
  ) {
    guard !highlights.isEmpty else { return sink.writeLaTeXEscaped(bytes: bytes, markup: markup) }
    HighlightedRuns(bytes: bytes, ranges: highlights).forEachRun { run, isMatch in
      var runMarkup = markup
      if isMatch { runMarkup.commands.append("\\textbf{") }
      sink.writeLaTeXEscaped(bytes: run, markup: runMarkup)
    }
  }

  /// Writes the box of a row with a check-mark accessory, and a space.
  static func writeCheckMark(_ row: CellContent, into sink: inout ByteSink) {
    switch row.accessory {
    case .checkmark: sink.write("$\\boxtimes$ ")
    case .unchecked: sink.write("$\\square$ ")
    default: break
    }
  }

  /// The font commands that show a row's state: around its text in a list, around each
  /// cell in a table.
  static func commands(for state: CellState) -> [StaticString] {
    switch state {
    case .normal: []
    case .selected: ["\\textbf{"]
    case .highlighted: ["\\emph{"]
    case .disabled: ["\\textcolor{gray}{"]
    }
  }
}

extension OutputFormat {
  /// A LaTeX fragment: `itemize` lists and booktabs tables.
  public static var latex: OutputFormat { .latex(LaTeXBackend()) }

  /// LaTeX written by a configured backend, for example a standalone document.
  ///
  /// - Parameter backend: The configured LaTeX backend.
  /// - Returns: The format.
  public static func latex(_ backend: LaTeXBackend) -> OutputFormat {
    OutputFormat(name: "latex", fileExtension: "tex", backend: backend)
  }
}
