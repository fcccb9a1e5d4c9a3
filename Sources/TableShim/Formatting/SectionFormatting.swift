/// The formats and missing marks of one section's columns, applied to each row as it streams
/// through the renderer, before any backend sees it.
///
/// A class, so that the renderer calls it for each row without copying (and retaining) what
/// it holds.
package final class SectionFormatting {
  private let formatters: [CellFormatter?]
  /// The formatters again, unretained (`formatters` keeps them), so that a cell costs no
  /// reference counting.
  private let unretainedFormatters: [Unmanaged<CellFormatter>?]
  private let missingMarks: [[UInt8]?]
  /// The new texts of the row being formatted.
  private let buffer = RowBuffer()

  /// The formatting of a section's columns, or `nil` when none has a format or a missing
  /// mark.
  ///
  /// - Parameters:
  ///   - columns: The section's columns.
  ///   - missingMark: The mark of columns without their own.
  ///   - formatters: The formatters made so far in this render, by format, which this adds
  ///     to.
  init?(
    columns: [Column], missingMark: String?, formatters: inout [ColumnFormat: CellFormatter]
  ) {
    guard
      missingMark != nil || columns.contains(where: { $0.format != nil || $0.missingMark != nil })
    else { return nil }
    let columnFormatters = columns.map { column -> CellFormatter? in
      // Cells a decoder formatted as it read them are left as they are.
      guard let format = column.format, format != column.formattedAhead else { return nil }
      if let made = formatters[format] { return made }
      let made = CellFormatter(format)
      formatters[format] = made
      return made
    }
    self.formatters = columnFormatters
    self.unretainedFormatters = columnFormatters.map { $0.map(Unmanaged.passUnretained) }
    self.missingMarks = columns.map { column in
      (column.missingMark ?? missingMark).map { Array($0.utf8) }
    }
    guard
      columnFormatters.contains(where: { $0 != nil }) || missingMarks.contains(where: { $0 != nil })
    else { return nil }
  }

  /// The columns as backends get them: each with its missing mark or the table's, and,
  /// when the cells are `formatted`, a column of formatted numbers right-aligned unless it
  /// says otherwise (fixed decimals then line up their points).
  static func shownColumns(_ columns: [Column], missingMark: String?, formatted: Bool)
    -> [Column]
  {
    guard missingMark != nil || columns.contains(where: { $0.format != nil }) else {
      return columns
    }
    return columns.map { column in
      var column = column
      if column.missingMark == nil { column.missingMark = missingMark }
      if formatted, column.alignment == nil, column.format?.isNumeric == true {
        column.alignment = .right
      }
      return column
    }
  }

  /// Formats a row's cells in place; a cell that does not read under its format is kept as it
  /// is and passed to `unreadable` with its column's index.
  func apply(
    to content: inout CellContent,
    unreadable: (Int, UnsafeBufferPointer<UInt8>) -> Void = { _, _ in }
  ) {
    let formatters = unretainedFormatters
    let missingMarks = self.missingMarks
    let buffer = self.buffer
    let (changed, byteCount, columnCount) = content.withTextBytes { old -> (Bool, Int, Int) in
      var changed = false
      var count = old.columnCount
      // A row shorter than its columns gets the marks of the columns it lacks.
      if count < missingMarks.count, missingMarks[count...].contains(where: { $0 != nil }) {
        count = missingMarks.count
        changed = true
      }
      buffer.reserveEnds(count)
      buffer.reserve(old.columnsEnd, after: 0)
      let ends = buffer.ends
      var at = 0
      for index in 0..<count {
        let cell =
          index < old.columnCount ? old.column(index) : UnsafeBufferPointer(start: nil, count: 0)
        if cell.isEmpty {
          if index < missingMarks.count, let mark = missingMarks[index] {
            mark.withUnsafeBufferPointer { buffer.append($0, at: &at) }
            changed = true
          }
        } else if index < formatters.count, let formatter = formatters[index] {
          switch formatter._withUnsafeGuaranteedRef({ $0.write(cell, into: buffer, at: &at) }) {
          case .formatted: changed = true
          case .keptAsNumber: break
          case .unreadable: unreadable(index, cell)
          }
        } else {
          buffer.append(cell, at: &at)
        }
        ends[index] = at
      }
      return (changed, at, count)
    }
    guard changed else { return }
    content.replaceColumns(
      bytes: UnsafeBufferPointer(start: buffer.bytes, count: byteCount),
      ends: UnsafeBufferPointer(start: buffer.ends, count: columnCount))
  }

  /// The formatting of a section's columns for checking its cells, or `nil` when no column
  /// has a format.
  ///
  /// - Parameter columns: The section's columns.
  package convenience init?(checking columns: [Column]) {
    guard columns.contains(where: { $0.format != nil }) else { return nil }
    var formatters: [ColumnFormat: CellFormatter] = [:]
    self.init(columns: columns, missingMark: nil, formatters: &formatters)
  }

  /// Whether the cells of a row read under their columns' formats: calls `unreadable` with
  /// the index of each column whose cell does not.
  package func check(
    _ content: CellContent, unreadable: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    content.withTextBytes { texts in
      for index in 0..<min(texts.columnCount, formatters.count) {
        let cell = texts.column(index)
        guard !cell.isEmpty, let formatter = formatters[index] else { continue }
        if case .unreadable = formatter.format(cell) { unreadable(index, cell) }
      }
    }
  }
}

extension CellContent {
  /// Gives the row new columns, keeping its other fields: a text, secondary text or detail
  /// that showed a column shows the new text of that column.
  mutating func replaceColumns(
    bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>
  ) {
    let storage = withTextBytes { old in
      let spans = (
        old.span(.text), old.span(.secondaryText), old.span(.detailText), old.span(.image),
        old.span(.link), old.span(.id)
      )
      let fieldBytes =
        spans.0.count + spans.1.count + spans.2.count + spans.3.count + spans.4.count
        + spans.5.count
      return CellTexts.make(columnCount: ends.count, byteCount: bytes.count + fieldBytes) {
        writer in
        writer.appendColumns(bytes, ends: ends)
        // A text, secondary text or detail that showed a column shows its new text.
        func set(_ field: CellTexts.Field, _ span: CellTexts.Span) {
          if span.isAbsent {
            if field == .text { writer.set(field, toBytes: nil) }
          } else if field == .text || field == .secondaryText || field == .detailText,
            let column = Self.column(showing: span, in: old)
          {
            writer.set(field, toColumn: column)
          } else {
            writer.set(field, toBytes: old[field])
          }
        }
        set(.text, spans.0)
        set(.secondaryText, spans.1)
        set(.detailText, spans.2)
        set(.image, spans.3)
        set(.link, spans.4)
        set(.id, spans.5)
        if let highlights = old.highlights { writer.setHighlights(highlights) }
      }
    }
    self = CellContent(storage, accessory: accessory, state: state, style: style)
  }

  /// The column whose bytes a field's span is, if any.
  private static func column(showing span: CellTexts.Span, in texts: CellTextBytes) -> Int? {
    for index in 0..<texts.columnCount {
      let range = texts.columnRange(index)
      if range.lowerBound == span.start && range.count == span.count { return index }
      if range.lowerBound > span.start { break }
    }
    return nil
  }
}
