extension MarkdownBackend {
  /// Writes a padded table whose rows were kept in a spill (``GridPass/spilling``): laid
  /// out from what they measured, its head, then each row with its cells' widths.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - measuring: Its rows, measured and spilled.
  ///   - inParallel: Whether the rows may be written on two threads (``GridWriteBack``);
  ///     `false` writes them all on this thread.
  ///   - sink: Where the output goes; an error reading the spill back is kept in it.
  func writeSpilledTable(
    _ section: SectionStart, _ measuring: inout GridMeasuring, inParallel: Bool = true,
    into sink: inout ByteSink
  ) {
    let lineBreak = tableLineBreak
    measuring.finish()
    let table = PaddedTable(section, plan: measuring.measure, lineBreak: lineBreak)
    table.writeHead(section, lineBreak: lineBreak, into: &sink)
    do {
      // The layout is taken out once, not for each row.
      guard let layout = table.layout else {
        // A table without columns writes nothing; its spill is read through all the same.
        return try measuring.forEachSpilledRun { _ in }
      }
      var rows = SpilledRows(layout: layout, columnCount: measuring.measure.columnCount)
      try GridWriteBack.write(&measuring, with: &rows, inParallel: inParallel, into: &sink)
    } catch {
      sink.fail(with: error)
    }
  }

  /// The body rows of a padded table kept in a spill, which carry no state from row to row,
  /// so that any run of them may be written on another thread.
  struct SpilledRows: SpilledRowsWriter {
    /// The table's layout.
    let layout: GridLayout
    /// The number of columns each row is given.
    let columnCount: Int

    var writesInParallel: Bool { true }

    func write(_ rows: GridSpill.Rows, into sink: inout ByteSink) {
      rows.forEachRow(columnCount: columnCount) { _, cells, widths, _, _ in
        // Each row with its cells' widths, in room made once when every cell fits.
        MarkdownBackend.writePaddedRow(0, of: cells, layout, widths: widths, into: &sink)
        sink.drainPoint()
      }
    }

    func skip(_ rows: GridSpill.Rows) {}
  }
}
