/// The mark at the trailing end of a row, after `UITableViewCell.AccessoryType`.
public enum CellAccessory: String, Hashable, Sendable, CaseIterable {
  /// No mark.
  case none
  /// A chevron: the row leads somewhere.
  case disclosureIndicator
  /// A checked mark; in Markdown a checked task-list item.
  case checkmark
  /// An empty check box; in Markdown an unchecked task-list item.
  case unchecked
  /// An information button: the row has details.
  case detailButton
}
