/// Decides which rows a ``Search`` keeps and marks what matched in them.
struct SearchMatcher {
  let search: Search
  private let query: FoldedText

  /// A matcher for the search, or `nil` when the search changes nothing.
  init?(_ search: Search?) {
    guard let search, !search.isEmpty else { return nil }
    self.search = search
    self.query = FoldedText(search.query)
  }

  /// Whether a row matches: by its data's query when the data is ``Searchable``, otherwise
  /// by any text its cell shows.
  func matches(_ model: CellModel, showing content: CellContent) -> Bool {
    if let searchable = model.customData as? any Searchable {
      return FoldedText(searchable.query).contains(query)
    }
    let texts = [content.text, content.secondaryText, content.detailText].compactMap { $0 }
    return (texts + content.columns).contains { FoldedText($0).contains(query) }
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
