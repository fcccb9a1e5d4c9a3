/// What a configured cell shows: the backend-neutral value that every output backend renders.
///
/// Every string is literal text; each backend escapes it for its format.
///
/// ```swift
/// let content = CellContent(text: "Messi", detailText: "Argentina", style: .value1)
/// ```
///
/// The texts live in one shared, copy-on-write storage, so handing a row from a decoder to
/// the shim and on to a backend copies one reference, however many texts the row has.
public struct CellContent: Hashable, Sendable {
  private var texts: CellTexts
  /// The trailing mark of the row.
  public var accessory: CellAccessory
  /// The interaction state of the row.
  public var state: CellState
  /// How the texts are arranged.
  public var style: CellStyle

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
    texts = CellTexts(
      text: text, secondaryText: secondaryText, detailText: detailText, image: image,
      link: link, columns: columns, id: id)
    self.accessory = accessory
    self.state = state
    self.style = style
  }

  /// The row's main text.
  public var text: String {
    get { texts.text }
    set { uniqueTexts().text = newValue }
  }
  /// A second line beneath the text (style `subtitle`).
  public var secondaryText: String? {
    get { texts.secondaryText }
    set { uniqueTexts().secondaryText = newValue }
  }
  /// A detail beside the text (styles `value1` and `value2`).
  public var detailText: String? {
    get { texts.detailText }
    set { uniqueTexts().detailText = newValue }
  }
  /// A symbol such as an emoji, or an image URL (any value containing `/`), which HTML shows.
  public var image: String? {
    get { texts.image }
    set { uniqueTexts().image = newValue }
  }
  /// Where the row leads; emitted only for `http`, `https`, `mailto` and relative URLs.
  public var link: String? {
    get { texts.link }
    set { uniqueTexts().link = newValue }
  }
  /// The row's cells in grid layout, one per column.
  public var columns: [String] {
    get { texts.columns }
    set { uniqueTexts().columns = newValue }
  }
  /// The parts of the texts that matched a search, which backends mark.
  public var highlights: Highlights {
    get { texts.highlights ?? Highlights() }
    set { uniqueTexts().highlights = newValue.isEmpty ? nil : newValue }
  }
  /// A stable identifier of the row, which HTML uses as the row's `id` attribute; the shim
  /// sets it from ``CellModel/id``.
  public var id: String? {
    get { texts.id }
    set { uniqueTexts().id = newValue }
  }

  /// Whether any text has a search match marked, without building empty highlights.
  var hasHighlights: Bool { texts.highlights != nil }

  /// The storage of the texts, copied first if another content shares it.
  private mutating func uniqueTexts() -> CellTexts {
    if !isKnownUniquelyReferenced(&texts) { texts = CellTexts(copying: texts) }
    return texts
  }

  /// Whether two contents show the same texts in the same way.
  ///
  /// - Parameters:
  ///   - lhs: A content.
  ///   - rhs: Another content.
  /// - Returns: Whether every field is equal.
  public static func == (lhs: CellContent, rhs: CellContent) -> Bool {
    lhs.accessory == rhs.accessory && lhs.state == rhs.state && lhs.style == rhs.style
      && (lhs.texts === rhs.texts || lhs.texts.hasSameTexts(as: rhs.texts))
  }

  /// Hashes every field.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    texts.hash(into: &hasher)
    hasher.combine(accessory)
    hasher.combine(state)
    hasher.combine(style)
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

    /// Whether no text has a match.
    var isEmpty: Bool { text.isEmpty && secondaryText.isEmpty && detailText.isEmpty }
  }
}
