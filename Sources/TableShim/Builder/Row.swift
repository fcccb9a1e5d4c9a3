/// A row in a ``Section`` built with the result builder.
///
/// ```swift
/// Row("Messi", detail: "Argentina")
/// Row(PlayerCell.self, item: messi)
/// ```
public struct Row {
  /// The row as a model.
  public let model: CellModel

  /// Creates a row of texts shown by a built-in cell type.
  ///
  /// - Parameters:
  ///   - text: The row's main text.
  ///   - detail: A detail beside the text; when given, the style defaults to `value1`.
  ///   - secondary: A second line beneath the text; when given, the style defaults to
  ///     `subtitle`.
  ///   - accessory: The trailing mark of the row.
  ///   - style: How the texts are arranged; inferred from the texts when `nil`.
  ///   - id: A stable identifier of the row.
  public init(
    _ text: String, detail: String? = nil, secondary: String? = nil,
    accessory: CellAccessory = .none, style: CellStyle? = nil, id: AnyHashable? = nil
  ) {
    model = CellModel(
      text: text, detail: detail, secondary: secondary, accessory: accessory, style: style,
      id: id)
  }

  /// Creates a row from its content, shown by the built-in cell type of its style.
  ///
  /// - Parameters:
  ///   - content: What the row shows.
  ///   - id: A stable identifier of the row.
  public init(_ content: CellContent, id: AnyHashable? = nil) {
    model = CellModel(content, id: id)
  }

  /// Creates a row shown by an ``ItemCell`` subclass.
  ///
  /// - Parameters:
  ///   - cellType: The cell class that shows the item; register it with the shim.
  ///   - item: The row's item.
  ///   - id: A stable identifier of the row.
  public init<Cell: ItemCell<Item> & Reusable, Item>(
    _ cellType: Cell.Type, item: Item, id: AnyHashable? = nil
  ) {
    model = CellModel(cellType, item: item, id: id)
  }
}
