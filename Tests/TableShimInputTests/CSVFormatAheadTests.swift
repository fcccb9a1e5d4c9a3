import TableShim
import Testing

@testable import TableShimInput

/// Events held in a list, handed out in order.
private struct HeldEvents: TableEventSource {
  var events: [TableEvent]

  mutating func nextEvent() -> TableEvent? {
    events.isEmpty ? nil : events.removeFirst()
  }
}

/// The events of a CSV text, its columns formatted as the command line formats them, and
/// with the formats of `ahead` given to the reading thread.
private func events(
  _ text: String, formats: [String: ColumnFormat], ahead: [String: ColumnFormat],
  readingAhead: Bool = true, groupBy: String? = nil
) throws -> [TableEvent] {
  var decoder = try CSVDecoder(
    .text(text, name: "t.csv"), groupBy: groupBy, readingAhead: readingAhead)
  decoder.formatAhead(ahead)
  var events: [TableEvent] = []
  while let event = try decoder.nextEvent() {
    guard case .beginSection(let header, let columns?, let id) = event else {
      events.append(event)
      continue
    }
    let formatted = columns.map { column in
      var column = column
      if let format = formats[column.title] { column.format = format }
      return column
    }
    events.append(.beginSection(header: header, columns: formatted, id: id))
  }
  return events
}

private let amounts = """
  Name,Amount,Share,When,Note
  Messi,1234567.891,0.1234,2024-03-05,x
  Son,-0.001,1,2024-03-06,
  Kane,NaN,0.5e-1,soon,y
  Zidane,12345678901234567890.5,abc,,z
  Müller, 12 ,-0.00049,2024-12-31,
  梅西,,0.9995,2024-01-01,w
  """

private let formats: [String: ColumnFormat] = [
  "Amount": .number(decimals: 2), "Share": .percent(decimals: 1, locale: "fr_FR"),
  "When": .date("d MMM yyyy"),
]

@Test func formattingAheadRendersWhatTheRendererWrites() throws {
  let ahead = try events(amounts, formats: formats, ahead: formats)
  let behind = try events(amounts, formats: formats, ahead: [:])
  for format in [OutputFormat.html, .text, .markdown, .latex, .csv] {
    var aheadText = ""
    var behindText = ""
    try TableShim().render(events: HeldEvents(events: ahead), as: format, to: &aheadText)
    try TableShim().render(events: HeldEvents(events: behind), as: format, to: &behindText)
    #expect(aheadText == behindText, "\(format.name)")
    #expect(aheadText.contains("1,234,567.89"), "\(format.name)")
  }
}

@Test func formattingAheadMarksTheColumnsItFormats() throws {
  let ahead = try events(amounts, formats: formats, ahead: formats)
  guard case .beginSection(_, let columns?, _) = ahead.first else {
    Issue.record("no section")
    return
  }
  // The date format is left to the renderer.
  #expect(columns.map(\.formattedAhead) == [nil, formats["Amount"], formats["Share"], nil, nil])
  guard case .cell(let row) = ahead[1] else {
    Issue.record("no row")
    return
  }
  let share = try #require(formats["Share"]?.format("0.1234"))
  #expect(row.contentShownAsIs?.columns == ["Messi", "1,234,567.89", share, "2024-03-05", "x"])
}

@Test func formattingAheadNeedsAReadAheadWithoutGroups() throws {
  for (readingAhead, groupBy) in [(false, String?.none), (true, "Note")] {
    let events = try events(
      amounts, formats: formats, ahead: formats, readingAhead: readingAhead, groupBy: groupBy)
    for case .beginSection(_, let columns?, _) in events {
      #expect(columns.allSatisfy { $0.formattedAhead == nil })
    }
    for case .cell(let row) in events {
      #expect(row.contentShownAsIs?.columns.contains("1,234,567.89") == false)
    }
  }
}
