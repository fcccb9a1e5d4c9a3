import TableShim

/// The rows of a CSV or TSV input grouped by a column's value, sent as one section per value.
struct CSVGroups {
  /// The sections' columns.
  var columns: [Column] = []
  private var values: [String] = []
  private var rows: [[CellModel]] = []
  private var groupOfValue: [String: Int] = [:]
  /// The group being sent, and its next row; -1 before its `beginSection`.
  private var group = 0
  private var row = -1

  /// Adds a row to the group of `value`, which starts after the others if it is new.
  mutating func append(_ row: CellModel, to value: String) {
    let index: Int
    if let known = groupOfValue[value] {
      index = known
    } else {
      index = values.count
      groupOfValue[value] = index
      values.append(value)
      rows.append([])
    }
    rows[index].append(row)
  }

  /// The next event of the groups: each group's section, rows and end, in order.
  mutating func nextEvent() -> TableEvent? {
    guard group < values.count else { return nil }
    if row == -1 {
      row = 0
      let value = values[group]
      return .beginSection(header: value.isEmpty ? nil : value, columns: columns, id: nil)
    }
    if row < rows[group].count {
      row += 1
      return .cell(rows[group][row - 1])
    }
    rows[group] = []
    group += 1
    row = -1
    return .endSection(footer: nil)
  }
}
