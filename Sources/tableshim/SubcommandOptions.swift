/// The options of the `diff` and `lint` subcommands that the render does not have, and the
/// render's options they share.
enum SubcommandOptions {
  /// The render's option with this long name.
  static func shared(_ long: String) -> Option {
    options.first { $0.long == long }!
  }

  static let key = Option(
    short: nil, long: "key", value: "COLUMN",
    help: "CSV and TSV: the column whose values are the rows' ids"
  ) { settings, value in settings.key = value }

  static let context = Option(
    short: "U", long: "context", value: "N",
    help: "show N unchanged rows around each change (default: 3)"
  ) { settings, value in
    guard let lines = Int(value), lines >= 0 else {
      throw UsageError.badValue(option: "--context", value: value, expected: "a number, 0 or more")
    }
    settings.context = lines
  }

  static let full = Option(
    short: nil, long: "full", value: nil,
    help: "show every section and row, unchanged ones included"
  ) { settings, _ in settings.context = nil }

  static let strict = Option(
    short: nil, long: "strict", value: nil, help: "count warnings as errors"
  ) { settings, _ in settings.strict = true }

  static let help = Option(short: "h", long: "help", value: nil, help: "show this help") {
    settings, _ in settings.help = true
  }
}
