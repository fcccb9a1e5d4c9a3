/// The footnotes of one render: which notes each part of the table carries, and the number
/// of each note's mark, assigned in the order the parts first appear.
///
/// Notes on a cell are found by the row's id as rows pass, with one dictionary lookup per
/// row that has an id; nothing is buffered.
struct FootnoteMarking {
  /// How marks are written.
  var marks: FootnoteMarks = .numbers
  /// Where the notes are listed.
  var placement: FootnotePlacement = .afterTable
  /// The number of notes listed so far (after earlier sections).
  var listedCount = 0
  /// Every note, in the order it came.
  private(set) var notes: [Footnote] = []
  /// The texts of the notes given marks so far: the text of mark `n` at `n - 1`.
  private(set) var markedTexts: [String] = []
  private var numberOfText: [String: Int] = [:]
  /// The notes on cells, by row id: the column's title and the note's text.
  private var cellNotes: [String: [(column: String, text: String)]] = [:]
  /// The section's column titles, for notes on its cells.
  private var columnTitles: [String]?

  /// Whether any note is on a cell, tested for every row.
  private(set) var hasCellNotes = false

  /// Whether there are any notes.
  var isEmpty: Bool { notes.isEmpty }

  mutating func add(_ note: Footnote) {
    notes.append(note)
    if case .cell(let rowID, let column) = note.target {
      cellNotes[rowID, default: []].append((column, note.text))
      hasCellNotes = true
    }
  }

  /// The number of a note's mark, assigning the next one at the note's first appearance.
  private mutating func number(of text: String) -> Int {
    if let number = numberOfText[text] { return number }
    markedTexts.append(text)
    numberOfText[text] = markedTexts.count
    return markedTexts.count
  }

  /// The numbers of the notes whose target is accepted, in the order they came, without
  /// repeats.
  private mutating func numbers(where accepts: (FootnoteTarget) -> Bool) -> [Int] {
    var numbers: [Int] = []
    for note in notes where accepts(note.target) {
      let number = number(of: note.text)
      if !numbers.contains(number) { numbers.append(number) }
    }
    return numbers
  }

  /// The numbers of the notes on the title.
  mutating func titleNumbers() -> [Int] {
    numbers { $0 == .title }
  }

  /// The numbers of the notes on a section's parts, in the order they are assigned: its
  /// spanners (outermost level first, left to right), its column titles, its header.
  mutating func sectionNumbers(header: String?, id: String?, columns: [Column]?)
    -> SectionFootnotes
  {
    var result = SectionFootnotes(marks: marks)
    columnTitles = columns?.map(\.title)
    guard !notes.isEmpty else { return result }
    if let columns {
      for level in columns.spannerRows {
        for cell in level {
          guard let label = cell.label, result.spanners[label] == nil else { continue }
          let numbers = numbers { $0 == .spanner(label) }
          if !numbers.isEmpty { result.spanners[label] = numbers }
        }
      }
      result.columns = columns.map { column in numbers { $0 == .column(column.title) } }
    }
    result.header = numbers { target in
      guard case .section(let name) = target else { return false }
      return (header != nil && name == header) || (id != nil && name == id)
    }
    return result
  }

  /// The numbers of the notes on a row's cells, by column index (`nil` for the row's text in
  /// a section without columns), or `nil` when it has none.
  mutating func cellNumbers(rowID: String) -> [(column: Int?, numbers: [Int])]? {
    guard let notes = cellNotes[rowID] else { return nil }
    var result: [(column: Int?, numbers: [Int])] = []
    for note in notes {
      let column: Int?
      if let columnTitles {
        guard let index = columnTitles.firstIndex(of: note.column) else { continue }
        column = index
      } else {
        column = nil
      }
      let number = number(of: note.text)
      if let at = result.firstIndex(where: { $0.column == column }) {
        if !result[at].numbers.contains(number) { result[at].numbers.append(number) }
      } else {
        result.append((column, [number]))
      }
    }
    return result.isEmpty ? nil : result
  }

  /// A text followed by the superscript marks of `numbers`, separated by commas.
  func marked(_ text: String, _ numbers: [Int]) -> String {
    guard !numbers.isEmpty else { return text }
    return text + numbers.map(marks.superscript).joined(separator: ",")
  }
}

/// The numbers of the notes on one section's spanners, column titles and header.
struct SectionFootnotes: Sendable {
  /// How the marks are written.
  var marks = FootnoteMarks.numbers
  /// By spanner label.
  var spanners: [String: [Int]] = [:]
  /// By column index; empty for a section without columns.
  var columns: [[Int]] = []
  /// On the header.
  var header: [Int] = []

  var isEmpty: Bool {
    spanners.isEmpty && header.isEmpty && columns.allSatisfy(\.isEmpty)
  }
}

extension FootnoteMarking {
  /// Puts the superscript marks of a section's notes on its header, spanner labels and
  /// column titles, for formats that show marks as text.
  mutating func markSection(header: inout String?, id: String?, columns: inout [Column]?) {
    let numbers = sectionNumbers(header: header, id: id, columns: columns)
    guard !numbers.isEmpty else { return }
    if let text = header { header = marked(text, numbers.header) }
    guard var shown = columns else { return }
    for index in shown.indices {
      shown[index].title = marked(shown[index].title, numbers.columns[index])
      shown[index].spanners = shown[index].spanners.map { label in
        marked(label, numbers.spanners[label] ?? [])
      }
    }
    columns = shown
  }

  /// Puts the superscript marks of the notes on a row's cells after their texts.
  mutating func markCells(of content: inout CellContent, rowID: String) {
    guard let cells = cellNumbers(rowID: rowID) else { return }
    var columns = content.columns
    for (column, numbers) in cells {
      guard let column else {
        content.text = marked(content.text, numbers)
        continue
      }
      if column >= columns.count {
        columns += Array(repeating: "", count: column + 1 - columns.count)
      }
      let old = columns[column]
      columns[column] = marked(old, numbers)
      if content.text == old, column == 0 { content.text = columns[column] }
    }
    content.columns = columns
  }
}

extension FootnoteMarking {
  /// Sets the numbers of the notes on a row's cells, by column (0 for the text of a row
  /// without columns), for formats that write footnote markup.
  mutating func setMarks(of content: inout CellContent, rowID: String) {
    guard let cells = cellNumbers(rowID: rowID) else { return }
    var marks: [Int: [Int]] = [:]
    for (column, numbers) in cells { marks[column ?? 0, default: []] += numbers }
    content.footnoteMarks = CellFootnotes(marks: self.marks, columns: marks)
  }
}

/// A backend that writes footnote markup of its own (links, references) from the numbers of
/// the marks in ``TableStart``, ``SectionStart``, each row's ``CellContent`` and ``TableEnd``,
/// rather than getting the marks as text.
protocol FootnoteMarkupWriting {}
