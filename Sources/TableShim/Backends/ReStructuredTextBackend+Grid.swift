extension ReStructuredTextBackend {
  /// Writes a grid section as a grid table: a `+---+` border, the header row and a `+===+`
  /// border when the section has column titles, then each row and a border under it.
  ///
  /// Columns are as wide as Docutils measures their widest line (``ReStructuredTextWidth``),
  /// at least their `minWidth`; cells are never wrapped, so `maxWidth` is not applied. A
  /// cell of one line is aligned in its column; a cell of several lines is a line block, its
  /// lines after `| `, aligned left, since its lines must share their indentation.
  ///
  /// A label row is one cell across every column (no `|` inside it), aligned left; the last
  /// column widens for a label wider than the columns, since cells are never wrapped.
  mutating func writeGrid(
    _ grid: GridSection, labels: HeldLabels = HeldLabels(), into sink: inout ByteSink
  ) {
    let columns = grid.columns
    var substitutions = self.substitutions
    let footnotes = grid.start.footnotes
    let header = grid.titles.map { titles in
      titles.enumerated().map { index, title in
        var cell = ByteSink(capacity: 0)
        title.withUTF8Bytes {
          Self.writeCell($0, mark: nil, state: nil, into: &cell, &substitutions)
        }
        if index < footnotes.columns.count { cell.write(Self.references(footnotes.columns[index])) }
        return cell.text
      }
    }
    let spanners = SpannerHead(header == nil ? nil : grid.start.columns) { label in
      var cell = ByteSink(capacity: 0)
      label.withUTF8Bytes {
        Self.writeCell($0, mark: nil, state: nil, into: &cell, &substitutions)
      }
      cell.write(Self.references(footnotes.spanners[label] ?? []))
      return cell.text
    }
    let rows = grid.cells(count: columns.count) { row, column, text, cell in
      Self.writeCell(
        text, mark: column == 0 ? Self.checkMark(row) : nil,
        state: column == 0 && row.state != .normal ? row.state : nil, into: &cell,
        &substitutions)
      cell.write(Self.cellReferences(row, column: column))
    }
    var labelTexts: [String] = []
    _ = labels.write(before: .max, from: 0) { label in
      var cell = ByteSink(capacity: 0)
      label.withUTF8Bytes {
        Self.writeCell($0, mark: nil, state: nil, into: &cell, &substitutions)
      }
      labelTexts.append(cell.text)
    }
    self.substitutions = substitutions
    let alignments = GridLayout.alignments(of: grid.cells(count: columns.count), columns: columns)
    var widths = columns.map { max($0.minWidth ?? 1, 1) }
    for (column, title) in (header ?? []).enumerated() {
      widths[column] = max(widths[column], Self.width(of: title))
    }
    rows.withCells { cells in
      for row in 0..<cells.rowCount {
        for column in 0..<cells.columnCount {
          widths[column] = max(widths[column], Self.width(of: cells[row, column]))
        }
      }
    }
    spanners.widen(&widths) { Self.width(of: $0) }
    // Moved right where a `|` or `+` would stand where columns part; the last column widens for a
    // label wider than the columns.
    labelTexts = labelTexts.map { Self.shifted($0, by: Self.labelShift($0, widths)) }
    for label in labelTexts {
      let extra = Self.width(of: label) - Self.labelRoom(widths)
      if extra > 0 { widths[widths.count - 1] += extra }
    }
    if spanners.rows.isEmpty {
      Self.writeBorder(UInt8(ascii: "-"), widths, into: &sink)
    } else {
      spanners.write(widths, into: &sink)
    }
    if let header {
      Self.writeRow(header.map { Substring($0) }, widths, alignments, into: &sink)
      Self.writeBorder(UInt8(ascii: "="), widths, into: &sink)
    }
    var next = 0
    func writeLabels(before row: Int) {
      var index = next
      next = labels.write(before: row, from: next) { _ in
        Self.writeRow(
          [Substring(labelTexts[index])], [Self.labelRoom(widths)], [.left], into: &sink)
        Self.writeBorder(UInt8(ascii: "-"), widths, into: &sink)
        index += 1
      }
    }
    rows.withCells { cells in
      var texts: [Substring] = []
      for row in 0..<cells.rowCount {
        writeLabels(before: row)
        texts = (0..<cells.columnCount).map {
          Substring(String(decoding: cells[row, $0], as: UTF8.self))
        }
        Self.writeRow(texts, widths, alignments, into: &sink)
        Self.writeBorder(UInt8(ascii: "-"), widths, into: &sink)
        sink.drainPoint()
      }
      writeLabels(before: cells.rowCount)
    }
  }

  /// The spaces a label row's escaped text moves right by, so that no `|` or `+` in it
  /// stands where two columns part.
  ///
  /// Docutils would read a `|` there (under a `+` of the border above and over one of the
  /// border below) as the edge of a cell, and scans down past a `+`; it takes the spaces
  /// off again, as a cell's indentation.
  private static func labelShift(_ label: String, _ widths: [Int]) -> Int {
    var pipes = Set<Int>()
    for line in label.split(separator: "\n", omittingEmptySubsequences: false) {
      var offset = 0
      for scalar in line.unicodeScalars {
        if scalar == "|" || scalar == "+" { pipes.insert(offset) }
        offset += ReStructuredTextWidth.of(String(scalar))
      }
    }
    // Where columns part, counted from the first character of the label's text.
    var edges = Set<Int>()
    var edge = -2
    for width in widths.dropLast() {
      edge += width + 3
      edges.insert(edge)
    }
    var shift = 0
    while pipes.contains(where: { edges.contains($0 + shift) }) { shift += 1 }
    return shift
  }

  /// A text moved right by `count` spaces, each of its lines.
  private static func shifted(_ text: String, by count: Int) -> String {
    guard count > 0 else { return text }
    let spaces = String(repeating: " ", count: count)
    return spaces + text.replacing("\n", with: "\n" + spaces)
  }

  /// The width inside a label row: every column's and the ` | ` between them.
  private static func labelRoom(_ widths: [Int]) -> Int {
    widths.reduce(0, +) + 3 * (widths.count - 1)
  }

  /// Writes one cell's text escaped for a grid table: a line block when it has several
  /// lines; the row's check mark before the first cell and its state after it.
  private static func writeCell(
    _ text: UnsafeBufferPointer<UInt8>, mark: StaticString?, state: CellState?,
    into cell: inout ByteSink, _ substitutions: inout ReStructuredTextSubstitutions
  ) {
    if LineBreaks.contains(text) { cell.write("| ") }
    var atLineStart = true
    if let mark {
      let endsLine = text.isEmpty || text[0] == 0x0A || text[0] == 0x0D
      cell.writeReStructuredTextEscaped(
        bytes: UnsafeBufferPointer(start: mark.utf8Start, count: mark.utf8CodeUnitCount),
        in: .gridCell, substitutions: &substitutions, endsLine: endsLine, raw: true)
      atLineStart = false
    }
    cell.writeReStructuredTextEscaped(
      bytes: text, in: .gridCell, substitutions: &substitutions, startsLine: atLineStart,
      endsLine: state == nil)
    if let state {
      let startsLine =
        text.isEmpty ? atLineStart : text[text.count - 1] == 0x0A || text[text.count - 1] == 0x0D
      let mark = " [\(state.rawValue)]"
      mark.withUTF8Bytes {
        cell.writeReStructuredTextEscaped(
          bytes: $0, in: .gridCell, substitutions: &substitutions, startsLine: startsLine,
          raw: true)
      }
    }
  }

  private static func checkMark(_ row: CellContent) -> StaticString? {
    switch row.accessory {
    case .checkmark: "[x] "
    case .unchecked: "[ ] "
    default: nil
    }
  }

  /// The width of a cell's widest line.
  private static func width(of cell: some StringProtocol) -> Int {
    cell.withUTF8Bytes { width(of: $0) }
  }

  private static func width(of cell: UnsafeBufferPointer<UInt8>) -> Int {
    var widest = 0
    var start = 0
    while start <= cell.count {
      let end = cell[start...].firstIndex(of: 0x0A) ?? cell.count
      widest = max(
        widest, ReStructuredTextWidth.of(UnsafeBufferPointer(rebasing: cell[start..<end])))
      start = end + 1
    }
    return widest
  }

  /// Writes a border: `+`, and for each column dashes (or `=`) two wider than it, and `+`.
  private static func writeBorder(_ rule: UInt8, _ widths: [Int], into sink: inout ByteSink) {
    sink.write(byte: UInt8(ascii: "+"))
    for width in widths {
      sink.write(repeating: rule, count: width + 2)
      sink.write(byte: UInt8(ascii: "+"))
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes the lines of one row: every cell's lines padded to its column, a one-line cell
  /// aligned as its column is.
  private static func writeRow(
    _ cells: [Substring], _ widths: [Int], _ alignments: [ColumnAlignment],
    into sink: inout ByteSink
  ) {
    let lines = cells.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    let height = lines.map(\.count).max() ?? 1
    for index in 0..<height {
      sink.write(byte: UInt8(ascii: "|"))
      for (column, cellLines) in lines.enumerated() {
        let text = index < cellLines.count ? cellLines[index] : ""
        let room = widths[column] - ReStructuredTextWidth.of(text)
        var left = 0
        if cellLines.count == 1 {
          switch alignments[column] {
          case .left: left = 0
          case .right: left = room
          case .center: left = room / 2
          }
        }
        sink.write(repeating: UInt8(ascii: " "), count: 1 + left)
        sink.write(text)
        sink.write(repeating: UInt8(ascii: " "), count: room - left + 1)
        sink.write(byte: UInt8(ascii: "|"))
      }
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }
}
