extension ScalarFold {
  /// The neighbours a scalar is folded between to find out whether its fold depends on them:
  /// an ASCII letter and a Hangul syllable, since the reference folding treats what follows a
  /// letter below U+0510 and above it differently.
  private static let neighbours: [(before: String, after: String)] = [
    ("a", ""), ("\u{AC00}", ""), ("", "a"), ("", "\u{AC00}"),
  ]

  /// Finds out how a scalar folds: with the reference folding (``FoldedText/fold(_:)``), alone
  /// and between neighbours, and with the standard library's character boundaries.
  ///
  /// The scalar is ``contextual`` unless it and every scalar of its fold stand alone
  /// (``standsAlone(_:)``), it folds to one to three scalars, and it folds the same next to
  /// the neighbours of both kinds.
  init(probing scalar: Unicode.Scalar) {
    self = .contextual
    guard Self.standsAlone(scalar) else { return }
    let alone = String(Character(scalar))
    let folded = FoldedText.fold(alone)
    var units: [UInt32] = []
    for character in folded {
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let unit = scalars.first, Self.standsAlone(unit) else { return }
      units.append(unit.value)
    }
    guard (1...3).contains(units.count) else { return }
    for (before, after) in Self.neighbours {
      let together = FoldedText.fold(before + alone + after).unicodeScalars
      guard together.elementsEqual((before + folded + after).unicodeScalars) else { return }
    }
    self.init(units: units)
  }

  /// Whether a scalar is a character of its own next to any other scalar that stands alone,
  /// and normalization never moves it or joins it to a neighbour.
  ///
  /// The neighbours tried cover every rule of Unicode's grapheme cluster boundaries (UAX #29)
  /// that could join two such scalars: a mark or joiner after a letter (GB9, GB9a), a prefix
  /// before one (GB9b), Hangul jamo after or before a syllable (GB6–GB8), two regional
  /// indicators (GB12, GB13), and a carriage return before a line feed (GB3). Marks of every
  /// kind, which normalization may reorder or compose, are left out by their category.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    guard scalar != "\r", properties.canonicalCombiningClass == .notReordered,
      !properties.isGraphemeExtend
    else { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .surrogate, .privateUse, .unassigned:
      return false
    default:
      break
    }
    let text = String(Character(scalar))
    let pairs = [
      "a" + text, text + "a", "\u{AC00}" + text, "\u{AC01}" + text, text + "\u{AC00}",
      text + text, text + "\n",
    ]
    return pairs.allSatisfy { $0.count == 2 }
  }
}
