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

  private let kinds: [Kind]
  /// Each row's id when it is a string, else an empty string.
  private let strings: [String]
  /// Each row's key hash, meaningful only for a keyed row.
  private let hashes: [Int]
  /// The key of each row whose id is not a string, by flat row index; empty when every row
  /// has a string id.
  private let otherKeys: [RowFace.Key?]

  /// The keys of every row of `table`.
  ///
  /// The three flat arrays are made at their size and written in one pass over the rows,
  /// each element initialized once where it lies (no growth, no element written twice).
  init(of table: TableViewModel) {
    let count = table.sections.reduce(0) { $0 + $1.cells.count }
    var kinds: [Kind] = []
    var hashes: [Int] = []
    var otherKeys: [RowFace.Key?] = []
    strings = [String](unsafeUninitializedCapacity: count) { strings, stringCount in
      kinds = [Kind](unsafeUninitializedCapacity: count) { kinds, kindCount in
        hashes = [Int](unsafeUninitializedCapacity: count) { hashes, hashCount in
          var flat = 0
          for section in table.sections {
            section.cells.withUnsafeBufferPointer { rows in
              for row in rows.indices {
                if let id = rows[row].stringID {
                  kinds.initializeElement(at: flat, to: .stringID)
                  strings.initializeElement(at: flat, to: id.string)
                  hashes.initializeElement(at: flat, to: id.hash)
                } else {
                  let key = RowFace.key(of: rows[row])
                  if otherKeys.isEmpty {
                    otherKeys = [RowFace.Key?](repeating: nil, count: count)
                  }
                  kinds.initializeElement(at: flat, to: key == nil ? .none : .other)
                  strings.initializeElement(at: flat, to: "")
                  hashes.initializeElement(at: flat, to: key?.hashValue ?? 0)
                  otherKeys[flat] = key
                }
                flat += 1
              }
            }
          }
          hashCount = flat
        }
        kindCount = hashes.count
      }
      stringCount = kinds.count
    }
    self.kinds = kinds
    self.hashes = hashes
    self.otherKeys = otherKeys
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
