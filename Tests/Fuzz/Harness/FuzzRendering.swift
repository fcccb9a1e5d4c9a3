import TableShim

/// One way to render a table: the shim's layout and search, and one backend's options.
struct FuzzRendering: CustomStringConvertible {
  var kind: FuzzOutputKind
  var format: OutputFormat
  var shim: TableShim
  /// The options, for messages: which render broke an invariant.
  var options: String
  /// Whether a newline in a Markdown table cell is an error.
  var failsOnNewlinesInTables = false

  var description: String { "\(kind) (\(options))" }

  /// The output of a render, as far as it got, and the error that ended it early.
  struct Result {
    var output: [UInt8] = []
    var error: (any Error)?
    /// The first chunk handed out that did not end on a whole character.
    var brokenChunk: Int?
  }

  /// Renders a stream of events, keeping the bytes and any error.
  func render(_ events: some TableEventSource) -> Result {
    var result = Result()
    var chunks = 0
    do {
      try shim.render(events: events, as: format) { chunk in
        if result.brokenChunk == nil, String(validating: chunk, as: UTF8.self) == nil {
          result.brokenChunk = chunks
        }
        chunks += 1
        result.output.append(contentsOf: chunk)
      }
    } catch {
      result.error = error
    }
    return result
  }

  /// Where two renders of the same table differ, or `nil` when they do not.
  func difference(between first: Result, and second: Result) -> String? {
    let shorter = min(first.output.count, second.output.count)
    let offset =
      (0..<shorter).first { first.output[$0] != second.output[$0] }
      ?? (first.output.count == second.output.count ? nil : shorter)
    if let offset {
      return "byte \(offset): " + OutputInvariants.excerpt(of: first.output, at: offset)
        + " and " + OutputInvariants.excerpt(of: second.output, at: offset)
    }
    let errors = [first.error, second.error].map { $0.map { "\($0)" } ?? "no error" }
    return errors[0] == errors[1] ? nil : "\(errors[0]) and \(errors[1])"
  }

  /// The invariants a render's output breaks, with the render named in each message.
  func violations(of result: Result) -> [FuzzViolation] {
    var found = OutputInvariants.violations(
      in: result.output, of: kind, isComplete: result.error == nil)
    if let chunk = result.brokenChunk {
      found.append(FuzzViolation(rule: .utf8, message: "chunk \(chunk) ends inside a character"))
    }
    return found.map { FuzzViolation(rule: $0.rule, message: "\(self): \($0.message)") }
  }

  /// Whether an error is one the backend's options call for: a newline in a Markdown table
  /// cell, when the backend is told to fail on one, or a table that a data format cannot hold
  /// (`DataFormatError`: what each cannot hold is documented, and an error, never a loss).
  func callsFor(_ error: any Error) -> Bool {
    if error is DataFormatError, [.json, .csv, .tsv, .list].contains(kind) { return true }
    guard failsOnNewlinesInTables, case .newlineInTableCell? = error as? TableShimError else {
      return false
    }
    return true
  }

  /// Renders the `tableshim` command makes by default: text, Markdown, HTML and one more
  /// format of the catalog, drawn.
  static func commandLineDefaults(from reader: inout FuzzReader) -> [FuzzRendering] {
    let others = OutputFormat.catalog.dropFirst(3)
    return (OutputFormat.catalog.prefix(3) + [reader.pick(Array(others))]).map { entry in
      FuzzRendering(
        kind: FuzzOutputKind(formatName: entry.name), format: entry.format(), shim: TableShim(),
        options: "defaults")
    }
  }

  /// Renders with a shim in every format, the options of each backend drawn from the reader.
  ///
  /// Text with the default options, and with a drawn style and width; Markdown; HTML; and one
  /// of the other formats of the catalog. With a search, two of them, drawn.
  static func drawn(
    with shim: TableShim, from reader: inout FuzzReader
  ) -> [FuzzRendering] {
    let shimOptions =
      "layout \(shim.preferredLayout.map(\.rawValue) ?? "auto"), "
      + (shim.search.map { "search \($0.query.debugDescription)" } ?? "no search")
    let text = textBackend(from: &reader)
    let markdown = MarkdownBackend(
      padsTables: reader.bool(), tableNewlines: reader.pick(MarkdownBackend.TableNewlines.allCases))
    let html = HTMLBackend(
      document: reader.pick(HTMLBackend.Document.allCases), language: reader.optionalText(),
      defaultTitle: reader.text())
    let textOptions = "\(text.gridStyle.name) style, width \(text.width.map(String.init) ?? "none")"
    // One of the other formats of the catalog: LaTeX (with options of its own half the
    // time), reStructuredText, AsciiDoc, and whatever comes.
    let entry = reader.pick(
      OutputFormat.catalog.filter { !["text", "markdown", "html"].contains($0.name) })
    let document: FuzzRendering
    if entry.name == "latex", reader.bool() {
      let latex = LaTeXBackend(
        document: reader.pick(LaTeXBackend.Document.allCases),
        longTableThreshold: reader.pick([0, 1, 2, 40]), continuedText: reader.text())
      document = FuzzRendering(
        kind: .latex, format: .latex(latex), shim: shim,
        options: shimOptions + ", \(latex.document), long from \(latex.longTableThreshold)")
    } else {
      let options = OutputFormat.Options(standalone: reader.bool(), padsTables: reader.bool())
      document = FuzzRendering(
        kind: FuzzOutputKind(formatName: entry.name), format: entry.format(options), shim: shim,
        options: shimOptions + ", \(entry.name), standalone \(options.standalone)")
    }
    var renderings = [
      FuzzRendering(kind: .text, format: .text, shim: shim, options: shimOptions),
      FuzzRendering(
        kind: .text, format: .text(text), shim: shim, options: shimOptions + ", " + textOptions),
      FuzzRendering(
        kind: .markdown, format: .markdown(markdown), shim: shim,
        options: shimOptions + ", padded \(markdown.padsTables), \(markdown.tableNewlines)",
        failsOnNewlinesInTables: markdown.tableNewlines == .error),
      FuzzRendering(
        kind: .html, format: .html(html), shim: shim,
        options: shimOptions + ", \(html.document)"),
      document,
    ]
    // A render with a search makes a fold table of its own (half a megabyte, zeroed), which
    // is most of the time a render takes here: with a search, two of the formats, drawn.
    if shim.search != nil {
      renderings = [
        renderings.remove(at: reader.int(below: renderings.count)),
        renderings.remove(at: reader.int(below: renderings.count)),
      ]
    }
    return renderings
  }

  /// A text backend with a drawn grid style (built-in, or now and then one of the fuzzer's
  /// own) and width.
  static func textBackend(from reader: inout FuzzReader) -> PlainTextBackend {
    PlainTextBackend(
      gridStyle: reader.int(below: 8) == 0
        ? gridStyle(from: &reader) : reader.pick(GridStyle.builtIn),
      width: reader.pickOptional([0, 1, 2, 3, 4, 6, 9, 14, 20, 32, 60, 80]))
  }

  /// A grid style of the fuzzer's own: edges, separators and crossings of width 0, 1 or 2,
  /// the pieces that stand above one another as wide as each other (a style that breaks that
  /// cannot line up), and a padding.
  static func gridStyle(from reader: inout FuzzReader) -> GridStyle {
    let pieces = [[""], [" ", "|", "+", "-", "│", "┼", "═", "◆"], ["  ", "||", "｜", "＋", "+-"]]
    let left = reader.int(below: 3)
    let separator = reader.int(below: 3)
    let right = reader.int(below: 3)
    func rule() -> GridStyle.Rule? {
      guard reader.bool() else { return nil }
      return GridStyle.Rule(
        left: reader.pick(pieces[left]), horizontal: reader.pick(pieces[1]),
        crossing: reader.pick(pieces[separator]), right: reader.pick(pieces[right]))
    }
    return GridStyle(
      name: "fuzz", top: rule(), headerRule: rule(), rowRule: rule(), bottom: rule(),
      left: reader.pick(pieces[left]), separator: reader.pick(pieces[separator]),
      right: reader.pick(pieces[right]), padding: reader.int(below: 4))
  }

  /// A search drawn from the reader, for `query`.
  static func search(_ query: String, from reader: inout FuzzReader) -> Search {
    let summaryPrefix = reader.text()
    return Search(
      query, dropsEmptySections: reader.bool(), highlightsMatches: reader.bool(),
      countsMatches: reader.bool(), emptyMessage: reader.optionalText(),
      matchSummary: { matched, total in "\(summaryPrefix)\(matched)/\(total)" })
  }
}
