import Testing

@testable import TableShim

// The Swift snippets of the DocC articles (Sources/TableShim/Documentation.docc/Articles),
// kept here so that they compile and do what the articles say. Types are nested in one enum
// per article so that their names do not clash with the other tests'.

@Test func gettingStartedRendersTheGridItShows() throws {
  let model = TableViewModel(title: "Soccer players") {
    Section("Forwards", columns: ["Name", "Country", "Goals"]) {
      Row(CellContent(columns: ["Messi", "Argentina", "112"]))
      Row(CellContent(columns: ["Son Heung-min", "대한민국", "51"]))
    }
  }
  let shim = TableShim()
  let expected = [
    "Soccer players", "==============", "", "Forwards", "--------",
    "Name           Country    Goals", "-------------  ---------  -----",
    "Messi          Argentina    112", "Son Heung-min  대한민국      51", "",
  ]
  #expect(try shim.render(model, as: .text) == expected.joined(separator: "\n"))
}

enum CellTypesAndReuseSnippet {
  final class IntCell: TableCell {
    var number = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      number = 0
    }
    override func makeContent() -> CellContent {
      var content = super.makeContent()
      content.text = "\(number)"
      return content
    }
  }
}

@Test func cellTypesAndReuseRegistersAndConfiguresACell() throws {
  typealias IntCell = CellTypesAndReuseSnippet.IntCell
  let shim = TableShim(cellTypes: [CellTypeDefinition(IntCell.self, identifier: "IntCell")])
  let row = CellModel(identifier: "IntCell", customData: 42) { cell, data in
    (cell as? IntCell)?.number = data as? Int ?? 0
  }
  #expect(
    try shim.render(TableViewModel(sections: [SectionModel(cells: [row])]), as: .text) == "- 42\n")
}

enum TypedCellsSnippet {
  struct Player {
    let name: String
    let country: String
  }

  final class PlayerCell: ItemCell<Player>, Reusable {
    override func configure(with player: Player) {
      text = player.name
      detailText = player.country
      style = .value1
    }
  }
}

@Test func typedCellsRenderTheirItem() throws {
  typealias PlayerCell = TypedCellsSnippet.PlayerCell
  var shim = TableShim()
  shim.register(PlayerCell.self)
  let row = CellModel(
    PlayerCell.self, item: TypedCellsSnippet.Player(name: "Messi", country: "Argentina"))
  #expect(
    try shim.render(TableViewModel(sections: [SectionModel(cells: [row])]), as: .markdown)
      == "- Messi — *Argentina*\n")
}

@Test func theSearchArticleMarksAndCounts() throws {
  let model = TableViewModel {
    Section {
      Row("Son"); Row("Kane")
    }
  }
  var shim = TableShim()
  shim.search = Search("son", highlightsMatches: true, countsMatches: true)
  let markdown = try shim.render(model, as: .markdown)
  #expect(markdown == "- **Son**\n\n*1 of 2*\n")
}

enum CellStatesSnippet {
  final class TaskCell: ItemCell<String>, Reusable, StateConfigurable {
    var configurations: [CellState: CellAppearance] = [
      .disabled: CellAppearance(secondaryText: "blocked")
    ]
    var currentState: CellState = .normal

    override func configure(with title: String) {
      text = title
      currentState = title.hasPrefix("!") ? .disabled : .normal
      updateForCurrentState()
    }
  }
}

@Test func cellStatesShowInEveryBackend() throws {
  var shim = TableShim()
  shim.register(CellStatesSnippet.TaskCell.self)
  let model = TableViewModel { Section { Row(CellStatesSnippet.TaskCell.self, item: "!ship") } }
  #expect(try shim.render(model, as: .text) == "- !ship [disabled]\n  blocked\n")
  #expect(try shim.render(model, as: .markdown).hasPrefix("- ~~!ship~~"))
}

enum RepositoriesSnippet {
  struct InMemoryPlayers: Repository {
    let players: [String]
    func fetchAll() -> [String] { players }
  }
}

@Test func theRepositoriesArticleBuildsAModel() throws {
  let source = TableDataSource(
    repository: RepositoriesSnippet.InMemoryPlayers(players: ["Messi", "Son"])
  ) {
    CellModel(text: $0)
  }
  let model = try source.makeModel()
  #expect(model.numberOfRows == 2)
}

@Test func theResultBuilderArticleBuildsTwoSections() throws {
  let showRetired = true
  let model = TableViewModel(title: "Players") {
    Section("Forwards", footer: "Goals for the national team.") {
      Row("Messi", detail: "Argentina")
      for name in ["Son", "Kane"] { Row(name) }
    }
    if showRetired {
      Section("Retired") { Row("Zidane", accessory: .checkmark) }
    }
  }
  #expect(model.sections.map(\.header) == ["Forwards", "Retired"])
  #expect(model.numberOfRows == 4)
}

@Test func buildingATableFromPartsShowsItsSummaryRows() throws {
  let price = Column(
    "Price", format: .currency("USD", decimals: 2),
    summaries: [.sum, .mean.labelled("Average")], grandSummaries: [.sum])
  let model = TableViewModel {
    Section("North", columns: ["Item", price]) {
      Row(CellContent(columns: ["Tea", "0.10"]))
      Row(CellContent(columns: ["Jam", "0.20"]))
    }
  }
  let lines = try TableShim().render(model, as: .text).split(separator: "\n").map(String.init)
  #expect(
    Array(lines.dropFirst(2)) == [
      "Item         Price", "-----------  -----", "Tea          $0.10", "Jam          $0.20",
      "-----------  -----", "Total        $0.30", "Average      $0.15", "-----------  -----",
      "Grand total  $0.30",
    ])
}
