import Foundation

/// The names of months, weekdays and the halves of the day in a locale, looked up once per
/// column, which write a ``DateText`` through a ``DatePattern``.
final class DateNames {
  private let months: [[UInt8]]
  private let shortMonths: [[UInt8]]
  private let weekdays: [[UInt8]]
  private let shortWeekdays: [[UInt8]]
  private let am: [UInt8]
  private let pm: [UInt8]

  init(locale identifier: String?) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: identifier ?? "en_US_POSIX")
    func bytes(_ names: [String]?, count: Int, fallback: [String]) -> [[UInt8]] {
      let names = names ?? fallback
      return (names.count == count ? names : fallback).map { Array($0.utf8) }
    }
    months = bytes(formatter.monthSymbols, count: 12, fallback: English.months)
    shortMonths = bytes(
      formatter.shortMonthSymbols, count: 12, fallback: English.months.map { String($0.prefix(3)) })
    weekdays = bytes(formatter.weekdaySymbols, count: 7, fallback: English.weekdays)
    shortWeekdays = bytes(
      formatter.shortWeekdaySymbols, count: 7,
      fallback: English.weekdays.map { String($0.prefix(3)) })
    am = Array(formatter.amSymbol.utf8)
    pm = Array(formatter.pmSymbol.utf8)
  }

  private enum English {
    static let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    static let weekdays = [
      "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
  }

  /// Writes a date through a pattern.
  func write(_ date: DateText, _ pattern: DatePattern, into output: inout [UInt8]) {
    func padded(_ value: Int, _ width: Int) {
      let digits = Array(String(value).utf8)
      if digits.count < width {
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.count))
      }
      output.append(contentsOf: digits)
    }
    for token in pattern.tokens {
      switch token {
      case .text(let bytes):
        output.append(contentsOf: bytes)
      case .field("y", 2):
        padded(date.year % 100, 2)
      case .field("y", let count):
        padded(date.year, count)
      case .field("M", let count):
        switch count {
        case 1, 2: padded(date.month, count)
        case 3: output.append(contentsOf: shortMonths[date.month - 1])
        default: output.append(contentsOf: months[date.month - 1])
        }
      case .field("d", let count):
        padded(date.day, min(count, 2))
      case .field("E", let count):
        output.append(contentsOf: count >= 4 ? weekdays[date.weekday] : shortWeekdays[date.weekday])
      case .field("H", let count):
        padded(date.hour, min(count, 2))
      case .field("h", let count):
        padded(date.hour % 12 == 0 ? 12 : date.hour % 12, min(count, 2))
      case .field("m", let count):
        padded(date.minute, min(count, 2))
      case .field("s", let count):
        padded(date.second, min(count, 2))
      case .field("S", let count):
        for index in 0..<count {
          let position = date.fraction.startIndex + index
          output.append(position < date.fraction.endIndex ? date.fraction[position] : 48)
        }
      case .field("a", _):
        output.append(contentsOf: date.hour < 12 ? am : pm)
      case .field(_, _):
        // `X`: the zone as written.
        output.append(contentsOf: date.zone)
      }
    }
  }
}
