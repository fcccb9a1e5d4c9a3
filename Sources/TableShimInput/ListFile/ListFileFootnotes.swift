import TableShim

/// The list file's footnote directives, `@footnote TARGET = TEXT`,
/// `@footnote-marks KIND` and `@footnote-placement table|section`.
enum ListFileFootnotes {
  /// Reads a footnote directive's value (the range of `bytes` after its name, trimmed).
  ///
  /// - Throws: ``InputError/badFootnote(_:expected:)`` at the place of the mistake.
  static func line(
    _ name: String, _ bytes: UnsafeBufferPointer<UInt8>, value: Range<Int>,
    at: (Int) -> InputLocation
  ) throws(InputError) -> ListFileLine {
    func text(_ range: Range<Int>) -> String { ListFileLine.trimmedText(bytes, range) }
    let place = at(value.isEmpty ? bytes.count : value.lowerBound)
    if name == "@footnote-marks" {
      guard let marks = FootnoteMarks(rawValue: text(value)) else {
        throw .badFootnote(place, expected: "'@footnote-marks numbers', 'letters' or 'symbols'")
      }
      return .footnoteMarks(marks)
    }
    if name == "@footnote-placement" {
      guard let placement = FootnotePlacement(rawValue: text(value)) else {
        throw .badFootnote(place, expected: "'@footnote-placement table' or 'section'")
      }
      return .footnotePlacement(placement)
    }
    guard let equals = bytes[value].firstIndex(of: UInt8(ascii: "=")) else {
      throw .badFootnote(
        place, expected: "'@footnote TARGET = TEXT', such as '@footnote Goals = Penalties included'"
      )
    }
    let targetRange = ListFileLine.trimmed(bytes, value.lowerBound..<equals)
    let note = text((equals + 1)..<value.upperBound)
    guard !note.isEmpty else {
      throw .badFootnote(at(bytes.count), expected: "the note's text after '='")
    }
    do {
      let target = try FootnoteTarget(spec: Substring(text(targetRange)))
      return .footnote(Footnote(note, on: target))
    } catch {
      let spec = text(targetRange)
      let offset = spec.prefix(error.offset).utf8.count
      throw .badFootnote(at(targetRange.lowerBound + offset), expected: error.expected)
    }
  }
}
