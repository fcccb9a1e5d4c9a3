extension ReStructuredTextBackend: FootnoteMarkupWriting {}

extension ReStructuredTextBackend {
  /// Footnote references, `\ [3]_` for each mark: the escaped space joins a reference to
  /// the text before it (inline markup must follow white space) and Docutils drops it.
  ///
  /// reStructuredText numbers its footnotes itself, so a reference is the mark's number
  /// whatever the table's ``FootnoteMarks``.
  static func references(_ numbers: [Int]) -> String {
    numbers.map { "\\ [\($0)]_" }.joined()
  }

  /// The references of the notes on a row's cell, empty when it has none.
  static func cellReferences(_ row: CellContent, column: Int) -> String {
    guard let numbers = row.footnoteMarks?.columns[column] else { return "" }
    return references(numbers)
  }

  /// Writes a footnote per note, `.. [3] TEXT`, in mark order; a text of several lines is
  /// a line block indented into the footnote.
  mutating func writeFootnotes(_ notes: FootnoteListing, into sink: inout ByteSink) {
    for (number, text) in notes.numbered {
      startBlock(into: &sink)
      sink.write(".. [\(number)]")
      if !text.isEmpty {
        sink.write(byte: UInt8(ascii: " "))
        text.withUTF8Bytes { bytes in
          if LineBreaks.contains(bytes) { sink.write("| ") }
          sink.writeReStructuredTextEscaped(
            bytes: bytes, in: .lines(indent: 3), substitutions: &substitutions)
        }
      }
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }
}
