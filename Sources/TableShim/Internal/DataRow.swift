/// How the data formats (`json`, `csv`, `tsv`, `list`) write a row: the cells, and what the
/// JSON row object needs besides them so that decoding gives back the same content.
///
/// A row with columns (every decoded row) is written as its columns. A row without (a row made
/// in code with a text, a detail or a secondary text) is written as its text, followed by its
/// secondary text in style `subtitle`, or by its detail in `value1` and `value2`, which is how
/// a decoder reads such cells back. A detail that the cells do not give is a `detail` key, and a
/// style that the cells do not imply a `style` key. What has no place, an image, a secondary
/// text in a style that does not show one, a text that is not the first cell, is an extra
/// text, which each format writes as its rules say.
struct DataRow {
  /// The cells of a row, read from its texts as they are asked for: no array is made.
  struct Cells: RandomAccessCollection {
    fileprivate let texts: CellTextBytes
    /// Whether the cells are the row's columns, rather than its text and ``second``.
    fileprivate let usesColumns: Bool
    fileprivate var second: UnsafeBufferPointer<UInt8>?

    var startIndex: Int { 0 }
    var endIndex: Int { usesColumns ? texts.columnCount : second == nil ? 1 : 2 }

    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
      usesColumns ? texts.column(index) : index == 0 ? texts.text : second ?? texts.text
    }
  }

  /// The cells: the row's columns, or its text and second text.
  let cells: Cells
  /// Whether the row needs a `detail` key, holding its detail.
  private(set) var needsDetail = false
  /// Whether the row needs a `style` key.
  private(set) var needsStyle = false
  /// Texts that have no place in the cells nor a key, in order: image, text, secondary text.
  private(set) var extras = Extras()
  /// The name of the first of ``extras``, for errors.
  var firstExtraName: String? { extras.isEmpty ? nil : extras.name(0) }

  /// The texts that have no place in a row's cells, at most three, held in the row's value:
  /// a row without any (most) costs no array.
  struct Extras: RandomAccessCollection {
    /// What an extra text is, which errors name.
    enum Kind: UInt8 {
      case image, text, secondaryText

      var name: String {
        switch self {
        case .image: "image"
        case .text: "text"
        case .secondaryText: "secondary text"
        }
      }
    }

    private var first = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var second = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var third = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The kinds, two bits each, from the lowest bits.
    private var kinds: UInt8 = 0
    private(set) var endIndex = 0

    var startIndex: Int { 0 }

    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
      switch index {
      case 0: first
      case 1: second
      default: third
      }
    }

    /// The name of the text at `index`.
    func name(_ index: Int) -> String {
      (Kind(rawValue: (kinds >> (2 * UInt8(index))) & 3) ?? .text).name
    }

    /// Adds a text at the end.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>, _ kind: Kind) {
      switch endIndex {
      case 0: first = text
      case 1: second = text
      default: third = text
      }
      kinds |= kind.rawValue << (2 * UInt8(endIndex))
      endIndex += 1
    }

    /// Adds a text at the start.
    mutating func prepend(_ text: UnsafeBufferPointer<UInt8>, _ kind: Kind) {
      third = second
      second = first
      first = text
      kinds = kinds << 2 | kind.rawValue
      endIndex += 1
    }
  }

  /// Sorts out a row's texts.
  ///
  /// It takes the row's style alone, not the row, so that reading a row costs no copy of it.
  ///
  /// - Parameters:
  ///   - style: How the row's texts are arranged.
  ///   - texts: The row's texts.
  init(style: CellStyle, texts: CellTextBytes) {
    let columnCount = texts.columnCount
    let text = texts.text
    let secondary = texts[.secondaryText]
    let detail = texts[.detailText]
    if columnCount > 0 {
      cells = Cells(texts: texts, usesColumns: true)
      if !Self.same(text, texts.column(0)) { extras.append(text, .text) }
    } else {
      var second: UnsafeBufferPointer<UInt8>?
      if style == .subtitle, let secondary, !secondary.isEmpty {
        second = secondary
      } else if style == .value1 || style == .value2, let detail, !detail.isEmpty {
        second = detail
      }
      cells = Cells(texts: texts, usesColumns: false, second: second)
    }
    let second = cells.count > 1 && !cells[1].isEmpty ? cells[1] : nil
    let shownSecondary = style == .subtitle ? second : nil
    let shownDetail = style == .value1 || style == .value2 ? second : nil
    // An empty secondary text shows nothing, and is written as none: there is no key for it.
    if let secondary, !secondary.isEmpty,
      shownSecondary.map({ !Self.same($0, secondary) }) ?? true
    {
      extras.append(secondary, .secondaryText)
    }
    if let detail, shownDetail.map({ !Self.same($0, detail) }) ?? true { needsDetail = true }
    var impliedStyle: CellStyle = cells.count > 1 ? .value1 : .default
    if needsDetail, impliedStyle == .default { impliedStyle = .value1 }
    needsStyle = style != impliedStyle
    if let image = texts[.image] { extras.prepend(image, .image) }
  }

  /// Whether two texts have the same bytes.
  static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    lhs.count == rhs.count && (lhs.baseAddress == rhs.baseAddress || lhs.elementsEqual(rhs))
  }
}
