/// The position of a row in a table: its section and its row within that section.
///
/// ```swift
/// let path = IndexPath(row: 2, section: 0)
/// print(path)  // [0, 2]
/// ```
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section, starting at 0.
  public var section: Int
  /// The index of the row within its section, starting at 0.
  public var row: Int

  /// Creates the index path of a row.
  ///
  /// - Parameters:
  ///   - row: The index of the row within its section.
  ///   - section: The index of the section.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// The index path written as `[section, row]`.
  public var description: String { "[\(section), \(row)]" }

  /// Orders index paths by section, then by row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
