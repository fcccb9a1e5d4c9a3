/// A row view that the shim dequeues, configures and renders: the `UITableViewCell` analog.
///
/// Subclass it to give a row type of its own, set its fields from your data in a
/// ``CellModel``'s apply closure (or from `item` in an ``ItemCell``), and reset your own
/// state in ``prepareForReuse()``:
///
/// ```swift
/// final class ScoreCell: TableCell {
///   var goals = 0
///   override func prepareForReuse() {
///     super.prepareForReuse()
///     goals = 0
///   }
///   override func makeContent() -> CellContent {
///     var content = super.makeContent()
///     content.detailText = "\(goals) goals"
///     return content
///   }
/// }
/// ```
open class TableCell {
  /// The identifier this cell was registered and dequeued under.
  public let reuseIdentifier: String
  /// How the cell arranges its texts.
  public var style: CellStyle
  /// The row's main text.
  public var text: String = ""
  /// A second line beneath the text (style `subtitle`).
  public var secondaryText: String?
  /// A detail beside the text (styles `value1` and `value2`).
  public var detailText: String?
  /// A symbol such as an emoji, or an image URL.
  public var image: String?
  /// The trailing mark of the row.
  public var accessory: CellAccessory = .none
  /// Where the row leads.
  public var link: String?
  /// The row's cells in grid layout; in list layout, those the texts do not show follow them.
  public var columns: [String] = []
  /// The interaction state of the row.
  public var state: CellState = .normal

  /// Creates a cell; the shim calls this through a ``CellTypeDefinition``.
  ///
  /// - Parameters:
  ///   - style: How the cell arranges its texts.
  ///   - reuseIdentifier: The identifier the cell is registered under.
  public required init(style: CellStyle = .default, reuseIdentifier: String) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
  }

  /// Resets the cell before the shim hands it out again for another row.
  ///
  /// Overrides must call `super.prepareForReuse()`.
  open func prepareForReuse() {
    text = ""
    secondaryText = nil
    detailText = nil
    image = nil
    accessory = .none
    link = nil
    columns = []
    state = .normal
  }

  /// Returns what the cell shows, for the output backends.
  ///
  /// - Returns: The cell's fields as a backend-neutral value.
  open func makeContent() -> CellContent {
    CellContent(
      text: text, secondaryText: secondaryText, detailText: detailText, image: image,
      accessory: accessory, link: link, columns: columns, state: state, style: style)
  }

  /// Sets every field of the cell, its style included, from a content value.
  ///
  /// - Parameter content: The fields to show.
  public func setContent(_ content: CellContent) {
    text = content.text
    secondaryText = content.secondaryText
    detailText = content.detailText
    image = content.image
    accessory = content.accessory
    link = content.link
    columns = content.columns
    state = content.state
    style = content.style
  }
}
