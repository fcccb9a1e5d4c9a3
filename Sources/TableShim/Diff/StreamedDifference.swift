/// The difference between two tables too large to hold, worked out from their digests and
/// rendered while both are read a second time, as ``TableDifference/render(as:context:)``
/// renders it.
///
/// A first reading of each table keeps only its sections and each row's key hash and content
/// hash (``TableDigest``); the rows are paired on those, as ``TableDifference`` pairs them.
/// Old rows that the difference shows out of their order in the old table (moved rows, rows
/// of moved sections) are read once more and held; every other row is read as the render
/// reaches it, from a new reading of both tables. Memory is then a few words a row, plus the
/// moved rows.
///
/// Every pair of rows is compared again as the render (or a verification) reads it: their
/// keys must be equal, and their contents equal exactly when their hashes are. When a pair
/// fails (two different keys or contents with the same 64-bit hash), the render stops with
/// ``StreamedDifferenceError/hashCollision(oldRow:newRow:)`` having written nothing, rather
/// than write a wrong difference: its output is held until the last pair is compared
/// (``HeldOutput``).
package struct StreamedDifference {
  /// Opens a table as a new stream of events, from its start.
  package typealias Opener = () throws -> any TableEventSource
  /// Opens a table as its rows' bytes, from its start: the argument says whether its records
  /// are read on a thread of their own.
  package typealias RawOpener = (_ readingAhead: Bool) throws -> any RawTableRows

  private let openOld: Opener
  private let openNew: Opener
  /// Opens both tables as their rows' bytes, for the readings that only hash or compare
  /// rows; `nil` when they are read as events throughout.
  private let openRaw: (old: RawOpener, new: RawOpener)?
  private let oldTitle: String?
  private let newTitle: String?
  private let oldSections: [SectionModel]
  /// ``oldSections`` as the rows of the difference's table look their headers up: made once,
  /// not for every row.
  private let oldSectionsOrNil: [SectionModel?]
  private let newSections: [SectionModel]
  private let oldStarts: [Int]
  private let newStarts: [Int]
  private let plan: DifferencePlan
  /// For each row of the plan, whether its content hashes differ.
  private let changed: [Bool]
  /// The old rows read out of order, by flat index.
  private let heldOldRows: [Int32: CellModel]
  /// Whether each old row is among ``heldOldRows``, so that most rows skip a lookup.
  private let isHeld: [Bool]

  /// Reads both tables once and pairs their rows; `nil` when a table has a row that is not
  /// shown as it is, or may have duplicate ids: ``TableDifference`` of the tables held in
  /// memory is then the way.
  ///
  /// - Parameters:
  ///   - openOld: Opens the old table: called once here, once more when some old rows are
  ///     read out of order, and once for each reading of a render (two) or a verification.
  ///   - openNew: Opens the new table: called once here, on a thread of its own while the
  ///     old table is read on this one (so it must share nothing mutable with `openOld`), and
  ///     once for each reading of a render (two) or a verification.
  ///   - raw: Open the same tables as their rows' bytes (CSV or TSV), or `nil`. When given,
  ///     the readings that hash, hold out-of-order rows or verify read them, as `openOld` and
  ///     `openNew` would be read (with the same rows and errors), and only the reading that
  ///     writes reads the events. The new table is opened on its own thread, as above.
  /// - Throws: The sources' own errors.
  package init?(
    old openOld: @escaping Opener, new openNew: @escaping Opener,
    raw: (old: RawOpener, new: RawOpener)? = nil
  ) throws {
    self.openOld = openOld
    self.openNew = openNew
    openRaw = raw
    var old: TableDigest
    var new: TableDigest
    do {
      // Both tables are read at once, each on a thread of its own.
      if let raw {
        (old, new) = try ConcurrentPair.run(
          { try TableDigest(readingRaw: raw.old(false)) },
          alongside: { try TableDigest(readingRaw: raw.new(false)) })
      } else {
        (old, new) = try ConcurrentPair.run(
          { try TableDigest(reading: openOld()) },
          alongside: { try TableDigest(reading: openNew()) })
      }
    } catch is TableDigest.Refusal {
      return nil
    }
    let newToOld = HeckelPairing.pairIndices(old: old, new: new)
    old.dropKeyHashes()
    new.dropKeyHashes()
    let builder = DifferenceBuilder(
      oldSections: old.sections, oldCounts: old.rowCounts, newSections: new.sections,
      newCounts: new.rowCounts, newToOld: newToOld)
    let plan = builder.plan()
    oldTitle = old.title
    newTitle = new.title
    oldSections = old.sections
    oldSectionsOrNil = old.sections.map { $0 }
    newSections = new.sections
    oldStarts = Self.starts(old.rowCounts)
    newStarts = builder.newSectionStarts
    changed = plan.rows.map { row in
      row.old >= 0 && row.new >= 0
        && old.contentHashes[Int(row.old)] != new.contentHashes[Int(row.new)]
    }
    self.plan = plan
    heldOldRows = try Self.readOutOfOrderRows(of: plan, from: openOld, raw: raw?.old)
    var isHeld = [Bool](repeating: false, count: old.rowCounts.reduce(0, +))
    for flat in heldOldRows.keys { isHeld[Int(flat)] = true }
    self.isHeld = isHeld
  }

  private static func starts(_ counts: [Int]) -> [Int] {
    var starts = [0]
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    return starts
  }

  /// The old rows that the plan reaches out of their order in the old table: all but a
  /// longest run of increasing old rows, which a second reading meets in order.
  private static func readOutOfOrderRows(
    of plan: DifferencePlan, from open: Opener, raw: RawOpener?
  ) throws -> [Int32: CellModel] {
    let oldRows = plan.rows.lazy.filter { $0.old >= 0 }.map(\.old)
    let inOrder = HeckelPairing.longestIncreasing(Array(oldRows))
    var wanted: [Int32] = []
    for (position, row) in oldRows.enumerated() where !inOrder[position] {
      wanted.append(row)
    }
    guard !wanted.isEmpty else { return [:] }
    wanted.sort()
    var held: [Int32: CellModel] = [:]
    held.reserveCapacity(wanted.count)
    if let raw {
      var reader = RawRowReader(try raw(false), table: "old")
      for flat in wanted { held[flat] = try reader.row(at: Int(flat)) }
    } else {
      var reader = RowReader(try open(), table: "old")
      for flat in wanted { held[flat] = try reader.row(at: Int(flat)) }
    }
    return held
  }

  /// Whether the tables are the same, as far as their hashes tell.
  ///
  /// Same title, same sections, same rows in the same order; ``verify()`` confirms it.
  package var isEmpty: Bool {
    oldTitle == newTitle && plan.sections.indices.allSatisfy(isUnchanged)
  }

  /// How many rows and sections were inserted, deleted, moved and changed.
  var counts: TableDifference.Counts {
    var counts = TableDifference.Counts()
    for section in plan.sections {
      if section.oldIndex == nil { counts.insertedSections += 1 }
      if section.newIndex == nil { counts.deletedSections += 1 }
      if section.isMoved { counts.movedSections += 1 }
      if !section.changes.isEmpty { counts.changedSections += 1 }
      for position in section.rows {
        let row = plan.rows[position]
        if row.old < 0 { counts.inserted += 1 }
        if row.new < 0 { counts.deleted += 1 }
        if row.isMoved { counts.moved += 1 }
        if changed[position] { counts.changed += 1 }
      }
    }
    return counts
  }

  /// Whether the plan's section `index` and its rows are unchanged.
  func isUnchanged(_ index: Int) -> Bool {
    let section = plan.sections[index]
    return section.oldIndex != nil && section.newIndex != nil && !section.isMoved
      && section.changes.isEmpty && section.rows.allSatisfy { !isChanged($0) }
  }

  /// Whether the plan's row `position` is anything but unchanged.
  func isChanged(_ position: Int) -> Bool {
    let row = plan.rows[position]
    return row.old < 0 || row.new < 0 || row.isMoved || changed[position]
  }

  /// Renders the difference as ``TableDifference/render(as:context:)`` renders a
  /// ``DifferenceFormat/table(_:)``, reading both tables once more.
  ///
  /// The reading compares every pair of rows as it meets them, shown or left out, and the
  /// bytes rendered are held until the last pair is compared (``HeldOutput``), so that a hash
  /// collision is found before the first byte is written; from then on they are handed over
  /// as they come. A format that lines up its grids keeps each grid section's rows in a spill
  /// until the section ends (``TableShim/render(replaying:as:writingTo:)``), so a table of one
  /// section holds next to nothing.
  ///
  /// - Parameters:
  ///   - format: The output format.
  ///   - context: How many unchanged rows to keep around each change; `nil` for all.
  ///   - output: Receives each chunk of bytes.
  /// - Throws: ``StreamedDifferenceError``, the sources' errors, or the backend's.
  package func render(
    as format: OutputFormat, context: Int?,
    writingTo output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    let shim = TableShim()
    let held = HeldOutput()
    let write = { (bytes: UnsafeBufferPointer<UInt8>) in try held.write(bytes, to: output) }
    if shim.readsEventsTwice(as: format) {
      try shim.render(
        replaying: { try events(context: context, verifying: held) }, as: format,
        writingTo: write)
    } else {
      try shim.render(
        events: try events(context: context, verifying: held), as: format, writingTo: write)
    }
    // A render reads every event, so the events have compared every pair.
    assert(held.isVerified)
    try held.flush(to: output)
  }

  /// Reads both tables again and compares every pair of rows, writing nothing: what a render
  /// does as it reads, and all a difference that renders nothing needs.
  ///
  /// Only the rows are read and compared: no row of the difference's table is made.
  ///
  /// - Throws: ``StreamedDifferenceError``, or the sources' errors.
  package func verify() throws {
    if let openRaw { return try verify(old: openRaw.old, new: openRaw.new) }
    var old = RowReader(try openOld(), table: "old")
    var new = RowReader(try openNew(), table: "new")
    // The rows in the plan's order, as a render reads them: the old rows not held come in
    // order, and so do the new rows. Every row is read, as a render showing all would.
    for (position, planned) in plan.rows.enumerated() {
      var oldRow: CellModel?
      if planned.old >= 0 {
        oldRow = try heldOldRow(Int(planned.old)) ?? old.row(at: Int(planned.old))
      }
      var newRow: CellModel?
      if planned.new >= 0 { newRow = try new.row(at: Int(planned.new)) }
      if let oldRow, let newRow {
        try Self.check(
          oldRow, newRow, hashesDiffer: changed[position],
          oldPath: oldPath(ofFlat: Int(planned.old)), newPath: newPath(ofFlat: Int(planned.new)))
      }
    }
  }

  /// ``verify()`` of tables read as their rows' bytes: a pair whose hashes are equal and
  /// whose cells are the same bytes needs no `CellModel`; the others are made into rows and
  /// checked as ``verify()`` checks them.
  private func verify(old openOld: RawOpener, new openNew: RawOpener) throws {
    // Both read ahead, each on a thread of its own, while this one compares.
    var old = RawRowReader(try openOld(true), table: "old")
    var new = RawRowReader(try openNew(true), table: "new")
    for position in plan.rows.indices {
      try verifyRow(position, old: &old, new: &new)
    }
  }

  /// Moves the readers to the rows of the plan's row `position` (the old row only when it is
  /// not held) and, for a pair, checks it as ``check(_:_:hashesDiffer:oldPath:newPath:)``
  /// does, without making either row when their hashes are equal and their cells are the
  /// same bytes.
  ///
  /// - Throws: ``StreamedDifferenceError``, or the sources' errors.
  func verifyRow(_ position: Int, old: inout RawRowReader, new: inout RawRowReader) throws {
    let planned = plan.rows[position]
    var heldRow: CellModel?
    if planned.old >= 0 {
      heldRow = heldOldRow(Int(planned.old))
      if heldRow == nil { try old.move(to: Int(planned.old)) }
    }
    if planned.new >= 0 { try new.move(to: Int(planned.new)) }
    guard planned.old >= 0, planned.new >= 0 else { return }
    if heldRow == nil, !changed[position], old.hasSameCells(as: new) { return }
    try Self.check(
      heldRow ?? old.model(), new.model(), hashesDiffer: changed[position],
      oldPath: oldPath(ofFlat: Int(planned.old)), newPath: newPath(ofFlat: Int(planned.new)))
  }

  /// The parts that differ between a pair of rows, checked against what their hashes said:
  /// their keys must be equal, and their contents differ exactly when their hashes do.
  ///
  /// - Throws: ``StreamedDifferenceError/hashCollision(oldRow:newRow:)`` when they are not.
  @discardableResult
  static func check(
    _ oldRow: CellModel, _ newRow: CellModel, hashesDiffer: Bool, oldPath: IndexPath,
    newPath: IndexPath
  ) throws -> [RowDifference.Part] {
    let changes =
      oldRow.showsTheSameBytes(as: newRow) ? [] : RowFace.changes(from: oldRow, to: newRow)
    guard changes.isEmpty != hashesDiffer, haveEqualKeys(oldRow, newRow) else {
      throw StreamedDifferenceError.hashCollision(oldRow: oldPath, newRow: newPath)
    }
    return changes
  }

  /// Whether two rows have equal keys: string ids (most ids) compared as strings, without
  /// boxing them into keys.
  private static func haveEqualKeys(_ old: CellModel, _ new: CellModel) -> Bool {
    if let oldID = old.idString, let newID = new.idString { return oldID == newID }
    return RowFace.key(of: old) == RowFace.key(of: new)
  }

  /// The difference as a table, as ``TableDifference/table(context:)`` makes it, read from
  /// new readings of both tables, which compare every pair of rows and mark `held` verified
  /// once they have.
  func events(context: Int?, verifying held: HeldOutput) throws -> StreamedDifferenceEvents {
    if let openRaw {
      return StreamedDifferenceEvents(
        difference: self, context: context, verifying: held,
        rawOld: RawRowReader(try openRaw.old(true), table: "old"),
        rawNew: RawRowReader(try openRaw.new(true), table: "new"))
    }
    return StreamedDifferenceEvents(
      difference: self, context: context, verifying: held,
      old: RowReader(try openOld(), table: "old"), new: RowReader(try openNew(), table: "new"))
  }

  // What the events need, read-only.
  var title: String? { DifferenceLines.title(old: oldTitle, new: newTitle) }
  var sectionPlans: [DifferencePlan.Section] { plan.sections }
  var rowPlans: [DifferencePlan.Row] { plan.rows }
  var oldSectionsByIndex: [SectionModel?] { oldSectionsOrNil }

  /// The section of the difference that the plan's section stands for, without rows.
  func skeleton(of section: DifferencePlan.Section) -> SectionDifference {
    SectionDifference(
      old: section.oldIndex.map { oldSections[$0] }, new: section.newIndex.map { newSections[$0] },
      oldIndex: section.oldIndex, newIndex: section.newIndex, isMoved: section.isMoved,
      changes: section.changes, rows: [])
  }

  /// Where the old row `flat` is.
  func oldPath(ofFlat flat: Int) -> IndexPath {
    Self.path(ofFlat: flat, starts: oldStarts)
  }

  /// Where the new row `flat` is.
  func newPath(ofFlat flat: Int) -> IndexPath {
    Self.path(ofFlat: flat, starts: newStarts)
  }

  /// The path of a flat row: the last section that starts at or before it (a section that
  /// starts there and is empty comes before the one that holds the row).
  private static func path(ofFlat flat: Int, starts: [Int]) -> IndexPath {
    var low = 0
    var high = starts.count - 1
    // The first section start after `flat` is in low...high.
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] > flat { high = middle } else { low = middle + 1 }
    }
    return IndexPath(row: flat - starts[low - 1], section: low - 1)
  }

  /// An old row held because it is read out of order, or `nil`.
  func heldOldRow(_ flat: Int) -> CellModel? {
    isHeld[flat] ? heldOldRows[Int32(truncatingIfNeeded: flat)] : nil
  }

  /// Whether the old row `flat` is held because it is read out of order.
  func isHeldOldRow(_ flat: Int) -> Bool { isHeld[flat] }

  /// Whether the plan's row `position` counts as changed by its hashes.
  func hashesDiffer(_ position: Int) -> Bool { changed[position] }
}

/// Why a streamed difference stopped.
package enum StreamedDifferenceError: Error, CustomStringConvertible {
  /// Two rows paired or compared by their hashes turned out to differ otherwise.
  case hashCollision(oldRow: IndexPath, newRow: IndexPath)
  /// The `old` or `new` table had fewer rows on a later reading than on the first.
  case inputChanged(table: String)
  /// The rendered difference could not be written to, or read back from, the temporary file
  /// that holds it until every pair of rows is compared.
  case outputNotHeld(String)

  package var description: String {
    switch self {
    case .hashCollision(let oldRow, let newRow):
      "old row \(oldRow.row + 1) of section \(oldRow.section + 1) and new row \(newRow.row + 1) "
        + "of section \(newRow.section + 1) have equal hashes but differ"
    case .inputChanged(let table):
      "the \(table) table changed while it was read: it has fewer rows than at first"
    case .outputNotHeld(let reason):
      "the difference could not be held in a temporary file until every row was compared: "
        + reason
    }
  }
}
