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
  /// Texts that have no place in the cells nor a key, in order: image, secondary text, text.
  private(set) var extras: [UnsafeBufferPointer<UInt8>] = []
  /// The names of ``extras``, for errors.
  private(set) var extraNames: [String] = []

  /// Sorts out a row's texts.
  init(_ row: CellContent, texts: CellTextBytes) {
    let style = row.style
    let columnCount = texts.columnCount
    let text = texts.text
    let secondary = texts[.secondaryText]
    let detail = texts[.detailText]
    if columnCount > 0 {
      cells = Cells(texts: texts, usesColumns: true)
      if !Self.same(text, texts.column(0)) { addExtra(text, "text") }
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
      addExtra(secondary, "secondary text")
    }
    if let detail, shownDetail.map({ !Self.same($0, detail) }) ?? true { needsDetail = true }
    var impliedStyle: CellStyle = cells.count > 1 ? .value1 : .default
    if needsDetail, impliedStyle == .default { impliedStyle = .value1 }
    needsStyle = style != impliedStyle
    if let image = texts[.image] { extras.insert(image, at: 0); extraNames.insert("image", at: 0) }
  }

  private mutating func addExtra(_ text: UnsafeBufferPointer<UInt8>, _ name: String) {
    extras.append(text)
    extraNames.append(name)
  }

  /// Whether two texts have the same bytes.
  static func same(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    lhs.count == rhs.count && (lhs.baseAddress == rhs.baseAddress || lhs.elementsEqual(rhs))
  }
}
