/// Reads the rows of a table's events by their flat index (section after section), forwards
/// only, skipping the rows between.
struct RowReader {
  private var events: any TableEventSource
  /// Which table it reads, `old` or `new`, for an error.
  private let table: String
  /// The flat index of the next row the events give.
  private var next = 0

  init(_ events: any TableEventSource, table: String) {
    self.events = events
    self.table = table
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
    }
    throw StreamedDifferenceError.inputChanged(table: table)
  }
}
