import Testing

@testable import TableShim

@Test func aWordIsPlainOnlyWhenEveryByteIsALetterDigitSpaceOrNonASCII() {
  func isPlain(_ byte: UInt8) -> Bool {
    (byte >= 0x80 && byte != 0xC2) || byte == 0x20 || (0x30...0x39).contains(byte)
      || (0x41...0x5A).contains(byte)
      || (0x61...0x7A).contains(byte)
  }
  for byte in UInt8.min...UInt8.max {
    // The byte alone among plain neighbours, at every position of the word.
    for position in 0..<8 {
      var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
      bytes[position] = byte
      if position > 0 { bytes[position - 1] = 0xE1 }
      let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      #expect(
        PlainWord.contains(UInt64(littleEndian: word)) == isPlain(byte),
        "byte \(byte) at \(position)")
    }
  }
}

@Test func skippingPlainWordsNeverPassesAByteThatNeedsALook() {
  for length in 0..<30 {
    for position in 0..<max(length, 1) {
      var bytes = Array(repeating: Array("Ab 9손".utf8), count: 10).flatMap { $0 }
      bytes = Array(bytes.prefix(length))
      if position < length { bytes[position] = UInt8(ascii: "<") }
      for start in 0...min(position, length) {
        let stop = bytes.withUnsafeBufferPointer { PlainWord.skip($0, from: start) }
        if position < length {
          #expect(stop <= position, "length \(length), special at \(position), from \(start)")
        } else {
          #expect(stop == length || length < 8, "length \(length), from \(start)")
        }
      }
    }
  }
}
