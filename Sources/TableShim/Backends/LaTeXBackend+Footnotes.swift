extension LaTeXBackend: FootnoteMarkupWriting {}

extension LaTeXBackend {
  /// Writes the marks of `numbers` as `\textsuperscript{1,2}`, each mark escaped.
  static func writeMarks(_ numbers: [Int], _ marks: FootnoteMarks, into sink: inout ByteSink) {
    guard !numbers.isEmpty else { return }
    sink.write("\\textsuperscript{")
    sink.writeLaTeXEscaped(numbers.map(marks.mark).joined(separator: ","), in: .cell)
    sink.write("}")
  }

  /// Writes the marks of the notes on a row's cell, if any.
  static func writeCellMarks(_ row: CellContent, column: Int, into sink: inout ByteSink) {
    guard let footnotes = row.footnoteMarks, let numbers = footnotes.columns[column] else {
      return
    }
    writeMarks(numbers, footnotes.marks, into: &sink)
  }

  /// Writes the notes block after the table: a paragraph per note, its mark in superscript,
  /// then its text.
  static func writeFootnotes(_ notes: FootnoteListing, into sink: inout ByteSink) {
    for (number, text) in notes.numbered {
      writeMarks([number], notes.marks, into: &sink)
      sink.write(" ")
      sink.writeLaTeXEscaped(text)
      sink.write("\n\n")
    }
  }
}
