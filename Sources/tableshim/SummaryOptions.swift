internal import TableShim

extension ColumnFormatOptions {
  /// Reads `--summary TITLE=AGGREGATES` or `--grand-summary TITLE=AGGREGATES`, such as
  /// `Goals=sum,mean:Average`: the title is everything before the first `=`.
  mutating func addSummary(_ value: String, grand: Bool) throws {
    let option = grand ? "--grand-summary" : "--summary"
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
      throw UsageError.badValue(
        option: option, value: value,
        expected: "COLUMN=AGGREGATES, such as 'Goals=sum,mean' (see Docs/Summaries.md)")
    }
    let title = String(value[..<equals])
    let list = String(value[value.index(after: equals)...])
    do {
      let aggregates = try Aggregate.list(spec: list)
      if grand { grandSummaries[title] = aggregates } else { summaries[title] = aggregates }
    } catch {
      throw UsageError.badValue(
        option: option, value: value,
        expected: "\(error.expected) at character \(error.offset + 1) of '\(list)'")
    }
    addTitle(title)
  }
}
