/// Works out the sections of a ``TableDifference``: pairs sections and rows, finds the moves,
/// and lays the rows out in reading order.
struct DifferenceBuilder {
  /// How a section is told apart from the others of its table.
  private enum SectionKey: Hashable {
    case id(AnyHashable)
    case header(String?)
  }

  private let old: TableViewModel
  private let new: TableViewModel
  /// The first flat row index of each old section.
  private let oldStarts: [Int]
  /// Each old row's section and row, by flat index.
  private let oldPaths: [IndexPath]
  /// For each flat new row, the flat old row it pairs with.
  private let newToOld: [Int?]
  /// For each flat old row, whether a new row pairs with it.
  private let oldIsPaired: [Bool]

  init(old: TableViewModel, new: TableViewModel) {
    self.old = old
    self.new = new
    var starts: [Int] = []
    var paths: [IndexPath] = []
    paths.reserveCapacity(old.numberOfRows)
    for (index, section) in old.sections.enumerated() {
      starts.append(paths.count)
      for row in section.cells.indices { paths.append(IndexPath(row: row, section: index)) }
    }
    oldStarts = starts
    oldPaths = paths
    newToOld = HeckelPairing.pair(old: RowKeys(of: old), new: RowKeys(of: new))
    var paired = [Bool](repeating: false, count: paths.count)
    for case let match? in newToOld { paired[match] = true }
    oldIsPaired = paired
  }

  /// The sections in reading order.
  func sections() -> [SectionDifference] {
    let newToOldSection = HeckelPairing.pair(
      old: old.sections.map(Self.key), new: new.sections.map(Self.key))
    var oldSectionIsPaired = [Bool](repeating: false, count: old.sections.count)
    for case let match? in newToOldSection { oldSectionIsPaired[match] = true }
    let kept = HeckelPairing.longestIncreasing(newToOldSection.compactMap { $0 })
    var result: [SectionDifference] = []
    var nextOld = 0
    var pairedPosition = 0
    var newStart = 0
    for (index, section) in new.sections.enumerated() {
      defer { newStart += section.cells.count }
      guard let match = newToOldSection[index] else {
        result.append(
          makeSection(oldIndex: nil, newIndex: index, newStart: newStart, isMoved: false))
        continue
      }
      let isMoved = !kept[pairedPosition]
      pairedPosition += 1
      if !isMoved {
        while nextOld < match {
          if !oldSectionIsPaired[nextOld] { result.append(deletedSection(nextOld)) }
          nextOld += 1
        }
        nextOld = match + 1
      }
      result.append(
        makeSection(oldIndex: match, newIndex: index, newStart: newStart, isMoved: isMoved))
    }
    while nextOld < old.sections.count {
      if !oldSectionIsPaired[nextOld] { result.append(deletedSection(nextOld)) }
      nextOld += 1
    }
    return result
  }

  private static func key(_ section: SectionModel) -> SectionKey? {
    section.id.map(SectionKey.id) ?? .header(section.header)
  }

  /// A section only in the old table, with its rows not moved elsewhere.
  private func deletedSection(_ index: Int) -> SectionDifference {
    var rows: [RowDifference] = []
    for row in old.sections[index].cells.indices where !oldIsPaired[oldStarts[index] + row] {
      rows.append(deletedRow(oldStarts[index] + row))
    }
    return SectionDifference(
      old: Self.withoutRows(old.sections[index]), new: nil, oldIndex: index, newIndex: nil,
      isMoved: false, changes: [], rows: rows)
  }

  /// A section of the new table, paired with the old section `oldIndex` or inserted.
  private func makeSection(oldIndex: Int?, newIndex: Int, newStart: Int, isMoved: Bool)
    -> SectionDifference
  {
    let section = new.sections[newIndex]
    // The rows paired within the section keep their order when their old rows are in
    // increasing order; the others are moves.
    var ownOldRows: [Int] = []
    for row in section.cells.indices {
      if let match = newToOld[newStart + row], oldPaths[match].section == oldIndex {
        ownOldRows.append(oldPaths[match].row)
      }
    }
    let kept = HeckelPairing.longestIncreasing(ownOldRows)
    // For each new row, the old row of the first row from it on that keeps its order: deleted rows
    // before it come ahead of the rows inserted or moved in before it.
    var nextAnchor = [Int](repeating: Int.max, count: section.cells.count)
    var position = ownOldRows.count
    var anchor = Int.max
    for row in section.cells.indices.reversed() {
      if let match = newToOld[newStart + row], oldPaths[match].section == oldIndex {
        position -= 1
        if kept[position] { anchor = oldPaths[match].row }
      }
      nextAnchor[row] = anchor
    }
    var rows: [RowDifference] = []
    rows.reserveCapacity(section.cells.count)
    var nextOld = 0
    var ownPosition = 0
    for row in section.cells.indices {
      let flat = newStart + row
      let path = IndexPath(row: row, section: newIndex)
      if let oldIndex {
        let end = min(nextAnchor[row], old.sections[oldIndex].cells.count)
        while nextOld < end {
          let oldFlat = oldStarts[oldIndex] + nextOld
          if !oldIsPaired[oldFlat] { rows.append(deletedRow(oldFlat)) }
          nextOld += 1
        }
      }
      guard let match = newToOld[flat] else {
        rows.append(
          RowDifference(
            old: nil, new: section.cells[row], oldPath: nil, newPath: path, isMoved: false,
            changes: []))
        continue
      }
      var isMoved = true
      if let oldIndex, oldPaths[match].section == oldIndex {
        isMoved = !kept[ownPosition]
        ownPosition += 1
        if !isMoved {
          let oldRow = oldPaths[match].row
          while nextOld < oldRow {
            let oldFlat = oldStarts[oldIndex] + nextOld
            if !oldIsPaired[oldFlat] { rows.append(deletedRow(oldFlat)) }
            nextOld += 1
          }
          nextOld = oldRow + 1
        }
      }
      let oldRow = old[oldPaths[match]]
      let newRow = section.cells[row]
      rows.append(
        RowDifference(
          old: oldRow, new: newRow, oldPath: oldPaths[match], newPath: path, isMoved: isMoved,
          changes: RowFace.changes(from: oldRow, to: newRow)))
    }
    if let oldIndex {
      while nextOld < old.sections[oldIndex].cells.count {
        let oldFlat = oldStarts[oldIndex] + nextOld
        if !oldIsPaired[oldFlat] { rows.append(deletedRow(oldFlat)) }
        nextOld += 1
      }
    }
    let oldSection = oldIndex.map { old.sections[$0] }
    var changes: [SectionDifference.Part] = []
    if let oldSection {
      if oldSection.header != section.header { changes.append(.header) }
      if oldSection.footer != section.footer { changes.append(.footer) }
      if oldSection.columns != section.columns { changes.append(.columns) }
    }
    return SectionDifference(
      old: oldSection.map(Self.withoutRows), new: Self.withoutRows(section), oldIndex: oldIndex,
      newIndex: newIndex, isMoved: isMoved, changes: changes, rows: rows)
  }

  private func deletedRow(_ flat: Int) -> RowDifference {
    RowDifference(
      old: old[oldPaths[flat]], new: nil, oldPath: oldPaths[flat], newPath: nil, isMoved: false,
      changes: [])
  }

  private static func withoutRows(_ section: SectionModel) -> SectionModel {
    var copy = section
    copy.cells = []
    return copy
  }
}
