/// How the cells of a column are shown: as numbers, money, dates or durations, formatted from
/// the plain text the input holds.
///
/// A format is applied while rows stream, before any output format sees the cell, so every
/// output shows the same formatted text. A cell that does not read under its column's format
/// is shown as it came (and `tableshim --check` and ``TableViewModel/lint(using:reread:)``
/// report it); an empty cell is left to the column's missing mark.
///
/// ```swift
/// let columns: [Column] = [
///   "Name",
///   Column("Salary", format: .currency("EUR", locale: "de_DE")),
///   Column("Share", format: .percent(decimals: 1)),
/// ]
/// ColumnFormat.number(decimals: 2).format("1234.5")  // "1,234.50"
/// try ColumnFormat(spec: "compact").format("3400000")  // "3.4M"
/// ```
///
/// Numbers are read as plain decimal text (`-1234.5`, `1.5e3`), exactly, so huge numbers keep
/// every digit; they are rounded half to even. Without a locale the output follows English
/// (`en_US`) conventions, whatever the machine's locale.
public struct ColumnFormat: Hashable, Sendable, CustomStringConvertible {
  /// What a format shows and its options.
  enum Kind: Hashable, Sendable {
    case number(decimals: Int, grouping: Bool)
    case integer(grouping: Bool)
    case percent(decimals: Int, grouping: Bool)
    case currency(code: String, decimals: Int?, grouping: Bool)
    case scientific(decimals: Int)
    case compact(decimals: Int)
    case bytes(ByteUnits, decimals: Int)
    case date(pattern: String)
    case dateTime(pattern: String)
    case duration(DurationStyle)
    case sparkline(range: ClosedRange<Double>?)
  }

  /// The units of a byte count.
  public enum ByteUnits: String, Hashable, Sendable, CaseIterable {
    /// Powers of 1000: `kB`, `MB`, `GB`.
    case si
    /// Powers of 1024: `KiB`, `MiB`, `GiB`.
    case iec
  }

  /// How a duration in seconds is written.
  public enum DurationStyle: String, Hashable, Sendable, CaseIterable {
    /// `1h 02m 03s`, `2m 05s`, `7s`.
    case units
    /// `1:02:03`, `0:02:05`.
    case clock
  }

  /// What the format shows.
  let kind: Kind
  /// The locale identifier whose separators, signs and names the output uses; `nil` for
  /// English (`en_US`).
  public let locale: String?

  init(_ kind: Kind, locale: String?) {
    self.kind = kind
    self.locale = locale
  }

  /// A number with a fixed count of decimals: `1,234.50`.
  ///
  /// - Parameters:
  ///   - decimals: Digits after the decimal point, 0 to 20.
  ///   - grouping: Whether thousands are separated.
  ///   - locale: The locale identifier, such as `de_DE`; `nil` for English.
  /// - Returns: The format.
  public static func number(decimals: Int = 2, grouping: Bool = true, locale: String? = nil)
    -> ColumnFormat
  {
    ColumnFormat(.number(decimals: clamp(decimals), grouping: grouping), locale: locale)
  }

  /// A whole number, rounded half to even: `1,235`.
  ///
  /// - Parameters:
  ///   - grouping: Whether thousands are separated.
  ///   - locale: The locale identifier; `nil` for English.
  /// - Returns: The format.
  public static func integer(grouping: Bool = true, locale: String? = nil) -> ColumnFormat {
    ColumnFormat(.integer(grouping: grouping), locale: locale)
  }

  /// A fraction shown as a percentage: `0.123` is `12.3%` with one decimal.
  ///
  /// - Parameters:
  ///   - decimals: Digits after the decimal point, 0 to 20.
  ///   - grouping: Whether thousands are separated.
  ///   - locale: The locale identifier; `nil` for English.
  /// - Returns: The format.
  public static func percent(decimals: Int = 2, grouping: Bool = true, locale: String? = nil)
    -> ColumnFormat
  {
    ColumnFormat(.percent(decimals: clamp(decimals), grouping: grouping), locale: locale)
  }

  /// An amount of money in a currency: `$1,234.50`, `1.234,50 €`.
  ///
  /// - Parameters:
  ///   - code: The ISO 4217 code, such as `EUR`.
  ///   - decimals: Digits after the decimal point; `nil` for the currency's own (2 for
  ///     `EUR`, 0 for `JPY`).
  ///   - grouping: Whether thousands are separated.
  ///   - locale: The locale identifier, which places the symbol; `nil` for English.
  /// - Returns: The format.
  public static func currency(
    _ code: String, decimals: Int? = nil, grouping: Bool = true, locale: String? = nil
  ) -> ColumnFormat {
    ColumnFormat(
      .currency(code: code, decimals: decimals.map(clamp), grouping: grouping), locale: locale)
  }

  /// Scientific notation: `1.23E4`.
  ///
  /// - Parameters:
  ///   - decimals: Digits after the mantissa's decimal point, 0 to 20.
  ///   - locale: The locale identifier; `nil` for English.
  /// - Returns: The format.
  public static func scientific(decimals: Int = 2, locale: String? = nil) -> ColumnFormat {
    ColumnFormat(.scientific(decimals: clamp(decimals)), locale: locale)
  }

  /// A short number with a suffix: `1.2K`, `3.4M`, `5.6B`, `7.8T`; trailing zeros dropped.
  ///
  /// - Parameters:
  ///   - decimals: The most digits after the decimal point, 0 to 20.
  ///   - locale: The locale identifier; `nil` for English.
  /// - Returns: The format.
  public static func compact(decimals: Int = 1, locale: String? = nil) -> ColumnFormat {
    ColumnFormat(.compact(decimals: clamp(decimals)), locale: locale)
  }

  /// A count of bytes in the largest unit under which it is at least 1: `1.5 kB`, `2 MiB`.
  ///
  /// - Parameters:
  ///   - units: Powers of 1000 (`kB`) or of 1024 (`KiB`).
  ///   - decimals: The most digits after the decimal point, 0 to 20.
  ///   - locale: The locale identifier; `nil` for English.
  /// - Returns: The format.
  public static func bytes(_ units: ByteUnits = .si, decimals: Int = 1, locale: String? = nil)
    -> ColumnFormat
  {
    ColumnFormat(.bytes(units, decimals: clamp(decimals)), locale: locale)
  }

  /// A date read from ISO 8601 text (`2024-03-05`, or a date and time), written with a
  /// pattern of Unicode date symbols such as `d MMM yyyy`.
  ///
  /// - Parameters:
  ///   - pattern: The output pattern (see `Docs/ColumnFormats.md` for its letters).
  ///   - locale: The locale identifier for month and weekday names; `nil` for English.
  /// - Returns: The format.
  public static func date(_ pattern: String = "yyyy-MM-dd", locale: String? = nil)
    -> ColumnFormat
  {
    ColumnFormat(.date(pattern: pattern), locale: locale)
  }

  /// A date and time read from ISO 8601 text (`2024-03-05T14:30:00Z`), written with a
  /// pattern such as `yyyy-MM-dd HH:mm`; the time is shown as written, not moved to
  /// another time zone.
  ///
  /// - Parameters:
  ///   - pattern: The output pattern.
  ///   - locale: The locale identifier for month, weekday and AM/PM names; `nil` for English.
  /// - Returns: The format.
  public static func dateTime(_ pattern: String = "yyyy-MM-dd HH:mm", locale: String? = nil)
    -> ColumnFormat
  {
    ColumnFormat(.dateTime(pattern: pattern), locale: locale)
  }

  /// A duration given in seconds: `1h 02m 03s` or `1:02:03`.
  ///
  /// - Parameter style: Units or a clock.
  /// - Returns: The format.
  public static func duration(_ style: DurationStyle = .units) -> ColumnFormat {
    ColumnFormat(.duration(style), locale: nil)
  }

  /// A list of numbers (`3 5 2 8`, separated by spaces, commas or semicolons) drawn as one
  /// block character each, `▁▂▃▄▅▆▇█`, scaled between the cell's own smallest and largest
  /// number or within `range`; when that is a single value every block is `▄`.
  ///
  /// - Parameter range: The values drawn as `▁` and `█` (values outside are drawn at the
  ///   ends); `nil` for each cell's own smallest and largest.
  /// - Returns: The format.
  public static func sparkline(range: ClosedRange<Double>? = nil) -> ColumnFormat {
    ColumnFormat(.sparkline(range: range), locale: nil)
  }

  /// The format as its spec, which ``init(spec:)`` reads back: `number:2`,
  /// `currency:EUR@de_DE`, `date:d MMM yyyy`.
  public var description: String { spec }

  /// A count of decimals within what a format takes.
  private static func clamp(_ decimals: Int) -> Int { min(max(decimals, 0), maxDecimals) }

  /// Whether the format shows numbers, which line up on the right.
  var isNumeric: Bool {
    switch kind {
    case .date, .dateTime, .sparkline: false
    default: true
    }
  }

  /// The most decimals a format shows.
  static let maxDecimals = 20
}
