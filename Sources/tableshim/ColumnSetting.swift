internal import TableShim

/// One `--column 'TITLE=KEY:VALUE,...'`: options for the columns titled TITLE, in every
/// section of every input.
///
/// The keys are ``ColumnOptions``'s. The title ends at the last `=`, so that a title may hold
/// one.
struct ColumnSetting: Equatable, Sendable {
  /// The option's value as given, for messages.
  let text: String
  /// The title of the columns it sets.
  let title: String
  private let options: ColumnOptions

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
    let rest = text[text.index(after: equals)...]
    do {
      options = try ColumnOptions(parsing: rest)
    } catch {
      let start = text.distance(from: text.startIndex, to: rest.startIndex)
      throw UsageError.badColumn(
        value: text, offset: start + error.offset + 1, expected: error.expected)
    }
  }

  /// Sets the options it gives on a column with its title; leaves other columns as they are.
  ///
  /// - Returns: Whether the column has the title.
  func apply(to column: inout Column) -> Bool {
    guard column.title == title else { return false }
    options.apply(to: &column)
    return true
  }
}
