/// Footnotes to list in one place, after a section or after the table: their texts in mark
/// order, numbered from `first`.
struct FootnoteListing: Sendable {
  /// The number of the first note.
  var first = 1
  /// The notes' texts in mark order.
  var texts: [String] = []
  /// How the notes are marked.
  var marks = FootnoteMarks.numbers

  var isEmpty: Bool { texts.isEmpty }

  /// Each note's number and text, in order.
  var numbered: [(number: Int, text: String)] {
    texts.enumerated().map { (first + $0.offset, $0.element) }
  }
}

extension FootnoteMarking {
  /// The notes marked since the last listing, which are then listed: after a section with
  /// ``FootnotePlacement/afterEachSection``, and after the table.
  mutating func takeListing() -> FootnoteListing {
    let first = listedCount + 1
    let texts = Array(markedTexts[listedCount...])
    listedCount = markedTexts.count
    return FootnoteListing(first: first, texts: texts, marks: marks)
  }

  /// ``takeListing()`` as lines of text, each its superscript mark, a space and the text:
  /// what formats without footnotes of their own show.
  mutating func takeNoteLines() -> [String] {
    takeListing().numbered.map { marks.superscript($0.number) + " " + $0.text }
  }
}
