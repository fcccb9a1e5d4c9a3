import Foundation
import TableShimTesting
import Testing

/// The showcase's summary rows hold the sums and means of its data, computed here from the
/// rows of `Examples/cars.list`, not read back from the output.
@Suite struct ShowcaseSummaryTests {
  /// Each section's prices (whole dollars) and shares of sales (in thousandths), as the list
  /// file has them.
  private static func sections() throws -> [(prices: [Int], shares: [Int])] {
    let text = try String(contentsOfFile: "Examples/cars.list", encoding: .utf8)
    var sections: [(prices: [Int], shares: [Int])] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("## ") { sections.append(([], [])) }
      guard line.hasPrefix("- ") else { continue }
      // A row's id, `{#volta}`, ends its line.
      let row = line.range(of: " {#").map { line[..<$0.lowerBound] } ?? line
      let cells = row.dropFirst(2).split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      sections[sections.count - 1].prices.append(Int(cells[6])!)
      if let share = Double(cells[7]) {
        sections[sections.count - 1].shares.append(Int((share * 1000).rounded()))
      }
    }
    return sections
  }

  private static func dollars(_ value: Int) -> String {
    let digits = String(value)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    return "$" + grouped
  }

  private static func percent(thousandths: Int) -> String {
    "\(thousandths / 10).\(thousandths % 10)%"
  }

  /// The mean in whole dollars, rounded half to even as the currency format rounds.
  private static func mean(_ values: [Int]) -> Int {
    let sum = values.reduce(0, +)
    let (quotient, remainder) = sum.quotientAndRemainder(dividingBy: values.count)
    if remainder * 2 > values.count || (remainder * 2 == values.count && quotient % 2 == 1) {
      return quotient + 1
    }
    return quotient
  }

  @Test func theSummaryRowsHoldTheSumsAndMeansOfTheData() throws {
    let sections = try Self.sections()
    #expect(sections.count == 3)
    let result = try TableShimProcess.run(["text"], executable: "Showcase")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    func words(_ prefix: String) -> [[String]] {
      lines.filter { $0.hasPrefix(prefix) }.map {
        $0.dropFirst(prefix.count).split(separator: " ").map(String.init)
      }
    }
    let totals = words("Total ")
    let means = words("Mean ")
    #expect(totals.count == sections.count && means.count == sections.count)
    for (index, section) in sections.enumerated() where index < totals.count {
      #expect(
        totals[index] == [
          Self.dollars(section.prices.reduce(0, +)),
          Self.percent(thousandths: section.shares.reduce(0, +)),
        ])
      #expect(means[index] == [Self.dollars(Self.mean(section.prices))])
    }
    let prices = sections.flatMap(\.prices)
    let shares = sections.flatMap(\.shares)
    #expect(
      words("Grand total ") == [
        [Self.dollars(prices.reduce(0, +)), Self.percent(thousandths: shares.reduce(0, +))]
      ])
    #expect(words("Grand mean ") == [[Self.dollars(Self.mean(prices))]])
  }
}
