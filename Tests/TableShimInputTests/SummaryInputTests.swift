import TableShim
import Testing

@testable import TableShimInput

/// The columns of each section of an input, in order.
private func columns(_ text: String, _ format: InputFormat) throws -> [[Column]] {
  let model = try TableInput.model(from: .text(text, name: "t"), format: format)
  return model.sections.map { $0.columns ?? [] }
}

/// The error an input makes, as the CLI prints it.
private func failure(_ text: String, _ format: InputFormat) -> String {
  do {
    _ = try TableInput.model(from: .text(text, name: "t"), format: format)
    return "no error"
  } catch {
    return "\(error)"
  }
}

private let list = """
  ## A
  @columns Name | Price | Goals
  @summary Price = sum, mean:Average
  @grand-summary Price = sum
  @summary Goals = count-present
  - x | 1.5 | 3
  ## B
  - y | 2 |

  """

@Test func listFileSummaryDirectivesGiveTheColumnsTheirAggregates() throws {
  let sections = try columns(list, .list)
  #expect(sections[0][1].summaries == [.sum, .mean.labelled("Average")])
  #expect(sections[0][1].grandSummaries == [.sum])
  #expect(sections[0][2].summaries == [.countPresent])
  // Inherited with the columns.
  #expect(sections[1] == sections[0])
}

@Test func summariesRoundTripThroughJSONAndTheListFile() throws {
  let model = try TableInput.model(from: .text(list, name: "t"), format: .list)
  let json = try TableShim().render(model, as: .json)
  #expect(json.contains(#""summaries": ["sum", "mean:Average"], "grandSummaries": ["sum"]"#))
  let fromJSON = try TableInput.model(from: .text(json, name: "t.json"), format: .json)
  #expect(fromJSON.sections.map(\.columns) == model.sections.map(\.columns))
  #expect(try TableShim().render(fromJSON, as: .json) == json)
  let listAgain = try TableShim().render(fromJSON, as: .list)
  let fromList = try TableInput.model(from: .text(listAgain, name: "t"), format: .list)
  #expect(fromList.sections.map(\.columns) == model.sections.map(\.columns))
}

@Test func badSummariesArePositionedErrors() {
  #expect(
    failure("@columns A | B\n@summary B = sum, avg\n", .list)
      == "t:2:19: bad summary 'sum, avg'; expected sum, mean, min, max, count or "
      + "count-present, then optionally ':LABEL'")
  #expect(
    failure("@columns A | B\n@summary C = sum\n", .list)
      == "t:2:10: no column 'C'; the columns are 'A', 'B'")
  #expect(failure("@summary C = sum\n", .list).hasPrefix("t:1:10: '@summary' names a column"))
  #expect(failure("@columns A\n@grand-summary A\n", .list).hasPrefix("t:2:16: bad summary"))
  #expect(
    failure(
      #"{"sections": [{"columns": [{"title": "A", "summaries": ["sum", "mean:"]}], "rows": []}]}"#,
      .json) == "t:1:70: bad summary 'mean:'; expected a label after ':'")
}
