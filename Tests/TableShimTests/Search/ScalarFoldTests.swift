import Testing

@testable import TableShim

@Test func everyASCIIByteButCarriageReturnFoldsAloneToItsLowerCase() {
  for byte in UInt8(0)..<0x80 {
    let probed = ScalarFold(probing: Unicode.Scalar(byte))
    if byte == 0x0D {
      #expect(probed == .contextual)
    } else {
      let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
      #expect(probed == ScalarFold(single: UInt32(lower)), "byte \(byte)")
    }
  }
}

/// The cache takes these blocks for scalars that fold to themselves without probing them.
@Test(arguments: [0xAC00...0xD7A3, 0x4E00...0x9FFF])
func hangulSyllablesAndCJKIdeographsFoldAloneToThemselves(block: ClosedRange<UInt32>) {
  var wrong: [UInt32] = []
  for value in block where ScalarFold(probing: Unicode.Scalar(value)!) != ScalarFold(single: value)
  {
    wrong.append(value)
  }
  #expect(Array(wrong.prefix(5)) == [], "\(wrong.count) scalars fold otherwise")
}

@Test func scalarsThatFoldWithTheirNeighboursAreContextual() {
  for scalar: Unicode.Scalar in [
    "\u{301}", "\u{200D}", "\u{1F1F0}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{FE0F}",
    "\u{1F3FD}", "\u{600}", "\u{E33}", "\u{FF9E}", "\r",
  ] {
    #expect(ScalarFold(probing: scalar) == .contextual, "U+\(String(scalar.value, radix: 16))")
  }
  #expect(ScalarFold(probing: "é").units == [0x65])
  #expect(ScalarFold(probing: "ß").units == [0x73, 0x73])
  #expect(ScalarFold(probing: "\u{FF2D}").units == [0x6D])
  #expect(ScalarFold(probing: "\u{1F468}").units == [0x1F468])
}

@Test func theASCIIScanStopsWhereAByteLoopStops() {
  var numbers = SplitMix64(state: 8)
  let bytes: [UInt8] = [
    0x61, 0x41, 0x6D, 0x4D, 0x20, 0x0D, 0x0A, 0xC3, 0xA9, 0x7A, 0x00, 0x40, 0x60,
  ]
  for _ in 0..<3_000 {
    let text = (0..<Int.random(in: 0...24, using: &numbers)).map { _ in
      bytes.randomElement(using: &numbers)!
    }
    for unit: UInt32 in [0x6D, 0x20, 0x00, 0x60, 0x40, 0xAC00] {
      for start in 0...text.count {
        let expected =
          text.indices.dropFirst(start).first {
            text[$0] >= 0x80 || text[$0] == 0x0D
              || UInt32(text[$0] &- 0x41 < 26 ? text[$0] | 0x20 : text[$0]) == unit
          } ?? text.count
        let found = text.withUnsafeBufferPointer {
          SearchBytes.asciiStop(
            in: $0.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: start, to: text.count,
            for: unit)
        }
        #expect(found == expected, "\(text) from \(start) for \(unit)")
      }
    }
  }
}
