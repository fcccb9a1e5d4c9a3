extension MarkdownBackend {
  /// Writes a grid section as a GFM pipe table: a header row (empty cells when the section
  /// has no titles, since GFM needs one), the alignment row, and a row per grid row.
  func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    let lineBreak: StaticString = tableNewlines == .space ? " " : "<br>"
    let header = (grid.titles ?? Array(repeating: "", count: columns.count)).map {
      Self.escapedCell($0, lineBreak: lineBreak)
    }
    let plainRows = grid.cells(count: columns.count)
    guard padsTables else {
      // Unpadded: the alignments are all the table needs, and each cell is escaped straight
      // into the sink.
      let alignments = GridLayout.alignments(of: plainRows, columns: columns)
      writeRow(header, &sink)
      writeRow(alignments.map { Self.delimiter($0, width: 3) }, &sink)
      for (index, row) in grid.rows.enumerated() {
        sink.write("|")
        let (open, close) = Self.delimiters(for: row.state)
        for (column, cell) in zip(0..., plainRows[index]) {
          let mark = column == 0 ? Self.checkMark(for: row) : ""
          sink.write(" ")
          if !cell.isEmpty || !mark.isEmpty { sink.write(open) }
          // A check mark and its cell are escaped as one text, as a padded table does.
          sink.writeMarkdownEscaped(
            mark.isEmpty ? cell : mark + cell, in: .tableCell(lineBreak: lineBreak))
          if !cell.isEmpty || !mark.isEmpty { sink.write(close) }
          sink.write(" |")
        }
        sink.write(byte: UInt8(ascii: "\n"))
      }
      return
    }
    let rows = grid.cells(count: columns.count) { row, column, cell in
      let text = column == 0 ? Self.checkMark(for: row) + cell : cell
      return Self.decorated(Self.escapedCell(text, lineBreak: lineBreak), row.state)
    }
    let layout = GridLayout(
      header: header, rows: rows, columns: columns, available: nil, plainRows: plainRows,
      minimumWidth: 3)
    writeRow(header.indices.map { layout.pad(header[$0], column: $0, isHeader: true) }, &sink)
    writeRow(
      layout.alignments.indices.map {
        Self.delimiter(layout.alignments[$0], width: layout.widths[$0])
      }, &sink)
    for row in 0..<rows.rowCount {
      sink.write("|")
      for (column, cell) in zip(0..., rows[row]) {
        sink.write(" ")
        if let padding = layout.fittingPadding(of: cell, row: row, column: column) {
          sink.write(repeating: UInt8(ascii: " "), count: padding.left)
          sink.write(cell)
          sink.write(repeating: UInt8(ascii: " "), count: padding.right)
        } else {
          sink.write(layout.pad(cell, column: column))
        }
        sink.write(" |")
      }
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }

  /// A cell of the alignment row: dashes, with a colon on the aligned side.
  private static func delimiter(_ alignment: ColumnAlignment, width: Int) -> String {
    switch alignment {
    case .left: ":" + String(repeating: "-", count: width - 1)
    case .right: String(repeating: "-", count: width - 1) + ":"
    case .center: ":" + String(repeating: "-", count: width - 2) + ":"
    }
  }

  private func writeRow(_ cells: [String], _ sink: inout ByteSink) {
    sink.write("|")
    for cell in cells {
      sink.write(" ")
      sink.write(cell)
      sink.write(" |")
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// A cell's text escaped for a table cell.
  private static func escapedCell(_ text: String, lineBreak: StaticString) -> String {
    var sink = ByteSink(capacity: 0)
    sink.writeMarkdownEscaped(text, in: .tableCell(lineBreak: lineBreak))
    return String(decoding: sink.bytes, as: UTF8.self)
  }

  private static func checkMark(for row: CellContent) -> String {
    switch row.accessory {
    case .checkmark: "[x] "
    case .unchecked: "[ ] "
    default: ""
    }
  }

  /// An escaped cell in the emphasis that shows the row's state.
  private static func decorated(_ cell: String, _ state: CellState) -> String {
    guard !cell.isEmpty else { return cell }
    let (open, close) = delimiters(for: state)
    return "\(open)\(cell)\(close)"
  }

  /// The emphasis that shows a row's state: around its text in a list, around each cell in
  /// a table.
  static func delimiters(for state: CellState) -> (StaticString, StaticString) {
    switch state {
    case .normal: ("", "")
    case .selected: ("**", "**")
    case .highlighted: ("_", "_")
    case .disabled: ("~~", "~~")
    }
  }
}
