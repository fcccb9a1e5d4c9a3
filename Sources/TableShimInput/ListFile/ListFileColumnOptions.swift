import TableShim

/// The list file's column directives, `@format TITLE = SPEC` and `@missing [TITLE =] MARK`.
enum ListFileColumnOptions {
  /// Reads a column directive's value (the range of `bytes` after its name, trimmed).
  ///
  /// - Throws: ``InputError/badColumnFormat(_:spec:expected:)`` at the place in the spec, or
  ///   ``InputError/unexpectedLine(_:)`` for a `@format` without `TITLE = SPEC`.
  static func line(
    _ name: String, _ bytes: UnsafeBufferPointer<UInt8>, value: Range<Int>,
    at: (Int) -> InputLocation
  ) throws(InputError) -> ListFileLine {
    let equals = bytes[value].firstIndex(of: UInt8(ascii: "="))
    func text(_ range: Range<Int>) -> String { ListFileLine.trimmedText(bytes, range) }
    let titleStart = value.lowerBound
    if name == "@missing" {
      guard let equals else {
        return .missing(title: nil, titleColumn: at(titleStart).column, mark: text(value))
      }
      let title = text(value.lowerBound..<equals)
      let mark = text((equals + 1)..<value.upperBound)
      return .missing(
        title: title.isEmpty ? nil : title, titleColumn: at(titleStart).column, mark: mark)
    }
    if name == "@color-scale" { return try colorScale(bytes, value: value, equals: equals, at: at) }
    guard let equals, !text(value.lowerBound..<equals).isEmpty else {
      throw .badColumnFormat(
        at(value.isEmpty ? bytes.count : value.lowerBound), spec: text(value),
        expected: "'@format TITLE = SPEC', such as '@format Score = number:2'")
    }
    let specRange = ListFileLine.trimmed(bytes, (equals + 1)..<value.upperBound)
    let spec = text(specRange)
    let format = try ColumnFormat.read(spec) { offset in at(specRange.lowerBound + offset) }
    return .format(
      title: text(value.lowerBound..<equals), titleColumn: at(titleStart).column, format)
  }

  /// The columns with a directive applied: a column's format or mark, or every column's mark.
  ///
  /// - Throws: ``InputError/directiveWithoutColumns(_:name:)`` or
  ///   ``InputError/unknownColumn(_:name:available:)`` at the title.
  static func apply(
    _ line: ListFileLine, to columns: inout [Column]?, tableMark: inout String?,
    at location: InputLocation
  ) throws(InputError) {
    var place = location
    let title: String?
    let name: String
    switch line {
    case .format(let named, let column, _):
      (title, name, place.column) = (named, "@format", column)
    case .missing(let named, let column, _):
      (title, name, place.column) = (named, "@missing", column)
    case .colorScale(let named, let column, _):
      (title, name, place.column) = (named, "@color-scale", column)
    default:
      return
    }
    guard let title else {
      if case .missing(_, _, let mark) = line {
        tableMark = mark
        if let current = columns { columns = current.map { withMark($0, mark) } }
      }
      return
    }
    guard var current = columns else { throw .directiveWithoutColumns(place, name: name) }
    guard let index = current.firstIndex(where: { $0.title == title }) else {
      throw .unknownColumn(place, name: title, available: current.map(\.title))
    }
    switch line {
    case .format(_, _, let format): current[index].format = format
    case .missing(_, _, let mark): current[index].missingMark = mark
    case .colorScale(_, _, let scale): current[index].colorScale = scale
    default: break
    }
    columns = current
  }

  /// A column with the table's mark, unless it has its own.
  static func withMark(_ column: Column, _ mark: String?) -> Column {
    var column = column
    if column.missingMark == nil { column.missingMark = mark }
    return column
  }
}

extension ListFileColumnOptions {
  /// The directive's name of a column directive line.
  static func name(of line: ListFileLine) -> String {
    switch line {
    case .format: "@format"
    case .colorScale: "@color-scale"
    default: "@missing"
    }
  }

  /// Reads `@color-scale TITLE = PALETTE[:MIN:MAX]` from the value after its name.
  ///
  /// - Throws: ``InputError/badColorScale(_:spec:expected:)`` at the place in the spec, or
  ///   at the value when it has no `TITLE = SPEC`.
  fileprivate static func colorScale(
    _ bytes: UnsafeBufferPointer<UInt8>, value: Range<Int>, equals: Int?,
    at: (Int) -> InputLocation
  ) throws(InputError) -> ListFileLine {
    func text(_ range: Range<Int>) -> String { ListFileLine.trimmedText(bytes, range) }
    guard let equals, !text(value.lowerBound..<equals).isEmpty else {
      throw .badColorScale(
        at(value.isEmpty ? bytes.count : value.lowerBound), spec: text(value),
        expected: "'@color-scale TITLE = PALETTE[:MIN:MAX]', such as '@color-scale Score = blues'")
    }
    let specRange = ListFileLine.trimmed(bytes, (equals + 1)..<value.upperBound)
    let spec = text(specRange)
    do {
      let scale = try ColorScale(spec: spec)
      return .colorScale(
        title: text(value.lowerBound..<equals), titleColumn: at(value.lowerBound).column, scale)
    } catch {
      let byteOffset = spec.unicodeScalars.prefix(error.offset).reduce(0) { $0 + UTF8.width($1) }
      throw .badColorScale(
        at(specRange.lowerBound + byteOffset), spec: spec, expected: error.expected)
    }
  }
}
