/// What a grid section's cells measure, column by column, taken in a row at a time: all a
/// ``GridLayout`` needs to know of the rows before it writes the first.
///
/// A section held in memory is measured at its end; a section read twice
/// (``TableShim/render(replaying:as:writingTo:)``) is measured on the first reading and
/// written, row by row as it comes, on the second.
struct GridMeasure: Sendable {
  /// The widest line of each column's cells, as the reader sees them.
  private(set) var widths: [Int]
  /// Whether each column's plain cells are numbers.
  private(set) var numeric: [NumericColumn]
  /// For each column, the widest integer and fraction parts of its cells as shown, while the
  /// column may still be one of numbers.
  private(set) var numberParts: [(integer: Int, fraction: Int)]
  /// The widest character of each column's cells, when ``measuresFloors``.
  private(set) var floors: [Int]
  /// Whether the widest character of each column is measured, which wrapping needs.
  let measuresFloors: Bool
  /// The number of rows taken in.
  private(set) var rowCount = 0

  /// Starts measuring a section.
  ///
  /// - Parameters:
  ///   - columnCount: The section's columns; rows with more cells add columns.
  ///   - measuresFloors: Whether to measure each column's widest character.
  init(columnCount: Int, measuresFloors: Bool) {
    widths = Array(repeating: 0, count: columnCount)
    numeric = Array(repeating: NumericColumn(), count: columnCount)
    numberParts = Array(repeating: (0, 0), count: columnCount)
    floors = Array(repeating: 1, count: columnCount)
    self.measuresFloors = measuresFloors
  }

  /// The number of columns.
  var columnCount: Int { widths.count }

  /// Takes in one row's cells: as the reader sees them and, when they differ, as plain text.
  ///
  /// - Parameters:
  ///   - shown: The row's cells as they will be written.
  ///   - plain: The row's cells as plain text, to tell columns of numbers; `nil` when they
  ///     are the cells shown.
  ///   - row: The row of `shown` and `plain` to take in.
  ///   - cellWidths: Receives each cell's column and width, or -1 for a cell of several
  ///     lines.
  mutating func add(
    shown: GridCells.View, plain: GridCells.View?, row: Int, widths cellWidths: (Int, Int) -> Void
  ) {
    if shown.columnCount > columnCount { grow(to: shown.columnCount) }
    rowCount += 1
    // The columns' figures are changed through buffers taken once a row, not through the
    // arrays' subscripts, which checked each array's uniqueness for every cell.
    widths.withUnsafeMutableBufferPointer { widths in
      numeric.withUnsafeMutableBufferPointer { numeric in
        numberParts.withUnsafeMutableBufferPointer { numberParts in
          for column in 0..<shown.columnCount {
            let cell = shown[row, column]
            // A cell shown as it is gives its number's shape once, for both uses.
            let shape =
              plain.map { numeric[column].add($0[row, column]) } ?? numeric[column].add(cell)
            let (width, isOneLine) = Self.measure(cell)
            cellWidths(column, isOneLine ? width : -1)
            if width > widths[column] { widths[column] = width }
            guard !numeric[column].hasText,
              let shape = plain == nil ? shape : NumberShape(bytes: cell)
            else { continue }
            numberParts[column] = (
              max(numberParts[column].integer, shape.integerWidth),
              max(numberParts[column].fraction, shape.fractionWidth)
            )
          }
        }
      }
    }
    guard measuresFloors else { return }
    for column in 0..<shown.columnCount {
      floors[column] = max(floors[column], Self.widestCharacter(of: shown[row, column]))
    }
  }

  private mutating func grow(to count: Int) {
    let added = count - columnCount
    widths += repeatElement(0, count: added)
    numeric += repeatElement(NumericColumn(), count: added)
    numberParts += repeatElement((integer: 0, fraction: 0), count: added)
    floors += repeatElement(1, count: added)
  }

  /// The width of a cell's widest line, and whether it is one line, in one pass over the
  /// bytes of most cells.
  static func measure(_ cell: UnsafeBufferPointer<UInt8>) -> (width: Int, isOneLine: Bool) {
    // Most cells: printable ASCII, which holds no line break, in one pass.
    if let width = DisplayWidth.ofPrintableASCII(cell) { return (width, true) }
    guard !LineBreaks.contains(cell) else {
      return (naturalWidth(of: String(decoding: cell, as: UTF8.self)), false)
    }
    return (DisplayWidth.of(cell), true)
  }

  /// The widest line of a cell.
  static func naturalWidth(of cell: String) -> Int {
    guard cell.containsLineBreak else { return cell.displayWidth }
    return cell.lines.reduce(0) { max($0, $1.displayWidth) }
  }

  /// The widest character of a text: 2 at most, but an emoji modifier after a narrow base
  /// is 3.
  static func widestCharacter(of cell: UnsafeBufferPointer<UInt8>) -> Int {
    String(decoding: cell, as: UTF8.self).lazy.map(\.displayWidth).reduce(1, max)
  }

  /// The widest character of a text given as a string.
  static func widestCharacter(of text: String) -> Int {
    text.lazy.map(\.displayWidth).reduce(1, max)
  }
}
