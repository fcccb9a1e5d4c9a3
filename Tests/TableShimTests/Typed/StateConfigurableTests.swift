import Testing

@testable import TableShim

struct Chore {
  let title: String
  let state: CellState
}

final class ChoreCell: ItemCell<Chore>, Reusable, StateConfigurable {
  var configurations: [CellState: CellAppearance] = [:]
  var currentState: CellState = .normal

  required init(style: CellStyle = .default, reuseIdentifier: String) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setState(CellAppearance(accessory: .disclosureIndicator), for: .normal)
    setState(
      CellAppearance(secondaryText: "blocked", accessory: CellAccessory.none), for: .disabled)
    setState(CellAppearance(accessory: .checkmark), for: .selected)
  }

  override func configure(with task: Chore) {
    text = task.title
    currentState = task.state
    updateForCurrentState()
  }
}

@Test func aStatefulCellRendersTheConfigurationOfItsState() throws {
  var shim = TableShim()
  shim.register(ChoreCell.self)
  let model = TableViewModel {
    Section {
      Row(ChoreCell.self, item: Chore(title: "Write", state: .normal))
      Row(ChoreCell.self, item: Chore(title: "Ship", state: .disabled))
      Row(ChoreCell.self, item: Chore(title: "Plan", state: .selected))
      Row(ChoreCell.self, item: Chore(title: "Test", state: .highlighted))
    }
  }
  #expect(
    try shim.render(model, as: .text) == """
      - Write >
      - Ship [disabled]
        blocked
      [x] Plan [selected]
      - Test [highlighted]

      """)
  #expect(
    try shim.render(model, as: .markdown) == """
      - Write ›
      - ~~Ship~~\\
        *blocked*
      - [x] **Plan**
      - _Test_

      """)
  let html = try shim.render(model, as: .html)
  #expect(html.contains("ts-state-disabled\" aria-disabled=\"true\">"))
  #expect(html.contains("ts-state-selected\"><input type=\"checkbox\" checked disabled>"))
}

@Test func changingTheStateChangesTheLook() {
  let cell = ChoreCell(reuseIdentifier: "ChoreCell")
  cell.item = Chore(title: "Write", state: .normal)
  #expect(cell.makeContent().accessory == .disclosureIndicator)
  cell.currentState = .selected
  cell.updateForCurrentState()
  #expect(cell.makeContent().accessory == .checkmark)
  #expect(cell.makeContent().state == .selected)
}
