/// The keys of a sequence that ``HeckelPairing`` pairs: each element's key hash, worked out
/// once, and a way to compare two elements' keys when their hashes are equal.
protocol PairingKeys {
  /// How many elements there are.
  var count: Int { get }
  /// The hash of the key of the element at `index`, or `nil` when the element has no key
  /// and never pairs.
  func hash(at index: Int) -> Int?
  /// Whether the key of the element at `index` equals that of the element at `otherIndex`
  /// of `other`; called only for two keyed elements whose hashes are equal.
  func key(at index: Int, equals otherIndex: Int, of other: Self) -> Bool
}

/// The keys of a sequence of `Hashable` values (or `nil` for an element without a key),
/// each hashed once.
struct HashableKeys<Key: Hashable>: PairingKeys {
  private let keys: [Key?]
  private let hashes: [Int]

  init(_ keys: [Key?]) {
    self.keys = keys
    hashes = keys.map { $0?.hashValue ?? 0 }
  }

  var count: Int { keys.count }

  func hash(at index: Int) -> Int? {
    keys[index] == nil ? nil : hashes[index]
  }

  func key(at index: Int, equals otherIndex: Int, of other: Self) -> Bool {
    keys[index] == other.keys[otherIndex]
  }
}
