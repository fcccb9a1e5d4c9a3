import Testing

@testable import TableShim

struct InMemoryPlayers: Repository {
  let players: [Player]
  func fetchAll() -> [Player] { players }
}

struct Unreachable: Error, CustomStringConvertible {
  var description: String { "the server did not answer" }
}

struct FailingPlayers: Repository {
  func fetchAll() throws -> [Player] { throw Unreachable() }
}

struct SlowPlayers: Repository {
  func fetchAll() -> [Player] { [] }
  func fetchAll() async throws -> [Player] {
    await Task.yield()
    return [Player(name: "Kane", country: "England")]
  }
}

private func definition<R: Repository>(_ repository: R) -> TableDataSource<R>
where R.Item == Player {
  TableDataSource(
    repository: repository, title: "Players", section: { $0.country },
    footer: { _, players in "\(players.count) players" },
    row: { CellModel(PlayerCell.self, item: $0) })
}

@Test func oneDefinitionRendersItemsFromAnyRepository() throws {
  var shim = TableShim()
  shim.register(PlayerCell.self)
  let memory = InMemoryPlayers(players: [
    Player(name: "Son", country: "대한민국"), Player(name: "Messi", country: "Argentina"),
    Player(name: "Park", country: "대한민국"),
  ])
  let model = try definition(memory).makeModel()
  #expect(model.sections.map(\.header) == ["대한민국", "Argentina"])
  #expect(
    try shim.render(model, as: .markdown) == """
      # Players

      ## 대한민국

      - Son — *대한민국*
      - Park — *대한민국*

      2 players

      ## Argentina

      - Messi — *Argentina*

      1 players

      """)
}

@Test func aRepositoryErrorSurfacesAsAnError() {
  #expect(throws: Unreachable.self) { try definition(FailingPlayers()).makeModel() }
}

private func synchronousModel(of repository: SlowPlayers) throws -> TableViewModel {
  try definition(repository).makeModel()
}

@Test func theAsyncFetchIsUsedFromAsyncCode() async throws {
  let model = try await definition(SlowPlayers()).makeModel()
  #expect(model.sections.map(\.header) == ["England"])
  #expect(try synchronousModel(of: SlowPlayers()).sections.isEmpty)
}

@Test func withoutSectionsEveryItemIsInOneSection() throws {
  let source = TableDataSource(
    repository: InMemoryPlayers(players: [Player(name: "a", country: "b")])
  ) {
    CellModel(text: $0.name)
  }
  let model = try source.makeModel()
  #expect(model.sections.count == 1)
  #expect(model.sections[0].header == nil)
}
