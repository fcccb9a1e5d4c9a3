extension TableDifference {
  /// The difference as a table that any output format renders: each section of the
  /// difference with a mark on every row, and a last section whose footer is the summary.
  ///
  /// A grid section gets a first column of marks (`+` inserted, `-` deleted, `~` changed, `>`
  /// moved, `>~` moved and changed) and, when a row moved, a last column `moved from`; a
  /// changed cell shows `old → new`. A list section's row shows its mark, then its cells
  /// joined by ` | `. A run of unchanged rows collapsed is a row `…` saying how many. A
  /// section's header carries its own mark.
  ///
  /// - Parameter context: How many unchanged rows to keep on either side of a change; `nil`
  ///   shows every section and row.
  /// - Returns: The table.
  public func table(context: Int? = 3) -> TableViewModel {
    var table = TableViewModel(title: DifferenceLines.title(of: self))
    let oldSections = oldSectionsByIndex
    for section in sections where context == nil || !section.isUnchanged {
      table.sections.append(Self.section(section, context: context, oldSections: oldSections))
    }
    table.sections.append(SectionModel(footer: counts.description))
    return table
  }

  /// The old sections, without rows, by their index in the old table.
  var oldSectionsByIndex: [SectionModel?] {
    var old = [SectionModel?](
      repeating: nil, count: (sections.compactMap(\.oldIndex).max() ?? -1) + 1)
    for section in sections {
      if let index = section.oldIndex { old[index] = section.old }
    }
    return old
  }

  private static func section(
    _ section: SectionDifference, context: Int?, oldSections: [SectionModel?]
  ) -> SectionModel {
    let titles = DifferenceLines.columnTitles(of: section)
    let lines = DifferenceLines.lines(of: section, context: context)
    let hasMoves = section.rows.contains(where: \.isMoved)
    var rows: [CellModel] = []
    rows.reserveCapacity(lines.count)
    for line in lines {
      switch line {
      case .collapsed(let count):
        rows.append(collapsedRow(count, titles: titles, hasMoves: hasMoves))
      case .row(let row):
        rows.append(
          tableRow(
            row, titles: titles, hasMoves: hasMoves, in: section, oldSections: oldSections))
      }
    }
    return SectionModel(
      header: DifferenceLines.header(of: section), footer: DifferenceLines.footer(of: section),
      columns: tableColumns(titles: titles, hasMoves: hasMoves), cells: rows)
  }

  /// The columns of a section of the difference's table: the marks, the section's columns
  /// (`titles`, `nil` for a list section) and, when a row moved, `moved from`.
  static func tableColumns(titles: [String]?, hasMoves: Bool) -> [Column]? {
    titles.map { titles in
      [Column("")] + titles.map { Column($0) } + (hasMoves ? [Column("moved from")] : [])
    }
  }

  /// The row of the difference's table that stands for `count` unchanged rows left out.
  static func collapsedRow(_ count: Int, titles: [String]?, hasMoves: Bool) -> CellModel {
    let words = DifferenceLines.collapsed(count)
    guard let titles else { return CellModel(CellContent(text: "… " + words)) }
    var cells = ["…", words] + Array(repeating: "", count: max(0, titles.count - 1))
    if hasMoves { cells.append("") }
    return CellModel(CellContent(columns: cells))
  }

  /// The row of the difference's table that shows `row` of `section`, whose column titles
  /// are `titles` (`nil` for a list section) and which has a `moved from` column when
  /// `hasMoves`.
  static func tableRow(
    _ row: RowDifference, titles: [String]?, hasMoves: Bool, in section: SectionDifference,
    oldSections: [SectionModel?]
  ) -> CellModel {
    let width = titles?.count ?? 0
    if titles != nil, let (source, count) = unchangedColumns(of: row, count: width) {
      let origin = hasMoves ? DifferenceLines.origin(of: row, in: section, old: oldSections) : nil
      return CellModel(
        CellContent.differenceRow(
          mark: DifferenceLines.mark(of: row), of: source, count: count, origin: origin))
    }
    let old = DifferenceLines.cells(of: row.old, grid: titles != nil, count: width)
    let new = DifferenceLines.cells(of: row.new, grid: titles != nil, count: width)
    let cells: [String] =
      switch (row.old, row.new) {
      case (_, nil): old
      case (nil, _): new
      // Cells that did not change read as the new ones, each `change` returning its new text;
      // the old row's cells beyond the new row's are empty, as `changes` found nothing there.
      case _ where row.changes.isEmpty:
        old.count > new.count ? new + Array(repeating: "", count: old.count - new.count) : new
      default:
        (0..<max(old.count, new.count)).map { index in
          DifferenceLines.change(
            from: index < old.count ? old[index] : "", to: index < new.count ? new[index] : "")
        }
      }
    let mark = DifferenceLines.mark(of: row)
    let origin = DifferenceLines.origin(of: row, in: section, old: oldSections)
    if titles != nil {
      var columns: [String] = []
      columns.reserveCapacity(cells.count + 2)
      columns.append(mark)
      columns.append(contentsOf: cells)
      if hasMoves { columns.append(origin) }
      return CellModel(CellContent(columns: columns))
    }
    let text = cells.joined(separator: " | ")
    let marked = mark.isEmpty ? text : mark + " " + text
    return CellModel(CellContent(text: origin.isEmpty ? marked : "\(marked) (from \(origin))"))
  }

  /// The row whose columns a grid row of the difference shows as they are, and how many
  /// columns it shows at least: the row inserted or deleted, or the new row of a pair that did
  /// not change (padded to the old row's columns, which are empty beyond the new row's); `nil`
  /// for a changed pair, or a row not shown as it is.
  private static func unchangedColumns(of row: RowDifference, count: Int)
    -> (CellContent, Int)?
  {
    switch (row.old, row.new) {
    case (let old?, nil): return old.contentShownAsIs.map { ($0, count) }
    case (nil, let new?): return new.contentShownAsIs.map { ($0, count) }
    case (let old?, let new?) where row.changes.isEmpty:
      guard let before = old.contentShownAsIs, let after = new.contentShownAsIs else {
        return nil
      }
      return (after, max(count, before.columnCount))
    default: return nil
    }
  }
}
