internal import TableShim

/// One `--column 'TITLE=KEY:VALUE,...'`: options for the columns titled TITLE, in every
/// section of every input.
///
/// Keys: `min`, `max` and `ratio` take a number; `overflow` is `fold`, `crop` or
/// `ellipsis`; `valign` is `top`, `middle` or `bottom`; `align` is `left`, `center` or
/// `right`. The title ends at the last `=`, so that a title may hold one.
struct ColumnSetting: Equatable, Sendable {
  /// The option's value as given, for messages.
  let text: String
  /// The title of the columns it sets.
  let title: String
  private var minWidth: Int?
  private var maxWidth: Int?
  private var ratio: Int?
  private var overflow: ColumnOverflow?
  private var verticalAlignment: VerticalAlignment?
  private var alignment: ColumnAlignment?

  /// The keys, in the order the messages list them.
  static let keys = ["min", "max", "ratio", "overflow", "valign", "align"]

  /// Reads a `--column` value.
  ///
  /// - Throws: ``UsageError/badColumn(value:offset:expected:)`` naming the character where
  ///   the value goes wrong and what was expected there.
  init(_ text: String) throws {
    self.text = text
    guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
      throw UsageError.badColumn(value: text, offset: 1, expected: "TITLE=KEY:VALUE,...")
    }
    title = String(text[..<equals])
    var start = text.index(after: equals)
    repeat {
      let end = text[start...].firstIndex(of: ",") ?? text.endIndex
      try read(text[start..<end])
      start = end == text.endIndex ? end : text.index(after: end)
    } while start < text.endIndex
  }

  /// Reads one `KEY:VALUE` pair.
  private mutating func read(_ pair: Substring) throws {
    let column = text.distance(from: text.startIndex, to: pair.startIndex) + 1
    guard let colon = pair.firstIndex(of: ":") else {
      throw UsageError.badColumn(
        value: text, offset: column,
        expected: "KEY:VALUE with a key of \(Self.keys.joined(separator: ", "))")
    }
    let key = String(pair[..<colon])
    let value = String(pair[pair.index(after: colon)...])
    let valueColumn = column + key.count + 1
    func choose<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws -> Choice
    where Choice.RawValue == String {
      guard let choice = Choice(rawValue: value.lowercased()) else {
        throw UsageError.badColumn(
          value: text, offset: valueColumn,
          expected: Choice.allCases.map(\.rawValue).joined(separator: ", ") + " after '\(key):'")
      }
      return choice
    }
    func number() throws -> Int {
      guard let number = Int(value), number >= (key == "ratio" ? 1 : 0) else {
        throw UsageError.badColumn(
          value: text, offset: valueColumn,
          expected: "a \(key == "ratio" ? "positive" : "whole") number after '\(key):'")
      }
      return number
    }
    switch key {
    case "min": minWidth = try number()
    case "max": maxWidth = max(try number(), 1)
    case "ratio": ratio = try number()
    case "overflow": overflow = try choose(ColumnOverflow.self)
    case "valign": verticalAlignment = try choose(VerticalAlignment.self)
    case "align": alignment = try choose(ColumnAlignment.self)
    default:
      throw UsageError.badColumn(
        value: text, offset: column, expected: "a key of \(Self.keys.joined(separator: ", "))")
    }
  }

  /// Sets the options it gives on a column with its title; leaves other columns as they are.
  ///
  /// - Returns: Whether the column has the title.
  func apply(to column: inout Column) -> Bool {
    guard column.title == title else { return false }
    if let minWidth { column.minWidth = minWidth }
    if let maxWidth { column.maxWidth = maxWidth }
    if let ratio { column.ratio = ratio }
    if let overflow { column.overflow = overflow }
    if let verticalAlignment { column.verticalAlignment = verticalAlignment }
    if let alignment { column.alignment = alignment }
    return true
  }
}
