extension HTMLBackend {
  /// Writes a grid section as a `table`: a `thead` row of `scope="col"` headers when the
  /// section has titles, and a `tbody` row per grid row, aligned by inline `text-align`.
  func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    let rows = grid.cells(count: columns.count)
    let alignments = GridLayout.alignments(of: rows, columns: columns)
    sink.write("<table class=\"ts-grid\">\n")
    if let titles = grid.titles {
      sink.write("<thead>\n<tr>")
      for (column, title) in titles.enumerated() {
        sink.write("<th scope=\"col\"")
        Self.writeAlignment(alignments[column], into: &sink)
        sink.write(">")
        sink.writeHTMLEscaped(title)
        sink.write("</th>")
      }
      sink.write("</tr>\n</thead>\n")
    }
    sink.write("<tbody>\n")
    rows.withCells { cells in
      for (index, row) in grid.rows.enumerated() {
        Self.writeRowStart("tr", row, into: &sink)
        for column in 0..<cells.columnCount {
          sink.write(Self.cellStart(alignments[column]))
          if column == 0 { Self.writeCheckbox(row, into: &sink) }
          if column == 0, let link = row.link.flatMap(LinkPolicy.safeURL) {
            sink.write("<a")
            Self.writeAttribute("href", link, into: &sink)
            sink.write(">")
            sink.writeHTMLEscaped(bytes: cells[index, column])
            sink.write("</a>")
          } else {
            sink.writeHTMLEscaped(bytes: cells[index, column])
          }
          sink.write("</td>")
        }
        sink.write("</tr>\n")
        sink.drainPoint()
      }
    }
    sink.write("</tbody>\n</table>\n")
  }

  /// A body cell's start tag, aligned: one literal, since a table writes a million of them.
  private static func cellStart(_ alignment: ColumnAlignment) -> StaticString {
    switch alignment {
    case .left: "<td>"
    case .right: "<td style=\"text-align: right\">"
    case .center: "<td style=\"text-align: center\">"
    }
  }

  private static func writeAlignment(_ alignment: ColumnAlignment, into sink: inout ByteSink) {
    guard alignment != .left else { return }
    sink.write(" style=\"text-align: ")
    sink.write(alignment.rawValue)
    sink.write("\"")
  }
}
