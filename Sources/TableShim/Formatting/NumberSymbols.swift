import Foundation

/// The separators, group sizes and signs of a locale's numbers, learned once per column from
/// what Foundation's format styles write, so that each cell is then formatted by hand.
///
/// Digits are always ASCII; a locale whose numbers Foundation writes with other digits, or
/// that cannot be read, gets English symbols.
struct NumberSymbols {
  var decimalSeparator: [UInt8] = Array(".".utf8)
  var groupingSeparator: [UInt8] = Array(",".utf8)
  /// The digits in the group next to the decimal point.
  var primaryGroup = 3
  /// The digits in every group after that one (2 in India's `12,34,567`).
  var secondaryGroup = 3
  /// What comes before and after the digits of a negative number.
  var negative = Affixes(prefix: Array("-".utf8), suffix: [])
  /// What comes before and after the digits of a positive number.
  var positive = Affixes(prefix: [], suffix: [])

  /// Text before and after a number's digits.
  struct Affixes: Equatable {
    var prefix: [UInt8]
    var suffix: [UInt8]
  }

  /// English symbols.
  static let english = NumberSymbols()

  /// The symbols of plain numbers in a locale, English for `nil`.
  static func number(locale identifier: String?) -> NumberSymbols {
    guard let identifier else { return .english }
    let locale = Locale(identifier: identifier)
    var symbols = NumberSymbols()
    let sample = Double(1_234_567.5).formatted(
      .number.precision(.fractionLength(1)).locale(locale))
    guard let runs = DigitRuns(sample), runs.digits.count >= 2 else { return .english }
    symbols.decimalSeparator = runs.separators.last ?? symbols.decimalSeparator
    let integerRuns = runs.digits.dropLast()
    if integerRuns.count >= 2 {
      symbols.groupingSeparator = runs.separators[runs.separators.count - 2]
      symbols.primaryGroup = integerRuns.last ?? 3
      symbols.secondaryGroup = integerRuns.count >= 3 ? integerRuns[integerRuns.count - 2] : 3
    } else {
      symbols.groupingSeparator = []
    }
    let minus = Double(-1).formatted(.number.locale(locale))
    if let affixes = Affixes(around: minus) { symbols.negative = affixes }
    return symbols
  }

  /// The symbols of percentages in a locale.
  static func percent(locale identifier: String?) -> NumberSymbols {
    var symbols = number(locale: identifier)
    let locale = Locale(identifier: identifier ?? "en_US")
    guard let positive = Affixes(around: Double(0.01).formatted(.percent.locale(locale))),
      let negative = Affixes(around: Double(-0.01).formatted(.percent.locale(locale)))
    else {
      symbols.positive = Affixes(prefix: [], suffix: Array("%".utf8))
      symbols.negative = Affixes(prefix: Array("-".utf8), suffix: Array("%".utf8))
      return symbols
    }
    symbols.positive = positive
    symbols.negative = negative
    return symbols
  }

  /// The symbols of an amount in a currency in a locale, and the currency's decimals.
  static func currency(_ code: String, locale identifier: String?) -> (NumberSymbols, Int) {
    var symbols = number(locale: identifier)
    let locale = Locale(identifier: identifier ?? "en_US")
    let one = Double(1).formatted(.currency(code: code).locale(locale))
    let minusOne = Double(-1).formatted(.currency(code: code).locale(locale))
    guard let positive = Affixes(around: one), let negative = Affixes(around: minusOne),
      let runs = DigitRuns(one)
    else {
      symbols.positive = Affixes(prefix: Array("\(code) ".utf8), suffix: [])
      symbols.negative = Affixes(prefix: Array("-\(code) ".utf8), suffix: [])
      return (symbols, 2)
    }
    symbols.positive = positive
    symbols.negative = negative
    return (symbols, runs.digits.reduce(0, +) - 1)
  }
}

extension NumberSymbols.Affixes {
  /// The text before the first ASCII digit of `formatted` and after its last.
  init?(around formatted: String) {
    let bytes = Array(formatted.utf8)
    guard let first = bytes.firstIndex(where: isDigit), let last = bytes.lastIndex(where: isDigit)
    else { return nil }
    self.init(prefix: Array(bytes[..<first]), suffix: Array(bytes[(last + 1)...]))
  }
}

/// The runs of ASCII digits in a formatted number and the separators between them.
private struct DigitRuns {
  var digits: [Int] = []
  var separators: [[UInt8]] = []

  init?(_ formatted: String) {
    let bytes = Array(formatted.utf8)
    guard let first = bytes.firstIndex(where: isDigit), let last = bytes.lastIndex(where: isDigit)
    else { return nil }
    var index = first
    while index <= last {
      let start = index
      while index <= last, isDigit(bytes[index]) { index += 1 }
      digits.append(index - start)
      guard index <= last else { break }
      let separatorStart = index
      while index <= last, !isDigit(bytes[index]) { index += 1 }
      separators.append(Array(bytes[separatorStart..<index]))
    }
  }
}

/// Whether a byte is an ASCII digit.
func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }

/// Checks locale identifiers and currency codes against what Foundation knows.
enum LocaleName {
  /// Whether `identifier` names a locale Foundation knows, such as `de_DE` or `fr`.
  static func isValid(_ identifier: String) -> Bool {
    guard !identifier.isEmpty,
      identifier.utf8.allSatisfy({ isDigit($0) || isLetter($0) || $0 == 0x5F || $0 == 0x2D })
    else { return false }
    let normalized = identifier.replacingOccurrences(of: "-", with: "_")
    return known.contains(normalized)
  }

  private static let known: Set<String> = Set(Locale.availableIdentifiers)
}

/// Checks ISO 4217 currency codes.
enum CurrencyCode {
  /// Whether `code` is an ISO 4217 code Foundation knows, such as `EUR`.
  static func isValid(_ code: String) -> Bool {
    code.utf8.count == 3 && code.utf8.allSatisfy { $0 &- 65 < 26 } && known.contains(code)
  }

  private static let known: Set<String> = Set(
    Locale.commonISOCurrencyCodes + Locale.Currency.isoCurrencies.map(\.identifier))
}

/// Whether a byte is an ASCII letter.
func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 }
