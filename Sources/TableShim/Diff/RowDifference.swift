/// One row of a ``TableDifference``: a row kept, inserted, deleted, moved or changed.
///
/// ```swift
/// for row in difference.sections.flatMap(\.rows) where row.kind != .unchanged {
///   print(row.kind, row.oldPath as Any, row.newPath as Any, row.changes)
/// }
/// ```
public struct RowDifference {
  /// What happened to a row.
  public enum Kind: Hashable, Sendable {
    /// The row is in both tables, in the same place among the rows kept, showing the same.
    case unchanged
    /// The row is only in the new table.
    case inserted
    /// The row is only in the old table.
    case deleted
    /// The row is in both tables and shows something else (see ``RowDifference/changes``);
    /// it may also have moved (see ``RowDifference/isMoved``).
    case changed
    /// The row is in both tables, showing the same, in another place: another section, or out
    /// of order with the rows kept around it.
    case moved
  }

  /// A part of a row that differs between the old and the new table.
  public enum Part: Hashable, Sendable {
    /// The cell of a column, counted from 0; a cell missing on one side counts as empty.
    case column(Int)
    /// ``CellContent/text``.
    case text
    /// ``CellContent/secondaryText``.
    case secondaryText
    /// ``CellContent/detailText``.
    case detailText
    /// ``CellContent/image``.
    case image
    /// ``CellContent/link``.
    case link
    /// ``CellContent/accessory``.
    case accessory
    /// ``CellContent/state``.
    case state
    /// ``CellContent/style``.
    case style
    /// ``CellModel/identifier``: the row dequeues another cell type.
    case identifier
    /// ``CellModel/customData``, compared when it is `Hashable` on both sides.
    case data
  }

  /// The row in the old table; `nil` when it was inserted.
  public let old: CellModel?
  /// The row in the new table; `nil` when it was deleted.
  public let new: CellModel?
  /// Where the row is in the old table; `nil` when it was inserted.
  public let oldPath: IndexPath?
  /// Where the row is in the new table; `nil` when it was deleted.
  public let newPath: IndexPath?
  /// Whether the row is in another place: another section, or out of order with the rows
  /// kept around it.
  public let isMoved: Bool
  /// The parts that differ, in a fixed order: columns first, then the other texts; empty when
  /// the row shows the same.
  public let changes: [Part]

  /// What happened to the row; a row both moved and changed is ``Kind/changed``.
  public var kind: Kind {
    if old == nil { return .inserted }
    if new == nil { return .deleted }
    if !changes.isEmpty { return .changed }
    return isMoved ? .moved : .unchanged
  }
}
