/// A section of a table: an optional header and footer, optional column titles, and rows.
///
/// A section with ``columns`` renders as a grid; one without renders as a list.
///
/// ```swift
/// let section = SectionModel(
///   header: "Forwards", footer: "Goals for the national team.",
///   cells: [CellModel(text: "Messi", detail: "Argentina")])
/// ```
public struct SectionModel {
  /// The text above the rows.
  public var header: String?
  /// The text below the rows.
  public var footer: String?
  /// The column titles and options; `nil` for a list section.
  public var columns: [Column]?
  /// The rows.
  public var cells: [CellModel]
  /// A stable identifier of the section, used for HTML anchors and to tell sections apart.
  public var id: AnyHashable?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - header: The text above the rows.
  ///   - footer: The text below the rows.
  ///   - columns: The column titles and options; `nil` for a list section.
  ///   - cells: The rows.
  ///   - id: A stable identifier of the section.
  public init(
    header: String? = nil, footer: String? = nil, columns: [Column]? = nil,
    cells: [CellModel] = [], id: AnyHashable? = nil
  ) {
    self.header = header
    self.footer = footer
    self.columns = columns
    self.cells = cells
    self.id = id
  }
}
