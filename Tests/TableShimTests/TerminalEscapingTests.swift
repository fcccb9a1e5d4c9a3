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
