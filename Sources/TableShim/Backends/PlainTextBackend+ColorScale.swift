extension PlainTextBackend: ColorScaleDrawing {
  /// Text output shows colour scales when colour is on; the first of two readings, which
  /// writes nothing, needs no shades.
  var drawsColorScales: Bool { colors != nil && !gridPass.isMeasuring }

  /// Keeps a held grid row's shades, in step with its rows: rows before it without shades
  /// get none.
  mutating func holdShades(_ shades: [CellShade?], rowCount: Int) {
    if gridShades.count < rowCount - 1 {
      gridShades += repeatElement([], count: rowCount - 1 - gridShades.count)
    }
    gridShades.append(shades)
  }

  /// The look of a cell: its row's, then the background of its shade in 24-bit colour
  /// (`48;2;R;G;B`) and the readable foreground (`38;2;R;G;B`) on it.
  static func cellLook(
    _ look: TerminalStyle.Look, _ shades: [CellShade?], _ column: Int
  ) -> TerminalStyle.Look {
    guard column < shades.count, let shade = shades[column] else { return look }
    let background = shade.background
    let foreground = shade.foreground
    return look
      + TerminalStyle.Look([
        48, 2, background.red, background.green, background.blue,
        38, 2, foreground.red, foreground.green, foreground.blue,
      ])
  }
}
