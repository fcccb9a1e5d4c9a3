extension HTMLBackend {
  /// Writes a label row of a table: one header cell spanning every column,
  /// `<tr class="ts-label"><th colspan="3" scope="colgroup">Europe</th></tr>`.
  ///
  /// - Parameters:
  ///   - row: The label row; its text is the label.
  ///   - columnCount: The number of columns it spans.
  ///   - markup: How the table writes its rows.
  ///   - sink: Where the output goes.
  static func writeLabelRow(
    _ row: CellContent, columnCount: Int, _ markup: GridMarkup, into sink: inout ByteSink
  ) {
    sink.write("<tr class=\"ts-label\"")
    if let id = row.id { writeIdentifier(id, into: &sink) }
    sink.write("><th colspan=\"")
    sink.write(String(max(columnCount, 1)))
    sink.write("\" scope=\"colgroup\">")
    row.withTextBytes { sink.writeHTMLEscaped(bytes: $0.text) }
    sink.write("</th>")
    sink.write(markup.rowEnd)
  }

  /// Writes a label row in list layout: a list item holding the label in bold,
  /// `<li class="ts-label"><strong>Europe</strong></li>`.
  ///
  /// - Parameters:
  ///   - row: The label row; its text is the label.
  ///   - sink: Where the output goes.
  static func writeLabelItem(_ row: CellContent, into sink: inout ByteSink) {
    sink.write("<li class=\"ts-label\"")
    if let id = row.id { writeIdentifier(id, into: &sink) }
    sink.write("><strong>")
    row.withTextBytes { sink.writeHTMLEscaped(bytes: $0.text) }
    sink.write("</strong></li>\n")
  }
}
