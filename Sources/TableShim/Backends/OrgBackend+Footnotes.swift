extension OrgBackend: FootnoteMarkupWriting {}

extension OrgBackend {
  /// Org footnote references, `[fn:1][fn:dagger]`, by each mark's label.
  ///
  /// A label (``FootnoteMarks/label(_:)``) is letters and digits, which Org accepts; an Org
  /// exporter numbers the notes itself, whatever their labels.
  static func references(_ numbers: [Int], _ marks: FootnoteMarks) -> String {
    numbers.map { "[fn:" + marks.label($0) + "]" }.joined()
  }

  /// Writes the references of the notes on a row's cell, if any.
  static func writeCellReferences(_ row: CellContent, column: Int, into sink: inout ByteSink) {
    guard let footnotes = row.footnoteMarks, let numbers = footnotes.columns[column] else {
      return
    }
    sink.write(references(numbers, footnotes.marks))
  }

  /// A column's title cell: its spanners and title, each escaped and followed by its
  /// references, joined by ` › `.
  static func headerCell(
    _ column: Column, at index: Int, _ footnotes: SectionFootnotes
  ) -> String {
    var cell = ByteSink(capacity: 0)
    for label in column.spanners {
      cell.writeOrgEscaped(label, in: .line)
      cell.write(references(footnotes.spanners[label] ?? [], footnotes.marks))
      cell.write(Column.spannerSeparator)
    }
    cell.writeOrgEscaped(column.title, in: .line)
    if index < footnotes.columns.count {
      cell.write(references(footnotes.columns[index], footnotes.marks))
    }
    return cell.text
  }

  /// Writes a footnote definition per note, `[fn:1] TEXT`, at the start of a line, in mark
  /// order; the lines of a text after its first continue the definition.
  mutating func writeFootnoteDefinitions(_ notes: FootnoteListing, into sink: inout ByteSink) {
    for (number, text) in notes.numbered {
      blocks.start(into: &sink)
      sink.write("[fn:" + notes.marks.label(number) + "] ")
      sink.writeOrgEscaped(text, in: .block(indent: 0))
      sink.write(byte: UInt8(ascii: "\n"))
    }
    // Only two blank lines end a definition before a paragraph, a table or a list.
    if !notes.isEmpty { blocks.wroteDefinition() }
  }
}
