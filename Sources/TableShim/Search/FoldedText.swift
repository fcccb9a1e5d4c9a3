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
      let range = origins[match]..<text.index(after: origins[upper - 1])
      if let last = ranges.last, range.lowerBound < last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
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
