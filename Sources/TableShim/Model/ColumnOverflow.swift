/// What a line of a cell wider than its column becomes in a text grid.
///
/// ```swift
/// Column("Name", maxWidth: 8, overflow: .ellipsis)  // "Son Heung-min" shows as "Son Heu…"
/// ```
///
/// Widths are display widths: a line is cut between characters (grapheme clusters), never
/// inside one, and a wide character that would stand half in the column is left out.
public enum ColumnOverflow: String, Hashable, Sendable, CaseIterable {
  /// The line wraps onto more lines, at spaces where it can (the default).
  case fold
  /// The line is cut at the column's edge.
  case crop
  /// The line is cut and ends with `…`.
  case ellipsis
}
