/// A label row in a result-builder table: a sub-heading spanning its section's grid.
///
/// ```swift
/// Section(columns: ["Player", "Goals"]) {
///   Label("Europe")
///   Row(CellContent(columns: ["Haaland", "27"]))
/// }
/// ```
public struct Label {
  /// The row's model, made with ``CellModel/label(_:id:)``.
  public let model: CellModel

  /// Creates a label row.
  ///
  /// - Parameters:
  ///   - text: The label, literal text.
  ///   - id: A stable identifier of the row.
  public init(_ text: String, id: AnyHashable? = nil) {
    model = .label(text, id: id)
  }
}
