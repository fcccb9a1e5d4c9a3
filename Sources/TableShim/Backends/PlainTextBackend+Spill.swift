extension PlainTextBackend {
  /// Draws a grid whose rows were kept in a spill (``GridPass/spilling``): laid out from
  /// what they measured, its head, each row with its cells' widths, and its foot.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - measuring: Its rows, measured and spilled.
  ///   - sink: Where the output goes; an error reading the spill back is kept in it.
  func writeSpilledGrid(
    _ section: SectionStart, _ measuring: inout GridMeasuring, into sink: inout ByteSink
  ) {
    measuring.finish()
    var grid = StreamedGrid(
      section, plan: measuring.measure, available: available, colors: colors, width: width,
      style: gridStyle)
    grid.pageLength = pageLength
    grid.writeHead(gridStyle, into: &sink)
    do {
      try grid.writeSpilledRows(of: &measuring, gridStyle, into: &sink)
    } catch {
      sink.fail(with: error)
    }
    grid.writeFoot(gridStyle, into: &sink)
  }
}

extension PlainTextBackend.StreamedGrid {
  /// Writes every row kept in a spill, each with its cells' widths; the style is taken
  /// once for them all, not copied for each row.
  ///
  /// - Throws: ``TableShimError/spillFailed(_:)`` when the rows cannot be read back.
  mutating func writeSpilledRows(
    of measuring: inout GridMeasuring, _ style: GridStyle, into sink: inout ByteSink
  ) throws {
    try measuring.forEachSpilledRow { cells, widths, state, role, shades in
      write(
        made: cells, widths: widths, state: state, role: role, shades: shades, style,
        into: &sink)
      sink.drainPoint()
    }
  }
}
