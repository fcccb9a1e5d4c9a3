extension CellTexts {
  /// Whether two storages hold the same texts, compared as strings (so canonically
  /// equivalent texts are equal, as `String` has it) and the same highlights.
  func hasSameTexts(as other: CellTexts) -> Bool {
    columns == other.columns && highlights == other.highlights
      && Field.allCases.allSatisfy { string($0) == other.string($0) }
  }

  /// Hashes the texts as strings, consistently with ``hasSameTexts(as:)``.
  func hash(into hasher: inout Hasher) {
    hasher.combine(columns)
    for field in Field.allCases { hasher.combine(string(field)) }
    hasher.combine(highlights)
  }
}
