package import TableShim

/// The rows of a CSV or TSV input without grouping, as their cells' bytes: what
/// `tableshim diff` reads to hash and compare rows (``RawTableRows``), where ``CSVDecoder``
/// would make a `CellModel` of every row.
///
/// Records are split and checked by the same parser as the decoder's, on this thread or on a
/// thread of its own (``CSVReadAhead``, with ``CSVRecordBatch``), so the rows, their order
/// and the errors are the decoder's.
struct CSVRawRows: RawTableRows {
  /// Reads the rows here, when there is no read-ahead.
  private var parser: CSVRowParser?
  /// The parser's cells, where the current row is when there is no read-ahead.
  private let cells: CellBytes?
  /// The thread reading rows ahead, if any.
  private let readAhead: ReadAheadHandle<CSVRecordBatch>?
  /// The rows read ahead, and the current one's index in it.
  private var batch = CSVRecordBatch()
  private var index = -1
  private var isFinished = false
  private let columnCount: Int
  let columns: [Column]
  let keyColumn: Int?

  /// Reads the input's titles, as ``CSVDecoder/init(_:dialect:groupBy:key:readingAhead:)``
  /// does.
  ///
  /// - Throws: ``InputError`` when there is no record of titles, when it is malformed, or when
  ///   no title is `key`.
  init(_ source: InputSource, tabSeparated: Bool, key: String?, readingAhead: Bool)
    throws(InputError)
  {
    let parser = try CSVRowParser(source, tabSeparated: tabSeparated, key: key)
    columns = parser.titles.map { Column($0) }
    keyColumn = parser.keyColumn
    columnCount = parser.titles.count
    if readingAhead {
      readAhead = ReadAheadHandle<CSVRecordBatch>(CSVReadAhead.start(parser))
      self.parser = nil
      cells = nil
    } else {
      readAhead = nil
      cells = parser.cells
      self.parser = parser
    }
  }

  mutating func nextRow() throws -> Bool {
    guard !isFinished else { return false }
    // Not bound to a name for every row: a copy of the reference is a retain and a release.
    guard readAhead != nil else {
      guard try parser!.nextRow() != nil else {
        isFinished = true
        return false
      }
      return true
    }
    index += 1
    while index == batch.count {
      if let failure = batch.failure {
        isFinished = true
        throw failure
      }
      if batch.isFinished {
        isFinished = true
        return false
      }
      var used = CSVRecordBatch()
      swap(&used, &batch)
      batch = readAhead!.readAhead.next(returning: consume used)
      index = 0
    }
    return true
  }

  mutating func skipRows(_ count: Int) throws -> Int {
    guard !isFinished else { return 0 }
    // Read ahead, a row is split on the other thread all the same.
    guard readAhead == nil else {
      var skipped = 0
      while skipped < count, try nextRow() { skipped += 1 }
      return skipped
    }
    let skipped = try parser!.skipRows(count)
    if skipped < count { isFinished = true }
    return skipped
  }

  func withCells(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Void) {
    if let cells { return cells.withCells(body) }
    batch.withRow(index, columns: columnCount, body)
  }

  func model() -> CellModel {
    var model: CellModel?
    withCells { bytes, ends in
      // As `CSVRowParser.model()` and `CSVRows` make the row.
      let id = keyColumn.map { column in
        let start = column == 0 ? 0 : ends[column - 1]
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<ends[column]]), as: UTF8.self)
      }
      model = CellModel(CellContent.row(cellBytes: bytes, ends: ends), stringID: id)
    }
    return model!
  }
}

extension TableInput {
  /// The rows of a CSV or TSV input without grouping as their cells' bytes, for
  /// `tableshim diff`: the same rows and errors as
  /// ``events(from:format:groupBy:key:readingAhead:)`` gives without `groupBy`.
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - tabSeparated: Whether the input is TSV rather than CSV.
  ///   - key: The title of the column whose values are the rows' ids.
  ///   - readingAhead: Whether the records are read and split on a second thread.
  /// - Returns: The rows.
  /// - Throws: ``InputError`` when there is no record of titles, when it is malformed, or when
  ///   no title is `key`.
  package static func rawRows(
    from source: InputSource, tabSeparated: Bool, key: String?, readingAhead: Bool
  ) throws(InputError) -> any RawTableRows {
    try CSVRawRows(source, tabSeparated: tabSeparated, key: key, readingAhead: readingAhead)
  }
}
