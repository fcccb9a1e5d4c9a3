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
    // Whether a character is a word character depends on its first scalar alone (the
    // standard library reads its properties from it). At `index` that is the scalar there;
    // before `index`, the last scalar when it is ASCII after ASCII, or a letter of a script
    // that no mark or joiner starts a character with (what else may start its character, a
    // prefix or a Hangul leading consonant, is a word character too); others are looked up.
    func startsWord(_ index: String.Index) -> Bool {
      isWordScalar(text.unicodeScalars[index])
    }
    func endsWord(_ index: String.Index) -> Bool {
      let scalars = text.unicodeScalars
      let last = scalars.index(before: index)
      let scalar = scalars[last]
      if scalar.isASCII {
        if last == scalars.startIndex || scalars[scalars.index(before: last)].isASCII {
          return isWordScalar(scalar)
        }
      } else if isLetterStartingItsCharacter(scalar) {
        return true
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

}

/// Whether a character is part of a word: neither white space, punctuation nor a symbol.
private func isWordCharacter(_ character: Character) -> Bool {
  !(character.isWhitespace || character.isPunctuation || character.isSymbol)
}

/// Whether a character whose first scalar is `scalar` is part of a word; ASCII by a table.
private func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
  if scalar.isASCII { return asciiWordCharacters[Int(scalar.value)] }
  if isLetterStartingItsCharacter(scalar) { return true }
  return isWordCharacter(Character(scalar))
}

/// Whether each ASCII character is a word character, as ``isWordCharacter(_:)`` has it.
private let asciiWordCharacters = (0..<128).map {
  isWordCharacter(Character(Unicode.Scalar(UInt8($0))))
}

/// Latin letters beyond ASCII (but `×` and `÷`), Hangul syllables and CJK ideographs: letters
/// that no mark or joiner attaches to what comes before.
private func isLetterStartingItsCharacter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0xAC00...0xD7A3, 0x4E00...0x9FFF: true
  default: false
  }
}
