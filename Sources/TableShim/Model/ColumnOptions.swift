/// A column's options written as text, `KEY:VALUE,...`: what the CLI's `--column` and the
/// list file's `@column` directive read.
///
/// Keys: `min`, `max` and `ratio` take a number; `overflow` is `fold`, `crop` or `ellipsis`;
/// `valign` is `top`, `middle` or `bottom`; `align` is `left`, `center` or `right`.
package struct ColumnOptions: Equatable, Sendable {
  /// Where a text of options goes wrong, and what was expected there.
  package struct Mistake: Error, Equatable {
    /// The character where it goes wrong, counted from 0 in the text read.
    package let offset: Int
    /// What was expected there.
    package let expected: String
  }

  /// The keys, in the order the messages list them.
  package static let keys = ["min", "max", "ratio", "overflow", "valign", "align"]

  private var minWidth: Int?
  private var maxWidth: Int?
  private var ratio: Int?
  private var overflow: ColumnOverflow?
  private var verticalAlignment: VerticalAlignment?
  private var alignment: ColumnAlignment?

  /// Reads `KEY:VALUE` pairs separated by commas; spaces around a key or value are ignored.
  ///
  /// - Throws: ``Mistake`` at the first character that is not what was expected.
  package init(parsing text: Substring) throws(Mistake) {
    var start = text.startIndex
    repeat {
      let end = text[start...].firstIndex(of: ",") ?? text.endIndex
      try read(text[start..<end], in: text)
      start = end == text.endIndex ? end : text.index(after: end)
    } while start < text.endIndex
  }

  /// Reads one `KEY:VALUE` pair of `text`.
  private mutating func read(_ pair: Substring, in text: Substring) throws(Mistake) {
    func offset(_ index: Substring.Index) -> Int { text.distance(from: text.startIndex, to: index) }
    let keyStart = pair.firstIndex { $0 != " " } ?? pair.endIndex
    guard let colon = pair.firstIndex(of: ":") else {
      throw Mistake(
        offset: offset(keyStart),
        expected: "KEY:VALUE with a key of \(Self.keys.joined(separator: ", "))")
    }
    let key = String(pair[keyStart..<colon]).trimmingSpaces
    let valueStart = pair[pair.index(after: colon)...].firstIndex { $0 != " " } ?? pair.endIndex
    let value = String(pair[valueStart...]).trimmingSpaces
    func choose<Choice: RawRepresentable & CaseIterable>(
      _: Choice.Type
    ) throws(Mistake) -> Choice where Choice.RawValue == String {
      guard let choice = Choice(rawValue: value.lowercased()) else {
        throw Mistake(
          offset: offset(valueStart),
          expected: Choice.allCases.map(\.rawValue).joined(separator: ", ") + " after '\(key):'")
      }
      return choice
    }
    func number() throws(Mistake) -> Int {
      guard let number = Int(value), number >= (key == "ratio" ? 1 : 0) else {
        throw Mistake(
          offset: offset(valueStart),
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
      throw Mistake(
        offset: offset(keyStart), expected: "a key of \(Self.keys.joined(separator: ", "))")
    }
  }

  /// Sets the options given on a column, leaving the others as they are.
  package func apply(to column: inout Column) {
    if let minWidth { column.minWidth = minWidth }
    if let maxWidth { column.maxWidth = maxWidth }
    if let ratio { column.ratio = ratio }
    if let overflow { column.overflow = overflow }
    if let verticalAlignment { column.verticalAlignment = verticalAlignment }
    if let alignment { column.alignment = alignment }
  }
}

extension String {
  /// The text without the spaces that start and end it.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
