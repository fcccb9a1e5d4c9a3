import Testing

@testable import TableShimInput

/// The line and column after `bytes`, counted a byte at a time.
private func countedByteByByte(_ bytes: [UInt8]) -> (line: Int, column: Int) {
  var (line, column) = (1, 1)
  for byte in bytes {
    if byte == 0x0A {
      (line, column) = (line + 1, 1)
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
  return (line, column)
}

@Test func aLineCounterCountsLikeAByteByByteCountWhereverTheBytesAreCut() {
  // Lines of every length around the 8-byte words and the 255-word sums, of ASCII, Hangul,
  // emoji and LFs next to continuation bytes.
  var text = ""
  for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 2_039, 2_040, 2_041, 4_100] {
    text += String(repeating: "a손👍🏽", count: length / 3) + String(repeating: "b", count: length % 3)
    text += "\n"
  }
  text += String(repeating: "é", count: 5_000)
  let bytes = Array(text.utf8)
  for cuts in [
    [], [1], [7, 8, 9], [100, 3_000, 3_001, 20_000],
    Array(stride(from: 5, to: bytes.count, by: 997)),
  ] {
    var counter = LineCounter()
    var start = 0
    for end in cuts + [bytes.count] where end <= bytes.count {
      bytes[start..<end].withUnsafeBufferPointer { counter.advance(over: $0) }
      let expected = countedByteByByte(Array(bytes[..<end]))
      #expect(
        counter.line == expected.line && counter.column == expected.column, "\(cuts), at \(end)")
      start = end
    }
  }
}
