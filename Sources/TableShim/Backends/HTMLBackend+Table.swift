extension HTMLBackend {
  /// How a page's tables mark their cells.
  struct GridMarkup: Sendable {
    /// Whether the table is on a standalone page: its cells are aligned by a class
    /// (`ts-align-right`) rather than a `style` attribute, which the page's Content Security
    /// Policy would block, and its check boxes are labelled.
    var isOnPage = false
    /// Whether a cell that reads as a number carries its value, for sorting: in a fragment;
    /// a page's script reads numbers from the cells' text.
    var marksNumbers = false
    /// How footnotes are marked.
    var footnoteMarks = FootnoteMarks.numbers
    /// The columns whose cells are drawn as sparklines, with their ranges.
    var sparklines = SparklineColumns()

    /// How many rows each `tbody` holds on a page: a long table is written as a run of
    /// bodies, which the page's stylesheet lays out only near the window (``HTMLBackend/stylesheet``);
    /// a fragment has one body.
    static let rowsPerBody = 250

    /// Writes the break between two bodies before row `index` of a table, when the row
    /// starts a new body.
    func writeBodyBreak(before index: Int, into sink: inout ByteSink) {
      guard isOnPage, index > 0, index.isMultiple(of: Self.rowsPerBody) else { return }
      sink.write("</tbody>\n<tbody>\n")
    }
  }

  /// How this backend's tables mark their cells.
  var gridMarkup: GridMarkup {
    GridMarkup(
      isOnPage: document == .standalone,
      marksNumbers: document != .standalone && readingAids.contains(.sorting),
      footnoteMarks: footnoteLinks.marks)
  }

  /// Writes a grid section as a `table`: a `thead` row of `scope="col"` headers when the
  /// section has titles, and a `tbody` row per grid row, aligned by inline `text-align`.
  func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    let rows = grid.cells(count: columns.count)
    let alignments = GridLayout.alignments(of: rows, columns: columns)
    let markup = gridMarkup
    Self.writeTableStart(
      titles: grid.titles, spanners: grid.start.columns?.spannerRows ?? [],
      alignments: alignments, markup,
      isLong: grid.rows.count > GridMarkup.rowsPerBody,
      footnotes: FootnoteLinks.references(of: grid.start), into: &sink)
    rows.withCells { cells in
      for (index, row) in grid.rows.enumerated() {
        markup.writeBodyBreak(before: index, into: &sink)
        let byteCount = alignments.indices.reduce(0) { $0 + cells[index, $1].count }
        Self.writeTableRow(
          row, alignments: alignments, markup, byteCount: byteCount, into: &sink
        ) { cells[index, $0] }
        sink.drainPoint()
      }
    }
    Self.writeTableEnd(into: &sink)
  }

  /// Opens a `table`: a `thead` row of `scope="col"` headers when the section has titles,
  /// above it a row per level of spanners (a `scope="colgroup"` header with its `colspan`, an
  /// empty cell over columns without a spanner), and the `tbody`.
  ///
  /// A long table on a page (`isLong`: more than one body of rows) is of class `ts-long`,
  /// which the page's stylesheet lays out body by body.
  static func writeTableStart(
    titles: [String]?, spanners: [[SpannerCell]], alignments: [ColumnAlignment],
    _ markup: GridMarkup, isLong: Bool, footnotes: SectionReferences? = nil,
    into sink: inout ByteSink
  ) {
    markup.writeTableTag(alignments: alignments, isLong: isLong, into: &sink)
    if let titles {
      sink.write("<thead>\n")
      writeSpannerRows(spanners, markup, footnotes, into: &sink)
      sink.write("<tr>")
      for (column, title) in titles.enumerated() {
        sink.write("<th scope=\"col\"")
        sink.write(Self.alignmentAttribute(alignments, column, markup))
        sink.write(">")
        sink.writeHTMLEscaped(title)
        if let footnotes { footnotes.writeColumn(column, markup.footnoteMarks, into: &sink) }
        sink.write("</th>")
      }
      sink.write("</tr>\n</thead>\n")
    }
    sink.write("<tbody>\n")
  }

  /// Writes the rows of spanners of a `thead`, outermost first.
  private static func writeSpannerRows(
    _ rows: [[SpannerCell]], _ markup: GridMarkup, _ footnotes: SectionReferences?,
    into sink: inout ByteSink
  ) {
    for (level, row) in rows.enumerated() {
      sink.write("<tr>")
      for cell in row {
        sink.write(cell.label == nil ? "<td" : "<th scope=\"colgroup\"")
        if cell.columns.count > 1 {
          writeAttribute("colspan", "\(cell.columns.count)", into: &sink)
        }
        sink.write(">")
        if let label = cell.label {
          sink.writeHTMLEscaped(label)
          footnotes?.writeSpanner(label, level, cell.columns, markup.footnoteMarks, into: &sink)
          sink.write("</th>")
        } else {
          sink.write("</td>")
        }
      }
      sink.write("</tr>\n")
    }
  }

  /// Writes a table row of one cell per alignment: `cell` gives each column's text, and the
  /// first cell carries the row's check box and link; the cells hold `byteCount` bytes or
  /// fewer together.
  static func writeTableRow(
    _ row: CellContent, alignments: [ColumnAlignment], _ markup: GridMarkup,
    byteCount: Int, into sink: inout ByteSink, cell: (Int) -> UnsafeBufferPointer<UInt8>
  ) {
    if row.role == .label {
      return writeLabelRow(row, columnCount: alignments.count, markup, into: &sink)
    }
    // Most rows need no more than escaping, and are written in room made once for the whole
    // row; the others take the sink's checked writes.
    if row.footnoteMarks == nil {
      let room =
        listItemMarkup + ByteCursor.htmlRoom(for: byteCount) + alignments.count * rowTextMarkup
      let written = sink.write(upTo: room) { cursor in
        writeTableCells(row, alignments: alignments, markup, into: &cursor, cell: cell)
      }
      if written { return }
    }
    _ = writeTableCells(row, alignments: alignments, markup, into: &sink, cell: cell)
  }

  /// Writes a table row that is not a label row, and returns `true`; returns `false` when
  /// `target` cannot write one of its parts.
  private static func writeTableCells(
    _ row: CellContent, alignments: [ColumnAlignment], _ markup: GridMarkup,
    into target: inout some HTMLRowTarget, cell: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard markup.writeRowStart(row, into: &target) else { return false }
    let footnotes = row.footnoteMarks
    for column in alignments.indices {
      // Most cells are left-aligned: their start tag is one literal.
      let alignment = Self.alignmentAttribute(alignments, column, markup)
      // A summary row's label heads its row.
      let isLabel = column == 0 && row.role != .data
      if isLabel {
        target.write("<th scope=\"row\"")
        target.write(alignment)
        target.write(">")
      } else if markup.marksNumbers || (column < row.shades.count && row.shades[column] != nil) {
        guard
          target.writeChecked({
            writeMarkedCellStart(row, column, cell(column), alignments, markup, into: &$0)
          })
        else { return false }
      } else if alignment.utf8CodeUnitCount == 0 {
        target.write("<td>")
      } else {
        target.write("<td")
        target.write(alignment)
        target.write(">")
      }
      if column == 0 { Self.writeCheckbox(row, labelled: markup.isOnPage, into: &target) }
      if (column == 0 && row.link != nil) || markup.sparklines.draws(column) {
        guard
          target.writeChecked({ writeCellContent(row, column, cell(column), markup, into: &$0) })
        else { return false }
      } else {
        guard target.writeText(cell(column), []) else { return false }
      }
      if let marks = footnotes?.columns[column] {
        guard
          target.writeChecked({
            writeReferences(marks, row: row, column: column, markup.footnoteMarks, into: &$0)
          })
        else { return false }
      }
      target.write(isLabel ? "</th>" : "</td>")
    }
    target.write(markup.rowEnd)
    return true
  }

  /// Opens a cell that is shaded by a colour scale or carries its number for sorting.
  private static func writeMarkedCellStart(
    _ row: CellContent, _ column: Int, _ text: UnsafeBufferPointer<UInt8>,
    _ alignments: [ColumnAlignment], _ markup: GridMarkup, into sink: inout ByteSink
  ) {
    let number = markup.marksNumbers ? Self.numberValue(text) : nil
    let alignment = Self.alignmentAttribute(alignments, column, markup)
    if column < row.shades.count, let shade = row.shades[column] {
      let aligned = markup.alignsByTable(columns: alignments.count) ? .left : alignments[column]
      Self.writeShadedCellStart(shade, aligned: aligned, number: number, markup, into: &sink)
    } else if alignment.utf8CodeUnitCount == 0, number == nil {
      sink.write("<td>")
    } else {
      sink.write("<td")
      sink.write(alignment)
      if let number { Self.writeAttribute("data-ts-number", number, into: &sink) }
      sink.write(">")
    }
  }

  /// Writes a cell's text: the first cell's as a link when the row has one the link policy
  /// allows, a sparkline's as its drawing when it reads as numbers, any other escaped.
  private static func writeCellContent(
    _ row: CellContent, _ column: Int, _ text: UnsafeBufferPointer<UInt8>, _ markup: GridMarkup,
    into sink: inout ByteSink
  ) {
    if column == 0, let link = row.link.flatMap(LinkPolicy.safeURL) {
      sink.write("<a")
      Self.writeAttribute("href", link, into: &sink)
      sink.write(">")
      sink.writeHTMLEscaped(bytes: text)
      sink.write("</a>")
    } else if !markup.sparklines.draws(column)
      || !Self.writeSparkline(text, range: markup.sparklines.range(of: column), into: &sink)
    {
      sink.writeHTMLEscaped(bytes: text)
    }
  }

  /// Writes a row of a streamed table, its cells read in place and padded with empty ones.
  static func writeTableRow(
    _ row: CellContent, alignments: [ColumnAlignment], _ markup: GridMarkup,
    into sink: inout ByteSink
  ) {
    row.withTextBytes { texts in
      let count = GridSection.cellCount(of: texts)
      writeTableRow(
        row, alignments: alignments, markup, byteCount: texts.byteCount, into: &sink
      ) {
        $0 < count ? GridSection.cell($0, of: texts) : UnsafeBufferPointer(start: nil, count: 0)
      }
    }
  }

  /// Closes a `table`.
  static func writeTableEnd(into sink: inout ByteSink) {
    sink.write("</tbody>\n</table>\n")
  }

  /// A table whose columns are known from its start, which streams: its first rows
  /// (``GridLookahead/rowLimit``, or all of a shorter section) are held while they decide
  /// which columns hold numbers and are right-aligned, then written with the table's start,
  /// and every later row is written as it comes.
  struct StreamedTable: Sendable {
    let titles: [String]
    let columns: [Column]
    let markup: GridMarkup
    private var numeric: [NumericColumn]
    private var held: [CellContent] = []
    /// How many rows have been written.
    private var written = 0
    /// The columns' alignments, once the table's start has gone out.
    private(set) var alignments: [ColumnAlignment]?
    /// The footnote marks of the section's spanners and column titles.
    var footnotes: SectionReferences?

    init(columns: [Column], markup: GridMarkup) {
      self.columns = columns
      var markup = markup
      markup.sparklines = SparklineColumns(columns)
      self.markup = markup
      titles = columns.map(\.title)
      numeric = Array(repeating: NumericColumn(), count: columns.count)
    }

    /// Writes a row, or holds it while the first rows decide the alignments.
    mutating func write(_ row: CellContent, into sink: inout ByteSink) {
      if let alignments {
        markup.writeBodyBreak(before: written, into: &sink)
        written += 1
        return HTMLBackend.writeTableRow(row, alignments: alignments, markup, into: &sink)
      }
      row.withTextBytes { texts in
        let cellCount = GridSection.cellCount(of: texts)
        for column in 0..<min(cellCount, numeric.count) where !numeric[column].hasText {
          numeric[column].add(GridSection.cell(column, of: texts))
        }
      }
      held.append(row)
      if held.count >= GridLookahead.rowLimit { start(into: &sink) }
    }

    /// Writes the table's start and the rows held, if it has not yet.
    mutating func start(into sink: inout ByteSink) {
      guard alignments == nil else { return }
      let alignments = zip(columns, numeric).map { $1.alignment($0.alignment) }
      self.alignments = alignments
      // The rows held are all the table's rows or the lookahead's many: whether the table
      // has more than one body is known.
      HTMLBackend.writeTableStart(
        titles: titles, spanners: columns.spannerRows, alignments: alignments, markup,
        isLong: held.count > GridMarkup.rowsPerBody, footnotes: footnotes, into: &sink)
      for row in held {
        markup.writeBodyBreak(before: written, into: &sink)
        written += 1
        HTMLBackend.writeTableRow(row, alignments: alignments, markup, into: &sink)
        sink.drainPoint()
      }
      held = []
    }
  }

  /// The attribute that aligns a cell of a column, with its leading space: a `style`, or a
  /// class on a page whose policy allows no inline style; none for left, or when the
  /// table's classes align its columns.
  private static func alignmentAttribute(
    _ alignments: [ColumnAlignment], _ column: Int, _ markup: GridMarkup
  ) -> StaticString {
    if markup.alignsByTable(columns: alignments.count) { return "" }
    return switch (alignments[column], markup.isOnPage) {
    case (.left, _): ""
    case (.right, false): " style=\"text-align: right\""
    case (.center, false): " style=\"text-align: center\""
    case (.right, true): " class=\"ts-align-right\""
    case (.center, true): " class=\"ts-align-center\""
    }
  }

  /// The value of a cell that reads as a number (``NumberShape``), as JavaScript's
  /// `Number` reads it: without its group separators and `%`; `nil` for any other text.
  static func numberValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard NumberShape(bytes: bytes) != nil else { return nil }
    return String(
      decoding: bytes.filter { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "%") },
      as: UTF8.self)
  }
}
