/// A section in a ``TableViewModel`` built with the result builder.
///
/// ```swift
/// Section("Forwards", footer: "Goals for the national team.") {
///   Row("Messi", detail: "Argentina")
/// }
/// ```
public struct Section {
  /// The section as a model.
  public let model: SectionModel

  /// Creates a section from its rows.
  ///
  /// - Parameters:
  ///   - header: The text above the rows.
  ///   - footer: The text below the rows.
  ///   - columns: The column titles and options, for grid layout.
  ///   - id: A stable identifier of the section.
  ///   - rows: The rows, built from statements.
  public init(
    _ header: String? = nil, footer: String? = nil, columns: [Column]? = nil,
    id: AnyHashable? = nil, @TableContentBuilder<CellModel> rows: () -> [CellModel]
  ) {
    model = SectionModel(header: header, footer: footer, columns: columns, cells: rows(), id: id)
  }
}

extension TableViewModel {
  /// Creates a table from sections built with statements.
  ///
  /// ```swift
  /// let model = TableViewModel(
  ///   title: "Players", subtitle: "Season 2024", notes: ["Source: the league."]
  /// ) {
  ///   Section("Forwards") { Row("Messi", detail: "Argentina") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - subtitle: A line under the title.
  ///   - notes: The source notes shown under the table.
  ///   - footnotes: The footnotes, each on a part of the table.
  ///   - footnoteMarks: How the footnotes' marks are written.
  ///   - sections: The sections, built from statements.
  public init(
    title: String? = nil, subtitle: String? = nil, notes: [String] = [],
    footnotes: [Footnote] = [], footnoteMarks: FootnoteMarks = .numbers,
    @TableContentBuilder<SectionModel> sections: () -> [SectionModel]
  ) {
    self.init(
      title: title, subtitle: subtitle, sections: sections(), notes: notes, footnotes: footnotes,
      footnoteMarks: footnoteMarks)
  }
}
