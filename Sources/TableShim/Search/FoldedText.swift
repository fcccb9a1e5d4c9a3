internal import Foundation

/// Text folded for searching: case, diacritics, width and normalization removed, one
/// character at a time, with the index in the original text of each folded character.
struct FoldedText {
  private(set) var characters: [Character] = []
  private(set) var origins: [String.Index] = []

  init(_ text: String) {
    characters.reserveCapacity(text.utf8.count)
    origins.reserveCapacity(text.utf8.count)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for index in text.indices {
        let character = text[index]
        if let ascii = character.asciiValue, (65...90).contains(ascii) {
          characters.append(Character(Unicode.Scalar(ascii | 0x20)))
        } else {
          characters.append(character)
        }
        origins.append(index)
      }
      return
    }
    for index in text.indices {
      for folded in Self.fold(text[index]) {
        characters.append(folded)
        origins.append(index)
      }
    }
  }

  /// One character without case, diacritics or width, in composed form.
  static func fold(_ character: Character) -> String {
    fold(String(character))
  }

  /// Text without case, diacritics or width, in composed form; ASCII text is only lowercased.
  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return
      text
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .precomposedStringWithCanonicalMapping
  }

  /// Text in composed form, as the reference normalizes it.
  static func composed(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping
  }

  /// The ranges of the original text where the query occurs, without overlaps.
  func ranges(of query: FoldedText, in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start = 0
    while let match = firstMatch(of: query, from: start) {
      let upper = match + query.characters.count
      // A match may end inside what one character folded to (`ß` is `ss`): take it whole.
      ranges.appendJoiningOverlap(origins[match]..<text.index(after: origins[upper - 1]))
      start = upper
    }
    return ranges
  }

  private func firstMatch(of query: FoldedText, from start: Int) -> Int? {
    let needle = query.characters
    guard !needle.isEmpty, needle.count <= characters.count - start else { return nil }
    for offset in start...(characters.count - needle.count)
    where characters[offset] == needle[0]
      && characters[offset..<offset + needle.count].elementsEqual(needle)
    {
      return offset
    }
    return nil
  }
}

extension Array {
  /// Appends a match's range, or widens the last range when the two overlap: two matches
  /// never overlap in folded text, but both may cover one source character (`ß` holds two
  /// matches of `s`).
  mutating func appendJoiningOverlap<Bound>(_ range: Range<Bound>) where Element == Range<Bound> {
    if let last, range.lowerBound < last.upperBound {
      self[count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
    } else {
      append(range)
    }
  }
}
