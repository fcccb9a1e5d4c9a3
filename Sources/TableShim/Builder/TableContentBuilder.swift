/// Builds the sections of a table, or the rows of a section, from Swift statements: `if`,
/// `if let`, `switch` and `for` included.
///
/// ```swift
/// let model = TableViewModel(title: "Players") {
///   Section("Forwards", footer: "Goals for the national team.") {
///     Row("Messi", detail: "Argentina")
///     for player in substitutes { Row(player.name) }
///   }
///   if showRetired {
///     Section("Retired") { Row("Zidane", accessory: .checkmark) }
///   }
/// }
/// ```
@resultBuilder
public enum TableContentBuilder<Element> {
  /// Joins the statements of a block.
  ///
  /// - Parameter parts: The elements of each statement.
  /// - Returns: All the elements, in order.
  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

  /// Takes the elements of an `if` without `else` when its condition holds.
  ///
  /// - Parameter part: The elements, or `nil` when the condition fails.
  /// - Returns: The elements, or none.
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

  /// Takes the elements of the first branch of an `if`-`else` or `switch`.
  ///
  /// - Parameter part: The branch's elements.
  /// - Returns: The elements.
  public static func buildEither(first part: [Element]) -> [Element] { part }

  /// Takes the elements of a later branch of an `if`-`else` or `switch`.
  ///
  /// - Parameter part: The branch's elements.
  /// - Returns: The elements.
  public static func buildEither(second part: [Element]) -> [Element] { part }

  /// Joins the elements of every pass of a `for` loop.
  ///
  /// - Parameter parts: The elements of each pass.
  /// - Returns: All the elements, in order.
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }

  /// Takes an element as it is.
  ///
  /// - Parameter element: A section or row model.
  /// - Returns: The element.
  public static func buildExpression(_ element: Element) -> [Element] { [element] }
}

extension TableContentBuilder where Element == SectionModel {
  /// Takes a ``Section``.
  ///
  /// - Parameter section: The section.
  /// - Returns: Its model.
  public static func buildExpression(_ section: Section) -> [Element] { [section.model] }
}

extension TableContentBuilder where Element == CellModel {
  /// Takes a ``Row``.
  ///
  /// - Parameter row: The row.
  /// - Returns: Its model.
  public static func buildExpression(_ row: Row) -> [Element] { [row.model] }
}

extension TableContentBuilder where Element == CellModel {
  /// Takes a ``Label``.
  ///
  /// - Parameter label: The label row.
  /// - Returns: Its model.
  public static func buildExpression(_ label: Label) -> [Element] { [label.model] }
}
