extension PlainTextBackend.StreamedGrid {
  /// What a grid's plain body rows are written with, worked out once for a run of spilled
  /// rows: the style's edges as words, and the room a row takes besides its cells' bytes.
  ///
  /// A plain body row is a data row, in a grid without colours, shades, pages or records,
  /// with no rule before it and every cell fitting its column on one line: most rows of a
  /// large grid. It is written in one pass into room made once, with no array of paddings,
  /// no look and no text of the style read for each row.
  struct PlainRows {
    fileprivate let left: ShortText
    fileprivate let separator: ShortText
    fileprivate let right: ShortText
    fileprivate let padding: Int
    /// The most bytes a row takes besides its cells' own: its edges, separators, every
    /// column's full width in spaces (a cell's padding is at most its column's width), and
    /// two words more for the stores of spaces and edges.
    fileprivate let room: Int
  }

  /// How this grid's plain body rows are written, or `nil` when none is written that way
  /// (colours, pages, records, rules between rows, or edges longer than two words).
  func plainRows(_ style: GridStyle) -> PlainRows? {
    guard colors == nil, records == nil, pageLength == nil, let layout,
      case .none = style.rowRule,
      let left = ShortText(style.left), let separator = ShortText(style.separator),
      let right = ShortText(style.right)
    else { return nil }
    let columns = layout.widths.count
    var room = left.count + right.count + 1 + max(columns - 1, 0) * separator.count + 16
    for width in layout.widths { room += width + 2 * style.padding }
    return PlainRows(
      left: left, separator: separator, right: right, padding: style.padding, room: room)
  }

  /// Writes a spilled row as a plain body row (``PlainRows``) and keeps the state that
  /// ``write(made:widths:state:role:shades:_:into:)`` would; `false`, having written and
  /// changed nothing, when the row is not one.
  ///
  /// - Parameters:
  ///   - cells: The row's cells as made: the first row of the view, one per column.
  ///   - widths: Each cell's display width, -1 for a cell of several lines.
  ///   - role: The row's role.
  ///   - plain: How plain rows of this grid are written (``plainRows(_:)``).
  ///   - sink: Where the output goes.
  /// - Returns: Whether the row was written.
  mutating func writePlainly(
    _ cells: GridCells.View, widths: UnsafeBufferPointer<Int>, role: RowRole,
    _ plain: PlainRows, into sink: inout ByteSink
  ) -> Bool {
    guard role == .data, case .none = pendingRule, let layout,
      cells.columnCount == layout.widths.count
    else { return false }
    let written = sink.write(upTo: plain.room + cells.firstRowBytes.count) { cursor in
      cursor.append(plain.left)
      for column in 0..<cells.columnCount {
        let cell = cells[0, column]
        guard let padding = layout.fittingPadding(of: cell, width: widths[column], column: column)
        else { return false }
        if column > 0 { cursor.append(plain.separator) }
        cursor.appendSpaces(plain.padding + padding.left)
        cursor.append(cell)
        cursor.appendSpaces(padding.right + plain.padding)
      }
      cursor.append(plain.right)
      cursor.write(byte: UInt8(ascii: "\n"))
      return true
    }
    // The state a row leaves in a grid without pages, which count its lines.
    if written { skipRow(role: role) }
    return written
  }
}

/// A text of at most sixteen UTF-8 bytes held in two words, written with two stores: a
/// grid's edges and separators.
struct ShortText {
  private let low: UInt64
  private let high: UInt64
  /// The number of bytes.
  let count: Int

  /// The text's bytes, or `nil` when it has more than sixteen.
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count <= 16 else { return nil }
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
    low = UInt64(littleEndian: words.0)
    high = UInt64(littleEndian: words.1)
    count = bytes.count
  }

  /// Stores the text's two words at the cursor and moves it past the text: the room must
  /// hold sixteen bytes from the cursor.
  @inline(__always)
  fileprivate func write(into cursor: inout ByteCursor) {
    cursor.store(word: low)
    cursor.store(word: high, atOffset: 8)
    cursor.skip(count)
  }
}

extension ByteCursor {
  /// Appends a short text with two stores: the room must hold sixteen bytes from here.
  @inline(__always)
  fileprivate mutating func append(_ text: ShortText) {
    text.write(into: &self)
  }
}
