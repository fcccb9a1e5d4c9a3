import Testing

@testable import TableShim

@Test func aWordHoldsNoControlOnlyWhenNoByteIsBelowSpaceDeleteOrC2() {
  func mayStartControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }
  for byte in UInt8.min...UInt8.max {
    // The byte alone among neighbours that are neither, at every position of the word.
    for position in 0..<8 {
      var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 9)
      bytes[position] = byte
      if position > 0 { bytes[position - 1] = 0xC3 }
      bytes[position + 1] = 0x9F
      let none = bytes.withUnsafeBufferPointer { ControlBytes.noneIn($0, at: 0) }
      #expect(none == !mayStartControl(byte), "byte \(byte) at \(position)")
    }
  }
  let short = Array("abcdefg".utf8)
  #expect(!short.withUnsafeBufferPointer { ControlBytes.noneIn($0, at: 0) })
}

@Test func theLastBytesOfATextAreTestedAsOneWord() {
  func mayStartControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }
  for byte in UInt8.min...UInt8.max {
    for count in 1..<8 {
      for position in 0..<count {
        // The tested bytes end the buffer, after bytes that would be found if read.
        var bytes = [UInt8](repeating: 0x01, count: 3) + [UInt8](repeating: 0x61, count: count)
        bytes[3 + position] = byte
        let none = bytes.withUnsafeBufferPointer { ControlBytes.noneIn($0, last: count) }
        #expect(none == !mayStartControl(byte), "byte \(byte) at \(position) of \(count)")
      }
    }
  }
}

@Test func theNextControlIsFoundInTextsOfEveryLength() {
  // The rule, a byte at a time: a C0 control, DEL, or C2 followed by 80-9F.
  func reference(_ bytes: [UInt8], tabs: Bool) -> Int? {
    bytes.indices.first { index in
      let byte = bytes[index]
      return (byte < 0x20 && (tabs || byte != 0x09)) || byte == 0x7F
        || (byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]))
    }
  }
  let inserts: [[UInt8]] = [
    [0x1B], [0x09], [0x7F], [0xC2, 0x85], [0xC2, 0xA0], [0x0A], [0xC3, 0xA9],
  ]
  for length in 0..<20 {
    for insert in inserts {
      for position in 0...length {
        var bytes = [UInt8](repeating: 0x62, count: length)
        bytes.insert(contentsOf: insert, at: position)
        for tabs in [true, false] {
          let found = bytes.withUnsafeBufferPointer {
            ControlBytes.next(in: $0, from: 0, tabs: tabs)
          }
          #expect(found == reference(bytes, tabs: tabs), "\(bytes) tabs \(tabs)")
        }
      }
    }
  }
}

@Test func controlsAreShownWhereverTheyStandInALongText() {
  let controls: [(String, String)] = [
    ("\u{1B}", "\u{241B}"), ("\t", "\u{2409}"), ("\u{7F}", "\u{2421}"), ("\u{85}", "\\u{85}"),
  ]
  for (control, shown) in controls {
    for offset in 0..<20 {
      let text = String(repeating: "손a", count: offset) + control + "é b"
      #expect(
        text.terminalSafe == String(repeating: "손a", count: offset) + shown + "é b",
        "\(control.debugDescription) after \(offset)")
    }
  }
}
