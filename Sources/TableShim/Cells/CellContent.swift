/// What a configured cell shows: the backend-neutral value that every output backend renders.
///
/// Every string is literal text; each backend escapes it for its format.
///
/// ```swift
/// let content = CellContent(text: "Messi", detailText: "Argentina", style: .value1)
/// ```
///
/// The texts live as UTF-8 in one shared, copy-on-write allocation, so handing a row from a
/// decoder to the shim and on to a backend copies one reference, however many texts the row
/// has, and the built-in backends escape the stored bytes without making a `String`. Reading
/// a text property makes its `String`; setting one stores the texts anew.
public struct CellContent: Hashable, Sendable {
  private var shared: CellTexts.Shared
  private var texts: CellTexts {
    get { shared.storage }
    set { shared.storage = newValue }
  }
  /// The trailing mark of the row.
  public var accessory: CellAccessory
  /// The interaction state of the row.
  public var state: CellState
  /// How the texts are arranged.
  public var style: CellStyle
  /// What the row is: data, or a summary row the shim made.
  public var role: RowRole = .data
  /// The colours the columns' colour scales give the cells, by column; empty for none.
  var shades: [CellShade?] = []

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
    // Summed one by one: an array of the optional texts to sum was an allocation a row.
    var byteCount = text.utf8.count
    for column in columns { byteCount += column.utf8.count }
    byteCount += (secondaryText?.utf8.count ?? 0) + (detailText?.utf8.count ?? 0)
    byteCount += (image?.utf8.count ?? 0) + (link?.utf8.count ?? 0) + (id?.utf8.count ?? 0)
    shared = CellTexts.Shared(
      storage: CellTexts.make(columnCount: columns.count, byteCount: byteCount) { writer in
        for column in columns {
          writer.append(column)
          writer.endColumn()
        }
        writer.set(.text, to: text)
        writer.set(.secondaryText, to: secondaryText)
        writer.set(.detailText, to: detailText)
        writer.set(.image, to: image)
        writer.set(.link, to: link)
        writer.set(.id, to: id)
      })
    self.accessory = accessory
    self.state = state
    self.style = style
  }

  /// Creates a content of texts already stored.
  init(_ storage: CellTexts, accessory: CellAccessory, state: CellState = .normal, style: CellStyle)
  {
    shared = CellTexts.Shared(storage: storage)
    self.accessory = accessory
    self.state = state
    self.style = style
  }

  /// The row's main text.
  public var text: String {
    get { texts.string(.text) ?? "" }
    set { replace(.text, with: newValue) }
  }
  /// A second line beneath the text (style `subtitle`).
  public var secondaryText: String? {
    get { texts.string(.secondaryText) }
    set { replace(.secondaryText, with: newValue) }
  }
  /// A detail beside the text (styles `value1` and `value2`).
  public var detailText: String? {
    get { texts.string(.detailText) }
    set { replace(.detailText, with: newValue) }
  }
  /// A symbol such as an emoji, or an image URL (any value containing `/`), which HTML shows.
  public var image: String? {
    get { texts.string(.image) }
    set { replace(.image, with: newValue) }
  }
  /// Where the row leads; emitted only for `http`, `https`, `mailto` and relative URLs.
  public var link: String? {
    get { texts.string(.link) }
    set { replace(.link, with: newValue) }
  }
  /// The row's cells in grid layout, one per column.
  ///
  /// In list layout the cells that the text, secondary text and detail do not show follow
  /// them, so that no cell is left out: a text equal to a column shows that column.
  public var columns: [String] {
    get { texts.columns }
    set {
      texts = texts.withBytes { old in
        let byteCount =
          newValue.reduce(0) { $0 + $1.utf8.count }
          + CellTexts.Field.allCases.reduce(0) { $0 + (old[$1]?.count ?? 0) }
        return CellTexts.make(columnCount: newValue.count, byteCount: byteCount) { writer in
          for column in newValue {
            writer.append(column)
            writer.endColumn()
          }
          for field in CellTexts.Field.allCases {
            writer.copy(field, of: old, columnsCopied: false)
          }
          writer.setHighlights(old.highlights)
        }
      }
    }
  }
  /// The parts of the texts that matched a search, which backends mark.
  ///
  /// Ranges that reach past their text's end are dropped when set.
  public var highlights: Highlights {
    get {
      guard let highlights = texts.highlights else { return Highlights() }
      return Highlights(
        highlights, text: text, secondaryText: secondaryText, detailText: detailText)
    }
    set {
      byteHighlights = ByteHighlights(
        newValue, text: text, secondaryText: secondaryText, detailText: detailText)
    }
  }
  /// The highlights as ranges of the texts' bytes, which the search sets and backends read.
  var byteHighlights: ByteHighlights? {
    get { texts.highlights }
    set {
      if !isKnownUniquelyReferenced(&shared.storage) { texts = texts.copy() }
      texts.highlights = newValue?.isEmpty == false ? newValue : nil
    }
  }
  /// A stable identifier of the row, which HTML uses as the row's `id` attribute; the shim
  /// sets it from ``CellModel/id``.
  public var id: String? {
    get { texts.string(.id) }
    set { replace(.id, with: newValue) }
  }

  /// Whether any text has a search match marked, without building empty highlights.
  var hasHighlights: Bool { texts.highlights != nil }

  /// The numbers of the footnote marks on the row's cells, by column index (0 for the text
  /// of a row without columns), which the shim sets for formats that write footnote markup.
  var footnoteMarks: CellFootnotes? {
    get { texts.footnotes }
    set {
      if !isKnownUniquelyReferenced(&shared.storage) { texts = texts.copy() }
      texts.footnotes = newValue
    }
  }

  /// The number of columns, without making their texts.
  var columnCount: Int { texts.columnCount }

  /// Calls `body` with the texts' UTF-8 bytes where they are stored, for backends to escape
  /// without making a `String` of each.
  ///
  /// - Parameter body: Reads the bytes, which are valid only inside it.
  /// - Returns: What `body` returns.
  func withTextBytes<Result>(_ body: (CellTextBytes) throws -> Result) rethrows -> Result {
    try texts.withBytes(body)
  }

  /// Makes this content a new row of texts written over its storage, when no other content
  /// shares the storage and it has room; returns `false`, changing nothing, otherwise.
  ///
  /// - Parameters:
  ///   - columnCount: The number of columns.
  ///   - byteCount: The most bytes of text `write` writes.
  ///   - accessory: The new row's trailing mark.
  ///   - style: How the new row's texts are arranged.
  ///   - write: Writes the columns first, in order, then the other fields.
  /// - Returns: Whether the content is the new row.
  mutating func overwrite(
    columnCount: Int, byteCount: Int, accessory: CellAccessory, style: CellStyle,
    _ write: (inout CellTexts.Writer) -> Void
  ) -> Bool {
    overwrite(accessory: accessory, style: style) { storage in
      storage.remake(columnCount: columnCount, byteCount: byteCount, write)
    }
  }

  /// Makes this content a new row whose texts `rewrite` writes over its storage, when no
  /// other content shares the storage and `rewrite` finds room; returns `false`, changing
  /// nothing, otherwise.
  ///
  /// - Parameters:
  ///   - accessory: The new row's trailing mark.
  ///   - style: How the new row's texts are arranged.
  ///   - rewrite: Writes the new texts over the storage it is given, or returns `false`,
  ///     changing nothing, when the storage has no room for them.
  /// - Returns: Whether the content is the new row.
  mutating func overwrite(
    accessory: CellAccessory, style: CellStyle, rewriting rewrite: (CellTexts) -> Bool
  ) -> Bool {
    guard isKnownUniquelyReferenced(&shared.storage), rewrite(shared.storage) else {
      return false
    }
    self.accessory = accessory
    self.style = style
    state = .normal
    role = .data
    if !shades.isEmpty { shades = [] }
    return true
  }

  /// Gives a field a new text, in new storage: texts are never changed where they are, since
  /// another field may show the same bytes.
  private mutating func replace(_ field: CellTexts.Field, with newValue: String?) {
    texts = texts.withBytes { old in
      let byteCount = old.byteCount + (newValue?.utf8.count ?? 0)
      return CellTexts.make(columnCount: old.columnCount, byteCount: byteCount) { writer in
        writer.copyColumns(of: old)
        for other in CellTexts.Field.allCases where other != field {
          writer.copy(other, of: old, columnsCopied: true)
        }
        writer.set(field, to: newValue)
        writer.setHighlights(old.highlights)
      }
    }
  }

  /// Whether two contents show the same texts in the same way.
  ///
  /// - Parameters:
  ///   - lhs: A content.
  ///   - rhs: Another content.
  /// - Returns: Whether every field is equal.
  public static func == (lhs: CellContent, rhs: CellContent) -> Bool {
    lhs.accessory == rhs.accessory && lhs.state == rhs.state && lhs.style == rhs.style
      && lhs.role == rhs.role
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
    hasher.combine(role)
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

/// The numbers of the footnote marks on a row's cells, by column, and how they are marked.
struct CellFootnotes: Hashable, Sendable {
  var marks: FootnoteMarks
  var columns: [Int: [Int]]
}
