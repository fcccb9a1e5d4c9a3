extension HTMLBackend {
  /// Writes a summary row in list layout: a list item after the rows' items, its label in
  /// bold and its values after it,
  /// `<li class="ts-summary"><strong>Total</strong> <span class="ts-detail">Price: $234,700</span></li>`
  /// (class `ts-grand-summary` for the grand summary).
  ///
  /// - Parameters:
  ///   - row: The summary row; its text is the label and its detail the values.
  ///   - sink: Where the output goes.
  static func writeSummaryItem(_ row: CellContent, into sink: inout ByteSink) {
    sink.write(
      row.role == .grandSummary ? "<li class=\"ts-grand-summary\">" : "<li class=\"ts-summary\">")
    sink.write("<strong>")
    row.withTextBytes { texts in
      sink.writeHTMLEscaped(bytes: texts.text)
      sink.write("</strong>")
      if let detail = texts[.detailText] {
        sink.write(" <span class=\"ts-detail\">")
        sink.writeHTMLEscaped(bytes: detail)
        sink.write("</span>")
      }
    }
    sink.write("</li>\n")
  }
}
