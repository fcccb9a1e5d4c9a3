import Testing

@testable import TableShim

/// The hash of texts as `RowDigest` mixes them in: each text's length, then its bytes.
private func hash(_ texts: [[UInt8]]) -> Int {
  var hasher = RowHasher()
  for text in texts {
    hasher.combine(text.count)
    text.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
  return hasher.finalize()
}

@Test func rowHasherGivesEqualTextsEqualHashes() {
  let texts: [[UInt8]] = [Array("player 12".utf8), [], Array("5 → 6".utf8)]
  #expect(hash(texts) == hash(texts.map { Array($0) }))
}

@Test func rowHasherTellsApartTextsThatDifferInAnyByteOrBoundary() {
  // Every text of 0 to 24 bytes that differs from a base in one byte, at every place (the
  // words of eight and the tail alike), and every split of the base into two texts.
  let base = Array("abcdefghijklmnopqrstuvwx".utf8)
  var seen: Set<Int> = []
  var count = 0
  for length in 0...base.count {
    let text = Array(base.prefix(length))
    seen.insert(hash([text]))
    count += 1
    for place in 0..<length {
      var changed = text
      changed[place] ^= 0x01
      seen.insert(hash([changed]))
      count += 1
    }
  }
  for split in 0...base.count {
    seen.insert(hash([Array(base.prefix(split)), Array(base.dropFirst(split))]))
    count += 1
  }
  #expect(seen.count == count)
}
