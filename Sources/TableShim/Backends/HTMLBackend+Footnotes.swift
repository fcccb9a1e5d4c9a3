extension HTMLBackend: FootnoteMarkupWriting {}

extension HTMLBackend {
  /// The `id` of footnote `number`'s item in the notes list.
  static func footnoteID(_ number: Int) -> String { "tableshim-fn-\(number)" }

  /// Writes the marks of `numbers` as links to their notes,
  /// `<sup class="ts-fnref"><a href="#tableshim-fn-1" id="tableshim-fnref-1-PLACE">1</a></sup>`;
  /// `place` (the title, a section's header, a column, a cell) makes each `id` unique.
  static func writeReferenceLinks(
    _ numbers: [Int], place: String, _ marks: FootnoteMarks, into sink: inout ByteSink
  ) {
    guard !numbers.isEmpty else { return }
    sink.write("<sup class=\"ts-fnref\">")
    for (index, number) in numbers.enumerated() {
      if index > 0 { sink.write(",") }
      sink.write("<a")
      writeAttribute("href", "#" + footnoteID(number), into: &sink)
      writeAttribute("id", FootnoteLinks.referenceID(number, place), into: &sink)
      sink.write(">")
      sink.writeHTMLEscaped(marks.mark(number))
      sink.write("</a>")
    }
    sink.write("</sup>")
  }

  /// Writes the marks of the notes on a row's cell.
  static func writeReferences(
    _ numbers: [Int], row: CellContent, column: Int, _ marks: FootnoteMarks,
    into sink: inout ByteSink
  ) {
    writeReferenceLinks(numbers, place: FootnoteLinks.cellPlace(row, column), marks, into: &sink)
  }
}

/// The footnote marks of one section's spanners and column titles, for its `thead`.
struct SectionReferences: Sendable {
  /// The section's index, which makes the references' ids unique.
  var index: Int
  var footnotes: SectionFootnotes

  /// The place of a column title's marks.
  static func columnPlace(_ index: Int, _ column: Int) -> String { "s\(index)-c\(column)" }

  /// The place of a spanner's marks: its level and first column.
  static func spannerPlace(_ index: Int, _ level: Int, _ columns: Range<Int>) -> String {
    "s\(index)-l\(level)-\(columns.lowerBound)"
  }

  func writeColumn(_ column: Int, _ marks: FootnoteMarks, into sink: inout ByteSink) {
    guard column < footnotes.columns.count else { return }
    HTMLBackend.writeReferenceLinks(
      footnotes.columns[column], place: Self.columnPlace(index, column), marks, into: &sink)
  }

  func writeSpanner(
    _ label: String, _ level: Int, _ columns: Range<Int>, _ marks: FootnoteMarks,
    into sink: inout ByteSink
  ) {
    guard let numbers = footnotes.spanners[label] else { return }
    HTMLBackend.writeReferenceLinks(
      numbers, place: Self.spannerPlace(index, level, columns), marks, into: &sink)
  }
}

/// The footnotes of an HTML table: how they are marked, and the first reference to each,
/// which its note links back to.
struct FootnoteLinks: Sendable {
  /// How the footnotes are marked.
  private(set) var marks = FootnoteMarks.numbers
  /// The `id` of the first reference to each note, by number.
  private var firstReferences: [Int: String] = [:]

  /// The `id` of a reference to note `number` at `place`.
  static func referenceID(_ number: Int, _ place: String) -> String {
    "tableshim-fnref-\(number)-\(place)"
  }

  /// The place of a cell's marks: its row's id and its column.
  static func cellPlace(_ row: CellContent, _ column: Int) -> String {
    "r-\(row.id.flatMap(HTMLBackend.identifier) ?? "")-\(column)"
  }

  /// The references of a section's `thead`, or `nil` when it has none.
  static func references(of section: SectionStart) -> SectionReferences? {
    let footnotes = section.footnotes
    guard !footnotes.spanners.isEmpty || footnotes.columns.contains(where: { !$0.isEmpty })
    else { return nil }
    return SectionReferences(index: section.index, footnotes: footnotes)
  }

  mutating func start(_ start: TableStart) {
    marks = start.footnoteMarks
  }

  private mutating func note(_ numbers: [Int], at place: String) {
    for number in numbers where firstReferences[number] == nil {
      firstReferences[number] = Self.referenceID(number, place)
    }
  }

  /// Writes the marks of the title or a header, noting where each is first referenced.
  mutating func writeReferences(_ numbers: [Int], at place: String, into sink: inout ByteSink) {
    guard !numbers.isEmpty else { return }
    note(numbers, at: place)
    HTMLBackend.writeReferenceLinks(numbers, place: place, marks, into: &sink)
  }

  /// Notes the references of a section's spanners and column titles, which its `thead` will
  /// write, and returns them.
  mutating func noteReferences(of section: SectionStart) -> SectionReferences? {
    guard let references = Self.references(of: section) else { return nil }
    for (level, cells) in (section.columns ?? []).spannerRows.enumerated() {
      for cell in cells {
        guard let label = cell.label, let numbers = references.footnotes.spanners[label]
        else { continue }
        note(numbers, at: SectionReferences.spannerPlace(section.index, level, cell.columns))
      }
    }
    for (column, numbers) in references.footnotes.columns.enumerated() {
      note(numbers, at: SectionReferences.columnPlace(section.index, column))
    }
    return references
  }

  /// Notes the references of a row's cells.
  mutating func noteReferences(_ footnotes: [Int: [Int]], of row: CellContent) {
    for column in footnotes.keys.sorted() {
      note(footnotes[column] ?? [], at: Self.cellPlace(row, column))
    }
  }

  /// Writes the notes as an ordered list after the table: each item its note's `id`, its
  /// mark, its text and a link back to its first reference.
  func writeNotes(_ notes: FootnoteListing, fragment: Bool, into sink: inout ByteSink) {
    guard !notes.isEmpty else { return }
    sink.write("<ol class=\"ts-footnotes\"")
    if notes.first > 1 { sink.write(" start=\"\(notes.first)\"") }
    // A page's Content Security Policy blocks inline styles; a fragment's list shows the
    // marks alone.
    sink.write(fragment ? " style=\"list-style: none; padding-left: 0\">\n" : ">\n")
    for (number, text) in notes.numbered {
      sink.write("<li")
      HTMLBackend.writeAttribute("id", HTMLBackend.footnoteID(number), into: &sink)
      sink.write("><sup>")
      sink.writeHTMLEscaped(notes.marks.mark(number))
      sink.write("</sup> ")
      sink.writeHTMLEscaped(text)
      if let back = firstReferences[number] {
        sink.write(" <a class=\"ts-fnback\"")
        HTMLBackend.writeAttribute("href", "#" + back, into: &sink)
        sink.write(" aria-label=\"Back to the text\">\u{21A9}</a>")
      }
      sink.write("</li>\n")
    }
    sink.write("</ol>\n")
  }
}
