import TableShim

extension JSONTableParser {
  /// The keys of a footnote object.
  private static let footnoteKeys: [StaticString] = ["target", "name", "row", "column", "text"]

  /// Reads the `footnotes` array and sends each footnote: an object with `target` (`title`,
  /// `column`, `spanner`, `section` or `cell`), `name` (for a column, spanner or section),
  /// `row` and `column` (for a cell) and `text`.
  ///
  /// - Throws: ``InputError`` for an element of the wrong type, an unknown, missing or
  ///   needless key, or an unknown target.
  mutating func readFootnotes() throws(InputError) {
    guard try parser.peek() == UInt8(ascii: "[") else {
      try parser.wrongType(path: "footnotes", expected: [.array], depth: 1, closing: closeBrace)
    }
    parser.window.index += 1
    var index = 0
    while let first = try parser.nextElement(isFirst: index == 0) {
      let path = "footnotes[\(index)]"
      guard first == UInt8(ascii: "{") else {
        try parser.wrongType(path: path, expected: [.object], depth: 2, closing: closeBracket)
      }
      sink.batch.append(.footnote(try readFootnote(path: path)))
      index += 1
    }
  }

  private mutating func readFootnote(path: String) throws(InputError) -> Footnote {
    let start = parser.window.location(ofIndex: parser.window.index)
    parser.window.index += 1
    var seen: UInt8 = 0
    var isFirst = true
    var values: [String?] = Array(repeating: nil, count: Self.footnoteKeys.count)
    var targetAt = start
    while let (key, offset) = try parser.nextKey(
      of: Self.footnoteKeys, seen: &seen, isFirst: isFirst, path: path)
    {
      isFirst = false
      if key == 0 { targetAt = parser.window.location(ofOffset: offset) }
      values[key] = try parser.readString(
        path: "\(path).\(Self.footnoteKeys[key])", depth: 3)
    }
    guard let kind = values[0] else { throw .missingKey(start, key: "target", path: path) }
    guard let text = values[4] else { throw .missingKey(start, key: "text", path: path) }
    // The keys each kind needs, by index; any other but `target` and `text` is an error.
    let needed: [Int]
    switch kind {
    case "title": needed = []
    case "column", "spanner", "section": needed = [1]
    case "cell": needed = [2, 3]
    default:
      throw .badFootnote(
        targetAt, expected: "a target of title, column, spanner, section or cell, not '\(kind)'")
    }
    for key in needed where values[key] == nil {
      throw .missingKey(start, key: "\(Self.footnoteKeys[key])", path: path)
    }
    for key in 1...3 where values[key] != nil && !needed.contains(key) {
      throw .badFootnote(
        start, expected: "no '\(Self.footnoteKeys[key])' in a footnote on a \(kind)")
    }
    let target: FootnoteTarget
    switch kind {
    case "title": target = .title
    case "column": target = .column(values[1]!)
    case "spanner": target = .spanner(values[1]!)
    case "section": target = .section(values[1]!)
    default: target = .cell(rowID: values[2]!, column: values[3]!)
    }
    return Footnote(text, on: target)
  }

  /// Reads `footnoteMarks`: `numbers`, `letters` or `symbols`.
  mutating func readFootnoteMarks() throws(InputError) {
    _ = try parser.peek()
    let at = parser.window.location(ofIndex: parser.window.index)
    let name = try parser.readString(path: "footnoteMarks", depth: 1)
    guard let marks = FootnoteMarks(rawValue: name) else {
      throw .badFootnote(
        at, expected: "footnoteMarks of numbers, letters or symbols, not '\(name)'")
    }
    sink.batch.append(.footnoteMarks(marks))
  }

  /// Reads `footnotePlacement`: `table` or `section`.
  mutating func readFootnotePlacement() throws(InputError) {
    _ = try parser.peek()
    let at = parser.window.location(ofIndex: parser.window.index)
    let name = try parser.readString(path: "footnotePlacement", depth: 1)
    guard let placement = FootnotePlacement(rawValue: name) else {
      throw .badFootnote(at, expected: "footnotePlacement of table or section, not '\(name)'")
    }
    sink.batch.append(.footnotePlacement(placement))
  }
}
