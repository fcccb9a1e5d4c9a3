/// Reads the rows of a table's events by their flat index (section after section), forwards
/// only, skipping the rows between.
struct RowReader {
  private var events: any TableEventSource
  /// Which table it reads, `old` or `new`, for an error.
  private let table: String
  /// The flat index of the next row the events give.
  private var next = 0
  /// Where the rows skipped go back, when the source writes later rows over them; a reader
  /// of its rows gives back those it has finished with there too.
  let recycler: RowRecycler?

  init(_ events: any TableEventSource, table: String) {
    self.events = events
    self.table = table
    recycler = (events as? any RowRecyclingSource)?.rowRecycler
  }

  /// The row at flat index `flat`, which is at or after every row read before.
  ///
  /// - Throws: ``StreamedDifferenceError/inputChanged(table:)`` when the table ends before
  ///   it, or the source's own error.
  mutating func row(at flat: Int) throws -> CellModel {
    while let event = try events.nextEvent() {
      guard case .cell(let row) = event else { continue }
      next += 1
      if next - 1 == flat { return row }
      recycler?.giveBack(row)
    }
    throw StreamedDifferenceError.inputChanged(table: table)
  }
}
