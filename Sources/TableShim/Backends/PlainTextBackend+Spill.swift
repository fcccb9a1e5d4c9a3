extension PlainTextBackend {
  /// Draws a grid whose rows were kept in a spill (``GridPass/spilling``): laid out from
  /// what they measured, its head, each row with its cells' widths, and its foot.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - measuring: Its rows, measured and spilled.
  ///   - inParallel: Whether the rows may be written on two threads (``GridWriteBack``),
  ///     where the grid allows it; `false` writes them all on this thread.
  ///   - sink: Where the output goes; an error reading the spill back is kept in it.
  func writeSpilledGrid(
    _ section: SectionStart, _ measuring: inout GridMeasuring, inParallel: Bool = true,
    into sink: inout ByteSink
  ) {
    measuring.finish()
    var grid = StreamedGrid(
      section, plan: measuring.measure, available: available, colors: colors, width: width,
      style: gridStyle)
    grid.pageLength = pageLength
    grid.writeHead(gridStyle, into: &sink)
    var rows = SpilledGridRows(
      grid: grid, style: gridStyle, shades: measuring.shades,
      columnCount: measuring.measure.columnCount)
    do {
      try GridWriteBack.write(&measuring, with: &rows, inParallel: inParallel, into: &sink)
    } catch {
      sink.fail(with: error)
    }
    rows.grid.writeFoot(gridStyle, into: &sink)
  }

  /// The body rows of a text grid kept in a spill, written with the grid's state: which
  /// rows are zebra-striped, whether a rule sets a summary row apart or meets a label row.
  ///
  /// That state after a run is known from its rows' roles alone unless the grid is drawn
  /// in pages (which count each row's lines) or as records; those are written on one
  /// thread.
  struct SpilledGridRows: SpilledRowsWriter {
    /// The grid, with the state the rows written so far left.
    var grid: StreamedGrid
    /// The grid's style, taken once for every row, not copied for each.
    let style: GridStyle
    /// The shades of the rows that have any, by row.
    let shades: [Int: [CellShade?]]
    /// The number of columns each row is given.
    let columnCount: Int

    var writesInParallel: Bool { grid.writesRowsInParallel }

    mutating func write(_ rows: GridSpill.Rows, into sink: inout ByteSink) {
      // Taken out of `self` once: read from it while `grid` changes, each row would copy them.
      let style = style
      let shades = shades
      let plain = shades.isEmpty ? grid.plainRows(style) : nil
      rows.forEachRow(columnCount: columnCount) { row, cells, widths, state, role in
        if let plain, grid.writePlainly(cells, widths: widths, role: role, plain, into: &sink) {
          return sink.drainPoint()
        }
        grid.write(
          made: cells, widths: widths, state: state, role: role,
          shades: shades.isEmpty ? [] : shades[row] ?? [], style, into: &sink)
        sink.drainPoint()
      }
    }

    mutating func skip(_ rows: GridSpill.Rows) {
      rows.forEachRole { grid.skipRow(role: $0) }
    }
  }
}
