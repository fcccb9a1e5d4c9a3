/// Works out the shape of a ``TableDifference`` from the two tables' sections and the pairing
/// of their rows: pairs the sections, finds the moves, and lays the rows out in reading order.
///
/// It needs only each section's header, footer, columns and id, each section's row count and,
/// for each new row, the old row it pairs with; the rows themselves are left to whoever turns
/// the plan into ``RowDifference``s (``TableDifference``, or a difference streamed from files).
struct DifferenceBuilder {
  /// How a section is told apart from the others of its table.
  private enum SectionKey: Hashable {
    case id(AnyHashable)
    case header(String?)
  }

  private let oldSections: [SectionModel]
  private let newSections: [SectionModel]
  /// The first flat row index of each old section, and the row count last.
  private let oldStarts: [Int]
  /// The first flat row index of each new section, and the row count last.
  private let newStarts: [Int]
  /// Each old row's section, by flat index.
  private let oldSectionOfRow: [Int32]
  /// For each flat new row, the flat old row it pairs with, or -1.
  private let newToOld: [Int32]
  /// For each flat old row, whether a new row pairs with it.
  private let oldIsPaired: [Bool]

  /// - Parameters:
  ///   - oldSections: The old table's sections; their rows are not read.
  ///   - oldCounts: How many rows each old section has.
  ///   - newSections: The new table's sections; their rows are not read.
  ///   - newCounts: How many rows each new section has.
  ///   - newToOld: For each new row (flat, section after section), the flat index of the old
  ///     row it pairs with, or -1.
  init(
    oldSections: [SectionModel], oldCounts: [Int], newSections: [SectionModel],
    newCounts: [Int], newToOld: [Int32]
  ) {
    self.oldSections = oldSections
    self.newSections = newSections
    oldStarts = Self.starts(oldCounts)
    newStarts = Self.starts(newCounts)
    var sectionOfRow = [Int32](repeating: 0, count: oldStarts.last ?? 0)
    for section in oldCounts.indices {
      for flat in oldStarts[section]..<oldStarts[section + 1] {
        sectionOfRow[flat] = Int32(truncatingIfNeeded: section)
      }
    }
    oldSectionOfRow = sectionOfRow
    self.newToOld = newToOld
    var paired = [Bool](repeating: false, count: sectionOfRow.count)
    for match in newToOld where match >= 0 { paired[Int(match)] = true }
    oldIsPaired = paired
  }

  private static func starts(_ counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    return starts
  }

  /// The sections and rows in reading order.
  func plan() -> DifferencePlan {
    var plan = DifferencePlan()
    plan.rows.reserveCapacity(newToOld.count + oldIsPaired.count / 8)
    let newToOldSection = HeckelPairing.pair(
      old: oldSections.map(Self.key), new: newSections.map(Self.key))
    var oldSectionIsPaired = [Bool](repeating: false, count: oldSections.count)
    for case let match? in newToOldSection { oldSectionIsPaired[match] = true }
    let kept = HeckelPairing.longestIncreasing(newToOldSection.compactMap { $0 })
    var nextOld = 0
    var pairedPosition = 0
    for index in newSections.indices {
      guard let match = newToOldSection[index] else {
        addSection(oldIndex: nil, newIndex: index, isMoved: false, to: &plan)
        continue
      }
      let isMoved = !kept[pairedPosition]
      pairedPosition += 1
      if !isMoved {
        while nextOld < match {
          if !oldSectionIsPaired[nextOld] { addDeletedSection(nextOld, to: &plan) }
          nextOld += 1
        }
        nextOld = match + 1
      }
      addSection(oldIndex: match, newIndex: index, isMoved: isMoved, to: &plan)
    }
    while nextOld < oldSections.count {
      if !oldSectionIsPaired[nextOld] { addDeletedSection(nextOld, to: &plan) }
      nextOld += 1
    }
    return plan
  }

  private static func key(_ section: SectionModel) -> SectionKey? {
    section.id.map(SectionKey.id) ?? .header(section.header)
  }

  /// A section only in the old table, with its rows not moved elsewhere.
  private func addDeletedSection(_ index: Int, to plan: inout DifferencePlan) {
    let start = plan.rows.count
    for flat in oldStarts[index]..<oldStarts[index + 1] where !oldIsPaired[flat] {
      plan.rows.append(DifferencePlan.Row(old: flat, new: -1, isMoved: false))
    }
    plan.sections.append(
      DifferencePlan.Section(
        oldIndex: index, newIndex: nil, isMoved: false, changes: [],
        rows: start..<plan.rows.count))
  }

  /// A section of the new table, paired with the old section `oldIndex` or inserted.
  private func addSection(
    oldIndex: Int?, newIndex: Int, isMoved: Bool, to plan: inout DifferencePlan
  ) {
    let newStart = newStarts[newIndex]
    let newEnd = newStarts[newIndex + 1]
    let oldStart = oldIndex.map { oldStarts[$0] } ?? 0
    let oldEnd = oldIndex.map { oldStarts[$0 + 1] } ?? 0
    let ownSection = Int32(truncatingIfNeeded: oldIndex ?? -1)
    // The rows paired within the section keep their order when their old rows are in
    // increasing order; the others are moves.
    var ownOldRows: [Int32] = []
    if oldIndex != nil {
      ownOldRows.reserveCapacity(min(newEnd - newStart, oldEnd - oldStart))
      for flat in newStart..<newEnd {
        let match = newToOld[flat]
        if match >= 0, oldSectionOfRow[Int(match)] == ownSection { ownOldRows.append(match) }
      }
    }
    let kept = HeckelPairing.longestIncreasing(ownOldRows)
    let start = plan.rows.count
    var nextOld = oldStart
    // The position among `ownOldRows` of the next row of the section's own, and of the first
    // row from it on that keeps its order: the deleted rows before that row's old row come
    // ahead of the rows inserted or moved in before it.
    var ownPosition = 0
    var nextKept = Self.firstKept(from: 0, in: kept)
    for flat in newStart..<newEnd {
      if oldIndex != nil {
        let anchor = nextKept < kept.count ? Int(ownOldRows[nextKept]) : oldEnd
        appendDeletedRows(from: &nextOld, upTo: min(anchor, oldEnd), in: &plan)
      }
      let match = Int(newToOld[flat])
      guard match >= 0 else {
        plan.rows.append(DifferencePlan.Row(old: -1, new: flat, isMoved: false))
        continue
      }
      var isMoved = true
      if oldIndex != nil, oldSectionOfRow[match] == ownSection {
        isMoved = !kept[ownPosition]
        ownPosition += 1
        if nextKept < ownPosition { nextKept = Self.firstKept(from: ownPosition, in: kept) }
        if !isMoved {
          appendDeletedRows(from: &nextOld, upTo: match, in: &plan)
          nextOld = match + 1
        }
      }
      plan.rows.append(DifferencePlan.Row(old: match, new: flat, isMoved: isMoved))
    }
    if oldIndex != nil { appendDeletedRows(from: &nextOld, upTo: oldEnd, in: &plan) }
    let section = newSections[newIndex]
    var changes: [SectionDifference.Part] = []
    if let oldIndex {
      let oldSection = oldSections[oldIndex]
      if oldSection.header != section.header { changes.append(.header) }
      if oldSection.footer != section.footer { changes.append(.footer) }
      if oldSection.columns != section.columns { changes.append(.columns) }
    }
    plan.sections.append(
      DifferencePlan.Section(
        oldIndex: oldIndex, newIndex: newIndex, isMoved: isMoved, changes: changes,
        rows: start..<plan.rows.count))
  }

  /// The first position from `position` on whose row keeps its order, or `kept.count`.
  private static func firstKept(from position: Int, in kept: [Bool]) -> Int {
    var position = position
    while position < kept.count, !kept[position] { position += 1 }
    return position
  }

  /// Appends the old rows from `nextOld` up to `end` that no new row pairs with, as deleted
  /// rows, and moves `nextOld` to `end` (when it is before it).
  private func appendDeletedRows(
    from nextOld: inout Int, upTo end: Int, in plan: inout DifferencePlan
  ) {
    while nextOld < end {
      if !oldIsPaired[nextOld] {
        plan.rows.append(DifferencePlan.Row(old: nextOld, new: -1, isMoved: false))
      }
      nextOld += 1
    }
  }

  /// The section and row of each flat old row.
  func oldPath(ofFlat flat: Int) -> IndexPath {
    let section = Int(oldSectionOfRow[flat])
    return IndexPath(row: flat - oldStarts[section], section: section)
  }

  /// The first flat row of each new section, and the row count last.
  var newSectionStarts: [Int] { newStarts }
}
