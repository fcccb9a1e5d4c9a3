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
  private var old: RowReader
  private var new: RowReader
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
    let row = try read(position, section: section)
    let hidden = current.hidden
    if hidden > 0 {
      pending.append(
        .cell(
          TableDifference.collapsedRow(
            hidden, titles: current.titles, hasMoves: current.hasMoves)))
      current.hidden = 0
    }
    pending.append(
      .cell(
        TableDifference.tableRow(
          row, titles: current.titles, hasMoves: current.hasMoves, in: current.skeleton,
          oldSections: difference.oldSectionsByIndex)))
    return true
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
  private mutating func read(_ position: Int, section: DifferencePlan.Section) throws
    -> RowDifference
  {
    let planned = difference.rowPlans[position]
    var oldRow: CellModel?
    var oldPath: IndexPath?
    if planned.old >= 0 {
      let flat = Int(planned.old)
      oldRow = try difference.heldOldRow(flat) ?? old.row(at: flat)
      oldPath = difference.oldPath(ofFlat: flat)
    }
    var newRow: CellModel?
    var newPath: IndexPath?
    if planned.new >= 0 {
      newRow = try new.row(at: Int(planned.new))
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
}
