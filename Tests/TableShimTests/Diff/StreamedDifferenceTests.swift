import Testing

@testable import TableShim

/// The streamed difference renders what the library renders from the tables held.
private func streamedOutput(
  old: TableViewModel, new: TableViewModel, as format: OutputFormat, context: Int?
) throws -> String? {
  guard
    let streamed = try StreamedDifference(old: { old.events }, new: { new.events })
  else { return nil }
  if streamed.isEmpty, context != nil {
    try streamed.verify()
    return ""
  }
  var bytes: [UInt8] = []
  try streamed.render(as: format, context: context) { bytes.append(contentsOf: $0) }
  return String(decoding: bytes, as: UTF8.self)
}

@Test func streamedDifferenceRendersWhatTheLibraryRenders() throws {
  var generator = SeededGenerator(seed: 2026)
  for _ in 0..<400 {
    let old = RandomTables.table(using: &generator)
    let new = RandomTables.edited(old, using: &generator)
    let difference = TableDifference(from: old, to: new)
    let streamed = try #require(
      try StreamedDifference(old: { old.events }, new: { new.events }))
    #expect(streamed.isEmpty == difference.isEmpty)
    #expect(streamed.counts == difference.counts)
    for (index, format) in [OutputFormat.text, .markdown, .json, .html].enumerated() {
      for context in [0, 1, 3, nil] as [Int?] {
        // A format may refuse the difference's table (JSON has no room for a list row's text
        // in a grid section): then both refuse it.
        let expected = try? difference.render(as: .table(format), context: context)
        let found = try? streamedOutput(old: old, new: new, as: format, context: context)
        #expect(found == expected, "\(format) context \(String(describing: context))")
        if index == 0 { #expect(expected != nil) }
      }
    }
  }
}

@Test func streamedDifferenceOfLongSectionsWithMovesCollapsesAsTheLibraryDoes() throws {
  var generator = SeededGenerator(seed: 7)
  for _ in 0..<20 {
    var old = TableViewModel(title: "Long")
    for section in 0..<3 {
      old.sections.append(
        SectionModel(
          header: "S\(section)", columns: ["id", "value"],
          cells: (0..<60).map { row in
            let id = section * 100 + row
            return CellModel(CellContent(columns: ["\(id)", "v\(id % 7)"]), id: "\(id)")
          }))
    }
    var new = old
    for _ in 0..<12 {
      let from = Int.random(in: 0..<3, using: &generator)
      let to = Int.random(in: 0..<3, using: &generator)
      guard !new.sections[from].cells.isEmpty else { continue }
      let row = new.sections[from].cells.remove(
        at: Int.random(in: new.sections[from].cells.indices, using: &generator))
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        new.sections[to].cells.insert(
          row, at: Int.random(in: 0...new.sections[to].cells.count, using: &generator))
      case 1:
        var changed = CellModel(CellContent(columns: ["x", "changed"]))
        changed.id = row.id
        new.sections[from].cells.append(changed)
      default:
        break
      }
    }
    new.sections.swapAt(0, 2)
    let difference = TableDifference(from: old, to: new)
    for context in [0, 2, 3, nil] as [Int?] {
      let expected = try difference.render(as: .text, context: context)
      #expect(try streamedOutput(old: old, new: new, as: .text, context: context) == expected)
    }
  }
}

@Test func streamedDifferenceRefusesCustomRowsAndPossibleDuplicateIDs() throws {
  let plain = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "a", id: "1")])])
  let custom = TableViewModel(sections: [
    SectionModel(cells: [CellModel(identifier: "Int", customData: 1) { _, _ in }])
  ])
  let duplicates = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a", id: "1"), CellModel(text: "b", id: "1")])
  ])
  let duplicateSections = TableViewModel(sections: [
    SectionModel(header: "A", id: "s"), SectionModel(header: "B", id: "s"),
  ])
  #expect(try StreamedDifference(old: { plain.events }, new: { custom.events }) == nil)
  #expect(try StreamedDifference(old: { duplicates.events }, new: { plain.events }) == nil)
  #expect(try StreamedDifference(old: { plain.events }, new: { duplicateSections.events }) == nil)
  #expect(try StreamedDifference(old: { plain.events }, new: { plain.events }) != nil)
}

/// A table that is `first` on its first reading and `later` on every other, as two rows whose
/// hashes collide would look to the second reading.
private final class ChangingTable {
  private let first: TableViewModel
  private let later: TableViewModel
  private var readings = 0

  init(first: TableViewModel, later: TableViewModel) {
    self.first = first
    self.later = later
  }

  func open() -> any TableEventSource {
    readings += 1
    return readings == 1 ? first.events : later.events
  }
}

@Test func pairsThatDifferFromWhatTheirHashesSaidStopTheRenderBeforeItWrites() throws {
  let old = TableViewModel(sections: [
    SectionModel(
      columns: ["id", "v"],
      cells: [
        CellModel(CellContent(columns: ["1", "a"]), id: "1"),
        CellModel(CellContent(columns: ["2", "b"]), id: "2"),
      ])
  ])
  let otherContent = TableViewModel(sections: [
    SectionModel(
      columns: ["id", "v"],
      cells: [
        CellModel(CellContent(columns: ["1", "a"]), id: "1"),
        CellModel(CellContent(columns: ["2", "changed"]), id: "2"),
      ])
  ])
  let otherKey = TableViewModel(sections: [
    SectionModel(
      columns: ["id", "v"],
      cells: [
        CellModel(CellContent(columns: ["1", "a"]), id: "1"),
        CellModel(CellContent(columns: ["2", "b"]), id: "3"),
      ])
  ])
  for later in [otherContent, otherKey] {
    let new = ChangingTable(first: old, later: later)
    let streamed = try #require(
      try StreamedDifference(old: { old.events }, new: { new.open() }))
    #expect(streamed.isEmpty)
    var written = 0
    #expect(throws: StreamedDifferenceError.self) {
      try streamed.render(as: .text, context: nil) { written += $0.count }
    }
    #expect(written == 0)
    #expect(throws: StreamedDifferenceError.self) { try streamed.verify() }
  }
}

@Test func aMismatchInALaterSectionStopsTheRenderBeforeAnEarlierSectionIsWritten() throws {
  func table(_ last: String) -> TableViewModel {
    TableViewModel(sections: [
      SectionModel(
        header: "first", columns: ["id", "v"],
        cells: (1...50).map { CellModel(CellContent(columns: ["\($0)", "x"]), id: "\($0)") }),
      SectionModel(
        header: "second", columns: ["id", "v"],
        cells: [CellModel(CellContent(columns: ["99", last]), id: "99")]),
    ])
  }
  let old = table("a")
  for format in [OutputFormat.text, .markdown, .html] {
    let new = ChangingTable(first: old, later: table("changed"))
    let streamed = try #require(
      try StreamedDifference(old: { old.events }, new: { new.open() }))
    var written = 0
    #expect(throws: StreamedDifferenceError.self) {
      try streamed.render(as: format, context: nil) { written += $0.count }
    }
    #expect(written == 0, "\(format)")
  }
}

@Test func aTableThatLosesRowsBetweenReadingsIsAnError() throws {
  let rows = (1...5).map { CellModel(text: "row \($0)", id: "\($0)") }
  let full = TableViewModel(sections: [SectionModel(cells: rows)])
  let shorter = TableViewModel(sections: [SectionModel(cells: Array(rows.prefix(2)))])
  let old = ChangingTable(first: full, later: shorter)
  let streamed = try #require(
    try StreamedDifference(old: { old.open() }, new: { full.events }))
  #expect {
    try streamed.verify()
  } throws: { error in
    "\(error)" == "the old table changed while it was read: it has fewer rows than at first"
  }
}

@Test func aPairLeftOutThatDiffersFromWhatItsHashesSaidStopsTheRenderBeforeItWrites() throws {
  func table(_ values: [String]) -> TableViewModel {
    TableViewModel(sections: [
      SectionModel(
        columns: ["id", "v"],
        cells: values.enumerated().map { row, value in
          CellModel(CellContent(columns: ["\(row)", value]), id: "\(row)")
        })
    ])
  }
  let values = (0..<40).map { "v\($0)" }
  var edited = values
  edited[0] = "changed"
  // Row 30 is far from the change: every context below leaves it out.
  var later = edited
  later[30] = "changed between readings"
  for format in [OutputFormat.text, .markdown] {
    for context in [0, 1, 3] {
      let new = ChangingTable(first: table(edited), later: table(later))
      let streamed = try #require(
        try StreamedDifference(old: { table(values).events }, new: { new.open() }))
      #expect(!streamed.isEmpty)
      var written = 0
      #expect(throws: StreamedDifferenceError.self) {
        try streamed.render(as: format, context: context) { written += $0.count }
      }
      #expect(written == 0, "\(format) context \(context)")
    }
  }
}
