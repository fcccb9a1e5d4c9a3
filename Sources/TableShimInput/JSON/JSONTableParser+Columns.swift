import TableShim

extension JSONTableParser {
  static let columnKeys: [StaticString] = ["title", "spanners"]

  /// Reads a section's `columns` array at `window.index`: each column a string (its title)
  /// or an object with `title` (required) and `spanners` (an array of strings, outermost
  /// first).
  ///
  /// - Parameter path: The array's path, for errors.
  /// - Returns: The columns, in order.
  /// - Throws: A value of the wrong type, an unknown or missing key, or a syntax error.
  mutating func readColumns(path: @autoclosure () -> String) throws(InputError) -> [Column] {
    parser.window.index += 1
    var columns: [Column] = []
    while let first = try parser.nextElement(isFirst: columns.isEmpty) {
      let columnPath = "\(path())[\(columns.count)]"
      switch first {
      case UInt8(ascii: "\""):
        columns.append(Column(try parser.readString(path: columnPath, depth: 4)))
      case UInt8(ascii: "{"):
        columns.append(try readColumnObject(path: columnPath))
      default:
        try parser.wrongType(
          path: columnPath, expected: [.string, .object], depth: 4, closing: closeBracket)
      }
    }
    return columns
  }

  /// Reads a column object: `title` and `spanners`.
  private mutating func readColumnObject(path: String) throws(InputError) -> Column {
    let start = parser.window.offset(of: parser.window.index)
    parser.window.index += 1
    var seen: UInt8 = 0
    var title: String?
    var spanners: [String] = []
    while let (key, _) = try parser.nextKey(
      of: Self.columnKeys, seen: &seen, isFirst: seen == 0, path: path)
    {
      if key == 0 {
        title = try parser.readString(path: path + ".title", depth: 5)
        continue
      }
      guard try parser.peek() == UInt8(ascii: "[") else {
        try parser.wrongType(
          path: path + ".spanners", expected: [.array], depth: 5, closing: closeBrace)
      }
      parser.window.index += 1
      while let first = try parser.nextElement(isFirst: spanners.isEmpty) {
        guard first == UInt8(ascii: "\"") else {
          try parser.wrongType(
            path: "\(path).spanners[\(spanners.count)]", expected: [.string], depth: 6,
            closing: closeBracket)
        }
        spanners.append(
          try parser.readString(path: "\(path).spanners[\(spanners.count)]", depth: 6))
      }
    }
    guard let title else {
      throw .missingKey(parser.window.location(ofOffset: start), key: "title", path: path)
    }
    var column = Column(title)
    column.spanners = spanners
    return column
  }
}
