/// How a section's rows are laid out.
public enum SectionLayout: String, Hashable, Sendable, CaseIterable {
  /// Rows as list items: text, secondary text, detail and accessory.
  case list
  /// Rows as table rows, one cell per column.
  case grid
  /// Each row of a section with columns as a record of its own (psql's expanded display,
  /// `\x`): a section whose rows pair each column's title with the row's cell, laid out as
  /// a two-column grid. Sections without columns are laid out as lists.
  case records
}
