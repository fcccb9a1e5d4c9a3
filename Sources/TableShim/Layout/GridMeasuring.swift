/// A grid section measured a row at a time: each row is made into its cells as the backend
/// shows them and measured; on the first of two readings only the measure is kept, and
/// when the section spills (``GridPass/spilling``), the cells made and their widths are kept
/// in a ``GridSpill`` too, to be written when the section ends.
struct GridMeasuring {
  /// What the rows so far measure; when the section spills, what all its rows measure once
  /// ``finish()`` has run.
  private(set) var measure: GridMeasure
  private var cells: GridRowCells
  /// The rows on their way to the spill, when they are kept to be written at the section's
  /// end.
  private var staging: GridStaging?
  /// The rows made, once ``finish()`` has run.
  private var spill: GridSpill?
  /// How most rows show, made from their text by the staging's maker.
  private let showing: GridPlainShowing?
  /// Whether label rows span the columns, measured in none of them.
  private let labelsSpan: Bool
  /// How many rows the spill holds, label rows included.
  private var spilledRows = 0
  /// The shades of the spilled rows that have any, by row.
  private(set) var shades: [Int: [CellShade?]] = [:]

  /// Starts measuring a section.
  ///
  /// - Parameters:
  ///   - section: The section as it starts.
  ///   - shownAs: How the backend shows each cell.
  ///   - showing: How the backend shows the cells of most rows from their text alone, which
  ///     lets another thread make them; `nil` makes every row with `shownAs`.
  ///   - keepsPlain: Whether columns of numbers are told from the plain cells, when the
  ///     backend shows them decorated.
  ///   - wraps: Whether the grid may wrap to a width, which needs each column's widest
  ///     character.
  ///   - spills: Whether the rows made are kept, to be written when the section ends.
  ///   - labelsSpan: Whether label rows span the columns (and so count in none of their
  ///     widths) rather than showing in the first cell.
  init(
    _ section: SectionStart, shownAs: @escaping GridSection.Shown,
    showing: GridPlainShowing? = nil, keepsPlain: Bool, wraps: Bool, spills: Bool = false,
    labelsSpan: Bool = false
  ) {
    self.labelsSpan = labelsSpan
    self.showing = showing
    let columns = section.columns ?? []
    measure = GridMeasure(
      columnCount: columns.count,
      measuresFloors: GridLayout.needsFloors(columns: columns, available: wraps ? 0 : nil))
    cells = GridRowCells(columnCount: columns.count, shownAs: shownAs, keepsPlain: keepsPlain)
    if spills {
      staging = GridStaging(
        GridRowsMaker(measure: measure, showing: showing, keepsPlain: keepsPlain))
    }
  }

  /// Measures one more row, and keeps it when the section spills.
  mutating func add(_ row: CellContent) {
    guard staging != nil else {
      cells.make(row)
      return Self.measure(cells, into: &measure)
    }
    let spansLabel = labelsSpan && row.role == .label
    if let showing, showing.applies(row) {
      // Staged as its text, made and measured by the staging's maker.
      row.withTextBytes { texts in
        staging?.add(texts: texts, state: row.state, role: row.role, spansLabel: spansLabel)
      }
    } else {
      cells.make(row)
      // The cells are read while the staging changes: disjoint stored properties passed
      // apart, with no copy of the cells (and none of their buffers retained).
      Self.stage(cells, state: row.state, role: row.role, spansLabel: spansLabel, into: &staging)
    }
    if !row.shades.isEmpty { shades[spilledRows] = row.shades }
    spilledRows += 1
  }

  private static func measure(_ cells: borrowing GridRowCells, into measure: inout GridMeasure) {
    cells.withCells { shown, plain in
      measure.add(shown: shown, plain: plain, row: 0) { _, _ in }
    }
  }

  /// Stages a row made on this thread.
  private static func stage(
    _ cells: borrowing GridRowCells, state: CellState, role: RowRole, spansLabel: Bool,
    into staging: inout GridStaging?
  ) {
    cells.withCells { shown, plain in
      staging?.add(made: shown, plain: plain, state: state, role: role, spansLabel: spansLabel)
    }
  }

  /// Ends the section's reading: waits until every row is made, measured and spilled, so
  /// that ``measure`` is the whole section's.
  mutating func finish() {
    guard var staging else { return }
    self.staging = nil
    let maker = staging.finish()
    measure = maker.measure
    spill = maker.spill
  }

  /// Calls `body` with every spilled row, in order, a run of whole rows at a time.
  ///
  /// The runs are ``GridSpill/forEachRun(_:)``'s, forgotten once read. A row's cells have one
  /// column for each of the measure's, and its shades are in ``shades`` under its number.
  ///
  /// - Parameter body: Takes each run, whose bytes are valid only during the call.
  /// - Throws: ``TableShimError/spillFailed(_:)`` when the rows cannot be read back.
  mutating func forEachSpilledRun(_ body: (GridSpill.Rows) throws -> Void) throws {
    finish()
    guard var spill else { return }
    self.spill = nil
    try spill.forEachRun(body)
  }
}
