import Testing

@testable import TableShim

@Test func stringKeysEqualAsStringsHashAlike() {
  // ASCII ids, the three characters whose canonical decomposition is one ASCII character,
  // canonically equivalent accents, and ids equal to none of the others.
  let ids = [
    "", "K", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "a;b`K", "a\u{37E}b\u{1FEF}\u{212A}",
    "é", "e\u{301}", "\u{212A}é", "Ké", "Ke\u{301}", "player 12", "player 13", "日本", "\u{FFFD}",
  ]
  for first in ids {
    for second in ids {
      let equal = RowDigest.stringKeyHash(of: first) == RowDigest.stringKeyHash(of: second)
      #expect(equal == (first == second), "\(first.debugDescription) \(second.debugDescription)")
    }
  }
}

@Test func stringKeysOfBytesHashAsTheirStrings() {
  let bytes: [[UInt8]] = [Array("id 7".utf8), [0xE2, 0x84, 0xAA], [0x4B], [0xFF, 0x41]]
  for id in bytes {
    let fromBytes = id.withUnsafeBufferPointer { RowDigest.stringKeyHash(of: $0) }
    #expect(fromBytes == RowDigest.stringKeyHash(of: String(decoding: id, as: UTF8.self)))
  }
}
