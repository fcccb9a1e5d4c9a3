extension MarkdownBackend {
  /// Writes a grid section as a GFM pipe table: a header row (empty cells when the section
  /// has no titles, since GFM needs one), the alignment row, and a row per grid row.
  func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    let lineBreak = tableLineBreak
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
        Self.writeUnpaddedRow(
          plainRows[index], count: columns.count, of: row, lineBreak: lineBreak, into: &sink)
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

  /// Writes an unpadded table whose rows were written as they came.
  func writeTable(_ table: StreamedTable, into sink: inout ByteSink) {
    let lineBreak = tableLineBreak
    writeRow(table.columns.map { Self.escapedCell($0.title, lineBreak: lineBreak) }, &sink)
    writeRow(
      zip(table.columns, table.numeric).map {
        Self.delimiter($1.alignment($0.alignment), width: 3)
      },
      &sink)
    sink.append(contentsOf: table.body)
  }

  /// A table without padding whose columns are known from its start: only its alignment
  /// row, which comes first, waits for the last row, so each row is written as it comes
  /// into a buffer of the table's own, and the section holds bytes rather than rows.
  struct StreamedTable: Sendable {
    let columns: [Column]
    private(set) var numeric: [NumericColumn]
    private(set) var body = ByteSink()

    init(columns: [Column]) {
      self.columns = columns
      numeric = Array(repeating: NumericColumn(), count: columns.count)
    }

    mutating func append(_ row: CellContent, lineBreak: StaticString) {
      let texts = GridSection.texts(of: row)
      for (column, cell) in zip(numeric.indices, texts) { numeric[column].add(cell) }
      MarkdownBackend.writeUnpaddedRow(
        texts, count: columns.count, of: row, lineBreak: lineBreak, into: &body)
    }
  }

  /// Writes a table row without padding: each cell escaped straight into the sink, in the
  /// emphasis of the row's state, the first after the row's check mark; `count` cells, the
  /// missing ones empty.
  static func writeUnpaddedRow(
    _ cells: some RandomAccessCollection<String>, count: Int, of row: CellContent,
    lineBreak: StaticString, into sink: inout ByteSink
  ) {
    sink.write("|")
    let (open, close) = delimiters(for: row.state)
    for column in 0..<count {
      let cell = column < cells.count ? cells[cells.index(cells.startIndex, offsetBy: column)] : ""
      let mark = column == 0 ? checkMark(for: row) : ""
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

  /// What a newline in a table cell becomes.
  var tableLineBreak: StaticString { tableNewlines == .space ? " " : "<br>" }

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
    return sink.text
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
