/// Whether any two of many hashes are equal: how a table's digest finds rows that may have
/// the same id.
///
/// The hashes are spread into buckets by their top bits (a count, then a scatter: two passes
/// over them), and each bucket, a handful of hashes, is searched on its own. Sorting all of
/// them took some twenty comparisons a hash at a million rows, a tenth of a second of the
/// reading that the other table's reading waits for.
enum EqualHashes {
  /// Whether two of the hashes at `selected` positions (`count` of them) are equal.
  ///
  /// ```swift
  /// EqualHashes.found(in: [7, 3, 7], where: [true, true, false], count: 2)  // false
  /// ```
  ///
  /// - Parameters:
  ///   - hashes: The hashes, well spread over their 64 bits (from `Hasher`).
  ///   - selected: Which of them to look at.
  ///   - count: How many are selected.
  /// - Returns: `true` when two selected hashes are equal.
  static func found(in hashes: [Int], where selected: [Bool], count: Int) -> Bool {
    guard count > 1 else { return false }
    // About eight hashes a bucket.
    var bits = 1
    while bits < 24, 8 << bits < count { bits += 1 }
    let shift = UInt(64 - bits)
    func bucket(_ hash: Int) -> Int { Int(UInt(bitPattern: hash) >> shift) }
    // Where each bucket starts, then (while scattering) where its next hash goes.
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    for index in hashes.indices where selected[index] { starts[bucket(hashes[index]) + 1] += 1 }
    for position in 1..<starts.count { starts[position] += starts[position - 1] }
    var next = starts
    var spread = [Int](repeating: 0, count: count)
    for index in hashes.indices where selected[index] {
      let hash = hashes[index]
      let target = bucket(hash)
      spread[next[target]] = hash
      next[target] += 1
    }
    return spread.withUnsafeMutableBufferPointer { spread in
      for position in 0..<(starts.count - 1) {
        let bucket = UnsafeMutableBufferPointer(
          rebasing: spread[starts[position]..<starts[position + 1]])
        if hasEqualElements(bucket) { return true }
      }
      return false
    }
  }

  /// Whether two hashes of one bucket are equal: compared pairwise when there are a few,
  /// sorted when there are many (hashes that share their top bits by design).
  private static func hasEqualElements(_ bucket: UnsafeMutableBufferPointer<Int>) -> Bool {
    guard bucket.count > 16 else {
      for first in bucket.indices {
        for second in (first + 1)..<bucket.count where bucket[first] == bucket[second] {
          return true
        }
      }
      return false
    }
    var sorted = bucket
    sorted.sort()
    return (1..<sorted.count).contains { sorted[$0] == sorted[$0 - 1] }
  }
}
