/// A row reduced to the hashes a streamed difference keeps of it: its key's hash, which pairs
/// it, and its content's hash, which tells whether a paired row changed.
///
/// Both are hashes of exactly what ``TableDifference`` compares: the key is
/// ``RowFace/key(of:)``, and the content is what ``RowFace/changes(from:to:)`` looks at (the
/// identifier and every text, a missing column counting as empty). Texts are hashed as their
/// UTF-8 bytes, read where the row keeps them, without making a `String`: equal bytes make
/// equal texts, so rows that differ never hash alike but by chance (the content's hash is a
/// quick one, ``RowHasher``); rows whose texts are equal as strings but not as bytes
/// (canonically equivalent) hash apart, and comparing them again when they are read a second
/// time finds that, as it finds a collision.
enum RowDigest {
  /// The hashes of a row shown as it is (as every row an input decodes is), or `nil` for a
  /// row whose data and apply closure are its own, which only a table held in memory diffs.
  static func hashes(of row: CellModel) -> (key: Int, content: Int, id: Int?)? {
    guard let content = row.contentShownAsIs else { return nil }
    let contentHash = hash(of: content, identifier: row.identifier)
    // A string id (most ids) is read unboxed.
    if let id = row.idString {
      let key = stringKeyHash(of: id)
      return (key, contentHash, key)
    }
    guard let id = row.id else {
      return (RowFace.Key.content(content).hashValue, contentHash, nil)
    }
    // Duplicate ids are found as lint finds them: equal strings, or equal other values.
    return (RowFace.key(ofID: id).hashValue, contentHash, id.hashValue)
  }

  /// The hashes of a row of a CSV or TSV input given as its cells' bytes (``RawTableRows``),
  /// whose id is the text of `keyColumn`: exactly those ``hashes(of:)`` gives the row its
  /// decoder makes of them (`CellContent.row(cellBytes:ends:)`), without making it.
  static func hashes(
    ofCells bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, keyColumn: Int
  ) -> (key: Int, content: Int, id: Int?) {
    func cell(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
    }
    let count = ends.count
    // The decoded row's style, and so its identifier: `value1` from two columns on.
    let style: CellStyle = count > 1 ? .value1 : .default
    var hasher = count > 1 ? decodedRowStarts.value1 : decodedRowStarts.default
    var shown = count
    while shown > 0, cell(shown - 1).isEmpty { shown -= 1 }
    hasher.combine(shown)
    for column in 0..<shown { combine(cell(column), into: &hasher) }
    // The text is the first cell; the detail the second, unless it is empty.
    combine(count > 0 ? cell(0) : UnsafeBufferPointer(start: nil, count: 0), into: &hasher)
    combine(optional: nil, into: &hasher)
    combine(optional: count > 1 && ends[1] > ends[0] ? cell(1) : nil, into: &hasher)
    combine(optional: nil, into: &hasher)
    combine(optional: nil, into: &hasher)
    combine(.none, .normal, style, into: &hasher)
    let key = stringKeyHash(of: cell(keyColumn))
    return (key, hasher.finalize(), key)
  }

  /// The hash of what ``RowFace/changes(from:to:)`` compares of a row shown as it is.
  private static func hash(of content: CellContent, identifier: String) -> Int {
    var hasher = start(identifier: identifier)
    content.withTextBytes { bytes in
      var count = bytes.columnCount
      while count > 0, bytes.column(count - 1).isEmpty { count -= 1 }
      hasher.combine(count)
      for column in 0..<count { combine(bytes.column(column), into: &hasher) }
      // A missing text reads as an empty one; the other fields are optional.
      combine(bytes[.text] ?? UnsafeBufferPointer(start: nil, count: 0), into: &hasher)
      combine(optional: bytes[.secondaryText], into: &hasher)
      combine(optional: bytes[.detailText], into: &hasher)
      combine(optional: bytes[.image], into: &hasher)
      combine(optional: bytes[.link], into: &hasher)
    }
    combine(content.accessory, content.state, content.style, into: &hasher)
    return hasher.finalize()
  }

  /// A hasher that has mixed in a row's identifier, which a row's content hash starts with.
  private static func start(identifier: String) -> RowHasher {
    var hasher = RowHasher()
    var identifier = identifier
    identifier.withUTF8 { combine($0, into: &hasher) }
    return hasher
  }

  /// The start of the content hash of a row a CSV or TSV input decodes, whose identifier is
  /// its style's name: `default` for one column, `value1` from two on; made once a process.
  private static let decodedRowStarts = (
    default: start(identifier: CellStyle.default.rawValue),
    value1: start(identifier: CellStyle.value1.rawValue)
  )

  /// Hashes a row's accessory, state and style as one word of their cases: a hash lives only
  /// as long as the process, so their raw strings need not be read.
  private static func combine(
    _ accessory: CellAccessory, _ state: CellState, _ style: CellStyle,
    into hasher: inout RowHasher
  ) {
    func tag(_ value: some Any) -> Int { withUnsafeBytes(of: value) { Int($0[0]) } }
    hasher.combine(tag(accessory) | tag(state) << 8 | tag(style) << 16)
  }

  /// Hashes an optional text: whether it is there, then its bytes.
  private static func combine(
    optional text: UnsafeBufferPointer<UInt8>?, into hasher: inout RowHasher
  ) {
    hasher.combine(text != nil ? 1 : 0)
    if let text { combine(text, into: &hasher) }
  }

  /// Hashes a text's bytes, with its length so that the texts of a row stay apart.
  private static func combine(_ text: UnsafeBufferPointer<UInt8>, into hasher: inout RowHasher) {
    hasher.combine(text.count)
    hasher.combine(bytes: UnsafeRawBufferPointer(text))
  }
}
