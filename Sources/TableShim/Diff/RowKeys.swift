/// The keys of a table's rows, section after section, as ``RowFace/Key`` defines them, laid
/// out flat for ``HeckelPairing``: each row's key hash is worked out once, and two keys are
/// compared only when their hashes are equal.
///
/// Ids that are strings (most ids) are kept as strings, so that hashing and comparing them
/// never go through `AnyHashable`; only the other rows keep a ``RowFace/Key``.
struct RowKeys: PairingKeys {
  /// What keys a row.
  private enum Kind: UInt8 {
    /// Nothing: the row never pairs.
    case none
    /// Its id, a string, in ``RowKeys/strings``.
    case stringID
    /// Its key in ``RowKeys/otherKeys``.
    case other
  }

  private var kinds: [Kind] = []
  /// Each row's id when it is a string, else an empty string.
  private var strings: [String] = []
  /// Each row's key hash, meaningful only for a keyed row.
  private var hashes: [Int] = []
  /// The key of each row whose id is not a string, by flat row index; empty when every row
  /// has a string id.
  private var otherKeys: [RowFace.Key?] = []

  init(of table: TableViewModel) {
    let count = table.numberOfRows
    kinds.reserveCapacity(count)
    strings.reserveCapacity(count)
    hashes.reserveCapacity(count)
    for section in table.sections {
      section.cells.withUnsafeBufferPointer { rows in
        for row in rows.indices {
          guard let id = rows[row].stringID else {
            keep(RowFace.key(of: rows[row]), count: count)
            continue
          }
          kinds.append(.stringID)
          strings.append(id.string)
          hashes.append(id.hash)
        }
      }
    }
  }

  /// Records the key of a row without a string id, at the next flat index.
  private mutating func keep(_ key: RowFace.Key?, count: Int) {
    if otherKeys.isEmpty { otherKeys = [RowFace.Key?](repeating: nil, count: count) }
    otherKeys[kinds.count] = key
    kinds.append(key == nil ? .none : .other)
    strings.append("")
    hashes.append(key?.hashValue ?? 0)
  }

  var count: Int { kinds.count }

  func hash(at index: Int) -> Int? {
    kinds[index] == .none ? nil : hashes[index]
  }

  func key(at index: Int, equals otherIndex: Int, of other: Self) -> Bool {
    let kind = kinds[index]
    guard kind == other.kinds[otherIndex] else { return false }
    switch kind {
    case .stringID: return strings[index] == other.strings[otherIndex]
    case .other: return otherKeys[index] == other.otherKeys[otherIndex]
    case .none: return false
    }
  }
}
