/// Pairs the elements of two sequences by key in linear time, as Paul Heckel's 1978 algorithm
/// (and DifferenceKit after it) does, and finds which pairs keep their order.
enum HeckelPairing {
  /// For each new element, the index of the old element it pairs with, or `nil`.
  ///
  /// Each new element takes the first old element of its key that no earlier new element
  /// took, so elements with the same key pair in order. Elements without a key never pair.
  ///
  /// The symbol table is an open-addressing table, one slot per distinct key holding two old
  /// indices (8 bytes), probed with each key's hash, worked out once: the hash of a slot's
  /// key is read from `old`, keys are compared only when their hashes are equal, and never
  /// copied into it.
  static func pair<Keys: PairingKeys>(old: Keys, new: Keys) -> [Int?] {
    pairIndices(old: old, new: new).map { $0 < 0 ? nil : Int($0) }
  }

  /// ``pair(old:new:)`` as flat indices, -1 for a new element that pairs with none.
  static func pairIndices<Keys: PairingKeys>(old: Keys, new: Keys) -> [Int32] {
    var capacity = 16
    while capacity < old.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [Slot](repeating: Slot(), count: capacity)
    // `next[i]` is the old index of the same key after `i`, -1 after the last.
    var next = [Int32](repeating: -1, count: old.count)
    slots.withUnsafeMutableBufferPointer { slots in
      next.withUnsafeMutableBufferPointer { next in
        for index in (0..<old.count).reversed() {
          guard let hash = old.hash(at: index) else { continue }
          var position = hash & mask
          while true {
            let slot = slots[position]
            if slot.representative < 0 {
              slots[position] = Slot(representative: index, first: index)
              break
            }
            let representative = Int(slot.representative)
            if old.hash(at: representative) == hash,
              old.key(at: representative, equals: index, of: old)
            {
              next[index] = slot.first
              slots[position].first = Int32(truncatingIfNeeded: index)
              break
            }
            position = (position + 1) & mask
          }
        }
      }
    }
    var pairs = [Int32](repeating: -1, count: new.count)
    slots.withUnsafeMutableBufferPointer { slots in
      pairs.withUnsafeMutableBufferPointer { pairs in
        for index in 0..<new.count {
          guard let hash = new.hash(at: index) else { continue }
          var position = hash & mask
          while true {
            let slot = slots[position]
            if slot.representative < 0 { break }
            let representative = Int(slot.representative)
            if old.hash(at: representative) == hash,
              old.key(at: representative, equals: index, of: new)
            {
              if slot.first >= 0 {
                pairs[index] = slot.first
                slots[position].first = next[Int(slot.first)]
              }
              break
            }
            position = (position + 1) & mask
          }
        }
      }
    }
    return pairs
  }

  /// For each new key, the index of the old key it pairs with, or `nil`: ``pair(old:new:)``
  /// of `Hashable` values, `nil` for an element without a key.
  static func pair<Key: Hashable>(old: [Key?], new: [Key?]) -> [Int?] {
    pair(old: HashableKeys(old), new: HashableKeys(new))
  }

  /// A slot of the symbol table: an old index of the key, to compare with (-1 for an empty
  /// slot), and the first old index of the key not yet taken (-1 when all are).
  private struct Slot {
    var representative: Int32 = -1
    var first: Int32 = -1

    init() {}

    init(representative: Int, first: Int) {
      self.representative = Int32(truncatingIfNeeded: representative)
      self.first = Int32(truncatingIfNeeded: first)
    }
  }

  /// The positions in `sequence` of a longest strictly increasing subsequence: the elements
  /// that keep their order, so that every other one is a move.
  ///
  /// Patience sorting, O(n log n) for n elements, and O(n) for elements mostly in order;
  /// positions are kept as `Int32`, 4 bytes an element.
  static func longestIncreasing<Value: BinaryInteger>(_ sequence: [Value]) -> [Bool] {
    let count = sequence.count
    var kept = [Bool](repeating: false, count: count)
    guard count > 0 else { return kept }
    // Positions of the smallest tail of each length, and of each element's predecessor in
    // the run it ends (-1 for none): buffers read and written in place, a million elements
    // being the usual case.
    let tails = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
    defer {
      tails.deallocate()
      previous.deallocate()
    }
    var length = 0
    sequence.withUnsafeBufferPointer { sequence in
      for position in 0..<count {
        let value = sequence[position]
        let here = Int32(truncatingIfNeeded: position)
        // Most rows keep their order: a value past the longest run's tail extends it.
        if length > 0, sequence[Int(tails[length - 1])] < value {
          previous[position] = tails[length - 1]
          tails[length] = here
          length += 1
          continue
        }
        var low = 0
        var high = length
        while low < high {
          let middle = (low + high) / 2
          if sequence[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = here
        if low == length { length += 1 }
      }
    }
    var position = Int(tails[length - 1])
    while position >= 0 {
      kept[position] = true
      position = Int(previous[position])
    }
    return kept
  }
}
