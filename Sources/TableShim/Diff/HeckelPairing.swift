/// Pairs the elements of two sequences by key in linear time, as Paul Heckel's 1978 algorithm
/// (and DifferenceKit after it) does, and finds which pairs keep their order.
enum HeckelPairing {
  /// For each new element, the index of the old element it pairs with, or `nil`.
  ///
  /// Each new element takes the first old element of its key that no earlier new element
  /// took, so elements with the same key pair in order. Elements without a key never pair.
  ///
  /// The symbol table is an open-addressing table of old indices, one slot per distinct key,
  /// probed with each key's hash computed once: keys are compared only when their hashes are
  /// equal, and never copied into it.
  static func pair<Key: Hashable>(old: [Key?], new: [Key?]) -> [Int?] {
    let oldHashes = old.map { $0?.hashValue ?? 0 }
    var capacity = 16
    while capacity < old.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    // For each slot: an old index of its key, to compare with (-1: empty), and the first old
    // index of the key not yet taken (-1: all taken). `next[i]` is the old index of the same
    // key after `i`.
    var representative = [Int](repeating: -1, count: capacity)
    var first = [Int](repeating: -1, count: capacity)
    var next = [Int](repeating: -1, count: old.count)
    for index in old.indices.reversed() {
      guard let key = old[index] else { continue }
      let hash = oldHashes[index]
      var slot = hash & mask
      while true {
        let other = representative[slot]
        if other < 0 {
          representative[slot] = index
          first[slot] = index
          break
        }
        if oldHashes[other] == hash, old[other] == key {
          next[index] = first[slot]
          first[slot] = index
          break
        }
        slot = (slot + 1) & mask
      }
    }
    var pairs = [Int?](repeating: nil, count: new.count)
    for (index, key) in new.enumerated() {
      guard let key else { continue }
      let hash = key.hashValue
      var slot = hash & mask
      while true {
        let other = representative[slot]
        if other < 0 { break }
        if oldHashes[other] == hash, old[other] == key {
          let match = first[slot]
          if match >= 0 {
            pairs[index] = match
            first[slot] = next[match]
          }
          break
        }
        slot = (slot + 1) & mask
      }
    }
    return pairs
  }

  /// The positions in `sequence` of a longest strictly increasing subsequence: the elements
  /// that keep their order, so that every other one is a move.
  ///
  /// Patience sorting, O(n log n) for n elements.
  static func longestIncreasing(_ sequence: [Int]) -> [Bool] {
    var tails: [Int] = []  // positions of the smallest tail of each length
    var previous = [Int](repeating: -1, count: sequence.count)
    for (position, value) in sequence.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var kept = [Bool](repeating: false, count: sequence.count)
    var position = tails.last ?? -1
    while position >= 0 {
      kept[position] = true
      position = previous[position]
    }
    return kept
  }
}
