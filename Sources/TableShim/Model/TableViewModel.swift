/// A whole table held in memory: an optional title and subtitle, its sections of rows, and
/// the source notes shown under it.
///
/// ```swift
/// let model = TableViewModel(
///   title: "Players",
///   sections: [SectionModel(header: "Forwards", cells: [CellModel(text: "Messi")])])
/// print(try TableShim().render(model, as: .markdown))
/// // # Players
/// //
/// // ## Forwards
/// //
/// // - Messi
/// ```
public struct TableViewModel {
  /// The table's title.
  public var title: String?
  /// A line under the title that says more about the table.
  public var subtitle: String?
  /// The sections, in order.
  public var sections: [SectionModel]
  /// The source notes shown under the table, in order, such as where its data comes from.
  public var notes: [String]
  /// The footnotes, each on a part of the table, listed after it under their marks.
  public var footnotes: [Footnote] = []
  /// How the footnotes' marks are written.
  public var footnoteMarks: FootnoteMarks = .numbers
  /// Where the footnotes are listed: after the table (the default) or after each section.
  public var footnotePlacement: FootnotePlacement = .afterTable

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - subtitle: A line under the title.
  ///   - sections: The sections, in order.
  ///   - notes: The source notes shown under the table.
  ///   - footnotes: The footnotes, each on a part of the table.
  ///   - footnoteMarks: How the footnotes' marks are written.
  public init(
    title: String? = nil, subtitle: String? = nil, sections: [SectionModel] = [],
    notes: [String] = [], footnotes: [Footnote] = [], footnoteMarks: FootnoteMarks = .numbers
  ) {
    self.title = title
    self.subtitle = subtitle
    self.sections = sections
    self.notes = notes
    self.footnotes = footnotes
    self.footnoteMarks = footnoteMarks
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of rows in a section.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The number of rows in it.
  public func numberOfRows(inSection section: Int) -> Int {
    sections[section].cells.count
  }

  /// The number of rows in all sections together.
  public var numberOfRows: Int { sections.reduce(0) { $0 + $1.cells.count } }

  /// The row at an index path.
  ///
  /// - Parameter indexPath: The section and row; both must be in range.
  public subscript(indexPath: IndexPath) -> CellModel {
    get { sections[indexPath.section].cells[indexPath.row] }
    set { sections[indexPath.section].cells[indexPath.row] = newValue }
  }
}
