public import TableShim

extension TableInput {
  /// Reads an input as it streams and reports each cell that does not read under its
  /// column's ``ColumnFormat``, with where its row is: what `tableshim --check` warns about.
  ///
  /// ```swift
  /// try TableInput.checkFormats(from: .file(atPath: "scores.json"), format: .json) {
  ///   print("\($0.map { "\($0)" } ?? "scores.json"): \($1)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - format: The input's format.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  ///   - adjust: Changes each section's columns before they are checked, as the command
  ///     line's `--format` does.
  ///   - report: Called with the row's place, when the decoder knows it, and a warning of
  ///     rule ``LintFinding/Rule/unformattableCell``.
  /// - Throws: ``InputError`` for any mistake in the input.
  public static func checkFormats(
    from source: InputSource, format: InputFormat, groupBy: String? = nil,
    adjustingColumns adjust: ([Column]) -> [Column] = { $0 },
    report: (InputLocation?, LintFinding) -> Void
  ) throws(InputError) {
    switch format {
    case .list:
      var decoder = ListFileDecoder(source)
      try check(&decoder, adjust: adjust, report: report)
    case .csv, .tsv:
      var decoder = try CSVDecoder(source, dialect: format == .csv ? .csv : .tsv, groupBy: groupBy)
      try check(&decoder, adjust: adjust, report: report)
    case .json:
      var decoder = JSONTableDecoder(source)
      try check(&decoder, adjust: adjust, report: report)
    }
  }

  private static func check(
    _ decoder: inout some InputDecoder, adjust: ([Column]) -> [Column],
    report: (InputLocation?, LintFinding) -> Void
  ) throws(InputError) {
    var columns: [Column] = []
    var formatting: SectionFormatting?
    var section = -1
    var row = 0
    var isOpen = false
    var footnotes = FootnoteTargetTracker()
    while let event = try decoder.nextInputEvent() {
      footnotes.see(event)
      switch event {
      case .title, .subtitle, .sourceNote, .footnote, .footnoteMarks, .footnotePlacement: break
      case .beginSection(_, let sectionColumns, _):
        columns = adjust(sectionColumns ?? [])
        formatting = SectionFormatting(checking: columns)
        section += 1
        row = 0
        isOpen = true
      case .cell(let cell):
        if !isOpen {
          section += 1
          isOpen = true
        }
        defer { row += 1 }
        guard let formatting, let content = cell.contentShownAsIs else { continue }
        formatting.check(content) { column, text in
          report(
            decoder.lastRowLocation,
            .unformattable(
              String(decoding: text, as: UTF8.self), column: columns[column], section: section,
              row: row))
        }
      case .endSection:
        isOpen = false
        formatting = nil
      }
    }
    for finding in footnotes.findings { report(nil, finding) }
  }
}
