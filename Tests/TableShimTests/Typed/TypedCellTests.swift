import Testing

@testable import TableShim

struct Player: Searchable, Equatable {
  let name: String
  let country: String
  var query: String { "\(name) \(country)" }
}

final class PlayerCell: ItemCell<Player>, Reusable {
  override func configure(with player: Player) {
    text = player.name
    detailText = player.country
    style = .value1
  }
}

final class IntCell: ItemCell<Int>, Reusable {
  override func configure(with number: Int) { text = "#\(number)" }
}

@Test func reuseIdentifiersDefaultToTheTypeName() {
  #expect(PlayerCell.reuseIdentifier == "PlayerCell")
  #expect(IntCell.reuseIdentifier == "IntCell")
  #expect(
    CellModel(PlayerCell.self, item: Player(name: "a", country: "b")).identifier == "PlayerCell")
}

@Test func oneTableMixesSeveralCellTypesAcrossAndWithinSections() throws {
  var shim = TableShim()
  shim.register(PlayerCell.self)
  shim.register(IntCell.self)
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(PlayerCell.self, item: Player(name: "Messi", country: "Argentina")),
      CellModel(IntCell.self, item: 10),
    ]),
    SectionModel(cells: [CellModel(text: "plain"), CellModel(IntCell.self, item: 7)]),
  ])
  #expect(try shim.render(model, as: .text) == "- Messi — Argentina\n- #10\n\n- plain\n- #7\n")
}

@Test func aTypedRowForAnUnregisteredCellIsAnErrorNamingIt() {
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(IntCell.self, item: 1)])])
  #expect {
    try TableShim().render(model, as: .text)
  } throws: { "\($0)" == "row [0, 0]: no cell type is registered as 'IntCell'" }
}

@Test func aTypedRowWhoseIdentifierMakesAnotherClassIsAMismatch() {
  var shim = TableShim()
  shim.register(CellTypeDefinition(TableCell.self, identifier: "IntCell"))
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(IntCell.self, item: 1)])])
  #expect {
    try shim.render(model, as: .text)
  } throws: { "\($0)" == "row [0, 0]: cell 'IntCell' expected IntCell, found TableCell" }
}

@Test func aTypedRowWithDataOfAnotherTypeIsAMismatch() {
  var shim = TableShim()
  shim.register(IntCell.self)
  var row = CellModel(IntCell.self, item: 1)
  row.customData = "one"
  let model = TableViewModel(sections: [SectionModel(cells: [row])])
  #expect {
    try shim.render(model, as: .text)
  } throws: { "\($0)" == "row [0, 0]: cell 'IntCell' expected Int, found String" }
}

@Test func theTypedDequeueReturnsTheCellClassOrThrows() throws {
  var shim = TableShim()
  shim.register(PlayerCell.self)
  shim.register(CellTypeDefinition(TableCell.self, identifier: "IntCell"))
  var queue = shim.makeReuseQueue()
  let path = IndexPath(row: 0, section: 0)
  let cell = try queue.dequeueReusableCell(PlayerCell.self, for: path)
  cell.item = Player(name: "Son", country: "대한민국")
  #expect(cell.makeContent().text == "Son")
  #expect(try queue.dequeueReusableCell(PlayerCell.self, for: path) === cell)
  #expect(cell.item == nil)
  #expect(throws: TableShimError.self) { try queue.dequeueReusableCell(IntCell.self, for: path) }
}
