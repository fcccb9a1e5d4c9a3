import TableShim

/// Reads a CSV or TSV input's titles, then its rows, each checked against the titles.
///
/// A row's record is padded to the titles and its cells left in ``cells``. This is the part
/// of decoding that needs no section state, which can run on a thread of its own
/// (``CSVReadAhead``).
struct CSVRowParser {
  private var records: CSVRecordReader
  /// The column titles: the first record's fields.
  let titles: [String]
  /// The line of the record of titles.
  let titlesLine: Int
  /// The column whose value is each row's id, if there is one.
  let keyColumn: Int?

  /// Reads the titles, and finds the key column among them.
  ///
  /// - Throws: ``InputError`` when there is no record of titles, when it is malformed, or when
  ///   no title is `key`.
  init(_ source: InputSource, tabSeparated: Bool, key: String?) throws(InputError) {
    records = CSVRecordReader(reader: source.lineReader(), tabSeparated: tabSeparated)
    guard let header = try records.nextRecord(limit: nil) else {
      throw .missingTitles(InputLocation(file: source.name, line: 1, column: 1))
    }
    titles = records.cells.strings
    titlesLine = header.line
    guard let key else {
      keyColumn = nil
      return
    }
    guard let column = titles.firstIndex(of: key) else {
      throw .unknownKeyColumn(
        InputLocation(file: source.name, line: header.line, column: 1), name: key,
        available: titles)
    }
    keyColumn = column
  }

  /// The input's name, for errors.
  var file: String { records.file }

  /// The cells of the last row read, one per title.
  var cells: CellBytes { records.cells }

  /// Whether the next row's first line can be read without reading from the source, which may
  /// block.
  var hasLineBuffered: Bool {
    mutating get { records.hasLineBuffered }
  }

  /// Reads the next row into ``cells``.
  ///
  /// - Returns: The line the row's record starts on, or `nil` at the end of the input.
  /// - Throws: ``InputError`` for a malformed record, a record with more fields than there
  ///   are titles, bytes that are not UTF-8, or a failure to read.
  mutating func nextRow() throws(InputError) -> Int? {
    guard let record = try records.nextRecord(limit: titles.count) else { return nil }
    if record.fieldCount > titles.count {
      let location = (record.firstExtraSeparator ?? .init(line: record.line, column: 1))
        .location(in: records.file)
      throw .tooManyFields(location, fields: record.fieldCount, titles: titles.count)
    }
    records.cells.pad(to: titles.count)
    return record.line
  }

  /// Moves past the next `count` rows without reading their cells
  /// (``CSVRecordReader/skipRecords(_:)``).
  ///
  /// - Returns: The number of rows passed: fewer than `count` only when no row is left.
  /// - Throws: As ``nextRow()``, for a record that is read.
  mutating func skipRows(_ count: Int) throws(InputError) -> Int {
    try records.skipRecords(count)
  }

  /// The last row read, as a cell model.
  func model() -> CellModel {
    let cells = records.cells
    let content = cells.withCells { bytes, ends in CellContent.row(cellBytes: bytes, ends: ends) }
    return CellModel(content, stringID: keyColumn.map { cells.string(at: $0) })
  }
}
