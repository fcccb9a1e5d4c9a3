extension FoldCache {
  /// A folded character's unit: its scalar, or the one scalar it is canonically equivalent
  /// to, or ``wall``.
  ///
  /// The reference folding's normalization leaves a Hangul syllable followed by a trailing
  /// consonant (`가` U+11A8) as it is, which `Character` equality takes for the one syllable
  /// (`각`), as it does every canonically equivalent pair; so a character of several scalars
  /// is composed, the Hangul way or by normalizing it, and its unit is the one scalar that
  /// `Character` equality confirms.
  static func unit(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return scalar.value }
    guard let composed = hangulSyllable(of: scalars) ?? normalizedScalar(of: character),
      Character(composed) == character
    else { return wall }
    return composed.value
  }

  /// The syllable that two or three Hangul jamo, or a syllable and a trailing consonant,
  /// compose to.
  private static func hangulSyllable(
    of scalars: Character.UnicodeScalarView
  ) -> Unicode.Scalar? {
    let values = scalars.map(\.value)
    var syllable: UInt32
    var rest = values.dropFirst()
    if values[0] &- 0x1100 < 19, let vowel = rest.first, vowel &- 0x1161 < 21 {
      syllable = 0xAC00 + ((values[0] - 0x1100) * 21 + vowel - 0x1161) * 28
      rest = rest.dropFirst()
    } else if values[0] &- 0xAC00 < 11_172, (values[0] - 0xAC00) % 28 == 0 {
      syllable = values[0]
    } else {
      return nil
    }
    if let trailing = rest.first, trailing &- 0x11A8 < 27 {
      syllable += trailing - 0x11A7
      rest = rest.dropFirst()
    }
    return rest.isEmpty ? Unicode.Scalar(syllable) : nil
  }

  private static func normalizedScalar(of character: Character) -> Unicode.Scalar? {
    let scalars = FoldedText.composed(String(character)).unicodeScalars
    return scalars.count == 1 ? scalars.first : nil
  }
}
