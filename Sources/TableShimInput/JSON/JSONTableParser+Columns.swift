import TableShim

extension JSONTableParser {
  /// The keys of a column object.
  private static let columnKeys: [StaticString] = [
    "title", "format", "missing", "spanners", "colorScale", "minWidth", "maxWidth", "ratio",
    "overflow", "verticalAlignment", "alignment", "summaries", "grandSummaries",
  ]

  /// Reads a section's `columns` array, at its `[`: each column a string (its title) or an
  /// object with `title` and optional `format` (a spec), `missing` (a mark), `spanners`
  /// (an array of strings, outermost first), `colorScale` (`PALETTE[:MIN:MAX]`), the width
  /// options, and `summaries` and `grandSummaries` (arrays of aggregate specs).
  ///
  /// - Parameters:
  ///   - path: The array's path, for errors.
  ///   - missingMark: The table's `missing`, for columns without their own.
  /// - Returns: The columns.
  /// - Throws: ``InputError`` for a column of the wrong type, an unknown or missing key, or a
  ///   bad format spec.
  mutating func readColumns(path: String, missingMark: String?) throws(InputError) -> [Column] {
    parser.window.index += 1
    var columns: [Column] = []
    var isFirst = true
    while let first = try parser.nextElement(isFirst: isFirst) {
      isFirst = false
      let elementPath = "\(path)[\(columns.count)]"
      var column: Column
      if first == UInt8(ascii: "\"") {
        try parser.readText()
        column = Column(parser.textString)
      } else if first == UInt8(ascii: "{") {
        column = try readColumnObject(path: elementPath)
      } else {
        try parser.wrongType(
          path: elementPath, expected: [.string, .object], depth: 4, closing: closeBracket)
      }
      if column.missingMark == nil { column.missingMark = missingMark }
      columns.append(column)
    }
    return columns
  }

  private mutating func readColumnObject(path: String) throws(InputError) -> Column {
    let start = parser.window.location(ofIndex: parser.window.index)
    parser.window.index += 1
    var seen: UInt16 = 0
    var isFirst = true
    var column = Column("")
    while let (key, _) = try parser.nextKey(
      of: Self.columnKeys, seen: &seen, isFirst: isFirst, path: path)
    {
      isFirst = false
      switch key {
      case 0:
        column.title = try parser.readString(path: path + ".title", depth: 5)
      case 1:
        _ = try parser.peek()
        let quote = parser.window.offset(of: parser.window.index)
        let spec = try parser.readString(path: path + ".format", depth: 5)
        column.format = try ColumnFormat.read(spec) { offset in
          parser.window.location(ofOffset: quote + 1 + offset)
        }
      case 2:
        column.missingMark = try parser.readString(path: path + ".missing", depth: 5)
      case 3:
        column.spanners = try readSpanners(path: path + ".spanners")
      case 4:
        _ = try parser.peek()
        let quote = parser.window.offset(of: parser.window.index)
        let spec = try parser.readString(path: path + ".colorScale", depth: 5)
        do {
          column.colorScale = try ColorScale(spec: spec)
        } catch {
          let offset = spec.unicodeScalars.prefix(error.offset).reduce(0) { $0 + UTF8.width($1) }
          throw .badColorScale(
            parser.window.location(ofOffset: quote + 1 + offset), spec: spec,
            expected: error.expected)
        }
      case 5...10:
        try readColumnOption(key, of: &column, path: path)
      case 11:
        column.summaries = try readAggregates(path: path + ".summaries")
      default:
        column.grandSummaries = try readAggregates(path: path + ".grandSummaries")
      }
    }
    guard seen & 1 != 0 else { throw .missingKey(start, key: "title", path: path) }
    return column
  }

  /// Reads a column's `summaries` or `grandSummaries`: an array of aggregate specs, such as
  /// `["sum", "mean:Average"]`.
  private mutating func readAggregates(path: String) throws(InputError) -> [Aggregate] {
    guard try parser.peek() == UInt8(ascii: "[") else {
      try parser.wrongType(path: path, expected: [.array], depth: 5, closing: closeBrace)
    }
    parser.window.index += 1
    var aggregates: [Aggregate] = []
    while let first = try parser.nextElement(isFirst: aggregates.isEmpty) {
      let elementPath = "\(path)[\(aggregates.count)]"
      guard first == UInt8(ascii: "\"") else {
        try parser.wrongType(
          path: elementPath, expected: [.string], depth: 6, closing: closeBracket)
      }
      let quote = parser.window.offset(of: parser.window.index)
      let spec = try parser.readString(path: elementPath, depth: 6)
      do {
        aggregates.append(try Aggregate(spec: spec))
      } catch {
        let byteOffset = spec.unicodeScalars.prefix(error.offset).reduce(0) {
          $0 + UTF8.width($1)
        }
        throw .badSummary(
          parser.window.location(ofOffset: quote + 1 + byteOffset), spec: spec,
          expected: error.expected)
      }
    }
    return aggregates
  }

  /// Reads a column's `spanners`: an array of strings.
  private mutating func readSpanners(path: String) throws(InputError) -> [String] {
    guard try parser.peek() == UInt8(ascii: "[") else {
      try parser.wrongType(path: path, expected: [.array], depth: 5, closing: closeBrace)
    }
    parser.window.index += 1
    var spanners: [String] = []
    while let first = try parser.nextElement(isFirst: spanners.isEmpty) {
      guard first == UInt8(ascii: "\"") else {
        try parser.wrongType(
          path: "\(path)[\(spanners.count)]", expected: [.string], depth: 6,
          closing: closeBracket)
      }
      spanners.append(try parser.readString(path: "\(path)[\(spanners.count)]", depth: 6))
    }
    return spanners
  }
}
