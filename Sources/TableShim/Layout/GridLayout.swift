/// The columns of one grid section, measured: each column's width and alignment.
///
/// Text and Markdown grids lay out their rows with it.
///
/// Cells are measured as they will be written (control characters already shown visibly,
/// Markdown already escaped), so that what lines up is what a reader sees.
struct GridLayout {
  /// Each column's width.
  private(set) var widths: [Int]
  /// Each column's alignment.
  let alignments: [ColumnAlignment]

  /// Widens a column, so that a spanner's label fits over the columns under it.
  mutating func widen(_ column: Int, by extra: Int) { widths[column] += extra }
  /// Whether any column cuts its lines or aligns them other than at the top.
  private let hasShapes: Bool
  /// Whether the columns fit the width they were given at their narrowest readable widths:
  /// when not, the text backend shows the rows as records.
  private(set) var fits = true
  /// What each column knows besides its width and alignment, in one array, so that a copy
  /// of the layout retains as few arrays as it can.
  private let facts: [ColumnFacts]

  /// A column's number parts, overflow and vertical alignment.
  private struct ColumnFacts {
    /// For a column of numbers, the widest integer and fraction parts, to line up the points.
    var numberParts: (integer: Int, fraction: Int)?
    var overflow: ColumnOverflow
    var vertical: VerticalAlignment
  }
  /// The width of every body cell that is one line, measured once, row by row.
  ///
  /// -1 for a cell of several lines, which never fits on one. Empty for a layout made from a measure, whose
  /// rows are measured as they are written.
  private var cellWidths: [Int32]

  /// Measures a section held in memory.
  ///
  /// - Parameters:
  ///   - header: The header row's cells, if the grid has one.
  ///   - rows: The body rows' cells.
  ///   - columns: The section's column options, by position.
  ///   - available: The most the columns may take together, for wrapping; `nil` for no limit.
  ///   - plainRows: The body rows as plain text, to tell columns of numbers when `rows` are
  ///     decorated with markup; `nil` when `rows` are plain.
  ///   - minimumWidth: The narrowest any column may be.
  ///   - readableTitles: Whether, within `available`, each column keeps its title readable
  ///     (``readableWidth(of:)``).
  init(
    header: [String]?, rows: GridCells, columns: [Column], available: Int?,
    plainRows: GridCells? = nil, minimumWidth: Int = 0, readableTitles: Bool = true
  ) {
    let count = columns.count
    var measure = GridMeasure(
      columnCount: count,
      measuresFloors: Self.needsFloors(columns: columns, available: available))
    var cellWidths = [Int32](repeating: 0, count: rows.rowCount * count)
    // Each cell's width is stored through a buffer taken once, not through the array, which
    // the closure below would capture and check for every cell.
    cellWidths.withUnsafeMutableBufferPointer { cellWidths in
      rows.withCells { cells in
        func add(_ plain: GridCells.View?) {
          for row in 0..<cells.rowCount {
            measure.add(shown: cells, plain: plain, row: row) { column, width in
              cellWidths[row * count + column] = Int32(truncatingIfNeeded: width)
            }
          }
        }
        if let plainRows { plainRows.withCells { add($0) } } else { add(nil) }
      }
    }
    self.init(
      header: header, measure: measure, columns: columns, available: available,
      minimumWidth: minimumWidth, readableTitles: readableTitles)
    self.cellWidths = cellWidths
  }

  /// Lays out a section from its measure, to write its rows as they come: each cell is
  /// measured again as it is written.
  ///
  /// - Parameters:
  ///   - header: The header row's cells, if the grid has one.
  ///   - measure: What the body rows' cells measure.
  ///   - columns: The section's column options, by position, as many as `measure` has.
  ///   - available: The most the columns may take together, for wrapping; `nil` for no limit.
  ///   - minimumWidth: The narrowest any column may be.
  ///   - readableTitles: Whether, within `available`, each column keeps its title readable
  ///     (``readableWidth(of:)``).
  init(
    header: [String]?, measure: GridMeasure, columns: [Column], available: Int?,
    minimumWidth: Int = 0, readableTitles: Bool = true
  ) {
    var widths: [Int] = []
    var alignments: [ColumnAlignment] = []
    var numberParts: [(integer: Int, fraction: Int)?] = []
    var floors: [Int] = []
    for column in columns.indices {
      let isNumeric = measure.numeric[column].isNumeric
      let alignment = columns[column].alignment ?? (isNumeric ? .right : .left)
      alignments.append(alignment)
      var width = max(
        measure.widths[column], header.map { GridMeasure.naturalWidth(of: $0[column]) } ?? 0)
      if isNumeric && alignment == .right {
        let parts = measure.numberParts[column]
        numberParts.append(parts)
        width = max(width, parts.integer + parts.fraction)
      } else {
        numberParts.append(nil)
      }
      // Never narrower than the column's widest character, nor than its title's readable
      // width.
      var floor =
        measure.measuresFloors
        ? max(
          measure.floors[column], header.map { GridMeasure.widestCharacter(of: $0[column]) } ?? 1)
        : 1
      if available != nil, readableTitles, let title = header?[column] {
        floor = max(
          floor, min(Self.readableWidth(of: title), columns[column].maxWidth ?? .max))
      }
      floors.append(floor)
      if let minimum = columns[column].minWidth { width = max(width, minimum) }
      if let maximum = columns[column].maxWidth {
        width = min(width, max(maximum, maximum >= 2 ? 1 : floor))
      }
      width = max(width, minimumWidth)
      widths.append(width)
    }
    self.widths = widths
    self.alignments = alignments
    facts = columns.indices.map { column in
      ColumnFacts(
        numberParts: numberParts[column], overflow: columns[column].overflow,
        vertical: columns[column].verticalAlignment)
    }
    self.cellWidths = []
    hasShapes = !columns.allSatisfy { $0.overflow == .fold && $0.verticalAlignment == .top }
    if let available {
      shrink(to: available, floors: floors)
      share(available, columns: columns)
      fits = self.widths.reduce(0, +) <= available
    }
  }

  /// The most room a column title asks for to stay readable, in terminal cells: its longest
  /// word, up to this many cells; a longer word wraps.
  static let readableTitleCap = 8

  /// The narrowest a column may be for its title to stay readable: the title's longest word
  /// (its widest line when it has no space), up to ``readableTitleCap``.
  static func readableWidth(of title: String) -> Int {
    var widest = 0
    for line in title.lines {
      for word in line.split(separator: " ") { widest = max(widest, word.displayWidth) }
    }
    return min(widest, readableTitleCap)
  }

  /// Whether laying out columns needs their widest characters: to wrap them to `available`,
  /// or for a column narrower than 2.
  static func needsFloors(columns: [Column], available: Int?) -> Bool {
    available != nil || columns.contains { ($0.maxWidth ?? 2) < 2 }
  }

  /// Each column's alignment: its own, or right for a column of numbers and left otherwise.
  static func alignments(of rows: GridCells, columns: [Column]) -> [ColumnAlignment] {
    columns.indices.map { column in
      columns[column].alignment ?? (isNumeric(rows, column: column) ? .right : .left)
    }
  }

  /// Whether every non-empty cell of a column reads as a number, and at least one is not
  /// empty.
  private static func isNumeric(_ rows: GridCells, column: Int) -> Bool {
    rows.withCells { cells in
      var numeric = NumericColumn()
      for row in 0..<cells.rowCount {
        numeric.add(cells[row, column])
        if numeric.hasText { return false }
      }
      return numeric.isNumeric
    }
  }

  /// Narrows the widest columns, one cell at a time, until they fit in `available`; when even
  /// their floors do not fit, each is left at its floor.
  private mutating func shrink(to available: Int, floors: [Int]) {
    var total = widths.reduce(0, +)
    while total > available {
      guard
        let widest = widths.indices.filter({ widths[$0] > floors[$0] })
          .max(by: { widths[$0] < widths[$1] })
      else { return }
      widths[widest] -= 1
      total -= 1
    }
  }

  /// Shares the room the columns leave in `available` among those with a ``Column/ratio``,
  /// in proportion, each up to its ``Column/maxWidth``; the last column with a ratio takes
  /// what division leaves over.
  private mutating func share(_ available: Int, columns: [Column]) {
    let sharing = columns.indices.filter { (columns[$0].ratio ?? 0) > 0 }
    let room = available - widths.reduce(0, +)
    guard room > 0, !sharing.isEmpty else { return }
    let parts = sharing.reduce(0) { $0 + columns[$1].ratio! }
    var given = 0
    for (index, column) in sharing.enumerated() {
      var share =
        index == sharing.count - 1 ? room - given : room * columns[column].ratio! / parts
      if let maximum = columns[column].maxWidth {
        share = max(min(share, maximum - widths[column]), 0)
      }
      widths[column] += share
      given += share
    }
  }

  /// The spaces before and after a body cell that fits its column on one line, or `nil`
  /// when it has to wrap.
  ///
  /// - Parameters:
  ///   - cell: The cell's text.
  ///   - row: The index of the body row, to reuse the cell's measured width when the layout
  ///     measured the rows.
  ///   - column: The cell's column.
  /// - Returns: The number of spaces on each side, or `nil` when the cell needs wrapping.
  func fittingPadding(of cell: UnsafeBufferPointer<UInt8>, row: Int, column: Int) -> (
    left: Int, right: Int
  )? {
    fittingPadding(of: cell, width: self.width(of: cell, row: row, column: column), column: column)
  }

  /// The padding of a body cell whose width is known (-1 for a cell of several lines), or
  /// `nil` when it does not fit its column on one line.
  func fittingPadding(of cell: UnsafeBufferPointer<UInt8>, width: Int, column: Int) -> (
    left: Int, right: Int
  )? {
    guard width >= 0, width <= widths[column] else { return nil }
    let shape = facts[column].numberParts == nil ? nil : NumberShape(bytes: cell)
    return padding(of: shape, width: width, column: column, isHeader: false)
  }

  /// A body cell's width as measured, or -1 for a cell of several lines.
  private func width(of cell: UnsafeBufferPointer<UInt8>, row: Int, column: Int) -> Int {
    guard cellWidths.isEmpty else { return Int(cellWidths[row * widths.count + column]) }
    let (width, isOneLine) = GridMeasure.measure(cell)
    return isOneLine ? width : -1
  }

  /// The lines of one row: for each line, every column's text padded to its width.
  ///
  /// A cell wider than its column wraps; shorter cells are padded with blank lines.
  ///
  /// - Parameters:
  ///   - cells: The row's cells.
  ///   - row: The index of a body row the layout measured, to reuse its cells' widths.
  ///   - isHeader: Whether the row is the header, whose numbers are not lined up.
  /// - Returns: For each line of the row, every column's text padded to its width.
  func lines(of cells: [String], row: Int? = nil, isHeader: Bool = false) -> [[String]] {
    // Most rows are one line of cells that fit: pad them without wrapping.
    var singleLine: [String] = []
    singleLine.reserveCapacity(cells.count)
    for (column, cell) in cells.enumerated() where !cell.containsLineBreak {
      let width =
        row.map { row in cell.withUTF8Bytes { self.width(of: $0, row: row, column: column) } }
        ?? cell.displayWidth
      guard width <= widths[column] else { break }
      singleLine.append(pad(cell, width: width, column: column, isHeader: isHeader))
    }
    if singleLine.count == cells.count { return [singleLine] }
    let wrapped = cells.indices.map { column in
      let overflow = isHeader || !hasShapes ? .fold : facts[column].overflow
      return TextWrapping.lines(of: cells[column], width: widths[column], overflow: overflow)
    }
    let height = wrapped.map(\.count).max() ?? 1
    let tops = wrapped.indices.map { column in
      let room = height - wrapped[column].count
      switch hasShapes ? facts[column].vertical : .top {
      case .top: return 0
      case .middle: return room / 2
      case .bottom: return room
      }
    }
    return (0..<height).map { line in
      cells.indices.map { column in
        let index = line - tops[column]
        let text = wrapped[column].indices.contains(index) ? wrapped[column][index] : ""
        return pad(text, column: column, isHeader: isHeader)
      }
    }
  }

  /// Pads one line of a cell to its column's width, lining up numbers on their points.
  func pad(_ text: String, column: Int, isHeader: Bool = false) -> String {
    pad(text, width: text.displayWidth, column: column, isHeader: isHeader)
  }

  /// Pads one line of a cell whose display width is known.
  private func pad(_ text: String, width: Int, column: Int, isHeader: Bool) -> String {
    let shape = facts[column].numberParts == nil ? nil : NumberShape(text)
    let (left, right) = padding(of: shape, width: width, column: column, isHeader: isHeader)
    return String(repeating: " ", count: left) + text + String(repeating: " ", count: right)
  }

  /// The spaces before and after one line of a cell whose display width and number shape
  /// are known: numbers line up on their points, and the rest of the room goes by the
  /// column's alignment.
  private func padding(of shape: NumberShape?, width: Int, column: Int, isHeader: Bool) -> (
    left: Int, right: Int
  ) {
    var fraction = 0
    if !isHeader, let parts = facts[column].numberParts, let shape,
      width + parts.fraction - shape.fractionWidth <= widths[column]
    {
      fraction = parts.fraction - shape.fractionWidth
    }
    let room = max(widths[column] - width - fraction, 0)
    switch alignments[column] {
    case .left: return (0, fraction + room)
    case .right: return (room, fraction)
    case .center: return (room / 2, fraction + room - room / 2)
    }
  }
}
