extension PlainTextBackend {
  /// Writes a summary row in list layout: a line of its own under the items, without a
  /// marker, the label before the values, `Total — Price: $234,700; Share: 21.0%`; within
  /// a width, its later lines indented by two.
  ///
  /// - Parameters:
  ///   - row: The summary row; its text is the label and its detail the values.
  ///   - sink: Where the output goes.
  func writeSummaryLine(_ row: CellContent, into sink: inout ByteSink) {
    var line = row.text
    if let detail = row.detailText { line += " \u{2014} " + detail }
    let shown = line.lines.map(\.terminalSafe).joined(separator: "\n  ")
    sink.write(width.map { HangingIndent.wrap(shown, width: $0, indent: 2) } ?? shown)
    sink.write(byte: UInt8(ascii: "\n"))
  }
}
