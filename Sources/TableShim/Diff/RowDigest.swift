/// A row reduced to the hashes a streamed difference keeps of it: its key's hash, which pairs
/// it, and its content's hash, which tells whether a paired row changed.
///
/// Both are hashes of exactly what ``TableDifference`` compares: the key is
/// ``RowFace/key(of:)``, and the content is what ``RowFace/changes(from:to:)`` looks at (the
/// identifier and every text, a missing column counting as empty). Equal rows therefore have
/// equal hashes; rows with equal hashes are compared again when they are read a second time.
enum RowDigest {
  /// The hashes of a row shown as it is (as every row an input decodes is), or `nil` for a
  /// row whose data and apply closure are its own, which only a table held in memory diffs.
  static func hashes(of row: CellModel) -> (key: Int, content: Int, id: Int?)? {
    guard let content = row.contentShownAsIs else { return nil }
    var hasher = Hasher()
    hasher.combine(row.identifier)
    var columns = content.columns[...]
    while columns.last?.isEmpty == true { columns = columns.dropLast() }
    hasher.combine(columns.count)
    for column in columns { hasher.combine(column) }
    hasher.combine(content.text)
    hasher.combine(content.secondaryText)
    hasher.combine(content.detailText)
    hasher.combine(content.image)
    hasher.combine(content.link)
    hasher.combine(content.accessory)
    hasher.combine(content.state)
    hasher.combine(content.style)
    let contentHash = hasher.finalize()
    guard let id = row.id else {
      return (RowFace.Key.content(content).hashValue, contentHash, nil)
    }
    // Duplicate ids are found as lint finds them: equal strings, or equal other values.
    let idHash = (id.base as? String)?.hashValue ?? id.hashValue
    return (RowFace.key(ofID: id).hashValue, contentHash, idHash)
  }
}
