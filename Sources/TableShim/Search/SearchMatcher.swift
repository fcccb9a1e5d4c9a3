/// Decides which rows a ``Search`` keeps and marks what matched in them.
struct SearchMatcher {
  let search: Search
  private let query: FoldedText
  private let foldedQuery: String

  /// A matcher for the search, or `nil` when the search changes nothing.
  init?(_ search: Search?) {
    guard let search, !search.isEmpty else { return nil }
    self.search = search
    self.query = FoldedText(search.query)
    self.foldedQuery = FoldedText.fold(search.query)
  }

  /// Whether a row matches: by its data's query when the data is ``Searchable``, otherwise
  /// by any text its cell shows.
  func matches(_ model: CellModel, showing content: CellContent) -> Bool {
    if let searchable = model.searchableData {
      return contains(searchable.query)
    }
    if contains(content.text) { return true }
    if let secondary = content.secondaryText, contains(secondary) { return true }
    if let detail = content.detailText, contains(detail) { return true }
    return content.columns.contains { contains($0) }
  }

  /// Whether the folded text holds the folded query, character by character.
  private func contains(_ text: String) -> Bool {
    FoldedText.fold(text).firstRange(of: foldedQuery) != nil
  }

  /// Marks the parts of the row's texts that match.
  func highlight(_ content: inout CellContent) {
    content.highlights = CellContent.Highlights(
      text: ranges(in: content.text), secondaryText: ranges(in: content.secondaryText),
      detailText: ranges(in: content.detailText))
  }

  private func ranges(in text: String?) -> [Range<String.Index>] {
    guard let text else { return [] }
    return FoldedText(text).ranges(of: query, in: text)
  }
}
