/// Formats the cells of a decoded row as a decoder makes it, on its reading thread, so that
/// the renderer's thread does not: the command line's CSV read-ahead uses it for the columns
/// whose format the command line sets (`--format`), and marks them
/// ``Column/formattedAhead``.
///
/// It takes the fixed-decimal formats (number, integer, percent, currency) alone, which are
/// the common ones and cost the most rows; a cell that does not read under its format is kept
/// as it came, as the renderer keeps it (`--check` reports it in a reading of its own).
package final class RowPreformatter {
  private let formatters: [CellFormatter?]
  /// The formatters again, unretained (`formatters` keeps them), so that a cell costs no
  /// reference counting.
  private let unretainedFormatters: [Unmanaged<CellFormatter>?]
  private let buffer = RowBuffer()

  /// Whether cells of a format can be formatted ahead.
  ///
  /// - Parameter format: A column's format.
  /// - Returns: `true` for the number, integer, percent and currency formats.
  package static func formatsAhead(_ format: ColumnFormat) -> Bool {
    switch format.kind {
    case .number, .integer, .percent, .currency: true
    default: false
    }
  }

  /// A formatter of rows whose columns have `formats`, or `nil` when none is one that
  /// ``formatsAhead(_:)`` takes.
  ///
  /// - Parameter formats: Each column's format, or `nil` for a column left as it is.
  package init?(formats: [ColumnFormat?]) {
    var made: [ColumnFormat: CellFormatter] = [:]
    let formatters = formats.map { format -> CellFormatter? in
      guard let format, Self.formatsAhead(format) else { return nil }
      if let formatter = made[format] { return formatter }
      let formatter = CellFormatter(format)
      made[format] = formatter
      return formatter
    }
    guard !made.isEmpty else { return nil }
    self.formatters = formatters
    unretainedFormatters = formatters.map { $0.map(Unmanaged.passUnretained) }
  }

  /// Calls `body` with a row's cells formatted, laid end to end as they came.
  ///
  /// - Parameters:
  ///   - bytes: The row's cells, end to end.
  ///   - ends: Where each cell ends in `bytes`.
  ///   - body: Takes the formatted cells and where each ends; the buffers are valid only
  ///     inside it.
  /// - Returns: What `body` returns.
  package func withFormattedCells<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Result
  ) -> Result {
    let buffer = self.buffer
    let formatters = unretainedFormatters
    buffer.reserveEnds(ends.count)
    buffer.reserve(bytes.count, after: 0)
    let newEnds = buffer.ends
    var at = 0
    var start = 0
    for index in 0..<ends.count {
      let cell = UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
      start = ends[index]
      if !cell.isEmpty, index < formatters.count, let formatter = formatters[index] {
        _ = formatter._withUnsafeGuaranteedRef { $0.write(cell, into: buffer, at: &at) }
      } else {
        buffer.append(cell, at: &at)
      }
      newEnds[index] = at
    }
    return body(
      UnsafeBufferPointer(start: buffer.bytes, count: at),
      UnsafeBufferPointer(start: newEnds, count: ends.count))
  }
}
