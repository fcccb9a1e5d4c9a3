extension MarkdownBackend: FootnoteMarkupWriting {}

extension MarkdownBackend {
  /// GFM footnote references, `[^1][^dagger]`: each mark's ASCII label
  /// (``FootnoteMarks/label(_:)``), since a label must be plain.
  static func references(_ numbers: [Int], _ marks: FootnoteMarks) -> String {
    numbers.map { "[^" + marks.label($0) + "]" }.joined()
  }

  /// The header cells of a table with footnote marks: each column's spanners and title,
  /// escaped one by one, each followed by its references, joined by ` › `.
  static func headerCells(
    _ columns: [Column], _ footnotes: SectionFootnotes, lineBreak: StaticString
  ) -> [String] {
    columns.enumerated().map { index, column in
      let marks = footnotes.marks
      var parts = column.spanners.map { label in
        escapedCell(label, lineBreak: lineBreak)
          + references(footnotes.spanners[label] ?? [], marks)
      }
      let numbers = index < footnotes.columns.count ? footnotes.columns[index] : []
      parts.append(escapedCell(column.title, lineBreak: lineBreak) + references(numbers, marks))
      return parts.joined(separator: Column.spannerSeparator)
    }
  }

  /// Writes the references of the notes on a row's cell, if any.
  static func writeCellReferences(_ row: CellContent, column: Int, into sink: inout ByteSink) {
    guard let footnotes = row.footnoteMarks, let numbers = footnotes.columns[column] else {
      return
    }
    sink.write(references(numbers, footnotes.marks))
  }

  /// Writes a footnote definition per note, `[^1]: TEXT`, in mark order; the lines of a text
  /// after its first are indented into the definition.
  mutating func writeFootnoteDefinitions(_ notes: FootnoteListing, into sink: inout ByteSink) {
    for (number, text) in notes.numbered {
      startBlock(into: &sink)
      sink.write("[^" + notes.marks.label(number) + "]: ")
      sink.writeMarkdownEscaped(text, in: .block(indent: 4))
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }
}
