import TableShim

extension JSONTableParser {
  /// Reads a column object's width option, the same as the list file's `@column` and the
  /// command line's `--column` take: key 5 `minWidth` (a whole number), 6 `maxWidth` (a
  /// positive one), 7 `ratio` (positive), 8 `overflow` (`fold`, `crop`, `ellipsis`), 9
  /// `verticalAlignment` (`top`, `middle`, `bottom`), 10 `alignment` (`left`, `center`,
  /// `right`).
  ///
  /// - Throws: ``InputError/wrongType(_:path:expected:found:)`` for a value of the wrong
  ///   type, ``InputError/badColumnValue(_:path:expected:)`` at a value out of its range or
  ///   not among its choices.
  mutating func readColumnOption(_ key: Int, of column: inout Column, path: String)
    throws(InputError)
  {
    let names = ["minWidth", "maxWidth", "ratio", "overflow", "verticalAlignment", "alignment"]
    let keyPath = path + "." + names[key - 5]
    switch key {
    case 5: column.minWidth = try readCount(path: keyPath, least: 0)
    case 6: column.maxWidth = try readCount(path: keyPath, least: 1)
    case 7: column.ratio = try readCount(path: keyPath, least: 1)
    case 8: column.overflow = try readChoice(ColumnOverflow.self, path: keyPath)
    case 9: column.verticalAlignment = try readChoice(VerticalAlignment.self, path: keyPath)
    default: column.alignment = try readChoice(ColumnAlignment.self, path: keyPath)
    }
  }

  /// Reads a whole number of at least `least`.
  private mutating func readCount(path: String, least: Int) throws(InputError) -> Int {
    let first = try parser.peek() ?? 0
    guard first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
      try parser.wrongType(path: path, expected: [.number], depth: 5, closing: closeBrace)
    }
    let start = parser.window.location(ofIndex: parser.window.index)
    let expected = least == 0 ? "a whole number of 0 or more" : "a whole number of 1 or more"
    // The number's characters, read in place: a sign, a point or an exponent makes it one
    // that is not a whole count.
    var value = 0
    var isWhole = true
    let numberBytes = Array("0123456789-+.eE".utf8)
    while let byte = try parser.byte(at: 0), numberBytes.contains(byte) {
      parser.window.index += 1
      guard isWhole, (0x30...0x39).contains(byte), value < 1_000_000 else {
        isWhole = false
        continue
      }
      value = value * 10 + Int(byte - 0x30)
    }
    guard isWhole, value >= least else {
      throw .badColumnValue(start, path: path, expected: expected)
    }
    return value
  }

  /// Reads a string that names one of a closed set of choices.
  private mutating func readChoice<Choice: RawRepresentable & CaseIterable>(
    _: Choice.Type, path: String
  ) throws(InputError) -> Choice where Choice.RawValue == String {
    _ = try parser.peek()
    let start = parser.window.location(ofIndex: parser.window.index)
    let text = try parser.readString(path: path, depth: 5)
    guard let choice = Choice(rawValue: text) else {
      throw .badColumnValue(
        start, path: path,
        expected: "one of " + Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
    }
    return choice
  }
}
