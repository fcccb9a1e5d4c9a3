import Foundation
import Testing

@testable import TableShim

/// Pieces of text that fold in every way the reference folding knows: case, diacritics in
/// composed and decomposed form, width, ligatures, Hangul syllables and jamo, emoji
/// sequences, flags, marks that folding keeps, prefixes, joiners, line breaks and controls.
let foldingPalette: [String] = [
  "a", "b", "e", "i", "s", "x", "z", "M", "E", "S", "I", "K", "Z", "0", "7", " ", ".", "-", "*",
  "|", "\\", "<", "&", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{7F}",
  "é", "É", "e\u{301}", "E\u{301}", "è", "ê", "ë", "e\u{301}\u{302}", "e\u{20DD}", "a\u{30A}",
  "Å", "\u{212B}", "\u{212A}", "ß", "ẞ", "ss", "SS", "ﬁ", "ﬃ", "ŉ", "ǰ", "İ", "ı", "ſ", "Ǆ", "ǅ",
  "æ", "Ø", "ø", "ł", "Đ", "ő", "µ", "Σ", "σ", "ς", "ΐ", "Ω", "Ж", "ж", "й", "и\u{306}",
  "Ａ", "ｍ", "ＥＳ", "１", "＊", "ｶ", "ﾞ", "ｶﾞ", "ガ", "カ\u{3099}", "ㄱ", "ﾡ", "\u{3000}",
  "손", "흥", "민", "소", "\u{1109}\u{1169}\u{11AB}", "\u{1109}\u{1169}", "\u{11AB}", "가\u{11A8}",
  "\u{AC00}", "각", "한", "국", "本", "田", "圭", "佑", "日", "\u{F900}", "\u{2F800}",
  "👨", "👩", "👨‍👩‍👧‍👦", "\u{200D}", "🇰🇷", "🇰", "🇷", "👍🏽", "🏽", "❤️", "\u{FE0F}", "#️⃣",
  "\u{1F600}", "\u{1F9D1}\u{200D}\u{1F52C}", "\u{200C}", "\u{AD}", "\u{600}", "\u{600}1",
  "ب", "بَ", "\u{64E}", "क", "क्ष", "\u{958}", "\u{E33}", "กำ", "①", "²", "™", "Ⅸ", "\u{2028}",
  "\u{85}", "\u{FFFD}", "\u{10FFFD}", "\u{E0001}", "Mbappé", "Zinédine", "ZIDANE", "손흥민",
]

/// A random text of up to `length` palette pieces.
func randomText(length: Int, using numbers: inout SplitMix64) -> String {
  (0..<Int.random(in: 0...length, using: &numbers)).map { _ in
    foldingPalette.randomElement(using: &numbers)!
  }.joined()
}

/// A query for `text`: a run of its characters, often changed in case, normalization or
/// width, or a random one.
func randomQuery(for text: String, using numbers: inout SplitMix64) -> String {
  let characters = Array(text)
  guard !characters.isEmpty, Int.random(in: 0..<4, using: &numbers) != 0 else {
    return randomText(length: 3, using: &numbers)
  }
  let start = Int.random(in: 0..<characters.count, using: &numbers)
  let end = Int.random(in: start..<min(characters.count, start + 4), using: &numbers) + 1
  let run = String(characters[start..<end])
  switch Int.random(in: 0..<5, using: &numbers) {
  case 0: return run.uppercased()
  case 1: return run.lowercased()
  case 2: return run.decomposedStringWithCanonicalMapping
  case 3:
    return String(
      String.UnicodeScalarView(
        run.unicodeScalars.map { scalar in
          (0x21...0x7E).contains(scalar.value)
            ? Unicode.Scalar(scalar.value + 0xFEE0)! : scalar
        }))
  default: return run
  }
}

/// Whether the reference folding finds the query in the text, as rows were matched before
/// the byte matcher.
func referenceFinds(_ query: String, in text: String) -> Bool {
  FoldedText.fold(text).firstRange(of: FoldedText.fold(query)) != nil
}

/// The ranges the reference folding highlights.
func referenceRanges(of query: String, in text: String) -> [Range<String.Index>] {
  FoldedText(text).ranges(of: FoldedText(query), in: text)
}

/// What the matcher decides and highlights for a row whose text is `text`.
func matcherResult(
  for query: String, in text: String
) -> (matches: Bool, ranges: [Range<String.Index>]) {
  let matcher = SearchMatcher(Search(query))!
  var content = CellContent(text: text)
  let matches = matcher.matches(CellModel(content), showing: content)
  matcher.highlight(&content)
  return (matches, content.highlights.text)
}

/// Describes a text by its scalars, so that a failure shows what was compared.
func scalars(_ text: String) -> String {
  text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
}

@Test func theByteMatcherFindsWhatTheReferenceFindsInRandomTexts() {
  var numbers = SplitMix64(state: 16)
  for _ in 0..<6_000 {
    let text = randomText(length: 10, using: &numbers)
    let query = randomQuery(for: text, using: &numbers)
    guard !query.isEmpty else { continue }
    let result = matcherResult(for: query, in: text)
    #expect(
      result.matches == referenceFinds(query, in: text),
      "query [\(scalars(query))] text [\(scalars(text))]")
    #expect(
      result.ranges == referenceRanges(of: query, in: text),
      "query [\(scalars(query))] text [\(scalars(text))]")
  }
}

/// Whether one matcher, reading text after text with what it learnt from those before (the
/// pieces it found again by their bytes), finds what the reference finds in each.
private func expectOneMatcherFindsWhatTheReferenceFinds(_ query: String, in texts: [String]) {
  let matcher = SearchMatcher(Search(query))!
  for text in texts {
    var content = CellContent(text: text)
    #expect(
      matcher.matches(CellModel(content), showing: content) == referenceFinds(query, in: text),
      "query [\(scalars(query))] text [\(scalars(text))]")
    matcher.highlight(&content)
    #expect(
      content.highlights.text == referenceRanges(of: query, in: text),
      "query [\(scalars(query))] text [\(scalars(text))]")
  }
}

@Test func aMatcherFindsPiecesAgainAsTheReferenceReadsThem() {
  // Pieces with the same first bytes, ending in different places: followed by a letter, a
  // mark or a joiner (which make the walk go on), or at the text's end.
  let family = "👨\u{200D}👩\u{200D}👧"
  let texts = [
    "\(family)\u{200D}👦 family", "\(family) family", "\(family)\u{200D}👦\u{301}e family",
    "x \(family)\u{200D}👦", "\(family)\u{200D}👦\u{200D}👦 me", "🇰🇷 Korea", "🇰🇷🇫🇷 Korea",
    "🇰🇷\u{301} Korea", "e\u{301}e\u{301} é", "\(family)\u{200D}👦 family",
  ]
  for query in ["e", "mi", "👦", family, "\u{1F1F7}", "🇰🇷", "é", "ke", "\u{301}"] {
    expectOneMatcherFindsWhatTheReferenceFinds(query, in: texts + texts.reversed())
  }
}

@Test func aMatcherReadingManyRandomTextsFindsWhatTheReferenceFinds() {
  var numbers = SplitMix64(state: 7)
  // Few pieces, so that texts share them; each query reads every text with one matcher.
  let pieces = ["👨\u{200D}👩", "\u{200D}", "👦", "🇰", "🇷", " ", "e", "\u{301}", "k", "ss", "손"]
  let texts = (0..<800).map { _ in
    (0..<Int.random(in: 1...8, using: &numbers)).map { _ in
      pieces.randomElement(using: &numbers)!
    }.joined()
  }
  for query in ["e", "k", "👦", "👨\u{200D}👩", "🇰🇷", "ss", "e\u{301}", " 손"] {
    expectOneMatcherFindsWhatTheReferenceFinds(query, in: texts)
  }
}

@Test func theByteMatcherFindsWhatTheReferenceFindsInRowsOfManyTexts() throws {
  var numbers = SplitMix64(state: 61)
  for _ in 0..<500 {
    let cells = (0..<4).map { _ in randomText(length: 5, using: &numbers) }
    let query = randomQuery(for: cells.randomElement(using: &numbers)!, using: &numbers)
    guard !query.isEmpty else { continue }
    let content = CellContent(
      text: cells[0], secondaryText: "\(cells[2])x", detailText: cells[1], columns: cells)
    let matcher = SearchMatcher(Search(query))!
    let expected = ([cells[0], "\(cells[2])x", cells[1]] + cells).contains {
      referenceFinds(query, in: $0)
    }
    #expect(matcher.matches(CellModel(content), showing: content) == expected)
  }
}

@Test(arguments: [
  ("mbappe", "Kylian Mbappé 3"), ("ZIDANE", "Zinédine Zidane 5"), ("손흥", "손흥민 1"),
  ("zidane", "👨‍👩‍👧‍👦 family 4 🇰🇷 zidane"), ("e", "e\u{301}e\u{20DD}é"), ("ss", "Straße STRASSE"),
  ("s", "ß"), ("손", "\u{1109}\u{1169}\u{11AB}흥민"), ("소", "\u{1109}\u{1169}\u{11AB}"),
  ("messi", "ＭＥＳＳＩ"), ("a\r", "a\r\nb"), ("\n", "a\r\nb\nc"), ("ﬁ", "fi ﬁ FI"),
])
func knownCasesMatchAndHighlightAsTheReferenceDoes(query: String, text: String) {
  let result = matcherResult(for: query, in: text)
  #expect(result.matches == referenceFinds(query, in: text))
  #expect(result.ranges == referenceRanges(of: query, in: text))
}

@Test func queriesOfSeveralScalarsACharacterMatchAsTheReferenceDoes() {
  for query in ["👨‍👩‍👧‍👦", "🇰🇷", "#️⃣", "क्ष", "e\u{20DD}"] {
    for text in ["family 👨‍👩‍👧‍👦!", "🇰🇷 Korea", "plain ascii", "क्षत्रिय", "e\u{20DD}", "#️⃣1"] {
      let result = matcherResult(for: query, in: text)
      #expect(result.matches == referenceFinds(query, in: text), "\(query) in \(text)")
      #expect(result.ranges == referenceRanges(of: query, in: text), "\(query) in \(text)")
    }
  }
}

@Test func searchableRowsMatchByTheirQueryBytes() {
  struct Item: Searchable {
    var query: String
  }
  let matcher = SearchMatcher(Search("mbappe"))!
  func row(_ query: String) -> CellModel {
    CellModel(identifier: "item", customData: Item(query: query)) { _, _ in }
  }
  #expect(matcher.matches(row("Kylian Mbappé"), showing: CellContent()))
  #expect(!matcher.matches(row("Zidane"), showing: CellContent(text: "mbappe")))
}

/// The widening as it was written first, on characters only: what the faster one must match.
private func referenceWidened(_ text: String, _ ranges: [Range<String.Index>]) -> [Range<Int>] {
  func isWordCharacter(_ character: Character) -> Bool {
    !(character.isWhitespace || character.isPunctuation || character.isSymbol)
  }
  var widened: [Range<String.Index>] = []
  for range in ranges where !range.isEmpty {
    var lower = range.lowerBound
    var upper = range.upperBound
    if !isWordCharacter(text[lower]) {
      while lower > text.startIndex, isWordCharacter(text[text.index(before: lower)]) {
        lower = text.index(before: lower)
      }
    }
    if !isWordCharacter(text[text.index(before: upper)]) {
      while upper < text.endIndex, isWordCharacter(text[upper]) {
        upper = text.index(after: upper)
      }
    }
    if let last = widened.last, lower <= last.upperBound {
      widened[widened.count - 1] = last.lowerBound..<max(upper, last.upperBound)
    } else {
      widened.append(lower..<upper)
    }
  }
  return byteRanges(widened, in: text)
}

/// Ranges of a text's indices as ranges of its UTF-8 bytes.
private func byteRanges(_ ranges: [Range<String.Index>], in text: String) -> [Range<Int>] {
  let utf8 = text.utf8
  func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
  return ranges.map { offset($0.lowerBound)..<offset($0.upperBound) }
}

@Test func markdownWideningReadsWordCharactersAsCharactersDo() {
  var numbers = SplitMix64(state: 26)
  for _ in 0..<4_000 {
    let text = randomText(length: 8, using: &numbers)
    let indices = Array(text.indices) + [text.endIndex]
    guard indices.count > 1 else { continue }
    var ranges: [Range<String.Index>] = []
    var start = 0
    while start < indices.count - 1, Bool.random(using: &numbers) {
      let lower = Int.random(in: start..<indices.count - 1, using: &numbers)
      let upper = Int.random(in: lower + 1..<indices.count, using: &numbers)
      ranges.append(indices[lower]..<indices[upper])
      start = upper
    }
    var bytes = text
    let widened = bytes.withUTF8 {
      HighlightedRuns(bytes: $0, ranges: byteRanges(ranges, in: text)).widenedForMarkdown().ranges
    }
    #expect(widened == referenceWidened(text, ranges), "[\(scalars(text))]")
  }
}
