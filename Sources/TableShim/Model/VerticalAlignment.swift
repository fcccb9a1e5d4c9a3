/// Where the lines of a cell stand in a text grid row that other cells make taller.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  /// The lines start on the row's first line (the default).
  case top
  /// The lines are centred, the extra line, if any, below them.
  case middle
  /// The lines end on the row's last line.
  case bottom
}
