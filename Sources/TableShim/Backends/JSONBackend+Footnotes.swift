extension JSONBackend {
  /// Writes `"footnoteMarks"` (unless numbers), `"footnotePlacement"` (unless after the
  /// table) and the `"footnotes"` array: an object per
  /// footnote with its `target` kind, the target's `name` (`row` and `column` for a cell)
  /// and its `text`.
  static func writeFootnotes(_ start: TableStart, into sink: inout ByteSink) {
    guard !start.footnotes.isEmpty else { return }
    if start.footnoteMarks != .numbers {
      sink.write("  \"footnoteMarks\": \"")
      sink.write(start.footnoteMarks.rawValue)
      sink.write("\",\n")
    }
    if start.footnotePlacement != .afterTable {
      sink.write("  \"footnotePlacement\": \"")
      sink.write(start.footnotePlacement.rawValue)
      sink.write("\",\n")
    }
    sink.write("  \"footnotes\": [")
    for (index, footnote) in start.footnotes.enumerated() {
      sink.write(index == 0 ? "\n    {\"target\": \"" : ",\n    {\"target\": \"")
      switch footnote.target {
      case .title:
        sink.write("title\"")
      case .column(let name), .spanner(let name), .section(let name):
        sink.write(footnote.target.kind)
        sink.write("\", \"name\": ")
        sink.writeJSONString(name)
      case .cell(let rowID, let column):
        sink.write("cell\", \"row\": ")
        sink.writeJSONString(rowID)
        sink.write(", \"column\": ")
        sink.writeJSONString(column)
      }
      sink.write(", \"text\": ")
      sink.writeJSONString(footnote.text)
      sink.write("}")
    }
    sink.write("\n  ],\n")
  }
}

extension FootnoteTarget {
  /// The target's kind as JSON and the list file name it: `title`, `column`, `spanner`,
  /// `section` or `cell`.
  package var kind: String {
    switch self {
    case .title: return "title"
    case .column: return "column"
    case .spanner: return "spanner"
    case .section: return "section"
    case .cell: return "cell"
    }
  }
}
