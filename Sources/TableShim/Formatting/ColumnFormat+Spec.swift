/// The text form of a ``ColumnFormat``, which the command line, list files and JSON use.
///
/// ```
/// spec = KIND [":" PARAMETER]... ["@" LOCALE]
///
/// number[:DECIMALS][:nogroup]          1,234.50        (DECIMALS default 2)
/// integer[:nogroup]                    1,235
/// percent[:DECIMALS][:nogroup]         12.35%          (from 0.12345; default 2)
/// currency:CODE[:DECIMALS][:nogroup]   $1,234.50       (ISO 4217 CODE)
/// scientific[:DECIMALS]                1.23E4          (default 2)
/// compact[:DECIMALS]                   1.2K 3.4M 5.6B  (default 1)
/// bytes[:si|:iec][:DECIMALS]           1.5 kB, 1.5 KiB (default si, 1)
/// date[:PATTERN]                       5 Mar 2024      (default yyyy-MM-dd)
/// datetime[:PATTERN]                   2024-03-05 14:30 (default yyyy-MM-dd HH:mm)
/// duration[:units|:clock]              1h 02m 03s, 1:02:03 (from seconds)
/// sparkline[:MIN:MAX]                  ▂▅▁█            (from `3 5 2 8`)
/// ```
///
/// A date pattern is the rest of the spec after `date:` (it may hold `:`), up to an `@`
/// followed by a locale identifier at the very end.
extension ColumnFormat {
  /// A spec that could not be read: what it specifies, where, and what was expected there.
  ///
  /// Column formats, colour scales (``ColorScale/SpecError``) and summaries
  /// (``Aggregate/SpecError``) report their specs' mistakes with it.
  public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the spec specifies, as a noun: `format`, `colour scale` or `summary`.
    public var subject: String
    /// The spec as written.
    public var spec: String
    /// Where the mistake is, in Unicode scalars from the spec's start (0 for the first).
    public var offset: Int
    /// What was expected there, as a phrase.
    public var expected: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - subject: What the spec specifies, as a noun; `format` unless given.
    ///   - spec: The spec as written.
    ///   - offset: Where the mistake is, in Unicode scalars from the start.
    ///   - expected: What was expected there.
    public init(subject: String = "format", spec: String, offset: Int, expected: String) {
      self.subject = subject
      self.spec = spec
      self.offset = offset
      self.expected = expected
    }

    /// `format 'nubmer:2', character 1: expected number, integer, ...`.
    public var description: String {
      "\(subject) '\(spec)', character \(offset + 1): expected \(expected)"
    }
  }

  /// The names of the kinds of format, as a spec starts.
  public static let kindNames = [
    "number", "integer", "percent", "currency", "scientific", "compact", "bytes", "date",
    "datetime", "duration", "sparkline",
  ]

  /// Reads a format from its spec, such as `number:2`, `currency:EUR@de_DE` or
  /// `date:d MMM yyyy`.
  ///
  /// - Parameter spec: The spec (see the grammar above and `Docs/ColumnFormats.md`).
  /// - Throws: ``SpecError`` naming where the spec is wrong and what was expected.
  public init(spec: String) throws(SpecError) {
    self = try SpecReader(spec).read()
  }

  /// The spec of the format, which ``init(spec:)`` reads back as an equal format.
  public var spec: String {
    let body: String
    switch kind {
    case .number(let decimals, let grouping):
      body = "number:\(decimals)" + (grouping ? "" : ":nogroup")
    case .integer(let grouping):
      body = "integer" + (grouping ? "" : ":nogroup")
    case .percent(let decimals, let grouping):
      body = "percent:\(decimals)" + (grouping ? "" : ":nogroup")
    case .currency(let code, let decimals, let grouping):
      body = "currency:\(code)" + (decimals.map { ":\($0)" } ?? "") + (grouping ? "" : ":nogroup")
    case .scientific(let decimals): body = "scientific:\(decimals)"
    case .compact(let decimals): body = "compact:\(decimals)"
    case .bytes(let units, let decimals): body = "bytes:\(units.rawValue):\(decimals)"
    case .date(let pattern): body = "date:\(pattern)"
    case .dateTime(let pattern): body = "datetime:\(pattern)"
    case .duration(let style): body = "duration:\(style.rawValue)"
    case .sparkline(let range):
      body = "sparkline" + (range.map { ":\($0.lowerBound):\($0.upperBound)" } ?? "")
    }
    return body + (locale.map { "@\($0)" } ?? "")
  }
}

/// Reads a spec, keeping where each part starts for errors.
private struct SpecReader {
  let spec: String
  let scalars: [Unicode.Scalar]

  init(_ spec: String) {
    self.spec = spec
    self.scalars = Array(spec.unicodeScalars)
  }

  func error(_ offset: Int, _ expected: String) -> ColumnFormat.SpecError {
    ColumnFormat.SpecError(spec: spec, offset: offset, expected: expected)
  }

  func read() throws(ColumnFormat.SpecError) -> ColumnFormat {
    let (bodyEnd, locale) = try splitLocale()
    let kindEnd = scalars[..<bodyEnd].firstIndex(of: ":") ?? bodyEnd
    let kind = String(String.UnicodeScalarView(scalars[..<kindEnd]))
    guard ColumnFormat.kindNames.contains(kind) else {
      throw error(0, "a format: " + ColumnFormat.kindNames.joined(separator: ", "))
    }
    if kind == "date" || kind == "datetime" {
      let pattern =
        kindEnd < bodyEnd ? String(String.UnicodeScalarView(scalars[(kindEnd + 1)..<bodyEnd])) : ""
      let start = min(kindEnd + 1, bodyEnd)
      if let bad = DatePattern.firstError(in: pattern) {
        throw error(start + bad.offset, bad.expected)
      }
      if kindEnd < bodyEnd, pattern.isEmpty {
        throw error(start, "a date pattern such as 'd MMM yyyy' after ':'")
      }
      let kindValue: ColumnFormat.Kind =
        kind == "date"
        ? .date(pattern: pattern.isEmpty ? "yyyy-MM-dd" : pattern)
        : .dateTime(pattern: pattern.isEmpty ? "yyyy-MM-dd HH:mm" : pattern)
      return ColumnFormat(kindValue, locale: locale)
    }
    var parameters: [(text: String, offset: Int)] = []
    var start = kindEnd + 1
    while start <= bodyEnd, kindEnd < bodyEnd {
      let end = scalars[start..<bodyEnd].firstIndex(of: ":") ?? bodyEnd
      parameters.append((String(String.UnicodeScalarView(scalars[start..<end])), start))
      start = end + 1
    }
    return ColumnFormat(try kindValue(kind, parameters, kindEnd: kindEnd), locale: locale)
  }

  /// Where the body ends and the locale after `@`, if any.
  private func splitLocale() throws(ColumnFormat.SpecError) -> (Int, String?) {
    guard let at = scalars.lastIndex(of: "@") else { return (scalars.count, nil) }
    let locale = String(String.UnicodeScalarView(scalars[(at + 1)...]))
    if LocaleName.isValid(locale) { return (at, locale) }
    // A date pattern may hold an `@` of its own; elsewhere it can only start a locale.
    let kindEnd = scalars.firstIndex(of: ":") ?? scalars.count
    let kind = String(String.UnicodeScalarView(scalars[..<min(kindEnd, at)]))
    if kind == "date" || kind == "datetime", kindEnd < at { return (scalars.count, nil) }
    throw error(at + 1, "a locale identifier such as de_DE after '@'")
  }

  private func kindValue(
    _ kind: String, _ parameters: [(text: String, offset: Int)], kindEnd: Int
  ) throws(ColumnFormat.SpecError) -> ColumnFormat.Kind {
    var parameters = parameters[...]
    func decimals(default value: Int) throws(ColumnFormat.SpecError) -> Int {
      guard let first = parameters.first, let number = Int(first.text),
        first.text.allSatisfy(\.isASCII)
      else { return value }
      guard (0...ColumnFormat.maxDecimals).contains(number) else {
        throw error(first.offset, "a count of decimals from 0 to \(ColumnFormat.maxDecimals)")
      }
      parameters.removeFirst()
      return number
    }
    func grouping() -> Bool {
      guard parameters.first?.text == "nogroup" else { return true }
      parameters.removeFirst()
      return false
    }
    func word<Value: RawRepresentable<String> & CaseIterable>(_: Value.Type) -> Value? {
      guard let first = parameters.first, let value = Value(rawValue: first.text) else {
        return nil
      }
      parameters.removeFirst()
      return value
    }
    let result: ColumnFormat.Kind
    let accepted: String
    switch kind {
    case "number":
      result = .number(decimals: try decimals(default: 2), grouping: grouping())
      accepted = "a count of decimals or 'nogroup'"
    case "integer":
      result = .integer(grouping: grouping())
      accepted = "'nogroup'"
    case "percent":
      result = .percent(decimals: try decimals(default: 2), grouping: grouping())
      accepted = "a count of decimals or 'nogroup'"
    case "currency":
      guard let code = parameters.first, CurrencyCode.isValid(code.text) else {
        throw error(
          parameters.first?.offset ?? kindEnd,
          "':' and an ISO 4217 currency code such as EUR or USD")
      }
      parameters.removeFirst()
      let places = parameters.first.flatMap { Int($0.text) } != nil ? try decimals(default: 0) : nil
      result = .currency(code: code.text, decimals: places, grouping: grouping())
      accepted = "a count of decimals or 'nogroup'"
    case "scientific":
      result = .scientific(decimals: try decimals(default: 2))
      accepted = "a count of decimals"
    case "compact":
      result = .compact(decimals: try decimals(default: 1))
      accepted = "a count of decimals"
    case "bytes":
      let units = word(ColumnFormat.ByteUnits.self) ?? .si
      result = .bytes(units, decimals: try decimals(default: 1))
      accepted = "'si', 'iec' or a count of decimals"
    case "sparkline":
      result = .sparkline(range: try sparklineRange(&parameters, kindEnd: kindEnd))
      accepted = "':MIN:MAX'"
    default:
      result = .duration(word(ColumnFormat.DurationStyle.self) ?? .units)
      accepted = "'units' or 'clock'"
    }
    if let extra = parameters.first {
      throw error(extra.offset, "\(accepted) for \(kind), or the end of the format")
    }
    return result
  }

  /// The fixed range of a sparkline, `MIN:MAX`, or `nil` when the spec gives none.
  private func sparklineRange(
    _ parameters: inout ArraySlice<(text: String, offset: Int)>, kindEnd: Int
  ) throws(ColumnFormat.SpecError) -> ClosedRange<Double>? {
    guard let first = parameters.first else { return nil }
    guard let low = Sparkline.number(Array(first.text.utf8)) else {
      throw error(first.offset, "the smallest value, a decimal number such as 0 or -1.5")
    }
    parameters.removeFirst()
    guard let second = parameters.first else {
      throw error(scalars.count, "':' and the largest value after the smallest")
    }
    guard let high = Sparkline.number(Array(second.text.utf8)), high > low else {
      throw error(second.offset, "the largest value, a decimal number above \(first.text)")
    }
    parameters.removeFirst()
    return low...high
  }
}
