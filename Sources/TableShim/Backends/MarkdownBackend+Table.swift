extension MarkdownBackend: GridMeasuringBackend {
  /// Padded tables line up their columns; unpadded ones stream as they are.
  var measuresGrids: Bool { padsTables }

  /// Writes a grid section as a GFM pipe table: a header row (empty cells when the section
  /// has no titles, since GFM needs one), the alignment row, and a row per grid row.
  func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    let lineBreak = tableLineBreak
    let header = Self.header(of: grid.start, count: columns.count, lineBreak: lineBreak)
    let plainRows = grid.cells(count: columns.count)
    guard padsTables else {
      // Unpadded: the alignments are all the table needs, and each cell is escaped straight
      // into the sink.
      let alignments = GridLayout.alignments(of: plainRows, columns: columns)
      Self.writeRow(header, &sink)
      Self.writeRow(alignments.map { Self.delimiter($0, width: 3) }, &sink)
      plainRows.withCells { cells in
        for (index, row) in grid.rows.enumerated() {
          Self.writeUnpaddedRow(
            count: columns.count, cellCount: columns.count, of: row,
            byteCount: cells.byteCount(ofRow: index), lineBreak: lineBreak, into: &sink
          ) { cells[index, $0] }
          sink.drainPoint()
        }
      }
      return
    }
    let rows = grid.cells(count: columns.count, shown: Self.shown(lineBreak: lineBreak))
    let layout = GridLayout(
      header: header, rows: rows, columns: columns, available: nil, plainRows: plainRows,
      minimumWidth: 3)
    Self.writePaddedHead(header, layout, into: &sink)
    rows.withCells { cells in
      for row in 0..<cells.rowCount {
        Self.writePaddedRow(row, of: cells, layout, into: &sink)
        sink.drainPoint()
      }
    }
  }

  /// What a table cell shows: its text escaped, in the emphasis of its row's state.
  static func shown(lineBreak: StaticString) -> GridSection.Shown {
    { row, column, cell, sink in
      writeCell(cell, column: column, of: row, lineBreak: lineBreak, into: &sink)
    }
  }

  /// How the cells of a data row in its normal state, without a check mark or footnote
  /// marks, show: their text escaped, which another thread can make.
  static func plainlyShown(lineBreak: StaticString) -> GridPlainShowing {
    GridPlainShowing(
      applies: { row in
        row.state == .normal && row.role == .data && row.accessory != .checkmark
          && row.accessory != .unchecked && row.footnoteMarks == nil
      },
      write: { cell, sink in
        guard !cell.isEmpty else { return }
        sink.writeMarkdownEscaped(bytes: cell, in: .tableCell(lineBreak: lineBreak))
      },
      inRoom: .markdownTableCell)
  }

  /// Writes a padded table's header row and alignment row.
  static func writePaddedHead(_ header: [String], _ layout: GridLayout, into sink: inout ByteSink) {
    writeRow(header.indices.map { layout.pad(header[$0], column: $0, isHeader: true) }, &sink)
    writeRow(
      layout.alignments.indices.map { delimiter(layout.alignments[$0], width: layout.widths[$0]) },
      &sink)
  }

  /// Writes one body row of a padded table, its cells as shown: with each cell's width from
  /// `widths` when given, else from the layout's measure of row `row`.
  static func writePaddedRow(
    _ row: Int, of cells: GridCells.View, _ layout: GridLayout,
    widths: UnsafeBufferPointer<Int>? = nil, into sink: inout ByteSink
  ) {
    if writeFittingPaddedRow(row, of: cells, layout, widths: widths, into: &sink) { return }
    sink.write("| ")
    for column in 0..<cells.columnCount {
      let cell = cells[row, column]
      if column > 0 { sink.write(" | ") }
      if let padding = widths.map({
        layout.fittingPadding(of: cell, width: $0[column], column: column)
      })
        ?? layout.fittingPadding(of: cell, row: row, column: column)
      {
        sink.write(repeating: UInt8(ascii: " "), count: padding.left)
        sink.append(cell)
        sink.write(repeating: UInt8(ascii: " "), count: padding.right)
      } else {
        sink.write(layout.pad(String(decoding: cell, as: UTF8.self), column: column))
      }
    }
    sink.write(" |\n")
  }

  /// Writes a padded row whose cells all fit their columns on one line, in room made once
  /// for the whole row, and returns `true`; returns `false`, having written nothing, when a
  /// cell does not fit (``writePaddedRow(_:of:_:widths:into:)`` then wraps it).
  private static func writeFittingPaddedRow(
    _ row: Int, of cells: GridCells.View, _ layout: GridLayout,
    widths: UnsafeBufferPointer<Int>?, into sink: inout ByteSink
  ) -> Bool {
    let count = cells.columnCount
    // "| ", " | " between cells and " |\n"; a cell's padding is its column's width less its
    // own, at most the column's width; and eight bytes for the last word of spaces stored.
    var maximum = 3 * count + 2 + 8
    for column in 0..<count {
      maximum += cells[row, column].count + layout.widths[column]
    }
    return sink.write(upTo: maximum) { cursor in
      cursor.write("| ")
      for column in 0..<count {
        let cell = cells[row, column]
        guard
          let padding = widths.map({
            layout.fittingPadding(of: cell, width: $0[column], column: column)
          })
            ?? layout.fittingPadding(of: cell, row: row, column: column)
        else { return false }
        if column > 0 { cursor.write(" | ") }
        cursor.appendSpaces(padding.left)
        cursor.append(cell)
        cursor.appendSpaces(padding.right)
      }
      cursor.write(" |\n")
      return true
    }
  }

  /// A padded table whose rows were kept in a spill: laid out from what they measured, its
  /// head and then each row with its cells' widths.
  struct PaddedTable {
    /// The layout, or `nil` for a table without columns, which writes nothing.
    let layout: GridLayout?

    init(_ section: SectionStart, plan: GridMeasure, lineBreak: StaticString) {
      let columns = section.columns ?? Array(repeating: Column(""), count: plan.columnCount)
      guard !columns.isEmpty else {
        layout = nil
        return
      }
      let header = MarkdownBackend.header(of: section, count: columns.count, lineBreak: lineBreak)
      layout = GridLayout(
        header: header, measure: plan, columns: columns, available: nil, minimumWidth: 3)
    }

    /// Writes the header row and the alignment row.
    func writeHead(_ section: SectionStart, lineBreak: StaticString, into sink: inout ByteSink) {
      guard let layout else { return }
      MarkdownBackend.writePaddedHead(
        MarkdownBackend.header(of: section, count: layout.widths.count, lineBreak: lineBreak),
        layout, into: &sink)
    }
  }

  /// A table's header cells, escaped: its column titles, or empty cells when it has none.
  static func header(of section: SectionStart, count: Int, lineBreak: StaticString) -> [String] {
    if let columns = section.columns, !section.footnotes.isEmpty {
      return headerCells(columns, section.footnotes, lineBreak: lineBreak)
    }
    return (section.columns?.map(\.flattenedTitle) ?? Array(repeating: "", count: count)).map {
      escapedCell($0, lineBreak: lineBreak)
    }
  }

  /// A table without padding whose columns are known from its start, which streams: its
  /// first rows (``GridLookahead/rowLimit``, or all of a shorter section) are written into a
  /// buffer of its own while they decide which columns hold numbers, since the alignment row
  /// comes first; then the header, the alignment row and those rows go out, and every later
  /// row is written straight into the sink.
  struct StreamedTable: Sendable {
    let columns: [Column]
    private var numeric: [NumericColumn]
    private var body = ByteSink()
    private var heldRows = 0
    /// Whether the header has gone out and rows are written as they come.
    private(set) var isStreaming = false
    /// The footnote marks of the spanners and column titles.
    var footnotes = SectionFootnotes()

    init(columns: [Column]) {
      self.columns = columns
      numeric = Array(repeating: NumericColumn(), count: columns.count)
    }

    /// Whether the rows held decide the alignments: as many as the lookahead holds.
    var hasDecided: Bool { heldRows >= GridLookahead.rowLimit }

    /// Holds one more of the first rows, written into the table's buffer.
    mutating func append(_ row: CellContent, lineBreak: StaticString) {
      heldRows += 1
      row.withTextBytes { texts in
        let cellCount = GridSection.cellCount(of: texts)
        numeric.withUnsafeMutableBufferPointer { numeric in
          for column in 0..<min(cellCount, numeric.count) where !numeric[column].hasText {
            numeric[column].add(GridSection.cell(column, of: texts))
          }
        }
      }
      // Written by a static function: a method of `self` would take a copy of the table,
      // and with it a second reference to `body`'s buffer, which every write would then copy.
      Self.write(row, count: columns.count, lineBreak: lineBreak, into: &body)
    }

    /// Writes the header, the alignment row and the rows held, and streams from then on.
    mutating func startStreaming(lineBreak: StaticString, into sink: inout ByteSink) {
      MarkdownBackend.writeRow(
        footnotes.isEmpty
          ? columns.map { MarkdownBackend.escapedCell($0.flattenedTitle, lineBreak: lineBreak) }
          : MarkdownBackend.headerCells(columns, footnotes, lineBreak: lineBreak), &sink)
      MarkdownBackend.writeRow(
        zip(columns, numeric).map {
          MarkdownBackend.delimiter($1.alignment($0.alignment), width: 3)
        },
        &sink)
      sink.append(contentsOf: body)
      body = ByteSink()
      isStreaming = true
    }

    /// Writes a row into `sink`.
    func write(_ row: CellContent, lineBreak: StaticString, into sink: inout ByteSink) {
      Self.write(row, count: columns.count, lineBreak: lineBreak, into: &sink)
    }

    /// Writes a row of a table of `count` columns into `sink`.
    private static func write(
      _ row: CellContent, count: Int, lineBreak: StaticString, into sink: inout ByteSink
    ) {
      row.withTextBytes { texts in
        MarkdownBackend.writeUnpaddedRow(
          count: count, cellCount: GridSection.cellCount(of: texts), of: row,
          byteCount: texts.byteCount, lineBreak: lineBreak, into: &sink
        ) { GridSection.cell($0, of: texts) }
      }
    }
  }

  /// Writes a table row without padding: each cell escaped straight into the sink, in the
  /// emphasis of the row's state, the first after the row's check mark; `count` cells, of
  /// which the first `cellCount` come from `cell` and the others are empty, and which hold
  /// `byteCount` bytes or fewer together.
  static func writeUnpaddedRow(
    count: Int, cellCount: Int, of row: CellContent, byteCount: Int, lineBreak: StaticString,
    into sink: inout ByteSink, cell: (Int) -> UnsafeBufferPointer<UInt8>
  ) {
    if row.accessory != .checkmark, row.accessory != .unchecked, row.footnoteMarks == nil,
      writeUnpaddedRowAtOnce(
        count: count, cellCount: cellCount, of: row, byteCount: byteCount, into: &sink,
        cell: cell)
    {
      return
    }
    sink.write("| ")
    for column in 0..<count {
      if column > 0 { sink.write(" | ") }
      if column < cellCount {
        writeCell(cell(column), column: column, of: row, lineBreak: lineBreak, into: &sink)
      }
    }
    sink.write(" |\n")
  }

  /// Writes a table row in room made once for the whole row, and returns `true`; returns
  /// `false`, having written nothing, when a cell holds a newline or has white space at an
  /// end, which ``writeCell(_:column:of:lineBreak:into:)`` writes.
  private static func writeUnpaddedRowAtOnce(
    count: Int, cellCount: Int, of row: CellContent, byteCount: Int, into sink: inout ByteSink,
    cell: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let (open, close) = delimiters(for: row.state)
    let emphasized = row.state != .normal
    let boldsLabel = row.role != .data && !emphasized
    let markup = 8 + count * (3 + open.utf8CodeUnitCount + close.utf8CodeUnitCount)
    // The room of each cell's bytes, and of each cell's last word, in one sum.
    let room = markup + ByteCursor.markdownRoom(for: byteCount) + 8 * cellCount
    return sink.write(upTo: room) { cursor in
      cursor.write("| ")
      for column in 0..<count {
        if column > 0 { cursor.write(" | ") }
        guard column < cellCount else { continue }
        let bytes = cell(column)
        guard !bytes.isEmpty else { continue }
        if emphasized { cursor.write(open) }
        if boldsLabel, column == 0 { cursor.write("**") }
        guard cursor.appendMarkdownText(bytes, blockStarts: false) else { return false }
        if boldsLabel, column == 0 { cursor.write("**") }
        if emphasized { cursor.write(close) }
      }
      cursor.write(" |\n")
      return true
    }
  }

  /// Writes one cell escaped for a table, in the emphasis of its row's state; the first cell
  /// after the row's check mark, escaped together as one text.
  static func writeCell(
    _ cell: UnsafeBufferPointer<UInt8>, column: Int, of row: CellContent,
    lineBreak: StaticString, into sink: inout ByteSink
  ) {
    let hasMark = column == 0 && (row.accessory == .checkmark || row.accessory == .unchecked)
    guard !cell.isEmpty || hasMark else {
      return writeCellReferences(row, column: column, into: &sink)
    }
    var (open, close) = delimiters(for: row.state)
    // A summary row's label is bold.
    if column == 0, row.role != .data, row.state == .normal { (open, close) = ("**", "**") }
    sink.write(open)
    if hasMark {
      let text = checkMark(for: row) + String(decoding: cell, as: UTF8.self)
      sink.writeMarkdownEscaped(text, in: .tableCell(lineBreak: lineBreak))
    } else {
      sink.writeMarkdownEscaped(bytes: cell, in: .tableCell(lineBreak: lineBreak))
    }
    sink.write(close)
    writeCellReferences(row, column: column, into: &sink)
  }

  /// What a newline in a table cell becomes.
  var tableLineBreak: StaticString { tableNewlines == .space ? " " : "<br>" }

  /// A cell of the alignment row: dashes, with a colon on the aligned side.
  static func delimiter(_ alignment: ColumnAlignment, width: Int) -> String {
    switch alignment {
    case .left: ":" + String(repeating: "-", count: width - 1)
    case .right: String(repeating: "-", count: width - 1) + ":"
    case .center: ":" + String(repeating: "-", count: width - 2) + ":"
    }
  }

  static func writeRow(_ cells: [String], _ sink: inout ByteSink) {
    sink.write("|")
    for cell in cells {
      sink.write(" ")
      sink.write(cell)
      sink.write(" |")
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// A cell's text escaped for a table cell.
  static func escapedCell(_ text: String, lineBreak: StaticString) -> String {
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
