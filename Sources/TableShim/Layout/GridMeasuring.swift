/// A grid section on the first of two readings of a table: each row is made into its cells
/// as the backend shows them and measured, and only the measure is kept.
struct GridMeasuring {
  /// What the rows so far measure.
  private(set) var measure: GridMeasure
  private var cells: GridRowCells

  /// Starts measuring a section.
  ///
  /// - Parameters:
  ///   - section: The section as it starts.
  ///   - shownAs: How the backend shows each cell.
  ///   - keepsPlain: Whether columns of numbers are told from the plain cells, when the
  ///     backend shows them decorated.
  ///   - wraps: Whether the grid may wrap to a width, which needs each column's widest
  ///     character.
  init(
    _ section: SectionStart, shownAs: @escaping GridSection.Shown, keepsPlain: Bool, wraps: Bool
  ) {
    let columns = section.columns ?? []
    measure = GridMeasure(
      columnCount: columns.count,
      measuresFloors: GridLayout.needsFloors(columns: columns, available: wraps ? 0 : nil))
    cells = GridRowCells(columnCount: columns.count, shownAs: shownAs, keepsPlain: keepsPlain)
  }

  /// Measures one more row.
  mutating func add(_ row: CellContent) {
    cells.make(row)
    let made = cells
    made.withCells { shown, plain in
      measure.add(shown: shown, plain: plain, row: 0) { _, _ in }
    }
  }
}
