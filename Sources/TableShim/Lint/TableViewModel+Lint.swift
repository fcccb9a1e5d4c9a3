extension TableViewModel {
  /// Checks the table for what breaks a render, a diffable data source or a difference.
  ///
  /// - Duplicate section ids and duplicate row ids in the table are errors (a diffable data
  ///   source crashes on them); two sections without ids under the same header are a
  ///   warning, since a difference pairs them in order.
  /// - A row with more cells than its section's columns is a warning.
  /// - A row whose identifier no cell type of `shim` is registered under is an error.
  /// - A section without rows is a warning.
  /// - A cell that does not read under its column's format is a warning.
  /// - A footnote whose column, spanner, section or row id the table does not have is a
  ///   warning.
  /// - With `reread`, the same input read a second time, every section and row id that is not
  ///   the same at the same place is an error.
  ///
  /// ```swift
  /// let errors = model.lint().filter { $0.severity == .error }
  /// ```
  ///
  /// - Parameters:
  ///   - shim: The shim whose registered cell types the rows need.
  ///   - reread: The table read again from the same source, to check that ids are stable.
  /// - Returns: The findings, by section and row.
  public func lint(using shim: TableShim = TableShim(), reread: TableViewModel? = nil)
    -> [LintFinding]
  {
    var findings: [LintFinding] = []
    let registered = Set(shim.registeredIdentifiers)
    var sectionIDs: [AnyHashable: Int] = [:]
    var headers: [String?: Int] = [:]
    // Keyed as a difference keys them: String and Int ids unboxed, which hashes them fast.
    var rowIDs: [RowFace.Key: IndexPath] = [:]
    rowIDs.reserveCapacity(numberOfRows)
    for (index, section) in sections.enumerated() {
      if let id = section.id {
        if let first = sectionIDs[id] {
          findings.append(
            LintFinding(
              severity: .error, rule: .duplicateSectionID, section: index, row: nil,
              message: "duplicate section id '\(id.base)'; first at section \(first + 1)"))
        } else {
          sectionIDs[id] = index
        }
      } else if let first = headers[section.header] {
        findings.append(
          LintFinding(
            severity: .warning, rule: .duplicateSectionID, section: index, row: nil,
            message: "section without an id has the same header as section \(first + 1), "
              + "so a difference pairs them in order"))
      } else {
        headers[section.header] = index
      }
      if section.cells.isEmpty {
        findings.append(
          LintFinding(
            severity: .warning, rule: .emptySection, section: index, row: nil,
            message: "section has no rows"))
      }
      for (row, cell) in section.cells.enumerated() {
        findings += Self.findings(
          of: cell, at: IndexPath(row: row, section: index), in: section,
          registered: registered, rowIDs: &rowIDs)
      }
      findings += Self.unformattableCells(in: section, at: index)
    }
    findings += footnotesWithoutTarget()
    if let reread { findings += unstableIDs(comparedWith: reread) }
    return findings.sorted { ($0.section, $0.row ?? -1) < ($1.section, $1.row ?? -1) }
  }

  private static func findings(
    of cell: CellModel, at path: IndexPath, in section: SectionModel, registered: Set<String>,
    rowIDs: inout [RowFace.Key: IndexPath]
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    func add(_ severity: LintFinding.Severity, _ rule: LintFinding.Rule, _ message: String) {
      findings.append(
        LintFinding(
          severity: severity, rule: rule, section: path.section, row: path.row,
          message: message))
    }
    if let id = cell.id {
      let key = RowFace.key(ofID: id)
      if let first = rowIDs[key] {
        add(
          .error, .duplicateRowID,
          "duplicate row id '\(id.base)'; first at section \(first.section + 1), "
            + "row \(first.row + 1)")
      } else {
        rowIDs[key] = path
      }
    }
    if let columns = section.columns, let content = cell.contentShownAsIs,
      content.columnCount > columns.count
    {
      add(
        .warning, .rowWiderThanColumns,
        "row has \(content.columnCount) cells; section has \(columns.count) columns")
    }
    if !registered.contains(cell.identifier) {
      add(.error, .unregisteredCellType, "no cell type is registered as '\(cell.identifier)'")
    }
    return findings
  }

  private static func unformattableCells(in section: SectionModel, at index: Int)
    -> [LintFinding]
  {
    guard let columns = section.columns, let formatting = SectionFormatting(checking: columns)
    else { return [] }
    var findings: [LintFinding] = []
    for (row, cell) in section.cells.enumerated() {
      guard let content = cell.contentShownAsIs else { continue }
      formatting.check(content) { column, text in
        findings.append(
          LintFinding.unformattable(
            String(decoding: text, as: UTF8.self), column: columns[column], section: index,
            row: row))
      }
    }
    return findings
  }

  private func unstableIDs(comparedWith reread: TableViewModel) -> [LintFinding] {
    var findings: [LintFinding] = []
    for (index, section) in sections.enumerated() {
      guard index < reread.sections.count else { break }
      let again = reread.sections[index]
      if section.id != again.id {
        findings.append(
          LintFinding(
            severity: .error, rule: .unstableID, section: index, row: nil,
            message: "section id is not the same when the input is read again"))
      }
      for row in section.cells.indices where row < again.cells.count {
        if section.cells[row].id != again.cells[row].id {
          findings.append(
            LintFinding(
              severity: .error, rule: .unstableID, section: index, row: row,
              message: "row id is not the same when the input is read again"))
        }
      }
    }
    return findings
  }
}
