@testable import TableShim

/// A random number generator that gives the same numbers for the same seed (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Random tables and random edits of them, for the property tests of ``TableDifference``.
enum RandomTables {
  private static let words = ["a", "b", "c", "d", "é", "손", "x|y", ""]

  /// A table of up to 5 sections of up to 8 rows, some rows and sections with ids, some
  /// grids, some lists; texts from a small set, so that rows without ids repeat.
  static func table(using generator: inout SeededGenerator) -> TableViewModel {
    var table = TableViewModel(title: Bool.random(using: &generator) ? "T" : nil)
    var nextID = 0
    for index in 0..<Int.random(in: 0...5, using: &generator) {
      let isGrid = Bool.random(using: &generator)
      var section = SectionModel(
        header: Int.random(in: 0..<4, using: &generator) == 0 ? nil : "S\(index)",
        columns: isGrid ? ["One", "Two"] : nil,
        id: Bool.random(using: &generator) ? AnyHashable("s\(index)") : nil)
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        nextID += 1
        section.cells.append(row(isGrid: isGrid, id: nextID, using: &generator))
      }
      table.sections.append(section)
    }
    return table
  }

  /// The table with rows and sections deleted, inserted, moved and changed at random.
  static func edited(_ table: TableViewModel, using generator: inout SeededGenerator)
    -> TableViewModel
  {
    var result = table
    var nextID = 1000
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      let nonEmpty = result.sections.indices.filter { !result.sections[$0].cells.isEmpty }
      switch Int.random(in: 0..<7, using: &generator) {
      case 0 where !nonEmpty.isEmpty:
        let section = nonEmpty.randomElement(using: &generator)!
        result.sections[section].cells.remove(
          at: Int.random(in: result.sections[section].cells.indices, using: &generator))
      case 1 where !result.sections.isEmpty:
        let section = Int.random(in: result.sections.indices, using: &generator)
        nextID += 1
        let isGrid = result.sections[section].columns != nil
        result.sections[section].cells.insert(
          row(isGrid: isGrid, id: nextID, using: &generator),
          at: Int.random(in: 0...result.sections[section].cells.count, using: &generator))
      case 2 where !nonEmpty.isEmpty:
        let from = nonEmpty.randomElement(using: &generator)!
        let moved = result.sections[from].cells.remove(
          at: Int.random(in: result.sections[from].cells.indices, using: &generator))
        let to = Int.random(in: result.sections.indices, using: &generator)
        result.sections[to].cells.insert(
          moved, at: Int.random(in: 0...result.sections[to].cells.count, using: &generator))
      case 3 where !nonEmpty.isEmpty:
        let section = nonEmpty.randomElement(using: &generator)!
        let index = Int.random(in: result.sections[section].cells.indices, using: &generator)
        let old = result.sections[section].cells[index]
        var changed = row(
          isGrid: result.sections[section].columns != nil, id: 0, using: &generator)
        changed.id = old.id
        result.sections[section].cells[index] = changed
      case 4 where result.sections.count > 1:
        let moved = result.sections.remove(
          at: Int.random(in: result.sections.indices, using: &generator))
        result.sections.insert(
          moved, at: Int.random(in: 0...result.sections.count, using: &generator))
      case 5 where !result.sections.isEmpty:
        let index = Int.random(in: result.sections.indices, using: &generator)
        if Bool.random(using: &generator) {
          result.sections.remove(at: index)
        } else {
          result.sections[index].footer = words.randomElement(using: &generator)
        }
      default:
        result.title = Bool.random(using: &generator) ? "U" : result.title
      }
    }
    return result
  }

  private static func row(isGrid: Bool, id: Int, using generator: inout SeededGenerator)
    -> CellModel
  {
    let rowID: AnyHashable? = Bool.random(using: &generator) ? AnyHashable(id) : nil
    if isGrid {
      return CellModel(
        CellContent(
          columns: [
            words.randomElement(using: &generator)!, words.randomElement(using: &generator)!,
          ]),
        id: rowID)
    }
    return CellModel(
      text: words.randomElement(using: &generator)!,
      detail: Bool.random(using: &generator) ? words.randomElement(using: &generator) : nil,
      id: rowID)
  }

  /// Everything about a table that a difference accounts for, as text to compare.
  static func describe(_ table: TableViewModel) -> String {
    var lines = ["title \(String(describing: table.title))"]
    for section in table.sections {
      lines.append(
        "section \(String(describing: section.id)) \(String(describing: section.header)) "
          + "\(String(describing: section.footer)) \(String(describing: section.columns))")
      for row in section.cells {
        lines.append(
          "  \(String(describing: row.id)) \(row.identifier) "
            + (row.contentShownAsIs.map(text(of:)) ?? "custom"))
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func text(of content: CellContent) -> String {
    "\(content.columns) \(content.text) \(String(describing: content.detailText)) "
      + "\(content.style) \(content.accessory) \(content.state)"
  }
}
