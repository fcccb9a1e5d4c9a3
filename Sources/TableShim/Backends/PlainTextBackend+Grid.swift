extension PlainTextBackend {
  /// Draws a grid section: a header row if it has titles, a rule, and its rows, every line
  /// the same display width.
  func writeGrid(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    let header = grid.titles.map { $0.map(Self.visible) }
    let rows = grid.cells(count: columns.count)
    let style = gridStyle
    let layout = GridLayout(
      header: header, rows: rows, columns: columns,
      available: width.map { $0 - style.overhead(columns: columns.count) })
    if let top = style.top { Self.writeRule(top, style, layout, into: &sink) }
    if let header {
      for line in layout.lines(of: header, isHeader: true) {
        Self.writeLine(line, style, into: &sink)
      }
      if let rule = style.headerRule { Self.writeRule(rule, style, layout, into: &sink) }
    }
    var paddings: [(left: Int, right: Int)] = []
    paddings.reserveCapacity(columns.count)
    rows.withCells { cells in
      for row in 0..<cells.rowCount {
        if row > 0, let rule = style.rowRule { Self.writeRule(rule, style, layout, into: &sink) }
        paddings.removeAll(keepingCapacity: true)
        for column in 0..<cells.columnCount {
          guard
            let padding = layout.fittingPadding(of: cells[row, column], row: row, column: column)
          else { break }
          paddings.append(padding)
        }
        if paddings.count == cells.columnCount {
          Self.writeFittingRow(row, of: cells, paddings, style, into: &sink)
        } else {
          for line in layout.lines(of: rows.strings(ofRow: row), row: row) {
            Self.writeLine(line, style, into: &sink)
          }
        }
        sink.drainPoint()
      }
    }
    if let bottom = style.bottom { Self.writeRule(bottom, style, layout, into: &sink) }
  }

  /// Writes a row whose cells all fit their columns on one line, padding each in the sink.
  private static func writeFittingRow(
    _ row: Int, of cells: GridCells.View, _ paddings: [(left: Int, right: Int)],
    _ style: GridStyle, into sink: inout ByteSink
  ) {
    sink.write(style.left)
    for column in 0..<cells.columnCount {
      if column > 0 { sink.write(style.separator) }
      sink.write(repeating: UInt8(ascii: " "), count: style.padding + paddings[column].left)
      sink.append(cells[row, column])
      sink.write(repeating: UInt8(ascii: " "), count: paddings[column].right + style.padding)
    }
    sink.write(style.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// What a grid cell shows: its text with control characters shown visibly, and on the
  /// first cell the row's check mark and state.
  static let shown: GridSection.Shown = { row, column, cell, sink in
    if column == 0 {
      switch row.accessory {
      case .checkmark: sink.write("[x] ")
      case .unchecked: sink.write("[ ] ")
      default: break
      }
    }
    writeVisible(cell, into: &sink)
    if column == 0, row.state != .normal {
      sink.write(" [")
      sink.write(row.state.rawValue)
      sink.write("]")
    }
  }

  /// Writes a cell's text with control characters shown visibly, its line breaks as LF.
  private static func writeVisible(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout ByteSink) {
    // Most cells hold no control character (C0 but LF, DEL, or C1 as C2 80-9F): keep them.
    guard ControlBytes.next(in: bytes, from: 0) != nil else { return sink.append(bytes) }
    sink.writeTerminalSafeKeepingLines(bytes: bytes)
  }

  /// A cell's text with control characters shown visibly, its line breaks as LF.
  private static func visible(_ text: String) -> String {
    var sink = ByteSink(capacity: 0)
    text.withUTF8Bytes { writeVisible($0, into: &sink) }
    return sink.text
  }

  /// Writes one line of cells, each already padded to its column's width.
  private static func writeLine(_ cells: [String], _ style: GridStyle, into sink: inout ByteSink) {
    sink.write(style.left)
    for (index, cell) in cells.enumerated() {
      if index > 0 { sink.write(style.separator) }
      sink.write(repeating: UInt8(ascii: " "), count: style.padding)
      sink.write(cell)
      sink.write(repeating: UInt8(ascii: " "), count: style.padding)
    }
    sink.write(style.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a rule across every column and its padding.
  private static func writeRule(
    _ rule: GridStyle.Rule, _ style: GridStyle, _ layout: GridLayout, into sink: inout ByteSink
  ) {
    sink.write(rule.left)
    for (index, width) in layout.widths.enumerated() {
      if index > 0 { sink.write(rule.crossing) }
      sink.write(String(repeating: rule.horizontal, count: width + 2 * style.padding))
    }
    sink.write(rule.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }
}
