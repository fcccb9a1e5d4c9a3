import TableShim

/// Docs/Layout.md: `displayWidth` measures each grapheme cluster, so a text is as wide as its
/// characters together.
enum DisplayWidthCheck {
  /// The texts whose width is not the sum of their characters' widths.
  static func violations(of texts: [String]) -> [FuzzViolation] {
    for text in texts {
      let characters = text.map(\.displayWidth)
      let sum = characters.reduce(0, +)
      guard text.displayWidth != sum else { continue }
      var violation = FuzzViolation(
        rule: .displayWidth,
        message: "\(text.debugDescription) is \(text.displayWidth) wide, its characters "
          + "\(characters), \(sum)")
      violation.knownIssue = knownIssue(in: text)
      return [violation]
    }
    return []
  }

  /// The known bug that may make a text's width wrong, if any.
  ///
  /// Add a case, with the bug's signature, when a fuzzer finds one that is not fixed yet; drop
  /// it when the bug is fixed.
  static func knownIssue(in text: String) -> String? {
    // None is open: Docs/Fuzzing.md lists the ones fixed.
    nil
  }
}
