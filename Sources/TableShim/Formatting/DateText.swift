/// A date, with a time or without, read from ISO 8601 text: `2024-03-05`,
/// `2024-03-05T14:30`, `2024-03-05 14:30:15.250+02:00`, `2024-03-05T14:30:15Z`.
struct DateText {
  var year = 0
  var month = 1
  var day = 1
  var hour = 0
  var minute = 0
  var second = 0
  /// The digits of the fraction of a second, as written.
  var fraction: ArraySlice<UInt8> = []
  /// The time zone as written (`Z`, `+02:00`), if any.
  var zone: ArraySlice<UInt8> = []

  /// Reads a date or a date and time, or gives `nil` when the text is not one or names a day
  /// that does not exist.
  init?(_ text: UnsafeBufferPointer<UInt8>) {
    let bytes = ArraySlice(text)
    var index = bytes.startIndex
    func number(_ count: Int) -> Int? {
      guard index + count <= bytes.endIndex else { return nil }
      var value = 0
      for offset in 0..<count {
        let byte = bytes[index + offset]
        guard isDigit(byte) else { return nil }
        value = value * 10 + Int(byte &- 48)
      }
      index += count
      return value
    }
    func skip(_ byte: Character) -> Bool {
      guard index < bytes.endIndex, bytes[index] == byte.asciiValue else { return false }
      index += 1
      return true
    }
    guard let year = number(4), skip("-"), let month = number(2), skip("-"),
      let day = number(2), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
    guard index < bytes.endIndex else { return }
    guard skip("T") || skip(" "), let hour = number(2), skip(":"), let minute = number(2),
      hour < 24, minute < 60
    else { return nil }
    (self.hour, self.minute) = (hour, minute)
    if skip(":") {
      guard let second = number(2), second < 60 else { return nil }
      self.second = second
      if skip(".") || skip(",") {
        let start = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        fraction = bytes[start..<index]
      }
    }
    let zoneStart = index
    if skip("Z") {
      zone = bytes[zoneStart..<index]
    } else if skip("+") || skip("-") {
      guard let zoneHour = number(2), zoneHour < 24 else { return nil }
      if skip(":") || (index < bytes.endIndex && isDigit(bytes[index])) {
        guard let zoneMinute = number(2), zoneMinute < 60 else { return nil }
      }
      zone = bytes[zoneStart..<index]
    }
    guard index == bytes.endIndex else { return nil }
  }

  /// The number of days in a month of the proleptic Gregorian calendar.
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The day of the week, 0 for Sunday.
  var weekday: Int {
    // Days from 1970-01-01 (a Thursday), by Howard Hinnant's days-from-civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return ((days % 7) + 7 + 4) % 7
  }
}
