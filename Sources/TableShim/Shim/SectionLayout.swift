/// How a section's rows are laid out.
public enum SectionLayout: String, Hashable, Sendable, CaseIterable {
  /// Rows as list items: text, secondary text, detail and accessory.
  case list
  /// Rows as table rows, one cell per column.
  case grid
}
