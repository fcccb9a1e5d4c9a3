import TableShim

/// The list file's summary directives, `@summary TITLE = AGGREGATES` and
/// `@grand-summary TITLE = AGGREGATES`, such as `@summary Goals = sum, mean:Average`.
enum ListFileSummary {
  /// Reads a summary directive's value (the range of `bytes` after its name, trimmed).
  ///
  /// - Throws: ``InputError/badSummary(_:spec:expected:)`` at the place in the list.
  static func line(
    _ name: String, _ bytes: UnsafeBufferPointer<UInt8>, value: Range<Int>,
    at: (Int) -> InputLocation
  ) throws(InputError) -> ListFileLine {
    func text(_ range: Range<Int>) -> String { ListFileLine.trimmedText(bytes, range) }
    guard let equals = bytes[value].firstIndex(of: UInt8(ascii: "=")),
      !text(value.lowerBound..<equals).isEmpty
    else {
      throw .badSummary(
        at(value.isEmpty ? bytes.count : value.lowerBound), spec: text(value),
        expected: "'\(name) TITLE = AGGREGATES', such as '\(name) Goals = sum, mean'")
    }
    let listRange = ListFileLine.trimmed(bytes, (equals + 1)..<value.upperBound)
    let list = text(listRange)
    let aggregates: [Aggregate]
    do {
      aggregates = try Aggregate.list(spec: list)
    } catch {
      let byteOffset = list.unicodeScalars.prefix(error.offset).reduce(0) {
        $0 + UTF8.width($1)
      }
      throw .badSummary(at(listRange.lowerBound + byteOffset), spec: list, expected: error.expected)
    }
    return .summary(
      title: text(value.lowerBound..<equals), titleColumn: at(value.lowerBound).column, aggregates,
      isGrand: name == "@grand-summary")
  }

  /// The columns with a summary directive applied to the column it names.
  ///
  /// - Throws: ``InputError/directiveWithoutColumns(_:name:)`` or
  ///   ``InputError/unknownColumn(_:name:available:)`` at the title.
  static func apply(
    _ line: ListFileLine, to columns: inout [Column]?, at location: InputLocation
  ) throws(InputError) {
    guard case .summary(let title, let titleColumn, let aggregates, let isGrand) = line else {
      return
    }
    var place = location
    place.column = titleColumn
    let name = isGrand ? "@grand-summary" : "@summary"
    guard var current = columns else { throw .directiveWithoutColumns(place, name: name) }
    guard let index = current.firstIndex(where: { $0.title == title }) else {
      throw .unknownColumn(place, name: title, available: current.map(\.title))
    }
    if isGrand {
      current[index].grandSummaries = aggregates
    } else {
      current[index].summaries = aggregates
    }
    columns = current
  }
}
