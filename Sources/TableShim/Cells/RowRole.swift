/// What a row of a grid is: a row of data, a summary of the rows above it, or a label row.
///
/// The shim makes summary rows from the columns' ``Column/summaries`` and
/// ``Column/grandSummaries``; backends draw them apart from the data, each in its own way (a
/// rule above them in text and LaTeX, a bold label in Markdown, `<th scope="row">` in HTML).
/// In list layout a summary row is an item of its own after the section's: its
/// ``CellContent/text`` is the label and its ``CellContent/detailText`` the values, each after
/// its column's title (`Price: $234,700; Share: 21.0%`), and its columns are empty.
/// A label row comes from the model (``CellModel/label(_:id:)``) and spans the grid where the
/// format can.
///
/// ```swift
/// if content.role == .summary { print("Total:", content.columns[1]) }
/// ```
public enum RowRole: String, Hashable, Sendable, CaseIterable {
  /// A row of data.
  case data
  /// A summary of the section's rows; its first cell is the label, such as "Total".
  case summary
  /// A summary of the whole table's rows, under the last section.
  case grandSummary
  /// A label row: a sub-heading that spans the full width of its grid section, such as
  /// "Europe"; its text is ``CellContent/text``. See ``CellModel/label(_:id:)``.
  case label

  /// Whether the row is a summary row, of a section or of the table.
  var isSummary: Bool { self == .summary || self == .grandSummary }
}
