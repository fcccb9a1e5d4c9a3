import Testing

@testable import TableShim

/// A small, seeded generator, so that a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private let alphabet: [String] = [
  "a", "Z", "7", " ", " ", "손", "흥", "민", "한", "本", "田", "圭", "ｶ", "Ａ", "é", "e\u{301}",
  "\u{1112}\u{1161}\u{11AB}", "👨‍👩‍👧‍👦", "🇰🇷", "1️⃣", "👍🏽", "❤️", "\t", "\r", "\u{0}", "\u{1B}",
  "\u{7F}", "\u{85}", "\u{200B}", "\n", "\r\n", "|", "-", ".", "\u{FE0F}", "\u{200D}",
  "🏽", "🇫",
]

private func randomText(_ generator: inout SplitMix64) -> String {
  let length = Int.random(in: 0...12, using: &generator)
  return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
}

@Test(arguments: GridStyle.builtIn)
func everyLineOfATextGridHasTheSameWidthWithinTheLimit(style: GridStyle) throws {
  var generator = SplitMix64(state: 0x5EED)
  for trial in 0..<150 {
    let columnCount = Int.random(in: 1...4, using: &generator)
    let rowCount = Int.random(in: 0...5, using: &generator)
    let columns = (0..<columnCount).map { _ in Column(randomText(&generator)) }
    let rows = (0..<rowCount).map { _ in
      CellModel(CellContent(columns: (0..<columnCount).map { _ in randomText(&generator) }))
    }
    let width: Int? =
      trial.isMultiple(of: 2)
      ? nil : 8 * columnCount + 4 + Int.random(in: 0...20, using: &generator)
    let model = TableViewModel(sections: [SectionModel(columns: columns, cells: rows)])
    let output = try TableShim().render(
      model, as: .text(PlainTextBackend(gridStyle: style, width: width)))
    // Columns that cannot fit at their readable widths are drawn as records: their
    // headings and the blank lines between them stand apart from the grids.
    let isRecords = output.hasPrefix("Record 1\n")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .filter { !isRecords || !($0.isEmpty || $0.hasPrefix("Record ")) }
    let widths = Set(lines.map(\.displayWidth))
    #expect(widths.count <= 1, "trial \(trial): line widths \(widths.sorted())\n\(output)")
    if let width {
      #expect(widths.allSatisfy { $0 <= width }, "trial \(trial): wider than \(width)\n\(output)")
    }
    #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F })
  }
}
