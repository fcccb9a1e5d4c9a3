extension PlainTextBackend {
  /// Writes a row whose cells all fit their columns on one line, padding each in the sink;
  /// each cell and its padding in the row's look, the rules between them not.
  static func writeFittingRow(
    _ row: Int, of cells: GridCells.View, _ paddings: [(left: Int, right: Int)],
    _ style: GridStyle, _ look: TerminalStyle.Look, shades: [CellShade?],
    into sink: inout ByteSink
  ) {
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
