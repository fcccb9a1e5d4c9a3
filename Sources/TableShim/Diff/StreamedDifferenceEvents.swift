/// The events of a ``StreamedDifference`` as a table: the same events as
/// ``TableDifference/table(context:)``'s table gives, made one row at a time from the rows of
/// both tables as a new reading of each reaches them.
///
/// It reads after ``StreamedDifference/verify()`` has compared every pair of rows: it compares
/// again only the pairs whose hashes differ, whose changes it shows (their keys must be equal
/// and their contents differ; else reading stops with
/// ``StreamedDifferenceError/hashCollision(oldRow:newRow:)``), and does not read the rows it
/// leaves out at all.
struct StreamedDifferenceEvents: TableEventSource {
  private let difference: StreamedDifference
  private let context: Int?
  /// The tables read as events, or (CSV or TSV) as their rows' bytes: one of each pair.
  private var old: RowReader?
  private var new: RowReader?
  private var rawOld: RawRowReader?
  private var rawNew: RawRowReader?
  /// Whether the tables are read as their rows' bytes: tested for every row instead of
  /// comparing `rawOld` with `nil`, which copied the reader.
  private let readsRaw: Bool
  /// Events made and not yet given, and the index of the next to give.
  private var pending: [TableEvent] = []
  private var nextPending = 0
  private var titleSent = false
  private var summarySent = false
  /// The plan's section being read, and its state.
  private var sectionIndex = 0
  private var current: Current?

  /// A section of the difference being read: a class, so that reading a row changes its
  /// state where it is instead of copying the section's skeleton out and back.
  private final class Current {
    let skeleton: SectionDifference
    let isShown: Bool
    let titles: [String]?
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
      self.hasMoves = hasMoves
      self.position = position
    }
  }

  init(
    difference: StreamedDifference, context: Int?, old: RowReader, new: RowReader
  ) {
    self.difference = difference
    self.context = context
    self.old = old
    self.new = new
    readsRaw = false
  }

  /// Reads the tables as their rows' bytes: a row shown as it is (inserted, deleted, or a
  /// pair whose hashes are equal) is made from its cells' bytes without a `CellModel`.
  init(
    difference: StreamedDifference, context: Int?, rawOld: RawRowReader, rawNew: RawRowReader
  ) {
    self.difference = difference
    self.context = context
    self.rawOld = rawOld
    self.rawNew = rawNew
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
    let sections = difference.sectionPlans
    guard sectionIndex < sections.count else {
      if summarySent { return false }
      summarySent = true
      pending.append(.beginSection(header: nil, columns: nil, id: nil))
      pending.append(.endSection(footer: difference.counts.description))
      return true
    }
    let section = sections[sectionIndex]
    guard let current else {
      let skeleton = difference.skeleton(of: section)
      let titles = DifferenceLines.columnTitles(of: skeleton)
      let hasMoves = section.rows.contains { difference.rowPlans[$0].isMoved }
      let isShown = context == nil || !difference.isUnchanged(sectionIndex)
      if isShown {
        pending.append(
          .beginSection(
            header: DifferenceLines.header(of: skeleton),
            columns: TableDifference.tableColumns(titles: titles, hasMoves: hasMoves), id: nil))
      }
      self.current = Current(
        skeleton: skeleton, isShown: isShown, titles: titles, hasMoves: hasMoves,
        position: section.rows.lowerBound)
      return true
    }
    guard current.position < section.rows.upperBound else {
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
    let isRowShown = current.isShown && isShown(position, in: section.rows)
    // A row left out is an unchanged pair, not read: the readers skip it on their way to the
    // next row asked for.
    guard isRowShown else {
      if current.isShown { current.hidden += 1 }
      return true
    }
    let row = try tableRow(position, in: current)
    let hidden = current.hidden
    if hidden > 0 {
      pending.append(
        .cell(
          TableDifference.collapsedRow(
            hidden, titles: current.titles, hasMoves: current.hasMoves)))
      current.hidden = 0
    }
    pending.append(.cell(row))
    return true
  }

  /// The row of the difference's table for the plan's row `position`, as
  /// ``TableDifference/tableRow(_:titles:hasMoves:in:oldSections:)`` makes it.
  private mutating func tableRow(_ position: Int, in current: Current) throws -> CellModel {
    if readsRaw, let titles = current.titles,
      let row = try rawTableRow(
        position, width: titles.count, hasMoves: current.hasMoves, in: current.skeleton)
    {
      return row
    }
    return TableDifference.tableRow(
      try read(position), titles: current.titles, hasMoves: current.hasMoves,
      in: current.skeleton, oldSections: difference.oldSectionsByIndex)
  }

  /// The row of a grid section of the difference's table for the plan's row `position`, made
  /// from the rows' cells' bytes when it shows a row's columns as they are (a row inserted or
  /// deleted, or a pair whose hashes are equal, which ``StreamedDifference/verify()`` found
  /// the same) and its old row is not held; else `nil`, having read nothing.
  private mutating func rawTableRow(
    _ position: Int, width: Int, hasMoves: Bool, in section: SectionDifference
  ) throws -> CellModel? {
    let planned = difference.rowPlans[position]
    guard !difference.hashesDiffer(position),
      planned.old < 0 || !difference.isHeldOldRow(Int(planned.old))
    else { return nil }
    if planned.old >= 0 { try rawOld!.move(to: Int(planned.old)) }
    if planned.new >= 0 { try rawNew!.move(to: Int(planned.new)) }
    // The mark and origin of `DifferenceLines` for a row that did not change.
    let kind: RowDifference.Kind =
      planned.old < 0
      ? .inserted : planned.new < 0 ? .deleted : planned.isMoved ? .moved : .unchanged
    let mark = DifferenceLines.mark(of: kind, isMoved: planned.isMoved)
    var origin: String?
    if hasMoves {
      origin = ""
      if planned.isMoved {
        let moved = RowDifference(
          old: nil, new: nil, oldPath: difference.oldPath(ofFlat: Int(planned.old)),
          newPath: nil, isMoved: true, changes: [])
        origin = DifferenceLines.origin(
          of: moved, in: section, old: difference.oldSectionsByIndex)
      }
    }
    // The new row of a pair, padded to the old row's columns, else the only row.
    guard planned.new >= 0 else {
      return CellModel(
        rawOld!.withRow {
          CellContent.differenceRow(
            mark: mark, cellBytes: $0, ends: $1, count: width, origin: origin)
        })
    }
    let count = planned.old >= 0 ? max(width, rawOld!.columnCount) : width
    return CellModel(
      rawNew!.withRow {
        CellContent.differenceRow(
          mark: mark, cellBytes: $0, ends: $1, count: count, origin: origin)
      })
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

  /// Reads the rows of the plan's row `position` and compares them.
  private mutating func read(_ position: Int) throws -> RowDifference {
    let planned = difference.rowPlans[position]
    var oldRow: CellModel?
    var oldPath: IndexPath?
    if planned.old >= 0 {
      let flat = Int(planned.old)
      oldRow = try difference.heldOldRow(flat) ?? readOldRow(at: flat)
      oldPath = difference.oldPath(ofFlat: flat)
    }
    var newRow: CellModel?
    var newPath: IndexPath?
    if planned.new >= 0 {
      let flat = Int(planned.new)
      newRow = try readsRaw ? rawNew!.row(at: flat) : new!.row(at: flat)
      newPath = difference.newPath(ofFlat: Int(planned.new))
    }
    var changes: [RowDifference.Part] = []
    if let oldRow, let newRow, let oldPath, let newPath, difference.hashesDiffer(position) {
      changes = try StreamedDifference.check(
        oldRow, newRow, hashesDiffer: true, oldPath: oldPath, newPath: newPath)
    }
    return RowDifference(
      old: oldRow, new: newRow, oldPath: oldPath, newPath: newPath, isMoved: planned.isMoved,
      changes: changes)
  }

  /// The old row at flat index `flat`, read from whichever reader reads the old table.
  private mutating func readOldRow(at flat: Int) throws -> CellModel {
    try readsRaw ? rawOld!.row(at: flat) : old!.row(at: flat)
  }
}
