extension PlainTextBackend {
  /// Draws a grid section: a header row if it has titles, a rule, and its rows, every line
  /// the same display width.
  func writeGrid(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    let header = grid.titles.map { $0.map(Self.visible) }
    let rows = grid.cells(count: columns.count)
    let rules = gridStyle.rules
    let overhead = rules == nil ? 2 * (columns.count - 1) : 3 * columns.count + 1
    let layout = GridLayout(
      header: header, rows: rows, columns: columns, available: width.map { $0 - overhead })
    if let rules { writeRule(rules.top, rules, layout, into: &sink) }
    if let header {
      for line in layout.lines(of: header, isHeader: true) {
        Self.writeLine(line, rules, into: &sink)
      }
      if let rules {
        writeRule(rules.middle, rules, layout, into: &sink)
      } else {
        Self.writeLine(layout.widths.map { String(repeating: "-", count: $0) }, nil, into: &sink)
      }
    }
    var paddings: [(left: Int, right: Int)] = []
    paddings.reserveCapacity(columns.count)
    rows.withCells { cells in
      for row in 0..<cells.rowCount {
        paddings.removeAll(keepingCapacity: true)
        for column in 0..<cells.columnCount {
          guard
            let padding = layout.fittingPadding(of: cells[row, column], row: row, column: column)
          else { break }
          paddings.append(padding)
        }
        if paddings.count == cells.columnCount {
          Self.writeFittingRow(row, of: cells, paddings, rules, into: &sink)
        } else {
          for line in layout.lines(of: rows.strings(ofRow: row), row: row) {
            Self.writeLine(line, rules, into: &sink)
          }
        }
        sink.drainPoint()
      }
    }
    if let rules { writeRule(rules.bottom, rules, layout, into: &sink) }
  }

  /// Writes a row whose cells all fit their columns on one line, padding each in the sink.
  private static func writeFittingRow(
    _ row: Int, of cells: GridCells.View, _ paddings: [(left: Int, right: Int)],
    _ rules: GridRules?, into sink: inout ByteSink
  ) {
    if let rules { sink.write(rules.vertical) }
    for column in 0..<cells.columnCount {
      if rules != nil {
        sink.write(byte: UInt8(ascii: " "))
      } else if column > 0 {
        sink.write("  ")
      }
      sink.write(repeating: UInt8(ascii: " "), count: paddings[column].left)
      sink.append(cells[row, column])
      sink.write(repeating: UInt8(ascii: " "), count: paddings[column].right)
      if let rules {
        sink.write(byte: UInt8(ascii: " "))
        sink.write(rules.vertical)
      }
    }
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

  private static func writeLine(_ cells: [String], _ rules: GridRules?, into sink: inout ByteSink) {
    guard let rules else {
      for (index, cell) in cells.enumerated() {
        if index > 0 { sink.write("  ") }
        sink.write(cell)
      }
      sink.write(byte: UInt8(ascii: "\n"))
      return
    }
    sink.write(rules.vertical)
    for cell in cells {
      sink.write(" ")
      sink.write(cell)
      sink.write(" ")
      sink.write(rules.vertical)
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  private func writeRule(
    _ ends: (String, String, String), _ rules: GridRules, _ layout: GridLayout,
    into sink: inout ByteSink
  ) {
    sink.write(ends.0)
    for (index, width) in layout.widths.enumerated() {
      if index > 0 { sink.write(ends.1) }
      sink.write(String(repeating: rules.horizontal, count: width + 2))
    }
    sink.write(ends.2)
    sink.write(byte: UInt8(ascii: "\n"))
  }
}
