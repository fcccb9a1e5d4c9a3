import Testing

@testable import TableShim

@Test func equalHashesAreFoundAsASetWouldFindThem() {
  var generator = SeededGenerator(seed: 16)
  for round in 0..<300 {
    let count = [0, 1, 2, 9, 40, 1000, 20_000][round % 7]
    // Random hashes, some repeated, some sharing their top bits (a crowded bucket).
    var hashes = (0..<count).map { _ in Int.random(in: .min ... .max, using: &generator) }
    if round % 3 == 1, count > 1 {
      hashes[Int.random(in: 0..<count, using: &generator)] =
        hashes[Int.random(in: 0..<count, using: &generator)]
    }
    if round % 5 == 2 {
      for index in hashes.indices where index % 2 == 0 { hashes[index] &= 0xFFFF }
    }
    let selected = hashes.indices.map { _ in Int.random(in: 0..<4, using: &generator) > 0 }
    var seen = Set<Int>()
    var expected = false
    for index in hashes.indices where selected[index] {
      if !seen.insert(hashes[index]).inserted { expected = true }
    }
    let found = EqualHashes.found(
      in: hashes, where: selected, count: selected.filter { $0 }.count)
    #expect(found == expected, "round \(round)")
  }
}

@Test func equalHashesOnlyAmongTheSelectedCount() {
  #expect(!EqualHashes.found(in: [7, 3, 7], where: [true, true, false], count: 2))
  #expect(EqualHashes.found(in: [7, 3, 7], where: [true, true, true], count: 3))
  #expect(
    EqualHashes.found(
      in: Array(repeating: 5, count: 100), where: Array(repeating: true, count: 100), count: 100))
}
