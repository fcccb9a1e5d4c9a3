/// What an output backend knows of a section when it starts: everything but its rows and
/// footer, which follow.
public struct SectionStart: Sendable {
  /// The index of the section in the table, starting at 0.
  public var index: Int
  /// The text above the rows.
  public var header: String?
  /// The column titles and options, for grid layout.
  public var columns: [Column]?
  /// A stable identifier of the section, as text, for anchors.
  public var id: String?
  /// How the section's rows are laid out.
  public var layout: SectionLayout
  /// The number (from 1) of the row this section shows as a record, in the records layout.
  ///
  /// Its rows pair each column's title with the row's cell. The summary records that follow
  /// a section's rows (headed `Germany — Total`) number on after them. `nil` for any other
  /// section.
  public var record: Int?
  /// The numbers of the footnote marks on the header, spanners and column titles, for
  /// formats that write footnote markup.
  var footnotes = SectionFootnotes()

  /// Creates the start of a section.
  ///
  /// - Parameters:
  ///   - index: The index of the section in the table.
  ///   - header: The text above the rows.
  ///   - columns: The column titles and options.
  ///   - id: A stable identifier of the section.
  ///   - layout: How the section's rows are laid out.
  public init(
    index: Int, header: String? = nil, columns: [Column]? = nil, id: String? = nil,
    layout: SectionLayout = .list
  ) {
    self.index = index
    self.header = header
    self.columns = columns
    self.id = id
    self.layout = layout
  }
}
