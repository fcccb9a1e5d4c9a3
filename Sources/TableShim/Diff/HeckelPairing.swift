/// Pairs the elements of two sequences by key in linear time, as Paul Heckel's 1978 algorithm
/// (and DifferenceKit after it) does, and finds which pairs keep their order.
enum HeckelPairing {
  /// For each new element, the index of the old element it pairs with, or `nil`.
  ///
  /// Each new element takes the first old element of its key that no earlier new element
  /// took, so elements with the same key pair in order. Elements without a key never pair.
  static func pair<Key: Hashable>(old: [Key?], new: [Key?]) -> [Int?] {
    // The old indices of each key form a chain: `first[key]` is the first one not yet taken,
    // `next[i]` the one after `i`.
    var first: [Key: Int] = Dictionary(minimumCapacity: old.count)
    var next = [Int](repeating: -1, count: old.count)
    for index in old.indices.reversed() {
      guard let key = old[index] else { continue }
      if let following = first.updateValue(index, forKey: key) { next[index] = following }
    }
    var pairs = [Int?](repeating: nil, count: new.count)
    for (index, key) in new.enumerated() {
      guard let key, let match = first[key] else { continue }
      pairs[index] = match
      if next[match] >= 0 {
        first[key] = next[match]
      } else {
        first[key] = nil
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
