import TableShim

/// One line of a list file, recognised from its bytes.
///
/// A marker (`#`, `##`, `-`, `>`) is followed by a space or a tab, or ends the line; the text
/// after a marker is trimmed of spaces and tabs. A line that starts any other way, or is
/// indented, is an error.
///
/// The cases with large payloads, all of them rare, are `indirect`: the enum stays small, so
/// that handing on a row's line, as every row's is, copies a few words instead of going
/// through the copy of every case's payload.
enum ListFileLine: Sendable {
  /// An empty line, or one of spaces and tabs.
  case blank
  /// `# TEXT`: the table's title.
  case title(String)
  /// `## TEXT`: a new section; `##` alone starts one without a header. A trailing `{#ID}`
  /// gives its id.
  indirect case header(String?, id: String?)
  /// `@columns TITLES`; `nil` (from `@columns` alone) returns to list layout.
  case columns([Column]?)
  /// `@style NAME`.
  case style(CellStyle)
  /// `@column TITLE = KEY:VALUE,...`: options for the column titled TITLE.
  indirect case columnOptions(title: String, ColumnOptions)
  /// `@format TITLE = SPEC`: the format of the column TITLE, whose title starts at
  /// `titleColumn`.
  indirect case format(title: String, titleColumn: Int, ColumnFormat)
  /// `@missing MARK` (every column's mark, `title` `nil`) or `@missing TITLE = MARK`.
  indirect case missing(title: String?, titleColumn: Int, mark: String)
  /// `- CELLS`, `- [x] CELLS` or `- [ ] CELLS`; its cells, padded to the section's columns,
  /// are in the buffer the line was read with. A trailing `{#ID}` gives its id.
  case row(accessory: CellAccessory, id: String?)
  /// `@label TEXT`: a label row among the section's rows.
  case label(String)
  /// `> TEXT`: a line of the section's footer.
  case footer(String)
  /// `@subtitle TEXT`: the table's subtitle.
  case subtitle(String)
  /// `@note TEXT`: a source note under the table.
  case note(String)
  /// `@spanners PATHS`: each column's spanners, outermost first, in the order of the
  /// columns; `[]` for a column without (an empty cell, or a column past the last cell).
  case spanners([[String]])
  /// `@summary TITLE = AGGREGATES` or `@grand-summary TITLE = AGGREGATES`: the summary rows
  /// of the column TITLE, whose title starts at `titleColumn`.
  indirect case summary(title: String, titleColumn: Int, [Aggregate], isGrand: Bool)
  /// `@footnote TARGET = TEXT`: a footnote.
  indirect case footnote(Footnote)
  /// `@footnote-marks KIND`: how the footnotes are marked.
  case footnoteMarks(FootnoteMarks)
  /// `@footnote-placement table|section`: where the footnotes are listed.
  case footnotePlacement(FootnotePlacement)
  /// `@color-scale TITLE = PALETTE[:MIN:MAX]`: the colour scale of the column TITLE, whose
  /// title starts at `titleColumn`.
  indirect case colorScale(title: String, titleColumn: Int, ColorScale)

  /// Recognises a line.
  ///
  /// A static function, not an initializer: an initializer takes its arguments owned, which
  /// retained and released the file's name and `cells` for every line read.
  ///
  /// - Parameters:
  ///   - bytes: The line, valid UTF-8, without its line ending.
  ///   - columns: How many columns the line's section has, to check and pad rows.
  ///   - file: The input's name, for errors.
  ///   - line: The line's number, for errors.
  ///   - cells: Where a row's cells go; emptied first.
  ///   - rowCells: Where a row's cells are in the line: when it says the caller splits rows
  ///     itself (``RowCells/defers``) and `columns` is known, a row's cells are left unsplit
  ///     and it is set to where they are, for ``splitRow(_:_:columns:file:line:into:)``.
  /// - Returns: What the line is.
  /// - Throws: ``InputError`` for a line of no known form, an unknown directive or style, and a
  ///   row with more cells than `columns`.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, columns: Int?, file: String, line: Int,
    cells: CellBytes, rowCells: inout RowCells
  ) throws(InputError) -> ListFileLine {
    // Made only for an error or a directive, not for every row.
    var location: InputLocation { InputLocation(file: file, line: line, column: 1) }
    func at(_ offset: Int) -> InputLocation {
      InputLocation(file: file, line: line, column: ScalarColumn.of(byte: offset, in: bytes))
    }
    let count = bytes.count
    func isBlank(_ offset: Int) -> Bool { offset < count && Self.isBlank(bytes[offset]) }
    func endsMarker(_ offset: Int) -> Bool { offset == count || isBlank(offset) }
    func text(from offset: Int) -> String {
      let range = Self.trimmed(bytes, min(offset, count)..<count)
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    guard bytes.contains(where: { !Self.isBlank($0) }) else {
      return .blank
    }
    let hash = UInt8(ascii: "#")
    switch bytes[0] {
    case hash where count > 1 && bytes[1] == hash:
      guard endsMarker(2) else { throw .unexpectedLine(location) }
      let trailing = try TrailingIdentifier(bytes, from: 2, at: at)
      let range = Self.trimmed(bytes, 2..<trailing.textEnd)
      var header = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      if let backslash = trailing.droppedBackslash {
        header =
          String(
            decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<backslash]),
            as: UTF8.self)
          + String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(backslash + 1)..<range.upperBound]),
            as: UTF8.self)
      }
      return .header(header.isEmpty ? nil : header, id: trailing.id)
    case hash:
      let title = text(from: 1)
      guard endsMarker(1), !title.isEmpty else { throw .unexpectedLine(location) }
      return .title(title)
    case UInt8(ascii: "@"):
      return try Self.directive(bytes, at: at)
    case UInt8(ascii: "-") where endsMarker(1):
      return try Self.row(
        bytes, columns: columns, file: file, line: line, into: cells, rowCells: &rowCells)
    case UInt8(ascii: ">") where endsMarker(1):
      return .footer(text(from: 1))
    default:
      throw .unexpectedLine(location)
    }
  }

  private static func directive(
    _ bytes: UnsafeBufferPointer<UInt8>, at: (Int) -> InputLocation
  ) throws(InputError) -> ListFileLine {
    let nameEnd = bytes.firstIndex(where: isBlank) ?? bytes.count
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<nameEnd]), as: UTF8.self)
    let value = trimmed(bytes, nameEnd..<bytes.count)
    switch name {
    case "@columns":
      guard !value.isEmpty else { return .columns(nil) }
      return .columns(CellSplitter.cells(of: bytes, from: nameEnd).map { Column($0) })
    case "@spanners":
      guard !value.isEmpty else { return .spanners([]) }
      var paths: [[String]] = []
      for cell in CellSplitter.cells(of: bytes, from: nameEnd) {
        let path = cell.isEmpty ? [] : Self.levels(of: cell)
        guard !path.contains("") else {
          throw .badSpanners(
            at(value.lowerBound),
            problem: "'\(cell)' has an empty spanner label; levels are separated by ' \u{203A} '")
        }
        paths.append(path)
      }
      return .spanners(paths)
    case "@subtitle", "@note", "@label":
      guard !value.isEmpty else { throw .missingDirectiveText(at(0), name: name) }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
      switch name {
      case "@note": return .note(text)
      case "@label": return .label(text)
      default: return .subtitle(text)
      }
    case "@column":
      return try columnOptions(bytes, from: nameEnd, at: at)
    case "@style":
      let styleName = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
      guard let style = CellStyle(rawValue: styleName) else {
        throw .unknownStyle(at(value.isEmpty ? bytes.count : value.lowerBound), name: styleName)
      }
      return .style(style)
    case "@format", "@missing", "@color-scale":
      return try ListFileColumnOptions.line(name, bytes, value: value, at: at)
    case "@summary", "@grand-summary":
      return try ListFileSummary.line(name, bytes, value: value, at: at)
    case "@footnote", "@footnote-marks", "@footnote-placement":
      return try ListFileFootnotes.line(name, bytes, value: value, at: at)
    default:
      throw .unknownDirective(at(0), name: name)
    }
  }

  /// `@column TITLE = KEY:VALUE,...`, from the end of its name.
  private static func columnOptions(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at: (Int) -> InputLocation
  ) throws(InputError) -> ListFileLine {
    let line = String(decoding: bytes, as: UTF8.self)
    let text = line.utf8.index(line.startIndex, offsetBy: start)
    guard let equals = line[text...].lastIndex(of: "=") else {
      throw .badColumnOptions(at(bytes.count), expected: "'@column TITLE = KEY:VALUE, ...'")
    }
    var titleText = line[text..<equals]
    while let first = titleText.first, first == " " || first == "\t" { titleText.removeFirst() }
    while let last = titleText.last, last == " " || last == "\t" { titleText.removeLast() }
    let title = String(titleText)
    guard !title.isEmpty else {
      throw .badColumnOptions(at(start), expected: "a column title before '='")
    }
    let rest = line[line.index(after: equals)...]
    do {
      return .columnOptions(title: title, try ColumnOptions(parsing: rest))
    } catch {
      let mistake = rest.index(rest.startIndex, offsetBy: error.offset)
      throw .badColumnOptions(
        at(line.utf8.distance(from: line.startIndex, to: mistake)), expected: error.expected)
    }
  }

  /// A row's line, its cells split into `cells`.
  ///
  /// It takes the file's name and the line's number rather than a location or a function of
  /// it: a location made, or a function passed on, for every row retains the file's name.
  private static func row(
    _ bytes: UnsafeBufferPointer<UInt8>, columns: Int?, file: String, line: Int,
    into cells: CellBytes, rowCells: inout RowCells
  ) throws(InputError) -> ListFileLine {
    func at(_ offset: Int) -> InputLocation {
      InputLocation(file: file, line: line, column: ScalarColumn.of(byte: offset, in: bytes))
    }
    // A check box is `[x]`, `[X]` or `[ ]` after the marker, followed by a blank or the end.
    var start = 1
    while start < bytes.count, isBlank(bytes[start]) { start += 1 }
    var accessory = CellAccessory.none
    if start + 2 < bytes.count, bytes[start] == UInt8(ascii: "["),
      bytes[start + 2] == UInt8(ascii: "]"),
      start + 3 == bytes.count || isBlank(bytes[start + 3])
    {
      switch bytes[start + 1] {
      case UInt8(ascii: "x"), UInt8(ascii: "X"): accessory = .checkmark
      case UInt8(ascii: " "): accessory = .unchecked
      default: break
      }
    }
    let cellsStart = accessory == .none ? 1 : start + 3
    // Only a line whose last word ends with `}` may have an id (see ``TrailingIdentifier``).
    var end = bytes.count
    while end > cellsStart, isBlank(bytes[end - 1]) { end -= 1 }
    let trailing =
      end > cellsStart && bytes[end - 1] == UInt8(ascii: "}")
      ? try TrailingIdentifier(bytes, from: cellsStart, at: at)
      : TrailingIdentifier(textEnd: end)
    rowCells.start = cellsStart
    rowCells.textEnd = trailing.textEnd
    rowCells.dropped = trailing.droppedBackslash
    rowCells.isSplit = !rowCells.defers || columns == nil
    if rowCells.isSplit {
      cells.removeAll()
      var sink = cells
      try splitRow(bytes, rowCells, columns: columns, file: file, line: line, into: &sink)
    }
    return .row(accessory: accessory, id: trailing.id)
  }

  /// Where a row's cells are in its line, and whether they were split.
  struct RowCells {
    /// Whether the caller splits the cells of rows whose section has columns itself.
    var defers = false
    /// Whether the row's cells were split into the buffer of cells.
    var isSplit = true
    /// Where the first cell starts.
    var start = 0
    /// Where the cells end: the line's end, or the start of its trailing `{#ID}`.
    var textEnd = 0
    /// The offset of a backslash to leave out, if any.
    var dropped: Int?
  }

  /// Splits the cells of a row's line into `cells`, after what it holds, padded to `columns`.
  ///
  /// - Throws: ``InputError/tooManyCells(_:cells:columns:)`` for more cells than `columns`.
  @inline(__always)
  static func splitRow<Cells: CellSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ row: RowCells, columns: Int?, file: String,
    line: Int, into cells: inout Cells
  ) throws(InputError) {
    let text = UnsafeBufferPointer(rebasing: bytes[..<row.textEnd])
    CellSplitter.split(text, from: row.start, dropping: row.dropped, into: &cells)
    guard let columns else { return }
    try checkCellCount(cells.count, of: bytes, row, columns: columns, file: file, line: line)
    cells.pad(to: columns)
  }

  /// Throws unless a row's `count` cells fit its section's columns.
  ///
  /// - Throws: ``InputError/tooManyCells(_:cells:columns:)``, at the first `|` too many.
  @inline(__always)
  static func checkCellCount(
    _ count: Int, of bytes: UnsafeBufferPointer<UInt8>, _ row: RowCells, columns: Int,
    file: String, line: Int
  ) throws(InputError) {
    guard count > columns else { return }
    let text = UnsafeBufferPointer(rebasing: bytes[..<row.textEnd])
    let pipe = CellSplitter.offset(ofSeparator: columns - 1, in: text, from: row.start) ?? 0
    throw .tooManyCells(
      InputLocation(file: file, line: line, column: ScalarColumn.of(byte: pipe, in: bytes)),
      cells: count, columns: columns)
  }

  /// The spanner labels of an `@spanners` cell, outermost first: the text split at every
  /// `›` (U+203A), each label trimmed of spaces and tabs.
  private static func levels(of cell: String) -> [String] {
    cell.split(separator: "\u{203A}", omittingEmptySubsequences: false).map { label in
      var label = Substring(label)
      while label.first == " " || label.first == "\t" { label = label.dropFirst() }
      while label.last == " " || label.last == "\t" { label = label.dropLast() }
      return String(label)
    }
  }

  /// Whether a byte is a space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// The text of `range` of `bytes` without blanks at either end.
  static func trimmedText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed(bytes, range)]), as: UTF8.self)
  }

  /// A range of `bytes` without the spaces and tabs at its ends.
  @inline(__always)
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isBlank(bytes[lower]) { lower += 1 }
    while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }
}
