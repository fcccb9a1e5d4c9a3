/// Makes the contents of a grouped input's held rows on a thread of its own, a batch ahead of
/// the decoder (``ReadAhead``), while the decoder's thread sends them and the backend writes:
/// every row of every group, in the order they are sent.
///
/// The rows are read from the held storage, which no thread changes once it is complete
/// (``CSVGroups``).
enum CSVHeldRowsReadAhead {
  /// Rows per batch.
  static let batchSize = 2_048

  /// Where the reading thread is in the held rows.
  struct Cursor {
    let storage: CSVGroups.Storage
    var group = 0
    var row = 0
    /// Where each cell of the row being made ends, from the row's start.
    var rowEnds: [Int]

    init(_ storage: CSVGroups.Storage) {
      self.storage = storage
      rowEnds = Array(repeating: 0, count: storage.columns.count)
    }
  }

  /// Starts making rows on a new thread, from the first row of the first group.
  static func start(_ storage: CSVGroups.Storage) -> ReadAhead<CSVRows> {
    ReadAhead(Cursor(storage)) { cursor, readAhead in
      while var batch = readAhead.emptyBatch() {
        fill(&batch, from: &cursor)
        let isFinished = batch.isFinished
        readAhead.publish(batch)
        if isFinished { return }
      }
    }
  }

  /// Makes rows into a batch until it is full or every row is made.
  private static func fill(_ batch: inout CSVRows, from cursor: inout Cursor) {
    let storage = cursor.storage
    let columns = storage.columns.count
    while batch.count < batchSize {
      guard cursor.group < storage.rows.count else {
        batch.isFinished = true
        return
      }
      guard cursor.row < storage.rows[cursor.group].rowCount(columns: columns) else {
        cursor.group += 1
        cursor.row = 0
        continue
      }
      let held = storage.rows[cursor.group]
      batch.append(
        held.content(ofRow: cursor.row, ends: &cursor.rowEnds), id: held.id(ofRow: cursor.row))
      cursor.row += 1
    }
  }
}
