extension LaTeXBackend {
  /// Writes a label row of a table: one cell spanning every column,
  /// `\multicolumn{3}{l}{Europe} \\`.
  ///
  /// - Parameters:
  ///   - row: The label row; its text is the label.
  ///   - columnCount: The number of columns it spans.
  ///   - sink: Where the output goes.
  static func writeLabelRow(_ row: CellContent, columnCount: Int, into sink: inout ByteSink) {
    sink.write("\\multicolumn{")
    sink.write(String(max(columnCount, 1)))
    sink.write("}{l}{")
    row.withTextBytes { sink.writeLaTeXEscaped(bytes: $0.text, in: .cell, markup: .none) }
    sink.write("} \\\\\n")
  }
}
