extension PlainTextBackend: ColorScaleDrawing {
  /// Text output shows colour scales when colour is on; the first of two readings, which
  /// writes nothing, needs no shades.
  var drawsColorScales: Bool { colors != nil }

  /// Keeps a held grid row's shades, in step with its rows: rows before it without shades
  /// get none.
  mutating func holdShades(_ shades: [CellShade?], rowCount: Int) {
    if gridShades.count < rowCount - 1 {
      gridShades += repeatElement([], count: rowCount - 1 - gridShades.count)
    }
    gridShades.append(shades)
  }

}

extension ByteSink {
  /// Writes the escape sequence of a cell's look and, when it has one, its shade after the
  /// look's attributes: the background in 24-bit colour (`48;2;R;G;B`) and the readable
  /// foreground (`38;2;R;G;B`), in one sequence.
  mutating func writeLookStart(_ look: TerminalStyle.Look, shade: CellShade?) {
    guard let shade else { return writeLookStart(look) }
    write("\u{1B}[")
    for parameter in look.parameters {
      writeSGRNumber(parameter)
      write(byte: UInt8(ascii: ";"))
    }
    write("48;2;")
    writeChannels(shade.background)
    write(";38;2;")
    writeChannels(shade.foreground)
    write(byte: UInt8(ascii: "m"))
  }

  /// Writes the reset after a cell's look and shade, when either wrote anything.
  mutating func writeLookEnd(_ look: TerminalStyle.Look, shade: CellShade?) {
    guard shade != nil else { return writeLookEnd(look) }
    write("\u{1B}[0m")
  }

  private mutating func writeChannels(_ color: ColorScale.Color) {
    writeSGRNumber(color.red)
    write(byte: UInt8(ascii: ";"))
    writeSGRNumber(color.green)
    write(byte: UInt8(ascii: ";"))
    writeSGRNumber(color.blue)
  }

  private mutating func writeSGRNumber(_ value: UInt8) {
    if value >= 100 { write(byte: UInt8(ascii: "0") + value / 100) }
    if value >= 10 { write(byte: UInt8(ascii: "0") + value / 10 % 10) }
    write(byte: UInt8(ascii: "0") + value % 10)
  }
}
