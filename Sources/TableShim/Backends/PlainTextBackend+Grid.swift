extension PlainTextBackend: GridMeasuringBackend {
  /// Text grids line up their columns, in every style.
  var measuresGrids: Bool { true }

  /// Draws a grid section held until its end: a header row if it has titles, a rule, and its
  /// rows, every line the same display width.
  ///
  /// - Parameters:
  ///   - grid: The section.
  ///   - states: Each row's state, when the rows are coloured by state.
  ///   - shades: Each row's cell shades, when its columns have colour scales.
  ///   - labels: The section's label rows, held beside its rows.
  ///   - sink: Where the output goes.
  func writeGrid(
    _ grid: GridSection, states: [CellState], shades: [[CellShade?]] = [],
    labels: HeldLabels = HeldLabels(), into sink: inout ByteSink
  ) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    if grid.start.record != nil { return writeRecord(grid, into: &sink) }
    let header = Self.header(of: grid.start)
    let rows = grid.cells(count: columns.count)
    var layout = GridLayout(
      header: header, rows: rows, columns: columns, available: available(columns.count))
    if !layout.fits && !RecordGrid.fit(width, gridStyle) {
      // Too narrow even for records: the columns as narrow as their widest characters.
      layout = GridLayout(
        header: header, rows: rows, columns: columns, available: available(columns.count),
        readableTitles: false)
    }
    guard layout.fits || !RecordGrid.fit(width, gridStyle) else {
      // Columns that cannot fit even at their readable widths: each row a record.
      let records = RecordGrid(
        titles: Self.titles(header, of: grid.start, count: columns.count), width: width,
        style: gridStyle,
        colors: colors)
      rows.withCells { cells in
        var next = 0
        for row in 0...cells.rowCount {
          var labelled = false
          next = labels.write(before: row, from: next) { label in
            if row > 0 || labelled { sink.write(byte: UInt8(ascii: "\n")) }
            records.writeLabel(label, into: &sink)
            labelled = true
          }
          guard row < cells.rowCount else { break }
          if row > 0 && !labelled { sink.write(byte: UInt8(ascii: "\n")) }
          records.write(
            heading: "Record \(row + 1)", values: cells.strings(ofRow: row),
            state: row < states.count ? states[row] : .normal, gridStyle, into: &sink)
          sink.drainPoint()
        }
      }
      return
    }
    var streamed = StreamedGrid(
      layout: layout, header: header, columnCount: columns.count, colors: colors,
      spanners: SpannerHead(grid.start.columns), available: available(columns.count),
      labelOverflow: Self.labelOverflow(grid.start.columns))
    streamed.pageLength = pageLength
    streamed.writeHead(gridStyle, into: &sink)
    rows.withCells { cells in
      var next = 0
      for row in 0..<cells.rowCount {
        next = labels.write(before: row, from: next) {
          streamed.writeLabel($0, gridStyle, into: &sink)
        }
        let state = row < states.count ? states[row] : .normal
        let rowShades = row < shades.count ? shades[row] : []
        streamed.writeRow(
          row, of: cells, state: state, startsSummary: grid.summaryStarts.contains(row),
          shades: rowShades, gridStyle, into: &sink)
        sink.drainPoint()
      }
      _ = labels.write(before: cells.rowCount, from: next) {
        streamed.writeLabel($0, gridStyle, into: &sink)
      }
    }
    streamed.writeFoot(gridStyle, into: &sink)
  }

  /// The header row's cells of a grid section, when its columns have titles.
  static func header(of section: SectionStart) -> [String]? {
    section.columns.map { $0.map { visible($0.title) } }
  }

  /// The titles of records: the columns' titles with their spanners ("Stats › Goals"), or
  /// the columns' numbers when there is no header.
  static func titles(_ header: [String]?, of section: SectionStart, count: Int) -> [String] {
    guard header != nil, let columns = section.columns else {
      return (1...max(count, 1)).map { "\($0)" }
    }
    return columns.map { visible($0.flattenedTitle) }
  }

  /// The most a grid of `count` columns may take for its cells, for wrapping.
  func available(_ count: Int) -> Int? {
    width.map { $0 - gridStyle.overhead(columns: count) }
  }

  /// A grid section written a row at a time, laid out from its measure: a section held until
  /// its end, or one read twice and written, on the second reading, as its rows come.
  struct StreamedGrid {
    /// The layout, or `nil` for a grid without columns, which draws nothing.
    private(set) var layout: GridLayout?
    let header: [String]?
    /// The spanner rows above the column titles.
    let spanners: SpannerHead
    /// The most the columns may take together, which spanner labels may widen them to.
    let available: Int?
    /// The colours of the titles and rows, or `nil` for none.
    let colors: TerminalStyle?
    /// The records its rows are drawn as, when its columns cannot fit the width.
    private(set) var records: RecordGrid?
    /// The most lines of the grid between two headers; `nil` for one header.
    var pageLength: Int?
    /// The lines written since the last header, the header included.
    var pageLines = 0
    /// The rows written since the last header.
    var pageRows = 0
    private(set) var rowCount = 0
    private var paddings: [(left: Int, right: Int)] = []
    /// What the row before was, so that a rule sets summary rows apart.
    private var lastRole = RowRole.data
    /// How a label row wraps or is cut.
    let labelOverflow: ColumnOverflow
    /// Whether the last row written was a label row, which the rule under it does not part.
    var lastWasLabel = false
    /// The rule between the head and the first row, written when that row comes, to meet
    /// it: a label row spans every column.
    var pendingRule: GridStyle.Rule?
    /// Whether the line above ``pendingRule`` parts its columns: the column titles do, the
    /// top of the grid does not.
    var pendingRuleMeetsColumns = true
    /// Whether a label was the last thing written in records, which the next record then
    /// follows without a blank line.
    var recordLabelled = false

    /// A grid whose layout is known.
    init(
      layout: GridLayout?, header: [String]?, columnCount: Int, colors: TerminalStyle?,
      spanners: SpannerHead, available: Int?, labelOverflow: ColumnOverflow = .fold
    ) {
      self.labelOverflow = labelOverflow
      self.layout = layout
      self.header = header
      self.spanners = spanners
      self.available = available
      self.colors = colors
      paddings.reserveCapacity(columnCount)
    }

    /// A grid of the second reading, laid out from the first reading's measure.
    init(
      _ section: SectionStart, plan: GridMeasure, available: (Int) -> Int?,
      colors: TerminalStyle?, width: Int? = nil, style: GridStyle = .simple
    ) {
      let columns =
        section.columns ?? Array(repeating: Column(""), count: plan.columnCount)
      let header = PlainTextBackend.header(of: section)
      let recordsFit = RecordGrid.fit(width, style)
      var layout =
        columns.isEmpty
        ? nil
        : GridLayout(
          header: header, measure: plan, columns: columns, available: available(columns.count))
      if layout?.fits == false && !recordsFit {
        layout = GridLayout(
          header: header, measure: plan, columns: columns, available: available(columns.count),
          readableTitles: false)
      }
      self.init(
        layout: layout, header: header, columnCount: columns.count, colors: colors,
        spanners: SpannerHead(section.columns), available: available(columns.count),
        labelOverflow: PlainTextBackend.labelOverflow(section.columns))
      if let layout, !layout.fits, recordsFit, let width {
        records = RecordGrid(
          titles: PlainTextBackend.titles(header, of: section, count: columns.count), width: width,
          style: style, colors: colors)
      }
    }

    /// Writes the top rule, the spanner rows, the header and its rule.
    mutating func writeHead(_ style: GridStyle, into sink: inout ByteSink) {
      guard var layout, records == nil else { return }
      pageRows = 0
      if !spanners.isEmpty, header != nil {
        spanners.widen(&layout, style, available: available)
        self.layout = layout
        pageLines += spanners.write(
          style, layout, look: colors?.columnTitle ?? .plain, into: &sink)
      } else if let top = style.top {
        if header == nil {
          // Written when the first row comes, which may span the columns.
          pendingRule = top
          pendingRuleMeetsColumns = false
        } else {
          PlainTextBackend.writeRule(top, style, layout, into: &sink)
        }
        pageLines += 1
      }
      guard let header else { return }
      for line in layout.lines(of: header, isHeader: true) {
        PlainTextBackend.writeLine(line, style, look: colors?.columnTitle ?? .plain, into: &sink)
        pageLines += 1
      }
      if let rule = style.headerRule {
        // Written when the first row comes, which may span the columns.
        pendingRule = rule
        pendingRuleMeetsColumns = true
        pageLines += 1
      }
    }

    /// Before a row of `height` lines, ends the page and starts another when the row would
    /// not fit on it: the bottom rule, a line `(continued)`, and the head again.
    mutating func startPageIfFull(
      height: Int, _ style: GridStyle, into sink: inout ByteSink
    ) {
      guard let pageLength, pageRows > 0, header != nil else { return }
      let rule = style.rowRule == nil ? 0 : 1
      guard pageLines + rule + height > pageLength else { return }
      writeFoot(style, into: &sink)
      let look = colors?.note ?? .plain
      sink.writeLookStart(look)
      sink.write("(continued)")
      sink.writeLookEnd(look)
      sink.write(byte: UInt8(ascii: "\n"))
      pageLines = 1
      writeHead(style, into: &sink)
    }

    /// Writes a row kept in a spill: its cells made (the first row of `made`), with their
    /// widths.
    mutating func write(
      made: GridCells.View, widths: UnsafeBufferPointer<Int>?, state: CellState, role: RowRole,
      shades: [CellShade?], _ style: GridStyle, into sink: inout ByteSink
    ) {
      guard layout != nil else { return }
      // A spilled label row: its text, made visible, in its one cell.
      if role == .label { return writeLabel(made.strings(ofRow: 0)[0], style, into: &sink) }
      if let records {
        if rowCount > 0 && !recordLabelled { sink.write(byte: UInt8(ascii: "\n")) }
        recordLabelled = false
        rowCount += 1
        return records.write(
          heading: "Record \(rowCount)", values: made.strings(ofRow: 0), state: state, style,
          into: &sink)
      }
      let startsSummary = role.isSummary && role != lastRole
      lastRole = role
      writeRow(
        0, of: made, state: state, startsSummary: startsSummary, shades: shades, widths: widths,
        style, into: &sink)
    }

    /// Whether the state that rows leave is known from their roles alone
    /// (``skipRow(role:)``): a grid with columns, drawn neither in pages, which count each
    /// row's lines, nor as records.
    var writesRowsInParallel: Bool { layout != nil && records == nil && pageLength == nil }

    /// Takes the state that writing a spilled row of `role` leaves, without writing it, as
    /// ``write(made:widths:state:role:shades:_:into:)`` would: only for a grid that
    /// ``writesRowsInParallel``, whose lines count for nothing.
    mutating func skipRow(role: RowRole) {
      // Any row writes the pending rule before it. (Set to `nil` only when set: assigning
      // the optional rule destroys the old one through generic value witnesses.)
      if Self.isSet(pendingRule) { pendingRule = nil }
      pageRows += 1
      guard role != .label else {
        lastWasLabel = true
        return
      }
      lastRole = role
      lastWasLabel = false
      rowCount += 1
    }

    /// Writes one body row, in the look of its state, and the rule before it when it is not
    /// the first.
    mutating func writeRow(
      _ row: Int, of cells: GridCells.View, state: CellState, startsSummary: Bool = false,
      shades: [CellShade?] = [], widths: UnsafeBufferPointer<Int>? = nil,
      _ style: GridStyle, into sink: inout ByteSink
    ) {
      guard let layout else { return }
      paddings.removeAll(keepingCapacity: true)
      for column in 0..<cells.columnCount {
        let cell = cells[row, column]
        guard
          let padding = widths.map({
            layout.fittingPadding(of: cell, width: $0[column], column: column)
          })
            ?? layout.fittingPadding(of: cell, row: row, column: column)
        else { break }
        paddings.append(padding)
      }
      let fits = paddings.count == cells.columnCount
      let lines = fits ? [] : layout.lines(of: cells.strings(ofRow: row), row: row)
      if pageLength != nil {
        startPageIfFull(height: fits ? 1 : lines.count, style, into: &sink)
      }
      // Summary rows sit under a rule like the header's; most rows have no rule before them,
      // and take none of the style's rules.
      if Self.isSet(pendingRule) || pageRows > 0 && (Self.isSet(style.rowRule) || startsSummary) {
        writeRowRule(
          before: false, startsSummary ? style.headerRule ?? style.rowRule : style.rowRule, style,
          into: &sink)
      }
      lastWasLabel = false
      let look = colors?.look(of: state, row: rowCount) ?? .plain
      rowCount += 1
      pageRows += 1
      if fits {
        PlainTextBackend.writeFittingRow(
          row, of: cells, paddings, style, look, shades: shades, into: &sink)
        pageLines += 1
      } else {
        for line in lines {
          PlainTextBackend.writeLine(line, style, look: look, shades: shades, into: &sink)
        }
        pageLines += lines.count
      }
    }

    /// Whether a rule is set, told from the optional's case: `!= nil` on an optional rule
    /// copied it, through generic value witnesses, for every row.
    @inline(__always)
    private static func isSet(_ rule: GridStyle.Rule?) -> Bool {
      if case .some = rule { return true }
      return false
    }

    /// Writes the rule after the head when no row came, and the bottom rule.
    func writeFoot(_ style: GridStyle, into sink: inout ByteSink) {
      guard let layout, records == nil else { return }
      if let pendingRule {
        PlainTextBackend.writeRule(
          pendingRule, style, layout, above: pendingRuleMeetsColumns, below: true, into: &sink)
      }
      guard let bottom = style.bottom else { return }
      PlainTextBackend.writeRule(
        bottom, style, layout, above: pageRows == 0 || !lastWasLabel, below: false, into: &sink)
    }
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

  /// How the cells of a row in its normal state and without a check mark show: their text
  /// with control characters shown visibly, which another thread can make.
  static let plainlyShown = GridPlainShowing(
    applies: { row in
      row.state == .normal && row.accessory != .checkmark && row.accessory != .unchecked
    },
    write: { cell, sink in writeVisible(cell, into: &sink) }, inRoom: .visibleText)

  /// Writes a cell's text with control characters shown visibly, its line breaks as LF.
  private static func writeVisible(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout ByteSink) {
    // Most cells hold no control character (C0 but LF, DEL, or C1 as C2 80-9F): keep them.
    guard ControlBytes.next(in: bytes, from: 0) != nil else { return sink.append(bytes) }
    sink.writeTerminalSafeKeepingLines(bytes: bytes)
  }

  /// A cell's text with control characters shown visibly, its line breaks as LF.
  static func visible(_ text: String) -> String {
    var sink = ByteSink(capacity: 0)
    text.withUTF8Bytes { writeVisible($0, into: &sink) }
    return sink.text
  }
}
