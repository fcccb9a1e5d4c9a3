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
      for line in layout.lines(of: header[...], isHeader: true) {
        writeLine(line, rules, into: &sink)
      }
      if let rules {
        writeRule(rules.middle, rules, layout, into: &sink)
      } else {
        writeLine(layout.widths.map { String(repeating: "-", count: $0) }, nil, into: &sink)
      }
    }
    var paddings: [(left: Int, right: Int)] = []
    paddings.reserveCapacity(columns.count)
    for row in 0..<rows.rowCount {
      let cells = rows[row]
      paddings.removeAll(keepingCapacity: true)
      for (column, cell) in zip(0..., cells) {
        guard let padding = layout.fittingPadding(of: cell, row: row, column: column) else { break }
        paddings.append(padding)
      }
      if paddings.count == cells.count {
        writeFittingRow(cells, paddings, rules, into: &sink)
      } else {
        for line in layout.lines(of: cells, row: row) { writeLine(line, rules, into: &sink) }
      }
    }
    if let rules { writeRule(rules.bottom, rules, layout, into: &sink) }
  }

  /// Writes a row whose cells all fit their columns on one line, padding each in the sink.
  private func writeFittingRow(
    _ cells: ArraySlice<String>, _ paddings: [(left: Int, right: Int)], _ rules: GridRules?,
    into sink: inout ByteSink
  ) {
    if let rules { sink.write(rules.vertical) }
    for (column, cell) in zip(0..., cells) {
      if rules != nil {
        sink.write(byte: UInt8(ascii: " "))
      } else if column > 0 {
        sink.write("  ")
      }
      sink.write(repeating: UInt8(ascii: " "), count: paddings[column].left)
      sink.write(cell)
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
  static let shown: GridSection.Shown = { row, column, cell in
    column == 0 ? marked(visible(cell), for: row) : visible(cell)
  }

  /// A cell's text with control characters shown visibly, its line breaks kept.
  private static func visible(_ text: String) -> String {
    // Most cells hold no control character (C0 but LF, DEL, or C1 as C2 80-9F): keep them.
    let isClean = text.withUTF8Bytes { bytes in
      var previous: UInt8 = 0
      for byte in bytes {
        if (byte < 0x20 && byte != 0x0A) || byte == 0x7F
          || (previous == 0xC2 && (0x80...0x9F).contains(byte))
        {
          return false
        }
        previous = byte
      }
      return true
    }
    return isClean ? text : text.lines.map(\.terminalSafe).joined(separator: "\n")
  }

  /// The first cell with the row's check mark before it and its state after it.
  private static func marked(_ cell: String, for row: CellContent) -> String {
    let prefix =
      switch row.accessory {
      case .checkmark: "[x] "
      case .unchecked: "[ ] "
      default: ""
      }
    return prefix + cell + (row.state == .normal ? "" : " [\(row.state.rawValue)]")
  }

  private func writeLine(_ cells: [String], _ rules: GridRules?, into sink: inout ByteSink) {
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
