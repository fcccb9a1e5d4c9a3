import Testing

@testable import TableShimInput

@Test func byteScanFindsTheFirstOfTwoBytesAtEveryOffset() {
  // Every position in and around the 8-byte words, bytes above 0x80 next to the targets
  // (where a borrow could leak into a neighbour), and both targets in one word.
  for length in 0..<40 {
    for position in 0..<max(length, 1) {
      var bytes = [UInt8](repeating: 0x7B, count: length)
      for index in bytes.indices where index % 3 == 0 { bytes[index] = 0xFF }
      if position < length { bytes[position] = position % 2 == 0 ? 0x7C : 0x5C }
      if position + 1 < length { bytes[position + 1] = 0x7C }
      let expected = position < length ? position : length
      for start in [0, min(position, length)] {
        let found = bytes.withUnsafeBufferPointer {
          ByteScan.firstIndex(of: 0x7C, or: 0x5C, in: $0, from: start)
        }
        #expect(found == expected, "length \(length), target at \(position), from \(start)")
      }
    }
  }
  let none = [UInt8](repeating: 0x7D, count: 17).withUnsafeBufferPointer {
    ByteScan.firstIndex(of: 0x7C, or: 0x5C, in: $0, from: 0)
  }
  #expect(none == 17)
}
