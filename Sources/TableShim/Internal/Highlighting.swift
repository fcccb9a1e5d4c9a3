/// A text's UTF-8 bytes cut into runs that are, or are not, part of a search match.
///
/// The ranges are byte ranges of the text (``ByteHighlights``). Their bounds are rounded
/// down to the start of their scalar, so that no run splits one; a range that starts before
/// the last one's end or reaches past the text's end is skipped.
struct HighlightedRuns {
  let bytes: UnsafeBufferPointer<UInt8>
  let ranges: [Range<Int>]

  /// Calls `body` with each run that is not empty, in order, the whole text once; a text
  /// that is empty is one empty run.
  func forEachRun(_ body: (_ run: UnsafeBufferPointer<UInt8>, _ isMatch: Bool) -> Void) {
    var position = 0
    var start = 0
    var wroteRun = false
    func write(_ run: Range<Int>, isMatch: Bool) {
      guard !run.isEmpty else { return }
      body(UnsafeBufferPointer(rebasing: bytes[run]), isMatch)
      wroteRun = true
    }
    for range in ranges where range.lowerBound >= position && range.upperBound <= bytes.count {
      let lower = scalarStart(atOrBefore: range.lowerBound)
      let upper = scalarStart(atOrBefore: range.upperBound)
      write(start..<lower, isMatch: false)
      write(lower..<upper, isMatch: true)
      position = range.upperBound
      start = upper
    }
    if start < bytes.count || !wroteRun {
      body(UnsafeBufferPointer(rebasing: bytes[start...]), false)
    }
  }

  /// The offset of the first byte of the scalar that holds the byte at `offset` (the text's
  /// end stays where it is).
  func scalarStart(atOrBefore offset: Int) -> Int {
    var offset = offset
    while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
    return offset
  }

  /// The scalar that starts at `offset`, before the text's end.
  private func scalar(at offset: Int) -> Unicode.Scalar {
    let lead = bytes[offset]
    guard lead >= 0x80 else { return Unicode.Scalar(lead) }
    let value = SearchBytes.decode(bytes.baseAddress!, at: offset, count: bytes.count).scalar
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}

extension HighlightedRuns {
  /// The runs with each match widened to whole words where a match starts or ends with
  /// white space or punctuation inside a word: CommonMark strong emphasis (6.2) opens only
  /// before such a character when white space or punctuation stands before the delimiter.
  ///
  /// Whether a character is a word character depends on its first scalar alone (the
  /// standard library reads its properties from it). A match that starts with a word
  /// scalar and ends with one its bytes tell (an ASCII scalar after ASCII, or a letter that
  /// starts its character) stays as it is; the others are widened on the text's characters.
  func widenedForMarkdown() -> HighlightedRuns {
    // Most matches, a search's, are left as they are: each on whole scalars, apart from the
    // one before it, and starting and ending with word characters.
    var end = -1
    for range in ranges {
      guard range.lowerBound > end, range.lowerBound < range.upperBound,
        range.upperBound <= bytes.count,
        scalarStart(atOrBefore: range.lowerBound) == range.lowerBound,
        scalarStart(atOrBefore: range.upperBound) == range.upperBound,
        isWordScalar(scalar(at: range.lowerBound)), endsWordByItsBytes(range.upperBound)
      else { return widenedOnCharacters() }
      end = range.upperBound
    }
    return self
  }

  /// Whether the character before `offset` is a word character, when the scalar before it
  /// tells: ASCII after ASCII (or at the start), or a letter of a script that no mark or
  /// joiner starts a character with (what else may start its character, a prefix or a
  /// Hangul leading consonant, is a word character too); `false` when it does not tell.
  private func endsWordByItsBytes(_ offset: Int) -> Bool {
    let last = scalarStart(atOrBefore: offset - 1)
    let scalar = scalar(at: last)
    if scalar.isASCII {
      return (last == 0 || bytes[last - 1] < 0x80) && isWordScalar(scalar)
    }
    return isLetterStartingItsCharacter(scalar)
  }

  /// ``widenedForMarkdown()`` on the text's characters: ranges rounded down to whole
  /// scalars, empty ones and those past the end dropped, those that touch or overlap joined.
  private func widenedOnCharacters() -> HighlightedRuns {
    let text = String(decoding: bytes, as: UTF8.self)
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
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
    var widened: [Range<Int>] = []
    for range in ranges where !range.isEmpty && range.upperBound <= bytes.count {
      var lower = index(scalarStart(atOrBefore: range.lowerBound))
      var upper = index(scalarStart(atOrBefore: range.upperBound))
      guard lower < upper else { continue }
      if !isWordScalar(text.unicodeScalars[lower]) {
        while lower > text.startIndex, isWordCharacter(text[text.index(before: lower)]) {
          lower = text.index(before: lower)
        }
      }
      if !endsWord(upper) {
        while upper < text.endIndex, isWordCharacter(text[upper]) {
          upper = text.index(after: upper)
        }
      }
      let bounds = offset(lower)..<offset(upper)
      if let last = widened.last, bounds.lowerBound <= last.upperBound {
        widened[widened.count - 1] =
          last.lowerBound..<Swift.max(bounds.upperBound, last.upperBound)
      } else {
        widened.append(bounds)
      }
    }
    return HighlightedRuns(bytes: bytes, ranges: widened)
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
