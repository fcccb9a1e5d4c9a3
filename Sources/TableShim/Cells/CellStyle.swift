/// How a cell arranges its texts, after `UITableViewCell.CellStyle`.
///
/// The raw value is the reuse identifier of the built-in cell type for the style.
public enum CellStyle: String, Hashable, Sendable, CaseIterable {
  /// The text alone.
  case `default`
  /// The text with a secondary text beneath it.
  case subtitle
  /// The text with a detail after it, as in Settings.
  case value1
  /// A label-like text followed by its value, as in Contacts.
  case value2
}
