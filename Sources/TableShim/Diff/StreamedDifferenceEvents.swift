/// The events of a ``StreamedDifference`` as a table: the same events as
/// ``TableDifference/table(context:)``'s table gives, made one row at a time from the rows of
/// both tables as a new reading of each reaches them.
///
/// It compares every pair of rows as it reads them, as ``StreamedDifference/verify()`` does,
/// the rows it leaves out too (their keys must be equal, and their contents differ exactly when
/// their hashes do; else reading stops with
/// ``StreamedDifferenceError/hashCollision(oldRow:newRow:)``), and marks the render's
/// ``HeldOutput`` verified once it has compared the last.
struct StreamedDifferenceEvents: TableEventSource {
  private let difference: StreamedDifference
  private let context: Int?
  /// The render's output, which waits until every pair is compared.
  private let held: HeldOutput
  /// The difference's plan, kept here: read through the difference, each row took a copy
  /// (a retain and a release) of both arrays.
  private let sectionPlans: [DifferencePlan.Section]
  private let rowPlans: [DifferencePlan.Row]
  /// The tables read as events, or (CSV or TSV) as their rows' bytes: one of each pair.
  private var old: RowReader?
  private var new: RowReader?
  /// Where the rows read as events go back once the difference's row is made of them.
  private let oldRecycler: RowRecycler?
  private let newRecycler: RowRecycler?
  private var rawOld: RawRowReader?
  private var rawNew: RawRowReader?
  /// Whether the tables are read as their rows' bytes: tested for every row instead of
  /// comparing `rawOld` with `nil`, which copied the reader.
  private let readsRaw: Bool
  /// Events made and not yet given, and the index of the next to give.
  private var pending: [TableEvent] = []
  private var nextPending = 0
  /// How many rows of the plan are read and compared.
  private var rowsCompared = 0
  private var titleSent = false
  private var summarySent = false
  /// The plan's section being read, and its state.
  private var sectionIndex = 0
  private var current: Current?
  /// Where the renderer gives back each row it has written, for the next row made from
  /// bytes to be written over.
  private let recycler = RowRecycler()

  /// A section of the difference being read: a class, so that reading a row changes its
  /// state where it is instead of copying the section's skeleton out and back.
  private final class Current {
    let skeleton: SectionDifference
    let isShown: Bool
    let titles: [String]?
    /// How many columns the section's rows show, when it is a grid: kept, not computed, as
    /// reading it from `titles` retained and released the array for every row (+85
    /// instructions a row).
    let width: Int?
    let hasMoves: Bool
    /// The next row of the plan to read.
    var position: Int
    /// How many unchanged rows left out since the last row shown.
    var hidden = 0

    init(
      skeleton: SectionDifference, isShown: Bool, titles: [String]?, hasMoves: Bool,
      position: Int
    ) {
      self.skeleton = skeleton
      self.isShown = isShown
      self.titles = titles
      width = titles?.count
      self.hasMoves = hasMoves
      self.position = position
    }
  }

  init(
    difference: StreamedDifference, context: Int?, verifying held: HeldOutput, old: RowReader,
    new: RowReader
  ) {
    self.difference = difference
    self.context = context
    self.held = held
    sectionPlans = difference.sectionPlans
    rowPlans = difference.rowPlans
    self.old = old
    self.new = new
    oldRecycler = old.recycler
    newRecycler = new.recycler
    readsRaw = false
  }

  /// Reads the tables as their rows' bytes: a row shown as it is (inserted, deleted, or a
  /// pair whose hashes are equal) is made from its cells' bytes without a `CellModel`.
  init(
    difference: StreamedDifference, context: Int?, verifying held: HeldOutput,
    rawOld: RawRowReader, rawNew: RawRowReader
  ) {
    self.difference = difference
    self.context = context
    self.held = held
    sectionPlans = difference.sectionPlans
    rowPlans = difference.rowPlans
    self.rawOld = rawOld
    self.rawNew = rawNew
    oldRecycler = nil
    newRecycler = nil
    readsRaw = true
  }

  mutating func nextEvent() throws -> TableEvent? {
    while nextPending == pending.count {
      pending.removeAll(keepingCapacity: true)
      nextPending = 0
      guard try advance() else { return nil }
    }
    nextPending += 1
    guard nextPending == pending.count else { return pending[nextPending - 1] }
    // The last event made (most often a row's only one) is moved out, not copied.
    let event = pending.removeLast()
    pending.removeAll(keepingCapacity: true)
    nextPending = 0
    return event
  }

  /// Makes the next events; `false` at the end.
  private mutating func advance() throws -> Bool {
    if !titleSent {
      titleSent = true
      if let title = difference.title { pending.append(.title(title)) }
      return true
    }
    guard sectionIndex < sectionPlans.count else {
      markVerifiedAfterLastRow()
      if summarySent { return false }
      summarySent = true
      pending.append(.beginSection(header: nil, columns: nil, id: nil))
      pending.append(.endSection(footer: difference.counts.description))
      return true
    }
    // The section's rows, not the section: copying it retained its parts for every row.
    let rows = sectionPlans[sectionIndex].rows
    guard let current else {
      let skeleton = difference.skeleton(of: sectionPlans[sectionIndex])
      let titles = DifferenceLines.columnTitles(of: skeleton)
      let hasMoves = rows.contains { rowPlans[$0].isMoved }
      let isShown = context == nil || !difference.isUnchanged(sectionIndex)
      if isShown {
        pending.append(
          .beginSection(
            header: DifferenceLines.header(of: skeleton),
            columns: TableDifference.tableColumns(titles: titles, hasMoves: hasMoves), id: nil))
      }
      self.current = Current(
        skeleton: skeleton, isShown: isShown, titles: titles, hasMoves: hasMoves,
        position: rows.lowerBound)
      return true
    }
    guard current.position < rows.upperBound else {
      // Before the section ends, when a grid is written.
      markVerifiedAfterLastRow()
      if current.isShown {
        if current.hidden > 0 {
          pending.append(
            .cell(
              TableDifference.collapsedRow(
                current.hidden, titles: current.titles, hasMoves: current.hasMoves)))
        }
        pending.append(.endSection(footer: DifferenceLines.footer(of: current.skeleton)))
      }
      self.current = nil
      sectionIndex += 1
      return true
    }
    let position = current.position
    current.position += 1
    let isRowShown = current.isShown && isShown(position, in: rows)
    // A row left out is an unchanged pair, compared all the same.
    guard isRowShown else {
      try verifyRow(position)
      rowsCompared += 1
      if current.isShown { current.hidden += 1 }
      return true
    }
    let row = try tableRow(position, in: current)
    rowsCompared += 1
    let hidden = current.hidden
    if hidden > 0 {
      pending.append(
        .cell(
          TableDifference.collapsedRow(
            hidden, titles: current.titles, hasMoves: current.hasMoves)))
      current.hidden = 0
    }
    pending.append(.cell(consume row))
    return true
  }

  /// The row of the difference's table for the plan's row `position`, as
  /// ``TableDifference/tableRow(_:titles:hasMoves:in:oldSections:)`` makes it.
  private mutating func tableRow(_ position: Int, in current: Current) throws -> CellModel {
    if let width = current.width, showsColumnsAsTheyAre(position) {
      return try readsRaw
        ? rawTableRow(position, width: width, in: current)
        : modelTableRow(position, width: width, in: current)
    }
    return TableDifference.tableRow(
      try read(position), titles: current.titles, hasMoves: current.hasMoves,
      in: current.skeleton, oldSections: difference.oldSectionsByIndex)
  }

  /// Whether the grid row of the plan's row `position` shows a row's columns as they are (a
  /// row inserted or deleted, or a pair whose hashes are equal) and its old row is not held:
  /// it is then made from the rows' cells, with no `RowDifference`.
  private func showsColumnsAsTheyAre(_ position: Int) -> Bool {
    let planned = rowPlans[position]
    return !difference.hashesDiffer(position)
      && (planned.old < 0 || !difference.isHeldOldRow(Int(planned.old)))
  }

  /// Lets the render's output through once every row of the plan is read and compared.
  private func markVerifiedAfterLastRow() {
    if rowsCompared == rowPlans.count { held.markVerified() }
  }

  /// Reads and compares the rows of the plan's row `position`, which is not shown.
  private mutating func verifyRow(_ position: Int) throws {
    if readsRaw { return try difference.verifyRow(position, old: &rawOld!, new: &rawNew!) }
    let (oldRow, newRow) = try readRows(position)
    let planned = rowPlans[position]
    if let oldRow, let newRow {
      try Self.check(oldRow, newRow, planned, at: position, of: difference)
    }
    // The rows read, not a held one, go back to their sources.
    if let oldRow, !difference.isHeldOldRow(Int(planned.old)) { oldRecycler?.giveBack(oldRow) }
    if let newRow { newRecycler?.giveBack(newRow) }
  }

  /// Compares the pair of rows of the plan's row `planned` (at `position`) as
  /// ``StreamedDifference/check(_:_:hashesDiffer:oldPath:newPath:)`` does, and returns the
  /// parts that differ.
  ///
  /// This and ``markAndOrigin(_:of:in:)`` are static, with what they read passed in: as
  /// methods, they copied the whole reader for each row.
  @discardableResult
  private static func check(
    _ oldRow: CellModel, _ newRow: CellModel, _ planned: DifferencePlan.Row, at position: Int,
    of difference: StreamedDifference
  ) throws -> [RowDifference.Part] {
    try StreamedDifference.check(
      oldRow, newRow, hashesDiffer: difference.hashesDiffer(position),
      oldPath: difference.oldPath(ofFlat: Int(planned.old)),
      newPath: difference.newPath(ofFlat: Int(planned.new)))
  }

  /// The mark and `moved from` cell of a grid row that shows a row's columns as they are.
  private static func markAndOrigin(
    _ planned: DifferencePlan.Row, of difference: StreamedDifference, in current: Current
  ) -> (String, String?) {
    // The mark and origin of `DifferenceLines` for a row that did not change.
    let kind: RowDifference.Kind =
      planned.old < 0
      ? .inserted : planned.new < 0 ? .deleted : planned.isMoved ? .moved : .unchanged
    let mark = DifferenceLines.mark(of: kind, isMoved: planned.isMoved)
    guard current.hasMoves else { return (mark, nil) }
    guard planned.isMoved else { return (mark, "") }
    let moved = RowDifference(
      old: nil, new: nil, oldPath: difference.oldPath(ofFlat: Int(planned.old)),
      newPath: nil, isMoved: true, changes: [])
    return (
      mark,
      DifferenceLines.origin(of: moved, in: current.skeleton, old: difference.oldSectionsByIndex)
    )
  }

  /// The grid row of the plan's row `position`, made from the rows read as events.
  ///
  /// The row ``showsColumnsAsTheyAre(_:)``: the new row of a pair (padded to the old row's
  /// columns) or the only row, written over a row the renderer gave back; the rows read go
  /// back to their sources. A row that is not shown as it is (no decoder makes one) is made
  /// the general way.
  private mutating func modelTableRow(_ position: Int, width: Int, in current: Current) throws
    -> CellModel
  {
    let planned = rowPlans[position]
    var (oldRow, newRow) = try readRows(position)
    if let oldRow, let newRow {
      try Self.check(oldRow, newRow, planned, at: position, of: difference)
    }
    // Decoded rows are shown as they are; a row that is not is made the general way.
    guard oldRow?.isShownAsIs ?? true, newRow?.isShownAsIs ?? true
    else {
      return TableDifference.tableRow(
        RowDifference(
          old: oldRow, new: newRow,
          oldPath: planned.old < 0 ? nil : difference.oldPath(ofFlat: Int(planned.old)),
          newPath: planned.new < 0 ? nil : difference.newPath(ofFlat: Int(planned.new)),
          isMoved: planned.isMoved, changes: []),
        titles: current.titles, hasMoves: current.hasMoves, in: current.skeleton,
        oldSections: difference.oldSectionsByIndex)
    }
    let (mark, origin) = Self.markAndOrigin(planned, of: difference, in: current)
    let oldContent = oldRow?.takeContentShownAsIs()
    let newContent = newRow?.takeContentShownAsIs()
    var made = recycler.take()
    if let newContent {
      let count = max(width, oldContent?.columnCount ?? 0)
      made.rewriteAsDifferenceRow(mark: mark, of: newContent, count: count, origin: origin)
      newRecycler?.give(newContent)
    } else if let oldContent {
      made.rewriteAsDifferenceRow(mark: mark, of: oldContent, count: width, origin: origin)
    }
    if let oldContent { oldRecycler?.give(oldContent) }
    return CellModel(made.take()!)
  }

  /// The grid row of the plan's row `position`, which ``showsColumnsAsTheyAre(_:)``, made from
  /// the rows' cells' bytes (the pair compared here) and written over a row the renderer gave
  /// back.
  private mutating func rawTableRow(_ position: Int, width: Int, in current: Current) throws
    -> CellModel
  {
    let planned = rowPlans[position]
    try difference.verifyRow(position, old: &rawOld!, new: &rawNew!)
    let (mark, origin) = Self.markAndOrigin(planned, of: difference, in: current)
    var content = recycler.take()
    // The new row of a pair, padded to the old row's columns, else the only row.
    if planned.new >= 0 {
      let count = planned.old >= 0 ? max(width, rawOld!.columnCount) : width
      rawNew!.withCells {
        content.rewriteAsDifferenceRow(
          mark: mark, cellBytes: $0, ends: $1, count: count, origin: origin)
      }
    } else {
      rawOld!.withCells {
        content.rewriteAsDifferenceRow(
          mark: mark, cellBytes: $0, ends: $1, count: width, origin: origin)
      }
    }
    return CellModel(content.take()!)
  }

  /// Whether the row at `position` is shown: it is within `context` rows of a row that is
  /// not unchanged, in its section.
  private func isShown(_ position: Int, in rows: Range<Int>) -> Bool {
    guard let context else { return true }
    // A plain loop: a closed range's generic index costs more than the test it guards.
    var index = max(rows.lowerBound, position - context)
    let end = min(rows.upperBound, position + context + 1)
    while index < end {
      if difference.isChanged(index) { return true }
      index += 1
    }
    return false
  }

  /// Reads the rows of the plan's row `position` and compares them, as
  /// ``StreamedDifference/check(_:_:hashesDiffer:oldPath:newPath:)`` does.
  private mutating func read(_ position: Int) throws -> RowDifference {
    let planned = rowPlans[position]
    let (oldRow, newRow) = try readRows(position)
    var changes: [RowDifference.Part] = []
    if let oldRow, let newRow {
      changes = try Self.check(oldRow, newRow, planned, at: position, of: difference)
    }
    return RowDifference(
      old: oldRow, new: newRow,
      oldPath: planned.old < 0 ? nil : difference.oldPath(ofFlat: Int(planned.old)),
      newPath: planned.new < 0 ? nil : difference.newPath(ofFlat: Int(planned.new)),
      isMoved: planned.isMoved, changes: changes)
  }

  /// The rows of the plan's row `position`: the old one held or read, the new one read.
  private mutating func readRows(_ position: Int) throws -> (old: CellModel?, new: CellModel?) {
    let planned = rowPlans[position]
    var oldRow: CellModel?
    if planned.old >= 0 {
      let flat = Int(planned.old)
      oldRow = try difference.heldOldRow(flat) ?? readOldRow(at: flat)
    }
    var newRow: CellModel?
    if planned.new >= 0 {
      let flat = Int(planned.new)
      newRow = try readsRaw ? rawNew!.row(at: flat) : new!.row(at: flat)
    }
    return (oldRow, newRow)
  }

  /// The old row at flat index `flat`, read from whichever reader reads the old table.
  private mutating func readOldRow(at flat: Int) throws -> CellModel {
    try readsRaw ? rawOld!.row(at: flat) : old!.row(at: flat)
  }
}

extension StreamedDifferenceEvents: RowRecyclingSource {
  var rowRecycler: RowRecycler? { recycler }
}
