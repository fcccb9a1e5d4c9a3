/// A search over a table's rows: the query and how the result shows.
///
/// Matching ignores case, diacritics, width and Unicode normalization (`é` finds `e`, `É` and
/// `é` spelled with a combining accent), and compares whole characters, so a search for `손`
/// finds `손흥민` but `소` does not match inside `손`.
///
/// ```swift
/// var shim = TableShim()
/// shim.search = Search("son", highlightsMatches: true, countsMatches: true)
/// print(try shim.render(model, as: .markdown))
/// ```
public struct Search: Sendable {
  /// The text to find; an empty query matches every row and changes nothing.
  public var query: String
  /// Whether a section without a matching row is left out, header and footer included.
  public var dropsEmptySections: Bool
  /// Whether the matched text is marked: `<mark>` in HTML, strong in Markdown, `«…»` in
  /// plain text.
  public var highlightsMatches: Bool
  /// Whether each section says how many of its rows matched, such as "3 of 12".
  public var countsMatches: Bool
  /// What to show when no row matches; `nil` shows nothing.
  public var emptyMessage: String?
  /// Writes the match count of a section from the matched and total row counts.
  public var matchSummary: @Sendable (_ matched: Int, _ total: Int) -> String

  /// Creates a search.
  ///
  /// - Parameters:
  ///   - query: The text to find.
  ///   - dropsEmptySections: Whether a section without a matching row is left out.
  ///   - highlightsMatches: Whether the matched text is marked.
  ///   - countsMatches: Whether each section says how many of its rows matched.
  ///   - emptyMessage: What to show when no row matches; by default a sentence naming the
  ///     query.
  ///   - matchSummary: Writes a section's match count; by default "3 of 12".
  public init(
    _ query: String, dropsEmptySections: Bool = true, highlightsMatches: Bool = false,
    countsMatches: Bool = false, emptyMessage: String? = nil,
    matchSummary: @escaping @Sendable (_ matched: Int, _ total: Int) -> String = {
      "\($0) of \($1)"
    }
  ) {
    self.query = query
    self.dropsEmptySections = dropsEmptySections
    self.highlightsMatches = highlightsMatches
    self.countsMatches = countsMatches
    self.emptyMessage = emptyMessage ?? "No rows match \u{201C}\(query)\u{201D}."
    self.matchSummary = matchSummary
  }

  /// Whether the query is empty, so that the search changes nothing.
  var isEmpty: Bool { query.isEmpty }
}
