/// What an output backend knows of a table when it starts: the texts above the sections.
public struct TableStart: Sendable {
  /// The table's title.
  public var title: String?
  /// A line under the title.
  public var subtitle: String?
  /// The footnotes, for the data formats that write them as they came (the other formats
  /// get their marks in the texts); empty otherwise.
  public var footnotes: [Footnote] = []
  /// How the footnotes' marks are written, for the data formats that write footnotes.
  public var footnoteMarks: FootnoteMarks = .numbers
  /// Where the footnotes are listed, for the data formats that write footnotes.
  public var footnotePlacement: FootnotePlacement = .afterTable
  /// The numbers of the footnote marks on the title, for formats that write footnote markup.
  var titleFootnotes: [Int] = []
  /// Whether the first section has columns with colour scales (``Column/colorScale``), so
  /// that a standalone HTML page puts the scales' styles in its head.
  public var colorScales = false

  /// Creates the start of a table.
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - subtitle: A line under the title.
  ///   - colorScales: Whether the first section has columns with colour scales.
  public init(title: String? = nil, subtitle: String? = nil, colorScales: Bool = false) {
    self.title = title
    self.subtitle = subtitle
    self.colorScales = colorScales
  }
}
