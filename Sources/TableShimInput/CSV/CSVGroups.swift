import TableShim

/// The rows of a CSV or TSV input grouped by a column's value, sent as one section per value.
///
/// The rows wait in compact form, each group's cells as UTF-8 laid end to end with where each
/// ends (``CSVHeldRows``); a row's content is made only when it is sent, so that a grouped
/// input of a million rows holds its bytes, not a million models.
struct CSVGroups {
  /// The sections' columns.
  var columns: [Column] = [] {
    didSet { rowEnds = Array(repeating: 0, count: columns.count) }
  }
  private var values: [String] = []
  private var rows: [CSVHeldRows] = []
  private var groupOfValue: [String: Int] = [:]
  /// The group being sent, and its next row; -1 before its `beginSection`.
  private var group = 0
  private var row = -1
  /// Where each cell of the row being sent ends, from the row's start.
  private var rowEnds: [Int] = []

  /// Adds a row to the group of `value`, which starts after the others if it is new.
  ///
  /// - Parameters:
  ///   - cells: The row's cells, one per column.
  ///   - id: The row's id, the value of its `--key` column, if there is one.
  ///   - value: The value of the column the rows are grouped by.
  mutating func append(_ cells: [String], id: String? = nil, to value: String) {
    let index: Int
    if let known = groupOfValue[value] {
      index = known
    } else {
      index = values.count
      groupOfValue[value] = index
      values.append(value)
      rows.append(CSVHeldRows())
    }
    rows[index].append(cells, id: id)
  }

  /// The next event of the groups: each group's section, rows and end, in order.
  mutating func nextEvent() -> TableEvent? {
    guard group < values.count else { return nil }
    if row == -1 {
      row = 0
      let value = values[group]
      return .beginSection(header: value.isEmpty ? nil : value, columns: columns, id: nil)
    }
    if row < rows[group].rowCount(columns: columns.count) {
      row += 1
      return .cell(
        CellModel(
          rows[group].content(ofRow: row - 1, ends: &rowEnds), id: rows[group].id(ofRow: row - 1)))
    }
    // Let the sent group's bytes go.
    rows[group] = CSVHeldRows()
    group += 1
    row = -1
    return .endSection(footer: nil)
  }
}

/// The rows of one group, held until it is sent: every cell's UTF-8 laid end to end, and
/// where each cell ends.
struct CSVHeldRows {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  /// Each row's id, when the rows have ids (a `--key` column).
  private var ids: [String] = []

  /// The number of rows held, of `columns` cells each.
  func rowCount(columns: Int) -> Int { columns == 0 ? 0 : ends.count / columns }

  /// The id of a held row, if the rows have ids.
  func id(ofRow row: Int) -> String? { row < ids.count ? ids[row] : nil }

  /// Holds one more row, and its id if it has one.
  mutating func append(_ cells: [String], id: String?) {
    if let id { ids.append(id) }
    for cell in cells {
      var cell = cell
      cell.withUTF8 { bytes.append(contentsOf: $0) }
      ends.append(bytes.count)
    }
  }

  /// The content of a held row, made as a decoded row's is.
  ///
  /// - Parameters:
  ///   - row: The row's index.
  ///   - rowEnds: A buffer of one element per column, to put where the row's cells end.
  /// - Returns: The row's content.
  func content(ofRow row: Int, ends rowEnds: inout [Int]) -> CellContent {
    let count = rowEnds.count
    let first = row * count
    let start = first == 0 ? 0 : ends[first - 1]
    for column in 0..<count { rowEnds[column] = ends[first + column] - start }
    return bytes.withUnsafeBufferPointer { bytes in
      rowEnds.withUnsafeBufferPointer { rowEnds in
        CellContent.row(
          cellBytes: UnsafeBufferPointer(rebasing: bytes[start..<(start + (rowEnds.last ?? 0))]),
          ends: rowEnds)
      }
    }
  }
}
