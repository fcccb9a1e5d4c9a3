/// The difference between two tables, keyed by section and row ids: the sections and rows
/// inserted, deleted and moved, and the rows changed, down to which cells changed.
///
/// ```swift
/// let difference = TableDifference(from: yesterday, to: today)
/// print(difference.counts)  // 3 inserted, 1 deleted, 2 moved, 4 changed
/// print(try difference.render(as: .text))
/// ```
///
/// Sections are paired by ``SectionModel/id``, and sections without one by their header. Rows
/// are paired across the whole table, so a row may move to another section: by
/// ``CellModel/id``, and rows without one by their content (see <doc:DiffingTables>). Two
/// rows with the same key pair in order with the other table's rows of that key.
///
/// Pairing is Heckel's linear-time algorithm, as DifferenceKit uses. Of the rows paired within
/// a section, those that keep their order are a longest increasing run of their old positions
/// (O(n log n)); the others are moves, and so is every row that changed section. Sections
/// are ordered the same way.
public struct TableDifference {
  /// The old table's title.
  public let oldTitle: String?
  /// The new table's title.
  public let newTitle: String?
  /// Every section of either table, in reading order: the new table's sections in order, with
  /// the old table's deleted sections where they were.
  public let sections: [SectionDifference]

  /// Works out the difference that turns `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The table before.
  ///   - new: The table after.
  public init(from old: TableViewModel, to new: TableViewModel) {
    oldTitle = old.title
    newTitle = new.title
    let builder = DifferenceBuilder(
      oldSections: old.sections, oldCounts: old.sections.map(\.cells.count),
      newSections: new.sections, newCounts: new.sections.map(\.cells.count),
      newToOld: HeckelPairing.pairIndices(old: RowKeys(of: old), new: RowKeys(of: new)))
    sections = Self.sections(of: builder.plan(), builder: builder, old: old, new: new)
  }

  /// The plan filled in with the rows of the two tables.
  private static func sections(
    of plan: DifferencePlan, builder: DifferenceBuilder, old: TableViewModel,
    new: TableViewModel
  ) -> [SectionDifference] {
    let newStarts = builder.newSectionStarts
    // Every row of the difference reads its rows from the tables through this one object.
    let tableRows = DifferenceRows(old: old, new: new)
    return plan.sections.map { section in
      var rows: [RowDifference] = []
      rows.reserveCapacity(section.rows.count)
      let newSection = section.newIndex ?? 0
      for planned in plan.rows[section.rows] {
        let oldPath = planned.old < 0 ? nil : builder.oldPath(ofFlat: Int(planned.old))
        let newPath =
          planned.new < 0
          ? nil : IndexPath(row: Int(planned.new) - newStarts[newSection], section: newSection)
        var changes: [RowDifference.Part] = []
        if let oldPath, let newPath { changes = tableRows.changes(from: oldPath, to: newPath) }
        rows.append(
          RowDifference(
            rows: tableRows, oldPath: oldPath, newPath: newPath, isMoved: planned.isMoved,
            changes: changes))
      }
      return SectionDifference(
        old: section.oldIndex.map { withoutRows(old.sections[$0]) },
        new: section.newIndex.map { withoutRows(new.sections[$0]) }, oldIndex: section.oldIndex,
        newIndex: section.newIndex, isMoved: section.isMoved, changes: section.changes,
        rows: rows)
    }
  }

  /// A section without its rows.
  static func withoutRows(_ section: SectionModel) -> SectionModel {
    var copy = section
    copy.cells = []
    return copy
  }

  /// Whether the tables are the same: same title, same sections, same rows in the same order.
  public var isEmpty: Bool {
    oldTitle == newTitle && sections.allSatisfy(\.isUnchanged)
  }

  /// How many rows and sections were inserted, deleted, moved and changed.
  public var counts: Counts {
    var counts = Counts()
    for section in sections {
      if section.old == nil { counts.insertedSections += 1 }
      if section.new == nil { counts.deletedSections += 1 }
      if section.isMoved { counts.movedSections += 1 }
      if !section.changes.isEmpty { counts.changedSections += 1 }
      for row in section.rows {
        if row.isInserted { counts.inserted += 1 }
        if row.isDeleted { counts.deleted += 1 }
        if row.isMoved { counts.moved += 1 }
        if !row.changes.isEmpty { counts.changed += 1 }
      }
    }
    return counts
  }

  /// How many rows and sections a difference inserts, deletes, moves and changes.
  ///
  /// A row both moved and changed counts in both.
  public struct Counts: Hashable, Sendable, CustomStringConvertible {
    /// Rows only in the new table.
    public var inserted = 0
    /// Rows only in the old table.
    public var deleted = 0
    /// Rows in another place.
    public var moved = 0
    /// Rows that show something else.
    public var changed = 0
    /// Sections only in the new table.
    public var insertedSections = 0
    /// Sections only in the old table.
    public var deletedSections = 0
    /// Sections out of order.
    public var movedSections = 0
    /// Sections whose header, footer or columns changed.
    public var changedSections = 0

    /// Creates counts of nothing.
    public init() {}

    /// The summary line: `3 inserted, 1 deleted, 2 moved, 4 changed`, followed by the
    /// sections' counts when any section changed.
    public var description: String {
      var line = "\(inserted) inserted, \(deleted) deleted, \(moved) moved, \(changed) changed"
      let sectionCounts = [
        (insertedSections, "inserted"), (deletedSections, "deleted"),
        (movedSections, "moved"), (changedSections, "changed"),
      ].filter { $0.0 > 0 }
      if !sectionCounts.isEmpty {
        line += "; sections: " + sectionCounts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
      }
      return line
    }
  }
}
