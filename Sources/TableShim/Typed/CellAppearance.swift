/// Changes to a cell's look, for one state of a ``StateConfigurable`` cell.
///
/// Each field left `nil` keeps what the cell already shows:
///
/// ```swift
/// let disabled = CellAppearance(secondaryText: "Out of stock", accessory: .none)
/// ```
public struct CellAppearance: Hashable, Sendable {
  /// Replaces the secondary text.
  public var secondaryText: String?
  /// Replaces the detail text.
  public var detailText: String?
  /// Replaces the image.
  public var image: String?
  /// Replaces the accessory.
  public var accessory: CellAccessory?
  /// Replaces the style.
  public var style: CellStyle?

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - secondaryText: Replaces the secondary text.
  ///   - detailText: Replaces the detail text.
  ///   - image: Replaces the image.
  ///   - accessory: Replaces the accessory.
  ///   - style: Replaces the style.
  public init(
    secondaryText: String? = nil, detailText: String? = nil, image: String? = nil,
    accessory: CellAccessory? = nil, style: CellStyle? = nil
  ) {
    self.secondaryText = secondaryText
    self.detailText = detailText
    self.image = image
    self.accessory = accessory
    self.style = style
  }

  /// Changes a cell to look as the appearance says.
  ///
  /// - Parameter cell: The cell to change.
  public func apply(to cell: TableCell) {
    if let secondaryText { cell.secondaryText = secondaryText }
    if let detailText { cell.detailText = detailText }
    if let image { cell.image = image }
    if let accessory { cell.accessory = accessory }
    if let style { cell.style = style }
  }
}
