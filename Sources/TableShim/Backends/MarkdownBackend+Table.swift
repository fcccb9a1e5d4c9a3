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
    let plainRows = grid.rows.map { grid.cells(of: $0, count: columns.count) }
    let rows = zip(grid.rows, plainRows).map { row, plain in
      var cells = plain
      cells[0] = Self.checkMark(for: row) + cells[0]
      return cells.map { Self.decorated(Self.escapedCell($0, lineBreak: lineBreak), row.state) }
    }
    let layout = GridLayout(
      header: header, rows: rows, columns: columns, available: nil, plainRows: plainRows,
      minimumWidth: 3)
    writeRow(
      header.indices.map { layout.pad(header[$0], column: $0, isHeader: true) }, header, &sink)
    let delimiters = layout.alignments.indices.map { column in
      let width = padsTables ? layout.widths[column] : 3
      return switch layout.alignments[column] {
      case .left: ":" + String(repeating: "-", count: width - 1)
      case .right: String(repeating: "-", count: width - 1) + ":"
      case .center: ":" + String(repeating: "-", count: width - 2) + ":"
      }
    }
    writeRow(delimiters, delimiters, &sink)
    for row in rows {
      writeRow(row.indices.map { layout.pad(row[$0], column: $0) }, row, &sink)
    }
  }

  private func writeRow(_ padded: [String], _ plain: [String], _ sink: inout ByteSink) {
    sink.write("|")
    for cell in padsTables ? padded : plain {
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
    return switch state {
    case .normal: cell
    case .selected: "**\(cell)**"
    case .highlighted: "_\(cell)_"
    case .disabled: "~~\(cell)~~"
    }
  }
}
