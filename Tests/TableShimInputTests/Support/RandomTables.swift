import TableShim

@testable import TableShimInput

/// A seeded generator (SplitMix64), so that a failing table can be made again from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random tables of the kinds each data format holds, made as the decoders make them.
struct RandomTables {
  /// What the tables may hold.
  enum Domain {
    /// Everything the JSON schema holds.
    case json
    /// What a list file holds: no line breaks but in footers, no blanks at the ends of a
    /// text, no state, link or detail key, one style per section.
    case list
    /// One section of cells, without a header: what CSV and TSV hold.
    case records
    /// Several sections with distinct headers and the same columns, each with rows: what CSV
    /// with a section column gives back through grouping.
    case groupedRecords
  }

  var random: SeededGenerator
  let domain: Domain

  /// Pieces of text that break naive writers and readers.
  private static let hostile = [
    "a", "bc", "Messi", "손흥민", "大韓民國", "👨‍👩‍👧", "👍🏽", "é", "e\u{301}", " ", "\t", "|",
    "\\", "\\|", "\\\\", "\"", "'", ",", ";", "{#x}", "{#}", "\\{#y}", "#", "##", "-", "> ",
    "[x] ", "[ ]", "@columns", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}",
    "\u{FEFF}", "\u{2028}", "\u{200B}", "\\n", "\\t", "\\r", "<b>", "&amp;", "\u{FFFD}",
  ]
  private static let breaks = ["\n", "\r\n", "\r"]

  init(seed: UInt64, domain: Domain) {
    random = SeededGenerator(seed: seed)
    self.domain = domain
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }
  private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// A text of a few pieces, with line breaks where the domain allows them.
  mutating func text(breaks allowsBreaks: Bool = true, nonEmpty: Bool = false) -> String {
    var text = ""
    for _ in 0..<int(nonEmpty ? 1...4 : 0...4) {
      if allowsBreaks, domain != .list, chance(10) {
        text += Self.breaks[int(0...2)]
      } else {
        text += Self.hostile[int(0...(Self.hostile.count - 1))]
      }
    }
    guard domain == .list || domain == .groupedRecords else { return text }
    // A list file trims spaces and tabs at the ends of a text.
    text = String(text.drop { $0 == " " || $0 == "\t" })
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    if nonEmpty, text.isEmpty { text = "x" }
    return text
  }

  /// An id: in a list file, no white space and no `}`.
  mutating func id() -> String {
    guard domain == .list else { return text() }
    let id = text(nonEmpty: true).unicodeScalars.filter {
      !$0.properties.isWhitespace && $0 != "}"
    }
    return id.isEmpty ? "id" : String(String.UnicodeScalarView(id))
  }

  /// A table of the domain.
  mutating func table() -> TableViewModel {
    switch domain {
    case .records:
      let columns = (0..<int(1...4)).map { _ in text() }
      return TableViewModel(sections: [section(header: nil, columns: columns)])
    case .groupedRecords:
      let columns = (0..<int(1...3)).map { _ in text() }
      var headers: [String] = []
      for _ in 0..<int(1...4) {
        let header = text(nonEmpty: true)
        if !headers.contains(header) { headers.append(header) }
      }
      return TableViewModel(sections: headers.map { section(header: $0, columns: columns) })
    case .json, .list:
      var columns: [String]? = nil
      var sections: [SectionModel] = []
      for _ in 0..<int(0...4) {
        if chance(50) {
          columns =
            chance(30)
            ? nil : (0..<int(1...4)).map { _ in text(breaks: false, nonEmpty: domain == .list) }
        }
        var section = section(
          header: chance(70) ? text(breaks: false, nonEmpty: domain == .list) : nil,
          columns: columns)
        if chance(30) { section.id = id() }
        if chance(30) { section.footer = text() }
        sections.append(section)
      }
      return TableViewModel(
        title: chance(50) ? text(breaks: false, nonEmpty: domain == .list) : nil, sections: sections
      )
    }
  }

  /// A section of rows, made as a decoder makes them.
  private mutating func section(header: String?, columns: [String]?) -> SectionModel {
    let isRecords = domain == .records || domain == .groupedRecords
    let sectionStyle: CellStyle? =
      domain == .list && chance(40) ? CellStyle.allCases[int(0...3)] : nil
    var rows: [CellModel] = []
    for _ in 0..<int(isRecords && domain == .groupedRecords ? 1...4 : 0...5) {
      var cells = (0..<int(1...(columns?.count ?? 4))).map { _ in
        text(breaks: domain != .list)
      }
      if let columns { cells += repeatElement("", count: columns.count - cells.count) }
      var accessory = CellAccessory.none
      if !isRecords, chance(30) { accessory = chance(50) ? .checkmark : .unchecked }
      if domain == .list, accessory == .none, let first = cells.first, first.hasPrefix("[") {
        cells[0] = "x" + first
      }
      var style = sectionStyle
      if domain == .json, chance(30) { style = CellStyle.allCases[int(0...3)] }
      var content = CellContent.row(cells, style: style, accessory: accessory)
      var id: String?
      if domain == .json {
        if chance(20) {
          content.detailText = text()
          if style == nil, content.style == .default { content.style = .value1 }
        }
        if chance(20) { content.state = CellState.allCases[int(0...3)] }
        if chance(20) { content.link = text() }
      }
      if !isRecords, chance(30) { id = self.id() }
      rows.append(CellModel(content, id: id))
    }
    return SectionModel(header: header, columns: columns?.map { Column($0) }, cells: rows)
  }
}

/// Everything a table holds, a line each, to compare two tables.
func dump(_ model: TableViewModel) -> [String] {
  var lines = ["title \(String(reflecting: model.title))"]
  for section in model.sections {
    lines.append(
      "section \(String(reflecting: section.header)) id \(String(reflecting: section.id))"
        + " columns \(String(reflecting: section.columns?.map(\.title)))"
        + " footer \(String(reflecting: section.footer))")
    for row in section.cells {
      guard let content = row.customData as? CellContent else {
        lines.append("row ?")
        continue
      }
      lines.append(
        "row \(content.columns.debugDescription) text \(content.text.debugDescription)"
          + " detail \(String(reflecting: content.detailText))"
          + " secondary \(String(reflecting: content.secondaryText))"
          + " \(content.accessory) \(content.state) \(content.style)"
          + " link \(String(reflecting: content.link)) id \(String(reflecting: row.id))")
    }
  }
  return lines
}
