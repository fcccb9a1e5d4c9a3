import Testing

@testable import TableShim

enum Position { case forward, keeper }

@Test func theBuilderTakesIfIfLetForSwitchAndTypedRows() throws {
  let substitutes = ["Kane", "Son"]
  let captain: String? = "Messi"
  let showKeepers = false
  let position = Position.forward
  var shim = TableShim()
  shim.register(IntCell.self)
  let model = TableViewModel(title: "Squad") {
    Section("Forwards", footer: "Goals for the national team.") {
      Row("Mbappé", detail: "France")
      if let captain { Row(captain, secondary: "captain") }
      for name in substitutes { Row(name) }
      switch position {
      case .forward: Row(IntCell.self, item: 9)
      case .keeper: Row(IntCell.self, item: 1)
      }
    }
    if showKeepers {
      Section("Keepers") { Row("Buffon") }
    } else {
      Section("Coaches", id: "coaches") { Row(CellContent(text: "Scaloni", accessory: .checkmark)) }
    }
  }
  #expect(model.title == "Squad")
  #expect(model.sections.map(\.header) == ["Forwards", "Coaches"])
  #expect(model.sections[1].id == AnyHashable("coaches"))
  #expect(
    try shim.render(model, as: .text) == """
      Squad
      =====

      Forwards
      --------
      - Mbappé — France
      - Messi
        captain
      - Kane
      - Son
      - #9

      Goals for the national team.

      Coaches
      -------
      [x] Scaloni

      """)
}
