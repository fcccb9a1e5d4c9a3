/// A grid section measured a row at a time: each row is made into its cells as the backend
/// shows them and measured; on the first of two readings only the measure is kept, and
/// when the section spills (``GridPass/spilling``), the cells made and their widths are kept
/// in a ``GridSpill`` too, to be written when the section ends.
struct GridMeasuring {
  /// What the rows so far measure.
  private(set) var measure: GridMeasure
  private var cells: GridRowCells
  /// The rows made, when they are kept to be written at the section's end.
  private var spill: GridSpill?
  /// Whether label rows span the columns, measured in none of them.
  private let labelsSpan: Bool
  /// How many rows the spill holds, label rows included.
  private var spilledRows = 0
  /// The widths of the row being measured, for the spill.
  private var widths: [Int] = []
  /// The shades of the spilled rows that have any, by row.
  private var shades: [Int: [CellShade?]] = [:]

  /// Starts measuring a section.
  ///
  /// - Parameters:
  ///   - section: The section as it starts.
  ///   - shownAs: How the backend shows each cell.
  ///   - keepsPlain: Whether columns of numbers are told from the plain cells, when the
  ///     backend shows them decorated.
  ///   - wraps: Whether the grid may wrap to a width, which needs each column's widest
  ///     character.
  ///   - spills: Whether the rows made are kept, to be written when the section ends.
  ///   - labelsSpan: Whether label rows span the columns (and so count in none of their
  ///     widths) rather than showing in the first cell.
  init(
    _ section: SectionStart, shownAs: @escaping GridSection.Shown, keepsPlain: Bool, wraps: Bool,
    spills: Bool = false, labelsSpan: Bool = false
  ) {
    self.labelsSpan = labelsSpan
    let columns = section.columns ?? []
    measure = GridMeasure(
      columnCount: columns.count,
      measuresFloors: GridLayout.needsFloors(columns: columns, available: wraps ? 0 : nil))
    cells = GridRowCells(columnCount: columns.count, shownAs: shownAs, keepsPlain: keepsPlain)
    spill = spills ? GridSpill() : nil
  }

  /// Measures one more row, and keeps it when the section spills.
  mutating func add(_ row: CellContent) {
    cells.make(row)
    // The cells are read while the measure and the spill change: disjoint stored properties
    // passed apart, with no copy of the cells (and none of their buffers retained).
    guard spill != nil else {
      return Self.measure(cells, into: &measure)
    }
    let spansLabel = labelsSpan && row.role == .label
    Self.spill(
      cells, state: row.state, role: row.role, spansLabel: spansLabel, measure: &measure,
      spill: &spill, widths: &widths)
    if !row.shades.isEmpty { shades[spilledRows] = row.shades }
    spilledRows += 1
  }

  private static func measure(_ cells: borrowing GridRowCells, into measure: inout GridMeasure) {
    cells.withCells { shown, plain in
      measure.add(shown: shown, plain: plain, row: 0) { _, _ in }
    }
  }

  /// Measures a row's cells and keeps them, with their widths, in the spill.
  private static func spill(
    _ cells: borrowing GridRowCells, state: CellState, role: RowRole, spansLabel: Bool,
    measure: inout GridMeasure, spill: inout GridSpill?, widths: inout [Int]
  ) {
    cells.withCells { shown, plain in
      if widths.count != shown.columnCount {
        widths = Array(repeating: 0, count: shown.columnCount)
      }
      widths.withUnsafeMutableBufferPointer { widths in
        // A label row spans the columns and counts in none of their widths.
        if spansLabel {
          for column in widths.indices { widths[column] = 0 }
        } else {
          measure.add(shown: shown, plain: plain, row: 0) { widths[$0] = $1 }
        }
        spill?.add(shown, widths: UnsafeBufferPointer(widths), state: state, role: role)
      }
    }
  }

  /// Calls `body` with every spilled row, in order: its cells (the first row of the view,
  /// one per column of the measure, the missing ones empty), their widths, its state, its
  /// role and its shades; then forgets them.
  ///
  /// - Parameter body: Takes each row.
  /// - Throws: ``TableShimError/spillFailed(_:)`` when the rows cannot be read back.
  mutating func forEachSpilledRow(
    _ body: (GridCells.View, UnsafeBufferPointer<Int>, CellState, RowRole, [CellShade?]) -> Void
  ) throws {
    guard var spill else { return }
    self.spill = nil
    var row = 0
    let shades = shades
    try spill.forEachRow(columnCount: measure.columnCount) { cells, widths, state, role in
      body(cells, widths, state, role, shades.isEmpty ? [] : shades[row] ?? [])
      row += 1
    }
  }
}
