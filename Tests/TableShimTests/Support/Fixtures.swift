import TableShim

/// Tables shared by the tests.
enum Fixtures {
  /// A table that uses every style, accessory and state, a footer and a headerless section.
  static var players: TableViewModel {
    TableViewModel(
      title: "Soccer players",
      sections: [
        SectionModel(
          header: "Forwards", footer: "Goals for the national team.",
          cells: [
            CellModel(text: "Messi", detail: "Argentina"),
            CellModel(text: "Son Heung-min", secondary: "대한민국", accessory: .disclosureIndicator),
            CellModel(
              CellContent(
                text: "Mbappé", detailText: "France", image: "⚽",
                link: "https://example.com/mbappe",
                style: .value2),
              id: "kylian mbappe"),
          ], id: "forwards"),
        SectionModel(
          header: "Retired",
          cells: [
            CellModel(CellContent(text: "Zidane", accessory: .checkmark, state: .selected)),
            CellModel(CellContent(text: "Beckham", accessory: .unchecked, state: .disabled)),
            CellModel(
              CellContent(text: "Park Ji-sung", accessory: .detailButton, state: .highlighted)),
          ]),
        SectionModel(cells: [CellModel(text: "Unassigned")]),
      ])
  }

  /// Strings that break naive escaping in some format.
  static let hostile = [
    "*_`#[]()<>!|~", "a\\b\\", "- dash", "+ plus", "1. one", "> quote", "# hash", "  spaced  ",
    "line\nbreak", "<script>alert('x')</script>", "&amp; &lt;", "\"quoted\" 'single'",
    "www.example.com", "tab\there", "esc\u{1B}[31m", "손흥민 👨‍👩‍👧‍👦",
  ]
}

/// A text stream that records each chunk it is handed.
struct ChunkRecorder: TextOutputStream {
  var chunks: [String] = []
  mutating func write(_ string: String) { chunks.append(string) }
}
