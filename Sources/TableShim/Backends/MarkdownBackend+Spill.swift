extension MarkdownBackend {
  /// Writes a padded table whose rows were kept in a spill (``GridPass/spilling``): laid
  /// out from what they measured, its head, then each row with its cells' widths.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - measuring: Its rows, measured and spilled.
  ///   - sink: Where the output goes; an error reading the spill back is kept in it.
  func writeSpilledTable(
    _ section: SectionStart, _ measuring: inout GridMeasuring, into sink: inout ByteSink
  ) {
    let lineBreak = tableLineBreak
    let table = PaddedTable(section, plan: measuring.measure, lineBreak: lineBreak)
    table.writeHead(section, lineBreak: lineBreak, into: &sink)
    do {
      try measuring.forEachSpilledRow { cells, widths, _, _, _ in
        table.write(made: cells, widths: widths, into: &sink)
        sink.drainPoint()
      }
    } catch {
      sink.fail(with: error)
    }
  }
}
