import Foundation
import Testing

@testable import TableShim

@Test(arguments: [
  ("", 0), ("Son", 3), ("a b", 3), ("손흥민", 6), ("대한민국 🇰🇷", 11), ("本田圭佑", 8),
  ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("\u{3000}", 2), ("\u{00A0}", 1), ("\u{FF01}", 2),
  ("é", 1), ("e\u{301}", 1), ("e\u{301}\u{302}", 1), ("\u{200B}", 0), ("a\u{200D}b", 2),
  ("\u{AD}", 0), ("👨‍👩‍👧‍👦", 2), ("🇰🇷", 2), ("🇰🇷🇫🇷", 4), ("1️⃣", 2), ("👍🏽", 2), ("❤️", 2),
  ("❤", 1), ("⚽", 2), ("\t", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\r\n", 0),
  ("Zinédine", 8), ("ä\u{308}", 1), ("a\u{200D}漢", 3), ("😀\u{200D}漢", 4),
  ("😀\u{200D}😀", 2),
])
func displayWidthCountsTerminalCells(text: String, width: Int) {
  #expect(text.displayWidth == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
}

@Test func hangulIsAsWideDecomposedAsComposed() {
  let composed = "손흥민 대한민국"
  let decomposed = composed.decomposedStringWithCanonicalMapping
  #expect(decomposed.unicodeScalars.count > composed.unicodeScalars.count)
  #expect(decomposed.displayWidth == 15)
  #expect(composed.displayWidth == 15)
}

@Test func charactersMeasureOneClusterEach() {
  #expect(Character("한").displayWidth == 2)
  #expect(Character("a").displayWidth == 1)
  #expect(Character("\u{1112}\u{1161}\u{11AB}").displayWidth == 2)
  #expect(Character("👩🏽‍💻").displayWidth == 2)
}

@Test func theTableComesFromUnicode15() {
  #expect(UnicodeWidthTable.unicodeVersion == "15.0.0")
  for table in [UnicodeWidthTable.wide, UnicodeWidthTable.zeroWidth] {
    #expect(table.count.isMultiple(of: 2))
    let pairs = stride(from: 0, to: table.count, by: 2).map { (table[$0], table[$0 + 1]) }
    #expect(pairs.allSatisfy { $0.0 <= $0.1 })
    #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.1 < $1.0 })
  }
}

@Test(arguments: [
  ("1", 1, 0), ("42992e1", 7, 0), ("1,234.5", 5, 2), ("007", 3, 0), ("-3.25", 2, 3),
  ("+1.5e-3", 2, 5), ("12%", 3, 0), (".5", 0, 2),
])
func numbersHaveAnIntegerAndAFractionPart(text: String, integer: Int, fraction: Int) throws {
  let shape = try #require(NumberShape(text))
  #expect(shape.integerWidth == integer)
  #expect(shape.fractionWidth == fraction)
}

@Test(arguments: ["", "-", "1.", "1,23", "1,2345", "12a", "e5", "1e", "--1", "1 2", "١٢", "0x1F"])
func textThatIsNotANumberHasNoShape(text: String) {
  #expect(NumberShape(text) == nil)
}

@Test func wrappingBreaksAtSpacesThenBetweenCharacters() {
  #expect(TextWrapping.lines(of: "one two three", width: 7) == ["one two", "three"])
  #expect(TextWrapping.lines(of: "손흥민대한민국", width: 5) == ["손흥", "민대", "한민", "국"])
  #expect(
    TextWrapping.lines(of: "https://example.com/a", width: 8) == ["https://", "example.", "com/a"])
  #expect(TextWrapping.lines(of: "a\nb", width: 8) == ["a", "b"])
  #expect(TextWrapping.lines(of: "한", width: 1) == ["한"])
}

@Test func measuringTextAgreesWithMeasuringItsClusters() {
  let pieces = [
    "a", " ", "손", "\u{1112}\u{1161}\u{11AB}", "本", "ｶ", "é", "e\u{301}", "👨‍👩‍👧‍👦", "🇰🇷", "🇫🇷",
    "1️⃣", "👍🏽", "❤️", "❤", "\u{200B}", "a\u{200D}b", "👩🏽‍💻", "\u{AD}", "—", "ä\u{308}", "⚽",
    "a\u{200D}", "😀\u{200D}", "漢",
    // Runs of ASCII of a word and more, which the measure takes eight bytes at a time,
    // with a control character or DEL among them; scalars of three bytes that are not CJK.
    "abcdefghij", "x\u{7}yzabcdefg", "klmnopq\u{7F}rs", "ア", "€", "\u{2028}",
  ]
  var generator = SplitMix64(state: 7)
  for _ in 0..<2_000 {
    let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
      pieces.randomElement(using: &generator)!
    }.joined()
    let byClusters = text.reduce(0) { $0 + DisplayWidth.of($1) }
    #expect(text.displayWidth == byClusters, "\(text.debugDescription)")
  }
}

@Test func printableASCIICountsAColumnPerByteWhereverAControlStands() {
  for byte in UInt8(0)..<0x80 {
    for offset in 0..<20 {
      var bytes = Array(repeating: UInt8(ascii: "x"), count: 20)
      bytes[offset] = byte
      let width = bytes.withUnsafeBufferPointer { DisplayWidth.of($0) }
      let printable = byte >= 0x20 && byte != 0x7F
      #expect(width == (printable ? 20 : 19), "byte \(byte) at \(offset)")
    }
  }
}

@Test func aTextIsPrintableASCIIOnlyWhenEachOfItsBytesIs() {
  // Every length from 0 to 20 (whole words, and one to seven bytes after them), with each
  // byte below 0x80 and a lead byte at each place: the word read at the end must not take
  // the bytes past the text for the text's.
  for count in 0...20 {
    let plain = Array(repeating: UInt8(ascii: "x"), count: count)
    #expect(plain.withUnsafeBufferPointer { DisplayWidth.ofPrintableASCII($0) } == count)
    for offset in 0..<count {
      for byte in Array(UInt8(0)..<0x80) + [0xC3, 0xE2] {
        var bytes = plain
        bytes[offset] = byte
        let printable = byte >= 0x20 && byte < 0x7F
        let width = bytes.withUnsafeBufferPointer { DisplayWidth.ofPrintableASCII($0) }
        #expect(width == (printable ? count : nil), "byte \(byte) at \(offset) of \(count)")
      }
    }
  }
}

@Test func theWidthsTakenWithoutATableAgreeWithTheTables() {
  // The fast paths of a scalar's width (ASCII, Latin, Hangul syllables, CJK ideographs,
  // emoji) against the tables they skip, for every scalar below the supplementary planes
  // and in the emoji blocks.
  for value in Array(UInt32(0x20)..<0x1_0000) + Array(0x1F000..<0x1FB00) {
    guard let scalar = Unicode.Scalar(value), value != 0x7F, !(0x80..<0xA0).contains(value)
    else { continue }
    let fromTables =
      DisplayWidth.contains(UnicodeWidthTable.zeroWidth, value)
      ? 0 : DisplayWidth.contains(UnicodeWidthTable.wide, value) ? 2 : 1
    #expect(DisplayWidth.of(scalar) == fromTables, "U+\(String(value, radix: 16))")
  }
}

@Test func theScalarsTakenForPictographsJoinAfterAndBeforeAJoiner() {
  // GB11 joins X ZWJ Y only when both are Extended_Pictographic: each scalar the fast path
  // takes for a pictograph must join after an emoji and before one, in the standard
  // library's grapheme breaking.
  for value in UInt32(0x1F000)...0x1FAFF where DisplayWidth.isPictograph(value) {
    let scalar = Unicode.Scalar(value)!
    let after = "\u{1F600}\u{200D}" + String(Character(scalar))
    let before = String(Character(scalar)) + "\u{200D}\u{1F600}"
    #expect(after.count == 1 && before.count == 1, "U+\(String(value, radix: 16))")
  }
}

@Test func textsWithJoiningScalarsMeasureAsTheirClusters() {
  // The scalars whose width depends on their neighbours (ZWJ, VS16, skin tones, regional
  // indicators) beside the ones that start or end a cluster of their own (ZWSP and the word
  // joiner break before and after, U+0600 joins the next, spacing marks and keycaps join
  // the one before, Hangul vowel jamo join a leading consonant).
  let pieces = [
    "a", " ", "손", "漢", "👨", "👩", "👧", "\u{200D}", "\u{FE0F}", "🏽", "♀", "❤", "🇰🇷", "1",
    "e\u{301}", "\u{0600}", "🌈", "🤝", "🦰", "😀", "\u{200B}", "\u{2060}", "\u{0903}",
    "\u{0E33}", "\u{1161}", "\u{20E3}", "\u{E0020}", "\u{1F1F0}", "é", "©", "\u{1F004}",
  ]
  var generator = SplitMix64(state: 0x200D)
  for _ in 0..<20_000 {
    let text = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
      pieces.randomElement(using: &generator)!
    }.joined()
    let byClusters = text.reduce(0) { $0 + DisplayWidth.of($1) }
    #expect(text.displayWidth == byClusters, "\(text.debugDescription)")
  }
  // Found by the CSV fuzzer: a skin tone after a ZWSP, which ends the emoji's cluster.
  #expect("👨‍👩‍👧‍👦\u{200B}🏽".displayWidth == 4)
  #expect("é\u{2060}\u{FE0F}".displayWidth == 1)
}

@Test func regionalIndicatorsPairIntoFlagsInEveryRun() {
  // Runs of one to five regional indicators between other scalars, measured in one pass
  // over the bytes: each pair is a flag 2 wide, an odd one left over is 2 on its own.
  let separators = ["", " ", "a", "é", "손", "\u{0600}", "\u{0903}", "\u{301}", "\u{1161}"]
  for run in 1...5 {
    for before in separators {
      for after in separators {
        let flags = String(repeating: "\u{1F1F0}", count: run)
        let text = before + flags + after + flags
        let byClusters = text.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(text.displayWidth == byClusters, "\(text.debugDescription)")
      }
    }
  }
  #expect("🇰🇷 Korea".displayWidth == 8)
}

@Test func variationSelectorSixteenWidensOnlyAnEmoji() {
  #expect("❤\u{FE0F}".displayWidth == 2)
  #expect("1\u{FE0F}\u{20E3}".displayWidth == 2)
  #expect("#\u{FE0F}".displayWidth == 2)
  // After a letter or a space (the padding before a cell that starts with VS16) it asks for
  // nothing a terminal shows.
  #expect("a\u{FE0F}".displayWidth == 1)
  #expect(" \u{FE0F}x".displayWidth == 2)
  #expect(Character(" \u{FE0F}").displayWidth == 1)
}
