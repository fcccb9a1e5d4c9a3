/// The formats and missing marks of one section's columns, applied to each row as it streams
/// through the renderer, before any backend sees it.
package struct SectionFormatting {
  private let formatters: [CellFormatter?]
  private let missingMarks: [[UInt8]?]
  /// The new texts of the row being formatted, end to end, and where each ends.
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

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
    self.formatters = columns.map { column in
      guard let format = column.format else { return nil }
      if let made = formatters[format] { return made }
      let made = CellFormatter(format)
      formatters[format] = made
      return made
    }
    self.missingMarks = columns.map { column in
      (column.missingMark ?? missingMark).map { Array($0.utf8) }
    }
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
  mutating func apply(
    to content: inout CellContent,
    unreadable: (Int, UnsafeBufferPointer<UInt8>) -> Void = { _, _ in }
  ) {
    let formatters = self.formatters
    let missingMarks = self.missingMarks
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    let changed = content.withTextBytes { old -> Bool in
      var changed = false
      var count = old.columnCount
      // A row shorter than its columns gets the marks of the columns it lacks.
      if count < missingMarks.count, missingMarks[count...].contains(where: { $0 != nil }) {
        count = missingMarks.count
        changed = true
      }
      for index in 0..<count {
        let cell =
          index < old.columnCount ? old.column(index) : UnsafeBufferPointer(start: nil, count: 0)
        if cell.isEmpty {
          if index < missingMarks.count, let mark = missingMarks[index] {
            bytes.append(contentsOf: mark)
            changed = true
          }
        } else if index < formatters.count, let formatter = formatters[index] {
          switch formatter.format(cell) {
          case .formatted:
            bytes.append(contentsOf: formatter.output)
            changed = true
          case .keptAsNumber:
            bytes.append(contentsOf: cell)
          case .unreadable:
            unreadable(index, cell)
            bytes.append(contentsOf: cell)
          }
        } else {
          bytes.append(contentsOf: cell)
        }
        ends.append(bytes.count)
      }
      return changed
    }
    guard changed else { return }
    content.replaceColumns(bytes: bytes, ends: ends)
  }

  /// The formatting of a section's columns for checking its cells, or `nil` when no column
  /// has a format.
  ///
  /// - Parameter columns: The section's columns.
  package init?(checking columns: [Column]) {
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
  mutating func replaceColumns(bytes: [UInt8], ends: [Int]) {
    let storage = withTextBytes { old in
      let fieldBytes = Self.fields.reduce(0) { $0 + (old[$1]?.count ?? 0) }
      return CellTexts.make(columnCount: ends.count, byteCount: bytes.count + fieldBytes) {
        writer in
        bytes.withUnsafeBufferPointer { all in
          var start = 0
          for end in ends {
            writer.append(UnsafeBufferPointer(rebasing: all[start..<end]))
            writer.endColumn()
            start = end
          }
        }
        for field in Self.fields {
          let span = old.span(field)
          if span.isAbsent {
            if field == .text { writer.set(field, toBytes: nil) }
            continue
          }
          if field == .text || field == .secondaryText || field == .detailText,
            let column = Self.column(showing: span, in: old)
          {
            writer.set(field, toColumn: column)
          } else {
            writer.set(field, toBytes: old[field])
          }
        }
        writer.setHighlights(old.highlights)
      }
    }
    self = CellContent(storage, accessory: accessory, state: state, style: style)
  }

  /// Every field, made once rather than by each row's `allCases`.
  private static let fields = CellTexts.Field.allCases

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
