extension PlainTextBackend {
  /// Writes a row whose cells all fit their columns on one line, padding each in the sink;
  /// each cell and its padding in the row's look, the rules between them not.
  static func writeFittingRow(
    _ row: Int, of cells: GridCells.View, _ paddings: [(left: Int, right: Int)],
    _ style: GridStyle, _ look: TerminalStyle.Look, shades: [CellShade?],
    into sink: inout ByteSink
  ) {
    if look.isPlain && shades.isEmpty,
      writePlainFittingRow(row, of: cells, paddings, style, into: &sink)
    {
      return
    }
    sink.write(style.left)
    for column in 0..<cells.columnCount {
      if column > 0 { sink.write(style.separator) }
      let shade = column < shades.count ? shades[column] : nil
      sink.writeLookStart(look, shade: shade)
      sink.write(repeating: UInt8(ascii: " "), count: style.padding + paddings[column].left)
      sink.append(cells[row, column])
      sink.write(repeating: UInt8(ascii: " "), count: paddings[column].right + style.padding)
      sink.writeLookEnd(look, shade: shade)
    }
    sink.write(style.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a fitting row without looks or shades in room made once for the whole row, with
  /// no capacity and uniqueness checks for each piece; `false`, having written nothing,
  /// when the style's texts cannot be read in place.
  private static func writePlainFittingRow(
    _ row: Int, of cells: GridCells.View, _ paddings: [(left: Int, right: Int)],
    _ style: GridStyle, into sink: inout ByteSink
  ) -> Bool {
    let count = cells.columnCount
    // Eight bytes more for the last word of spaces stored.
    var maximum =
      style.left.utf8.count + style.right.utf8.count + 1 + 8
      + max(count - 1, 0) * style.separator.utf8.count
    for column in 0..<count {
      maximum +=
        2 * style.padding + paddings[column].left + paddings[column].right
        + cells[row, column].count
    }
    return sink.write(upTo: maximum) { cursor in
      guard append(style.left, to: &cursor) else { return false }
      for column in 0..<count {
        if column > 0 { guard append(style.separator, to: &cursor) else { return false } }
        cursor.appendSpaces(style.padding + paddings[column].left)
        cursor.append(cells[row, column])
        cursor.appendSpaces(paddings[column].right + style.padding)
      }
      guard append(style.right, to: &cursor) else { return false }
      cursor.write(byte: UInt8(ascii: "\n"))
      return true
    }
  }

  /// Appends a text read in place; `false` when it cannot be.
  @inline(__always)
  private static func append(_ text: String, to cursor: inout ByteCursor) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { cursor.append($0) } != nil
  }

  /// Writes one line of cells, each already padded to its column's width, and with its
  /// padding in a look.
  static func writeLine(
    _ cells: [String], _ style: GridStyle, look: TerminalStyle.Look,
    shades: [CellShade?] = [], into sink: inout ByteSink
  ) {
    sink.write(style.left)
    for (index, cell) in cells.enumerated() {
      if index > 0 { sink.write(style.separator) }
      let shade = index < shades.count ? shades[index] : nil
      sink.writeLookStart(look, shade: shade)
      sink.write(repeating: UInt8(ascii: " "), count: style.padding)
      sink.write(cell)
      sink.write(repeating: UInt8(ascii: " "), count: style.padding)
      sink.writeLookEnd(look, shade: shade)
    }
    sink.write(style.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a rule across every column and its padding, its crossings meeting the row above
  /// and the row below, each of which parts the columns or spans them (a label row).
  static func writeRule(
    _ rule: GridStyle.Rule, _ style: GridStyle, _ layout: GridLayout, above: Bool = true,
    below: Bool = true, into sink: inout ByteSink
  ) {
    let crossing = junction(rule, above: above, below: below)
    sink.write(rule.left)
    for (index, width) in layout.widths.enumerated() {
      if index > 0 { sink.write(crossing) }
      sink.write(String(repeating: rule.horizontal, count: width + 2 * style.padding))
    }
    sink.write(rule.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }
}
