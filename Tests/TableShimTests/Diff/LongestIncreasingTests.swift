import Testing

@testable import TableShim

/// The elements kept are a strictly increasing run of the longest length there is, on random
/// sequences (mostly in order with moves, and shuffled), against a quadratic reference.
@Test func longestIncreasingKeepsALongestStrictlyIncreasingRun() {
  var generator = SeededGenerator(seed: 12)
  for round in 0..<300 {
    let count = Int.random(in: 0...60, using: &generator)
    var sequence = Array(0..<Int32(count))
    if round.isMultiple(of: 2) {
      sequence.shuffle(using: &generator)
    } else {
      for _ in 0..<Int.random(in: 0...4, using: &generator) where count > 1 {
        let from = Int.random(in: 0..<count, using: &generator)
        let moved = sequence.remove(at: from)
        sequence.insert(moved, at: Int.random(in: 0..<count, using: &generator))
      }
    }
    // Repeated values too, which a strictly increasing run keeps one of.
    if round.isMultiple(of: 3) { sequence = sequence.map { $0 / 2 } }
    let kept = HeckelPairing.longestIncreasing(sequence)
    let run = sequence.indices.filter { kept[$0] }.map { sequence[$0] }
    #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 }, "round \(round)")
    #expect(run.count == longestLength(sequence), "round \(round)")
  }
}

/// The length of a longest strictly increasing subsequence, by dynamic programming.
private func longestLength(_ sequence: [Int32]) -> Int {
  var lengths = [Int](repeating: 1, count: sequence.count)
  for index in sequence.indices {
    for earlier in 0..<index where sequence[earlier] < sequence[index] {
      lengths[index] = max(lengths[index], lengths[earlier] + 1)
    }
  }
  return lengths.max() ?? 0
}
