/// What a configured cell shows: the backend-neutral value that every output backend renders.
///
/// Every string is literal text; each backend escapes it for its format.
///
/// ```swift
/// let content = CellContent(text: "Messi", detailText: "Argentina", style: .value1)
/// ```
public struct CellContent: Hashable, Sendable {
  /// The row's main text.
  public var text: String
  /// A second line beneath the text (style `subtitle`).
  public var secondaryText: String?
  /// A detail beside the text (styles `value1` and `value2`).
  public var detailText: String?
  /// A symbol such as an emoji, or an image URL (any value containing `/`), which HTML shows.
  public var image: String?
  /// The trailing mark of the row.
  public var accessory: CellAccessory
  /// Where the row leads; emitted only for `http`, `https`, `mailto` and relative URLs.
  public var link: String?
  /// The row's cells in grid layout, one per column.
  public var columns: [String]
  /// The interaction state of the row.
  public var state: CellState
  /// How the texts are arranged.
  public var style: CellStyle
  /// The parts of the texts that matched a search, which backends mark.
  public var highlights: Highlights = Highlights()
  /// A stable identifier of the row, which HTML uses as the row's `id` attribute; the shim
  /// sets it from ``CellModel/id``.
  public var id: String?

  /// Creates the content of a row.
  ///
  /// - Parameters:
  ///   - text: The row's main text.
  ///   - secondaryText: A second line beneath the text.
  ///   - detailText: A detail beside the text.
  ///   - image: A symbol, or an image URL.
  ///   - accessory: The trailing mark of the row.
  ///   - link: Where the row leads.
  ///   - columns: The row's cells in grid layout.
  ///   - state: The interaction state of the row.
  ///   - style: How the texts are arranged.
  ///   - id: A stable identifier of the row.
  public init(
    text: String = "", secondaryText: String? = nil, detailText: String? = nil,
    image: String? = nil, accessory: CellAccessory = .none, link: String? = nil,
    columns: [String] = [], state: CellState = .normal, style: CellStyle = .default,
    id: String? = nil
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.detailText = detailText
    self.image = image
    self.accessory = accessory
    self.link = link
    self.columns = columns
    self.state = state
    self.style = style
    self.id = id
  }

  /// The ranges of each text that matched a search.
  public struct Highlights: Hashable, Sendable {
    /// Ranges of ``CellContent/text``.
    public var text: [Range<String.Index>] = []
    /// Ranges of ``CellContent/secondaryText``.
    public var secondaryText: [Range<String.Index>] = []
    /// Ranges of ``CellContent/detailText``.
    public var detailText: [Range<String.Index>] = []

    /// Creates highlights.
    ///
    /// - Parameters:
    ///   - text: Ranges of the text.
    ///   - secondaryText: Ranges of the secondary text.
    ///   - detailText: Ranges of the detail text.
    public init(
      text: [Range<String.Index>] = [], secondaryText: [Range<String.Index>] = [],
      detailText: [Range<String.Index>] = []
    ) {
      self.text = text
      self.secondaryText = secondaryText
      self.detailText = detailText
    }
  }
}
