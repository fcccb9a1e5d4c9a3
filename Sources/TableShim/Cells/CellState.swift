/// The interaction state of a row, shown visibly by every backend.
///
/// Plain text marks the row (`[disabled]`), Markdown styles it (disabled rows are struck
/// through) and HTML adds a class and the matching ARIA attribute.
public enum CellState: String, Hashable, Sendable, CaseIterable {
  /// The ordinary state.
  case normal
  /// The row is selected.
  case selected
  /// The row is highlighted, for example as a search result.
  case highlighted
  /// The row cannot be acted on.
  case disabled
}
