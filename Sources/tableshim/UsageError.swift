/// A mistake in the command line: exit status 2, a one-line message and the synopsis.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String, value: String)
  case unexpectedValue(option: String)
  case badValue(option: String, value: String, expected: String)
  case unknownInputFormat(file: String)
  case unknownOutputFormat(file: String)
  case wrongInputCount(command: String, expected: String, found: Int)
  /// A `--column` value that goes wrong at its `offset`th character (from 1).
  case badColumn(value: String, offset: Int, expected: String)
  /// A `--column` title that no section's columns have.
  case unknownColumn(value: String, title: String)

  var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(option)'"
    case .missingValue(let option, let value):
      return "option '\(option)' needs a value (\(value))"
    case .unexpectedValue(let option):
      return "option '\(option)' takes no value"
    case .badValue(let option, let value, let expected):
      return "bad value '\(value)' for '\(option)'; expected \(expected)"
    case .unknownInputFormat(let file):
      return "cannot tell the format of '\(file)' from its extension; name it with -f"
    case .unknownOutputFormat(let file):
      return "cannot tell the format of '\(file)' from its extension; name it with -t"
    case .wrongInputCount(let command, let expected, let found):
      return "'\(command)' takes \(expected); found \(found)"
    case .badColumn(let value, let offset, let expected):
      return "bad value '\(value)' for '--column' at character \(offset); expected \(expected)"
    case .unknownColumn(let value, let title):
      return "bad value '\(value)' for '--column'; no section has a column titled '\(title)'"
    }
  }
}
