import Testing

@testable import TableShim

@Suite struct SparklineTests {
  let format = ColumnFormat.sparkline()

  @Test func valuesScaleBetweenTheCellsOwnSmallestAndLargest() {
    #expect(format.format("0 1 2 3 4 5 6 7") == "▁▂▃▄▅▆▇█")
    #expect(format.format("3 5 2 8") == "▂▅▁█")
    #expect(format.format("3,5;2, 8") == "▂▅▁█")
  }

  @Test func negativeNumbersAndDecimalsScale() {
    #expect(format.format("-7 0 7") == "▁▅█")
    #expect(format.format("-1.5 -0.5 -1") == "▁█▅")
    #expect(format.format("0.125 0.5 2.5e-1") == "▁█▃")
  }

  @Test func oneValueAndEqualValuesShowTheMiddleBlock() {
    #expect(format.format("42") == "▄")
    #expect(format.format("2 2 2") == "▄▄▄")
  }

  @Test func aFixedRangeScalesAndClampsEveryCellAlike() {
    let fixed = ColumnFormat.sparkline(range: 0...7)
    #expect(fixed.format("0 7 3.5") == "▁█▅")
    #expect(fixed.format("-10 100") == "▁█")
    #expect(fixed.format("7 7") == "██")
  }

  @Test func textThatIsNotAListOfNumbersDoesNotFormat() {
    for text in ["", "  ", "3 x 5", "nan 1", "inf", "0x10", "1..2 3", "--", "3 5 two"] {
      #expect(format.format(text) == nil, "\(text)")
    }
  }

  @Test func specsReadAndRoundTrip() throws {
    #expect(try ColumnFormat(spec: "sparkline") == .sparkline())
    let fixed = try ColumnFormat(spec: "sparkline:-1:2.5")
    #expect(fixed == .sparkline(range: -1...2.5))
    #expect(try ColumnFormat(spec: fixed.spec) == fixed)
    #expect(ColumnFormat.sparkline().spec == "sparkline")
  }

  @Test func badSpecsSayWhereAndWhat() {
    #expect(throws: ColumnFormat.SpecError.self) { try ColumnFormat(spec: "sparkline:1") }
    #expect(throws: ColumnFormat.SpecError.self) { try ColumnFormat(spec: "sparkline:5:1") }
    #expect(throws: ColumnFormat.SpecError.self) { try ColumnFormat(spec: "sparkline:a:1") }
    #expect(throws: ColumnFormat.SpecError.self) { try ColumnFormat(spec: "sparkline:0:1:2") }
    do {
      _ = try ColumnFormat(spec: "sparkline:5:1")
    } catch {
      #expect(error.offset == 12)
      #expect(error.expected.contains("above 5"))
    }
  }
}
