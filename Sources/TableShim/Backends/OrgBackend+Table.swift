extension OrgBackend {
  /// Writes a grid section as an Org table: the column titles, when the section has them,
  /// above a rule (`|---+---|`), a row of alignment cookies when a column is not aligned
  /// left, and a row per grid row, every cell padded to its column's display width.
  ///
  /// Org tables cannot span cells: a column's spanners join its title, `Stats › Goals`.
  /// Writes a rule across the table, `|---+---|`.
  private static func writeRule(_ layout: GridLayout, into sink: inout ByteSink) {
    sink.write("|")
    for (column, width) in layout.widths.enumerated() {
      if column > 0 { sink.write("+") }
      sink.write(repeating: UInt8(ascii: "-"), count: width + 2)
    }
    sink.write("|\n")
  }

  static func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    let footnotes = grid.start.footnotes
    let header = grid.start.columns?.enumerated().map { index, column in
      guard footnotes.isEmpty else { return headerCell(column, at: index, footnotes) }
      var cell = ByteSink(capacity: 0)
      cell.writeOrgEscaped(column.flattenedTitle, in: .line)
      return cell.text
    }
    let plainRows = grid.cells(count: columns.count)
    let rows = grid.cells(count: columns.count) { row, column, cell, sink in
      writeCell(cell, column: column, of: row, into: &sink)
    }
    // Three columns at least, so that a cookie such as `<r>` fits.
    let layout = GridLayout(
      header: header, rows: rows, columns: columns, available: nil, plainRows: plainRows,
      minimumWidth: 3)
    if let header {
      writeRow(header.indices.map { layout.pad(header[$0], column: $0, isHeader: true) }, &sink)
    }
    if layout.alignments.contains(where: { $0 != .left }) {
      let cookies = layout.alignments.map { alignment -> String in
        switch alignment {
        case .left: "<l>"
        case .right: "<r>"
        case .center: "<c>"
        }
      }
      writeRow(cookies.indices.map { layout.pad(cookies[$0], column: $0, isHeader: true) }, &sink)
    }
    if header != nil { writeRule(layout, into: &sink) }
    rows.withCells { cells in
      for row in 0..<cells.rowCount {
        // Summary rows sit under a rule, as in a spreadsheet.
        if row > 0, grid.summaryStarts.contains(row) { writeRule(layout, into: &sink) }
        sink.write("| ")
        for column in 0..<cells.columnCount {
          let cell = cells[row, column]
          if column > 0 { sink.write(" | ") }
          if let padding = layout.fittingPadding(of: cell, row: row, column: column) {
            sink.write(repeating: 0x20, count: padding.left)
            sink.append(cell)
            sink.write(repeating: 0x20, count: padding.right)
          } else {
            sink.write(layout.pad(String(decoding: cell, as: UTF8.self), column: column))
          }
        }
        sink.write(" |\n")
        sink.drainPoint()
      }
    }
  }

  /// Writes one cell of a table row: escaped, in the emphasis of the row's state, the first
  /// after the row's check mark (`☑` or `☐`) and as the row's link.
  private static func writeCell(
    _ cell: UnsafeBufferPointer<UInt8>, column: Int, of row: CellContent,
    into sink: inout ByteSink
  ) {
    let mark: StaticString? =
      column > 0
      ? nil
      : row.accessory == .checkmark ? "\u{2611}" : row.accessory == .unchecked ? "\u{2610}" : nil
    guard !cell.isEmpty || mark != nil else {
      return writeCellReferences(row, column: column, into: &sink)
    }
    let emphasis = Self.emphasis(for: row.state)
    if let emphasis { sink.write(byte: emphasis) }
    if let mark {
      sink.write(mark)
      if !cell.isEmpty { sink.write(byte: 0x20) }
    }
    if column == 0, !cell.isEmpty,
      let url = row.withTextBytes({ WikiLinks.absoluteURL($0[.link]) })
    {
      writeLink(url, text: cell, into: &sink)
    } else {
      sink.writeOrgEscaped(bytes: cell, in: .line)
    }
    if let emphasis { sink.write(byte: emphasis) }
    writeCellReferences(row, column: column, into: &sink)
  }

  private static func writeRow(_ cells: [String], _ sink: inout ByteSink) {
    sink.write("|")
    for cell in cells {
      sink.write(" ")
      sink.write(cell)
      sink.write(" |")
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }
}
