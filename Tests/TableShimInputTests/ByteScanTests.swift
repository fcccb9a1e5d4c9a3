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

@Test func aStringStopIsTheFirstQuoteBackslashOrControlAtEveryOffset() {
  // Bytes just above each stop (0x23, 0x5D, 0x20) and above 0x80 around it, where a borrow
  // could leak into a neighbour, and a second stop after the first.
  for stop: UInt8 in [0x22, 0x5C, 0x00, 0x1F, 0x0A] {
    for length in 0..<40 {
      for position in 0..<max(length, 1) {
        var bytes = (0..<length).map { [0x23, 0x5D, 0x20, 0xFF, 0x80][$0 % 5] as UInt8 }
        if position < length { bytes[position] = stop }
        if position + 2 < length { bytes[position + 2] = 0x22 }
        let expected = position < length ? position : length
        let found = bytes.withUnsafeBufferPointer {
          ByteScan.firstStringStop(
            in: $0.baseAddress ?? UnsafePointer(bitPattern: 8)!, from: 0, to: length)
        }
        #expect(found == expected, "stop \(stop), length \(length), at \(position)")
      }
    }
  }
}
