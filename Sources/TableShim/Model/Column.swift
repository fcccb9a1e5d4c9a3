/// A column of a section in grid layout: its title and how its cells line up.
///
/// A string literal makes a column with default options, so column titles read naturally:
///
/// ```swift
/// let columns: [Column] = ["Name", Column("Goals", alignment: .right)]
/// ```
public struct Column: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The title shown in the header row.
  public var title: String
  /// How cells are aligned; `nil` aligns numbers right and other text left.
  public var alignment: ColumnAlignment?
  /// The narrowest the column may be, in terminal cells (plain text only).
  public var minWidth: Int?
  /// The widest the column may be, in terminal cells; longer text wraps (plain text only).
  public var maxWidth: Int?
  /// How the cells are shown (numbers, money, dates, durations); `nil` shows them as they
  /// are.
  public var format: ColumnFormat?
  /// What an empty or missing cell shows, such as `—`; `nil` leaves it empty (or takes the
  /// shim's ``TableShim/missingMark``).
  public var missingMark: String?

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - title: The title shown in the header row.
  ///   - alignment: How cells are aligned; `nil` aligns numbers right and other text left.
  ///   - minWidth: The narrowest the column may be, in terminal cells.
  ///   - maxWidth: The widest the column may be, in terminal cells.
  ///   - format: How the cells are shown; `nil` shows them as they are.
  ///   - missingMark: What an empty or missing cell shows; `nil` leaves it empty.
  public init(
    _ title: String, alignment: ColumnAlignment? = nil, minWidth: Int? = nil,
    maxWidth: Int? = nil, format: ColumnFormat? = nil, missingMark: String? = nil
  ) {
    self.title = title
    self.alignment = alignment
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.format = format
    self.missingMark = missingMark
  }

  /// Creates a column with default options from its title.
  ///
  /// - Parameter value: The column's title.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

/// How the cells of a column line up.
public enum ColumnAlignment: String, Hashable, Sendable, CaseIterable {
  /// Text starts at the column's left edge.
  case left
  /// Text is centred in the column.
  case center
  /// Text ends at the column's right edge.
  case right
}
