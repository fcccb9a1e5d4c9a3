import Testing

@testable import TableShim

/// A row keyed in one of the ways a difference keys rows: a string id, an `Int` id, an id of
/// another integer type (which `AnyHashable` calls equal to the same `Int`, and a key does
/// not), or no id (keyed by its content), from small sets so that keys repeat.
private func randomRow(using generator: inout SeededGenerator) -> CellModel {
  let value = Int.random(in: 0..<6, using: &generator)
  let content = CellContent(columns: ["\(value)"])
  switch Int.random(in: 0..<4, using: &generator) {
  case 0: return CellModel(content, id: AnyHashable("\(value)"))
  case 1: return CellModel(content, id: AnyHashable(value))
  case 2: return CellModel(content, id: AnyHashable(UInt8(value)))
  default: return CellModel(content)
  }
}

private func randomTable(using generator: inout SeededGenerator) -> TableViewModel {
  TableViewModel(
    sections: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      SectionModel(
        cells: (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          randomRow(using: &generator)
        })
    })
}

/// Each row's ``RowFace/Key``, section after section: the keys pairing is defined by.
private func referenceKeys(of table: TableViewModel) -> [RowFace.Key?] {
  table.sections.flatMap { $0.cells.map(RowFace.key(of:)) }
}

@Test func flatRowKeysPairRowsAsTheirKeysDo() {
  var generator = SeededGenerator(seed: 20)
  for _ in 0..<500 {
    let old = randomTable(using: &generator)
    let new = randomTable(using: &generator)
    let expected = HeckelPairing.pair(old: referenceKeys(of: old), new: referenceKeys(of: new))
    #expect(HeckelPairing.pair(old: RowKeys(of: old), new: RowKeys(of: new)) == expected)
  }
}

@Test func anIntegerIDOfAnotherTypeDoesNotPairWithAnIntID() {
  let content = CellContent(columns: ["1"])
  let old = TableViewModel(sections: [SectionModel(cells: [CellModel(content, id: 1)])])
  let new = TableViewModel(sections: [
    SectionModel(cells: [CellModel(content, id: AnyHashable(UInt8(1))), CellModel(content, id: 1)])
  ])
  #expect(HeckelPairing.pair(old: RowKeys(of: old), new: RowKeys(of: new)) == [nil, 0])
}
