public import TableShim

/// The tables of the diff benchmarks: a section of rows keyed by id, and the same table with
/// a tenth of its rows deleted, a tenth inserted and a fiftieth moved (DifferenceKit's
/// published case at 100k rows: 10k deleted, 10k inserted, 2k moved).
public enum DiffInputs {
  /// The old rows' ids and the new rows' ids: every tenth old row deleted, as many new rows
  /// inserted, and every fiftieth kept row moved to another place.
  public static func editedIDs(rows: Int) -> (old: [Int], new: [Int]) {
    let old = Array(0..<rows)
    var kept = old.filter { $0 % 10 != 3 }
    let inserted = (0..<rows / 10).map { rows + $0 }
    // Moves: every 45th kept row (up to a fiftieth of the rows) is taken out, and the rows taken out are put back in
    // order after every 41st kept row, so each lands far from where it was.
    var moved: [Int] = []
    kept = kept.enumerated().compactMap { index, id in
      if index % 45 == 7, moved.count < rows / 50 {
        moved.append(id)
        return nil
      }
      return id
    }
    var new: [Int] = []
    new.reserveCapacity(rows)
    var nextInsert = 0
    var nextMove = 0
    for (index, id) in kept.enumerated() {
      new.append(id)
      if index % 9 == 4, nextInsert < inserted.count {
        new.append(inserted[nextInsert])
        nextInsert += 1
      }
      if index % 41 == 20, nextMove < moved.count {
        new.append(moved[nextMove])
        nextMove += 1
      }
    }
    new += inserted[nextInsert...]
    new += moved[nextMove...]
    return (old, new)
  }

  /// The cells of the row `id`: its id, a name and a number, which `changed` alters.
  public static func cells(_ id: Int, changed: Bool) -> [String] {
    ["\(id)", "player \(id)", changed ? "\(id % 97 + 1)" : "\(id % 97)"]
  }

  /// A table of one section of the rows `ids`, each keyed by its id; every row whose id
  /// modulo `changeEvery` is 5 is changed.
  public static func model(_ ids: [Int], changeEvery: Int?) -> TableViewModel {
    TableViewModel(sections: [
      SectionModel(
        header: "Players", columns: ["id", "name", "goals"],
        cells: ids.map { id in
          let changed = changeEvery.map { id % $0 == 5 } ?? false
          return CellModel(CellContent(columns: cells(id, changed: changed)), id: "\(id)")
        })
    ])
  }
}
