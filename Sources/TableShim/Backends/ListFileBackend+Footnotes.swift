extension ListFileBackend {
  /// Writes `@footnote-marks KIND` (unless numbers), `@footnote-placement section` (unless
  /// after the table) and an `@footnote TARGET = TEXT` line per footnote, after the title.
  ///
  /// - Returns: Whether a line was written.
  /// - Throws: ``DataFormatError`` for a target or text a list file cannot hold.
  static func writeFootnotes(_ start: TableStart, into sink: inout ByteSink) throws -> Bool {
    guard !start.footnotes.isEmpty else { return false }
    if start.footnoteMarks != .numbers {
      sink.write("@footnote-marks ")
      sink.write(start.footnoteMarks.rawValue)
      sink.write("\n")
    }
    if start.footnotePlacement != .afterTable {
      sink.write("@footnote-placement ")
      sink.write(start.footnotePlacement.rawValue)
      sink.write("\n")
    }
    for (index, footnote) in start.footnotes.enumerated() {
      guard footnote.target.hasSpec else {
        throw error(
          .footnote(index),
          "a list file cannot hold the footnote target \(footnote.target) (a name with '=', "
            + "a line break or spaces at its ends, or a row id with ':'); write it as json")
      }
      try footnote.text.withUTF8Bytes { bytes in
        guard !bytes.isEmpty else {
          throw error(.footnote(index), "a footnote's text is not empty")
        }
        if let problem = ListFileText.problem(bytes, endsLine: true) {
          throw error(.footnote(index), problem)
        }
        sink.write("@footnote ")
        sink.write(footnote.target.spec)
        sink.write(" = ")
        sink.append(bytes)
        sink.write("\n")
      }
    }
    return true
  }
}
