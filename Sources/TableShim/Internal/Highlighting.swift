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
    let utf8 = text.utf8
    // The character at `index` is its ASCII byte when the next byte is ASCII too (a CR before
    // an LF is white space either way); the properties of others are looked up.
    func startsWord(_ index: String.Index) -> Bool {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte < 0x80, next == utf8.endIndex || utf8[next] < 0x80 {
        return Self.asciiWordCharacters[Int(byte)]
      }
      return isWordCharacter(text[index])
    }
    func endsWord(_ index: String.Index) -> Bool {
      let last = utf8.index(before: index)
      if utf8[last] < 0x80, last == utf8.startIndex || utf8[utf8.index(before: last)] < 0x80 {
        return Self.asciiWordCharacters[Int(utf8[last])]
      }
      return isWordCharacter(text[text.index(before: index)])
    }
    var widened: [Range<String.Index>] = []
    for range in ranges where !range.isEmpty {
      var lower = range.lowerBound
      var upper = range.upperBound
      if !startsWord(lower) {
        while lower > text.startIndex, isWordCharacter(text[text.index(before: lower)]) {
          lower = text.index(before: lower)
        }
      }
      if !endsWord(upper) {
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

  /// Whether each ASCII character is a word character, as ``isWordCharacter(_:)`` has it.
  private static let asciiWordCharacters = (0..<128).map {
    isWordCharacter(Character(Unicode.Scalar(UInt8($0))))
  }
}

/// Whether a character is part of a word: neither white space, punctuation nor a symbol.
private func isWordCharacter(_ character: Character) -> Bool {
  !(character.isWhitespace || character.isPunctuation || character.isSymbol)
}
