/// One section of a ``TableDifference``, with its rows in the order a reader follows them:
/// the new section's rows, with the deleted rows of the old section where they were.
///
/// A section is paired by its ``SectionModel/id``; a section without one, by its header.
public struct SectionDifference {
  /// A part of a section, besides its rows, that differs between the tables.
  public enum Part: Hashable, Sendable {
    /// ``SectionModel/header``.
    case header
    /// ``SectionModel/footer``.
    case footer
    /// ``SectionModel/columns``.
    case columns
  }

  /// The section in the old table, without its rows; `nil` when it was inserted.
  public let old: SectionModel?
  /// The section in the new table, without its rows; `nil` when it was deleted.
  public let new: SectionModel?
  /// The section's index in the old table; `nil` when it was inserted.
  public let oldIndex: Int?
  /// The section's index in the new table; `nil` when it was deleted.
  public let newIndex: Int?
  /// Whether the section is out of order with the sections kept around it.
  public let isMoved: Bool
  /// The parts besides the rows that differ.
  public let changes: [Part]
  /// The rows, in reading order.
  ///
  /// Those of the new section in order, with the old section's deleted rows where they
  /// were. A row moved here from elsewhere is among them; a row moved away is not.
  public let rows: [RowDifference]

  /// Whether nothing about the section or its rows changed.
  public var isUnchanged: Bool {
    old != nil && new != nil && !isMoved && changes.isEmpty
      && rows.allSatisfy { $0.kind == .unchanged }
  }
}
