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
        sink.write(Self.alignmentAttribute(alignments[column]))
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
          // Most cells are left-aligned: their start tag is one literal.
          if alignments[column] == .left {
            sink.write("<td>")
          } else {
            sink.write("<td")
            sink.write(Self.alignmentAttribute(alignments[column]))
            sink.write(">")
          }
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

  /// The `style` attribute that aligns a cell, with its leading space; none for left.
  private static func alignmentAttribute(_ alignment: ColumnAlignment) -> StaticString {
    switch alignment {
    case .left: ""
    case .right: " style=\"text-align: right\""
    case .center: " style=\"text-align: center\""
    }
  }
}
