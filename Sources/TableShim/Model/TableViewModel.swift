/// A whole table held in memory: an optional title and its sections of rows.
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
  /// The sections, in order.
  public var sections: [SectionModel]

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - sections: The sections, in order.
  public init(title: String? = nil, sections: [SectionModel] = []) {
    self.title = title
    self.sections = sections
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
