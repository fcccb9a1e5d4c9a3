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
  public var old: CellModel? {
    oldSection < 0 ? nil : rows.oldRow(section: Int(oldSection), row: Int(oldRow))
  }
  /// The row in the new table; `nil` when it was deleted.
  public var new: CellModel? {
    newSection < 0 ? nil : rows.newRow(section: Int(newSection), row: Int(newRow))
  }
  /// Where the row is in the old table; `nil` when it was inserted.
  public var oldPath: IndexPath? {
    oldSection < 0 ? nil : IndexPath(row: Int(oldRow), section: Int(oldSection))
  }
  /// Where the row is in the new table; `nil` when it was deleted.
  public var newPath: IndexPath? {
    newSection < 0 ? nil : IndexPath(row: Int(newRow), section: Int(newSection))
  }
  /// Whether the row is in another place: another section, or out of order with the rows
  /// kept around it.
  public let isMoved: Bool
  /// The parts that differ, in a fixed order: columns first, then the other texts; empty when
  /// the row shows the same.
  public let changes: [Part]

  /// Where ``old`` and ``new`` are read from: the two tables of a ``TableDifference``, shared
  /// by all its rows, so that a row of the difference holds one reference and four indices
  /// instead of copies of two rows (which made it slow to make and to free).
  private let rows: DifferenceRows
  /// The old row's section and row, -1 for none.
  private let oldSection: Int32
  private let oldRow: Int32
  /// The new row's section and row, -1 for none.
  private let newSection: Int32
  private let newRow: Int32

  /// A row of the difference of the tables `rows` holds, at `oldPath` and `newPath` in them.
  init(
    rows: DifferenceRows, oldPath: IndexPath?, newPath: IndexPath?, isMoved: Bool,
    changes: [Part]
  ) {
    self.rows = rows
    oldSection = Int32(truncatingIfNeeded: oldPath?.section ?? -1)
    oldRow = Int32(truncatingIfNeeded: oldPath?.row ?? -1)
    newSection = Int32(truncatingIfNeeded: newPath?.section ?? -1)
    newRow = Int32(truncatingIfNeeded: newPath?.row ?? -1)
    self.isMoved = isMoved
    self.changes = changes
  }

  /// A row of the difference of two rows read on their own, from `oldPath` and `newPath` of
  /// tables not held: `old` is at `oldPath`, `new` at `newPath` (each `nil` together with
  /// its path).
  init(
    old: CellModel?, new: CellModel?, oldPath: IndexPath?, newPath: IndexPath?, isMoved: Bool,
    changes: [Part]
  ) {
    self.init(
      rows: DifferenceRows(heldOld: old, heldNew: new), oldPath: oldPath, newPath: newPath,
      isMoved: isMoved, changes: changes)
  }

  /// Whether the row is only in the new table, read without copying a row.
  var isInserted: Bool { oldSection < 0 }
  /// Whether the row is only in the old table, read without copying a row.
  var isDeleted: Bool { newSection < 0 }

  /// What happened to the row; a row both moved and changed is ``Kind/changed``.
  public var kind: Kind {
    if oldSection < 0 { return .inserted }
    if newSection < 0 { return .deleted }
    if !changes.isEmpty { return .changed }
    return isMoved ? .moved : .unchanged
  }
}
