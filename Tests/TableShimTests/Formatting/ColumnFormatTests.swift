import Testing

@testable import TableShim

@Test func numberRoundsHalfToEvenAndGroups() {
  let format = ColumnFormat.number(decimals: 2)
  #expect(format.format("1234.5") == "1,234.50")
  #expect(format.format("-1234567.125") == "-1,234,567.12")
  #expect(format.format("2.675") == "2.68")
  #expect(format.format("0.005") == "0.00")
  #expect(format.format("0.015") == "0.02")
  #expect(format.format("999.999") == "1,000.00")
  #expect(format.format("-0.001") == "0.00")
  #expect(format.format("  42 ") == "42.00")
  #expect(format.format("+7") == "7.00")
  #expect(format.format(".5") == "0.50")
  #expect(format.format("1.5e3") == "1,500.00")
  #expect(format.format("12E-2") == "0.12")
  #expect(format.format("0") == "0.00")
  #expect(ColumnFormat.number(decimals: 0, grouping: false).format("1234.5") == "1234")
}

@Test func hugeNumbersKeepEveryDigit() {
  let format = ColumnFormat.number(decimals: 1)
  #expect(
    format.format("123456789012345678901234567890.25")
      == "123,456,789,012,345,678,901,234,567,890.2")
  #expect(format.format("1e400") != nil)
  #expect(format.format("1e401") == nil)
  #expect(format.format("1e-999999") == nil)
}

@Test func nonFiniteNumbersShowAsTheyCame() {
  let format = ColumnFormat.number(decimals: 2)
  #expect(format.format("NaN") == "NaN")
  #expect(format.format("-inf") == "-inf")
  #expect(format.format("Infinity") == "Infinity")
}

@Test func textThatIsNotANumberDoesNotFormat() {
  let format = ColumnFormat.number()
  for text in ["", "abc", "1,234", "1.2.3", "--1", "1e", "e5", "12%", "$5", "0x10", "1 2", "."] {
    #expect(format.format(text) == nil, "\(text)")
  }
}

@Test func integerAndPercent() {
  #expect(ColumnFormat.integer().format("1234.5") == "1,234")
  #expect(ColumnFormat.integer().format("1235.5") == "1,236")
  #expect(ColumnFormat.integer().format("-999999") == "-999,999")
  #expect(ColumnFormat.percent(decimals: 1).format("0.123") == "12.3%")
  #expect(ColumnFormat.percent(decimals: 0).format("-0.5") == "-50%")
  #expect(ColumnFormat.percent().format("12.5") == "1,250.00%")
}

@Test func currencyTakesItsDecimalsAndSymbol() {
  #expect(ColumnFormat.currency("USD").format("1234.5") == "$1,234.50")
  #expect(ColumnFormat.currency("USD").format("-1234.5") == "-$1,234.50")
  #expect(ColumnFormat.currency("JPY").format("1234.5") == "¥1,234")
  #expect(ColumnFormat.currency("EUR", locale: "de_DE").format("1234.5") == "1.234,50\u{A0}€")
  #expect(ColumnFormat.currency("USD", decimals: 0).format("1234.5") == "$1,234")
}

@Test func localesChangeSeparatorsAndGroups() {
  #expect(ColumnFormat.number(decimals: 1, locale: "de_DE").format("1234567.25") == "1.234.567,2")
  #expect(
    ColumnFormat.number(decimals: 0, locale: "en_IN").format("1234567890") == "1,23,45,67,890")
  #expect(
    ColumnFormat.number(decimals: 1, locale: "fr_FR").format("1234.5") == "1\u{202F}234,5")
}

@Test func scientificCompactAndBytes() {
  #expect(ColumnFormat.scientific().format("12345") == "1.23E4")
  #expect(ColumnFormat.scientific().format("-0.00012345") == "-1.23E-4")
  #expect(ColumnFormat.scientific(decimals: 1).format("9.96") == "1.0E1")
  #expect(ColumnFormat.scientific().format("0") == "0.00E0")
  #expect(ColumnFormat.compact().format("1234") == "1.2K")
  #expect(ColumnFormat.compact().format("3400000") == "3.4M")
  #expect(ColumnFormat.compact().format("5600000000") == "5.6B")
  #expect(ColumnFormat.compact().format("999960") == "1M")
  #expect(ColumnFormat.compact().format("1000") == "1K")
  #expect(ColumnFormat.compact().format("-12.34") == "-12.3")
  #expect(ColumnFormat.compact().format("1234000000000000") == "1,234T")
  #expect(ColumnFormat.bytes().format("1500") == "1.5 kB")
  #expect(ColumnFormat.bytes().format("999") == "999 B")
  #expect(ColumnFormat.bytes(.iec).format("1536") == "1.5 KiB")
  #expect(ColumnFormat.bytes(.iec).format("1048575") == "1 MiB")
  #expect(ColumnFormat.bytes(.iec).format("100") == "100 B")
  #expect(ColumnFormat.bytes(.iec).format("0") == "0 B")
  #expect(ColumnFormat.bytes().format("0") == "0 B")
  #expect(ColumnFormat.bytes(.iec).format("-2048") == "-2 KiB")
}

@Test func datesFromISOText() {
  #expect(ColumnFormat.date("d MMM yyyy").format("2024-03-05") == "5 Mar 2024")
  #expect(ColumnFormat.date("EEEE, MMMM d").format("2024-02-29") == "Thursday, February 29")
  #expect(ColumnFormat.date("EEE dd.MM.yy").format("1999-12-31T23:59:59Z") == "Fri 31.12.99")
  #expect(ColumnFormat.date("d MMMM yyyy", locale: "fr_FR").format("2024-08-01") == "1 août 2024")
  #expect(
    ColumnFormat.dateTime("yyyy-MM-dd h:mm a XXX").format("2024-03-05T14:30:00+02:00")
      == "2024-03-05 2:30 PM +02:00")
  #expect(ColumnFormat.dateTime("HH:mm:ss.SSS").format("2024-03-05 01:02:03.4") == "01:02:03.400")
  #expect(ColumnFormat.dateTime("'at' HH'h'").format("2024-03-05T09:00") == "at 09h")
  for text in [
    "2023-02-29", "2024-13-01", "2024-3-5", "05/03/2024", "2024-03-05T25:00", "2024-03-05x",
  ] {
    #expect(ColumnFormat.date().format(text) == nil, "\(text)")
  }
}

@Test func durationsFromSeconds() {
  #expect(ColumnFormat.duration().format("3723") == "1h 02m 03s")
  #expect(ColumnFormat.duration().format("125") == "2m 05s")
  #expect(ColumnFormat.duration().format("7") == "7s")
  #expect(ColumnFormat.duration().format("-61.6") == "-1m 02s")
  #expect(ColumnFormat.duration(.clock).format("3723") == "1:02:03")
  #expect(ColumnFormat.duration(.clock).format("90000") == "25:00:00")
  #expect(ColumnFormat.duration().format("1e20") == nil)
}

@Test func specsReadBackAsTheSameFormat() throws {
  let formats: [ColumnFormat] = [
    .number(), .number(decimals: 0, grouping: false, locale: "de_DE"), .integer(),
    .percent(decimals: 1), .currency("EUR", locale: "fr_FR"), .currency("USD", decimals: 0),
    .scientific(decimals: 3), .compact(), .bytes(.iec, decimals: 2), .date("d MMM yyyy"),
    .dateTime("yyyy-MM-dd'T'HH:mm"), .duration(.clock),
  ]
  for format in formats {
    #expect(try ColumnFormat(spec: format.spec) == format, "\(format.spec)")
  }
  #expect(try ColumnFormat(spec: "number:2") == .number(decimals: 2))
  #expect(try ColumnFormat(spec: "currency:EUR@de_DE") == .currency("EUR", locale: "de_DE"))
  #expect(try ColumnFormat(spec: "date:HH:mm") == .date("HH:mm"))
  #expect(try ColumnFormat(spec: "date") == .date())
  #expect(try ColumnFormat(spec: "bytes:iec") == .bytes(.iec))
}

@Test func badSpecsSayWhereAndWhat() {
  func failure(_ spec: String) -> ColumnFormat.SpecError? {
    do {
      _ = try ColumnFormat(spec: spec)
      return nil
    } catch {
      return error
    }
  }
  #expect(failure("nubmer:2")?.offset == 0)
  #expect(failure("number:x")?.offset == 7)
  #expect(failure("number:21")?.offset == 7)
  #expect(failure("currency")?.expected.contains("ISO 4217") == true)
  #expect(failure("currency:EURO")?.offset == 9)
  #expect(failure("number:2@xx_NOPE")?.offset == 9)
  #expect(failure("date:yyyy-QQ")?.offset == 10)
  #expect(failure("date:'open")?.offset == 5)
  #expect(failure("duration:hours")?.offset == 9)
  #expect(failure("number:2:nogroup:3")?.offset == 17)
  #expect(
    failure("nubmer")?.description
      == "format 'nubmer', character 1: expected a format: number, integer, percent, currency, "
      + "scientific, compact, bytes, date, datetime, duration, sparkline")
}

@Test func theFastPathWritesWhatTheExactPathWrites() {
  var generator = SystemRandomNumberGenerator()
  let formats: [ColumnFormat] = [
    .number(decimals: 0), .number(decimals: 2), .number(decimals: 4, grouping: false),
    .integer(), .percent(decimals: 1), .currency("USD"), .currency("JPY"),
    .currency("EUR", locale: "de_DE"), .number(decimals: 1, locale: "en_IN"),
  ]
  var texts = ["0", "-0", "0.5", "1.5", "2.5", "-2.5", "0.005", "999.995", "5.", ".5", "+12"]
  for _ in 0..<2_000 {
    let digits = Int.random(in: 1...18, using: &generator)
    var text = Bool.random(using: &generator) ? "-" : ""
    for _ in 0..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
    if Bool.random(using: &generator) {
      let point = Int.random(in: 0...digits, using: &generator)
      let start = text.index(text.endIndex, offsetBy: -point)
      text.insert(".", at: start)
    }
    texts.append(text)
  }
  for format in formats {
    let fast = CellFormatter(format)
    let exact = CellFormatter(format)
    exact.usesFastPath = false
    for text in texts {
      var bytes = Array(text.utf8)
      let (fastText, exactText) = bytes.withUnsafeMutableBufferPointer { buffer in
        let cell = UnsafeBufferPointer(buffer)
        let fastOutcome = fast.format(cell)
        let fastText = String(decoding: fast.output, as: UTF8.self) + "\(fastOutcome)"
        let exactOutcome = exact.format(cell)
        return (fastText, String(decoding: exact.output, as: UTF8.self) + "\(exactOutcome)")
      }
      #expect(fastText == exactText, "\(format.spec) \(text)")
    }
  }
}

@Test func writingIntoARowBufferWritesWhatFormatWrites() {
  let formats: [ColumnFormat] = [
    .number(decimals: 2), .integer(), .percent(decimals: 1, locale: "fr_FR"),
    .currency("EUR", locale: "de_DE"), .number(decimals: 30), .scientific(decimals: 2),
    .date("d MMM yyyy"),
  ]
  let texts = [
    "1234567.891", "-0.001", "0", "+12", "NaN", "-inf", "1e5", " 12 ", "abc", "0.5", "2.5",
    "12345678901234567890.5", "999999999999999999", "-99999999999999999.95", "2024-03-05",
  ]
  for format in formats {
    let buffer = RowBuffer()
    let formatter = CellFormatter(format)
    let exact = CellFormatter(format)
    exact.usesFastPath = false
    // Many cells in one buffer: it grows, and each is written after the ones before.
    var count = 0
    var expected: [UInt8] = []
    for _ in 0..<20 {
      for text in texts {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { cell in
          let outcome = formatter.write(UnsafeBufferPointer(cell), into: buffer, at: &count)
          let exactOutcome = exact.format(UnsafeBufferPointer(cell))
          #expect("\(outcome)" == "\(exactOutcome)", "\(format.spec) \(text)")
          if case .formatted = exactOutcome {
            expected += exact.output
          } else {
            expected += cell
          }
        }
      }
    }
    let written = Array(UnsafeBufferPointer(start: buffer.bytes, count: count))
    #expect(written == expected, "\(format.spec)")
  }
}
