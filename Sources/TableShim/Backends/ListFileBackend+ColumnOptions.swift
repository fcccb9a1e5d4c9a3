extension ListFileBackend {
  /// A column's format and missing mark, which `@format` and `@missing` lines write.
  struct ColumnOptions: Equatable, Sendable {
    var format: ColumnFormat?
    var mark: String?
    var summaries: [Aggregate] = []
    var grandSummaries: [Aggregate] = []
  }

  /// Writes `@format TITLE = SPEC`, `@missing TITLE = MARK` and `@color-scale TITLE = SPEC`
  /// for the columns that have them, after their `@columns` line.
  ///
  /// - Throws: ``DataFormatError`` for a title or mark the directives cannot hold: one with a
  ///   line break, a title with `=`, or white space at either end.
  static func writeColumnOptions(
    _ columns: [Column], place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    for column in columns
    where column.format != nil || column.missingMark != nil || column.hasSummarySpecs
      || column.colorScale != nil || column.hasWidthOptions
    {
      try check(column.title, isTitle: true, place: place)
      if let format = column.format {
        try check(format.spec, isTitle: false, place: place)
        sink.write("@format \(column.title) = \(format.spec)\n")
      }
      if let mark = column.missingMark {
        try check(mark, isTitle: false, place: place)
        sink.write("@missing \(column.title) = \(mark)\n")
      }
      try writeSummaries(of: column, place: place, into: &sink)
      if column.hasWidthOptions {
        sink.write("@column \(column.title) = \(column.widthOptionsText)\n")
      }
      if let scale = column.colorScale {
        sink.write("@color-scale \(column.title) = \(scale.spec)\n")
      }
    }
  }

  private static func check(_ text: String, isTitle: Bool, place: DataFormatError.Place) throws {
    let what = isTitle ? "a column title" : "a format or missing mark"
    let trimmed = text.trimmingBlanks
    if text.isEmpty || trimmed != text || text.contains(where: \.isNewline)
      || (isTitle && text.contains("="))
    {
      throw Self.error(
        place,
        "a list file's @format and @missing lines cannot hold \(what) '\(text)' "
          + "(empty, white space at an end, a line break, or '=' in a title)")
    }
  }
}

extension String {
  /// The text without spaces and tabs at its ends.
  fileprivate var trimmingBlanks: Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) })
    else { return "" }
    return self[first...last]
  }
}
