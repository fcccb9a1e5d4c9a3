/// A text cut into runs that are, or are not, part of a search match.
struct HighlightedRuns: Sequence {
  let text: String
  let ranges: [Range<String.Index>]

  func makeIterator() -> IndexingIterator<[(run: Substring, isMatch: Bool)]> {
    var runs: [(run: Substring, isMatch: Bool)] = []
    var position = text.startIndex
    for range in ranges where range.lowerBound >= position && range.upperBound <= text.endIndex {
      if position < range.lowerBound { runs.append((text[position..<range.lowerBound], false)) }
      if !range.isEmpty { runs.append((text[range], true)) }
      position = range.upperBound
    }
    if position < text.endIndex || runs.isEmpty { runs.append((text[position...], false)) }
    return runs.makeIterator()
  }
}

extension HighlightedRuns {
  /// The runs with each match widened to whole words where a match starts or ends with
  /// white space or punctuation inside a word: CommonMark strong emphasis (6.2) opens only
  /// before such a character when white space or punctuation stands before the delimiter.
  func widenedForMarkdown() -> HighlightedRuns {
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
        widened[widened.count - 1] = last.lowerBound..<Swift.max(upper, last.upperBound)
      } else {
        widened.append(lower..<upper)
      }
    }
    return HighlightedRuns(text: text, ranges: widened)
  }
}
