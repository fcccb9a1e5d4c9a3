import TableShim

/// The rows of a CSV or TSV input grouped by a column's value, sent as one section per value.
///
/// The rows wait in compact form, each group's cells as UTF-8 laid end to end with where each
/// ends (``CSVHeldRows``); a row's content is made only when it is sent, so that a grouped
/// input of a million rows holds its bytes, not a million models.
///
/// The rows are held in storage that copies share, each copy with its own place in them: a
/// copy made before the rows are read sends them again once another copy has read them, so a
/// table read twice (to measure its grids, then to write them) is decoded and grouped once.
struct CSVGroups {
  /// The held rows, shared by copies.
  final class Storage {
    var columns: [Column] = []
    var values: [String] = []
    var rows: [CSVHeldRows] = []
    var isComplete = false
    var failure: InputError?
  }

  /// Rows being filed under their groups as they are read, held by the reading decoder alone
  /// until ``CSVGroups/hold(_:)``: kept out of the shared storage (a class) while the rows
  /// come, so that filing a row makes no dynamic check of access to it.
  struct Filing {
    fileprivate var values: [String] = []
    fileprivate var rows: [CSVHeldRows] = []
    private var index = CSVGroupIndex()

    /// Adds a row to the group of its value, which starts after the others if it is new.
    ///
    /// - Parameters:
    ///   - bytes: The row's cells, one per title, laid end to end.
    ///   - ends: Where each cell ends in `bytes`.
    ///   - kept: The columns the sections keep, in order.
    ///   - keyColumn: The column whose value is the row's id, if there is one.
    ///   - groupColumn: The column whose value names the row's group.
    mutating func append(
      _ bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, columns kept: [Int],
      keyColumn: Int?, groupColumn: Int
    ) {
      func cell(_ column: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[(column == 0 ? 0 : ends[column - 1])..<ends[column]])
      }
      let value = cell(groupColumn)
      let (group, isNew) = index.number(of: value)
      if isNew {
        values.append(String(decoding: value, as: UTF8.self))
        rows.append(CSVHeldRows())
      }
      rows[group].append(
        bytes, ends: ends, columns: kept,
        id: keyColumn.map { String(decoding: cell($0), as: UTF8.self) })
    }
  }

  private let storage = Storage()
  /// The group being sent, and its next row; -1 before its `beginSection`.
  private var group = 0
  private var row = -1
  /// Where each cell of the row being sent ends, from the row's start.
  private var rowEnds: [Int] = []
  /// Whether the rows' contents are made on a second thread as they are sent.
  private let readsAhead: Bool
  /// The thread making the rows' contents, once started.
  private var readAhead: ReadAheadHandle<CSVRows>?
  /// The rows made ahead and not yet sent, and the next one to send.
  private var batch = CSVRows()
  private var nextItem = 0

  /// Groups that are still to be read.
  ///
  /// - Parameter readingAhead: Whether the rows' contents are made on a second thread while
  ///   they are sent (``CSVHeldRowsReadAhead``).
  init(readingAhead: Bool = false) {
    readsAhead = readingAhead
  }

  /// Whether the rows are all held: ``complete()`` was called, on this copy or another.
  var isComplete: Bool { storage.isComplete }

  /// Sets the sections' columns, before the first row is added.
  func setColumns(_ columns: [Column]) {
    storage.columns = columns
  }

  /// Holds the rows filed, in the storage every copy shares, once they are all read.
  func hold(_ filing: consuming Filing) {
    storage.values = filing.values
    storage.rows = filing.rows
  }

  /// The error that ended the reading of the rows, on this copy or another.
  var failure: InputError? { storage.failure }

  /// Marks the rows as all held, for every copy.
  func complete() {
    storage.isComplete = true
  }

  /// Records the error that ended the reading of the rows, for every copy.
  func fail(_ error: InputError) {
    storage.failure = error
  }

  /// The next event of the groups: each group's section, rows and end, in order.
  mutating func nextEvent() -> TableEvent? {
    let storage = storage
    guard group < storage.values.count else { return nil }
    if row == -1 {
      row = 0
      if rowEnds.count != storage.columns.count {
        rowEnds = Array(repeating: 0, count: storage.columns.count)
      }
      let value = storage.values[group]
      return .beginSection(header: value.isEmpty ? nil : value, columns: storage.columns, id: nil)
    }
    if row < storage.rows[group].rowCount(columns: storage.columns.count) {
      row += 1
      guard readsAhead else {
        return .cell(
          CellModel(
            storage.rows[group].content(ofRow: row - 1, ends: &rowEnds),
            id: storage.rows[group].id(ofRow: row - 1)))
      }
      return .cell(nextRowMadeAhead())
    }
    group += 1
    row = -1
    return .endSection(footer: nil)
  }

  /// The next row, whose content the second thread made: it makes every held row in order,
  /// as many as are sent.
  private mutating func nextRowMadeAhead() -> CellModel {
    if readAhead == nil {
      readAhead = ReadAheadHandle(CSVHeldRowsReadAhead.start(storage))
    }
    while nextItem == batch.count {
      precondition(!batch.isFinished, "the reading thread makes as many rows as are held")
      // The used batch goes back moved, not copied, so that its rows are freed there.
      var used = CSVRows()
      swap(&used, &batch)
      batch = readAhead!.readAhead.next(returning: consume used)
      nextItem = 0
    }
    let index = nextItem
    nextItem += 1
    return CellModel(batch.items[index].content, stringID: batch.items[index].id)
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

  /// Holds one more row's kept columns, and its id if it has one.
  ///
  /// - Parameters:
  ///   - all: The row's cells laid end to end.
  ///   - cellEnds: Where each cell ends in `all`.
  ///   - kept: The columns to hold, in order.
  ///   - id: The row's id.
  mutating func append(
    _ all: UnsafeBufferPointer<UInt8>, ends cellEnds: UnsafeBufferPointer<Int>, columns kept: [Int],
    id: String?
  ) {
    if let id { ids.append(id) }
    // Kept columns that follow one another are copied in one go.
    var first = 0
    while first < kept.count {
      var last = first
      while last + 1 < kept.count, kept[last + 1] == kept[last] + 1 { last += 1 }
      let start = kept[first] == 0 ? 0 : cellEnds[kept[first] - 1]
      let shift = bytes.count - start
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: all[start..<cellEnds[kept[last]]]))
      for column in kept[first]...kept[last] { ends.append(shift + cellEnds[column]) }
      first = last + 1
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
