extension MediaWikiBackend {
  /// A grid section's `wikitable`, written as its rows come: wikitext needs no widths, and
  /// each cell carries its column's alignment.
  struct StreamedTable: Sendable {
    /// The section's columns; none when it declares none, and each row has its own cells.
    let columns: [Column]
    /// Whether the table's first line is written.
    private(set) var isOpen = false
    private var rowCount = 0

    init(columns: [Column]) {
      self.columns = columns
    }

    /// Whether the section has column titles, written as a header row.
    var hasTitles: Bool { !columns.isEmpty }

    /// Writes the table's first line and its header row of column titles, under a header row
    /// per level of spanners: a label over several columns is one cell with a `colspan`.
    mutating func open(into sink: inout ByteSink) {
      isOpen = true
      sink.write("{| class=\"wikitable\"\n")
      for row in columns.spannerRows {
        for cell in row {
          sink.write("!")
          if cell.columns.count > 1 {
            sink.write(" colspan=\"\(cell.columns.count)\"")
            if cell.label != nil { sink.write(" scope=\"colgroup\"") }
            sink.write(" |")
          }
          if let label = cell.label, !label.isEmpty {
            sink.write(" ")
            sink.writeMediaWikiEscaped(label, in: .cell)
          }
          sink.write("\n")
        }
        sink.write("|-\n")
      }
      for column in columns {
        sink.write("!")
        writeAlignment(column.alignment, into: &sink)
        if !column.title.isEmpty {
          sink.write(" ")
          sink.writeMediaWikiEscaped(column.title, in: .cell)
        }
        sink.write("\n")
      }
      if hasTitles { rowCount += 1 }
    }

    /// Writes a row, one cell per line: in the emphasis of its state, the first cell after
    /// its check mark and as its link.
    mutating func write(_ row: CellContent, into sink: inout ByteSink) {
      if rowCount > 0 { sink.write("|-\n") }
      rowCount += 1
      if row.role == .label {
        // A label row: one header cell across the columns.
        sink.write("! colspan=\"")
        sink.write(String(max(columns.count, 1)))
        sink.write("\" scope=\"colgroup\" | ")
        row.withTextBytes { sink.writeMediaWikiEscaped(bytes: $0.text, in: .cell) }
        return sink.write("\n")
      }
      row.withTextBytes { texts in
        let count = columns.isEmpty ? GridSection.cellCount(of: texts) : columns.count
        let cellCount = min(GridSection.cellCount(of: texts), count)
        let (open, close) = MediaWikiBackend.delimiters(for: row.state)
        for column in 0..<count {
          if column == 0, row.role != .data {
            // A summary row's label heads its row.
            sink.write("! scope=\"row\" |")
          } else {
            sink.write("|")
            if column < columns.count { writeAlignment(columns[column].alignment, into: &sink) }
          }
          let cell =
            column < cellCount ? GridSection.cell(column, of: texts) : .init(start: nil, count: 0)
          let hasMark = column == 0 && (row.accessory == .checkmark || row.accessory == .unchecked)
          if !cell.isEmpty || hasMark {
            sink.write(" ")
            sink.write(open)
            if column == 0, let mark = MediaWikiBackend.checkMark(row) {
              sink.writeSeparator(mark, after: nil, before: cell, space: "&#32;")
            }
            let url = column == 0 && !cell.isEmpty ? WikiLinks.absoluteURL(texts[.link]) : nil
            if let url { MediaWikiBackend.writeLinkStart(url, into: &sink) }
            sink.writeMediaWikiEscaped(bytes: cell, in: .cell)
            if url != nil { sink.write("]") }
            sink.write(close)
          }
          sink.write("\n")
        }
      }
    }

    /// Writes the attributes that align a cell, with the `|` that ends them; nothing for a
    /// column aligned left or by its contents.
    private func writeAlignment(_ alignment: ColumnAlignment?, into sink: inout ByteSink) {
      switch alignment {
      case .right: sink.write(" style=\"text-align: right\" |")
      case .center: sink.write(" style=\"text-align: center\" |")
      case .left, nil: break
      }
    }
  }
}
