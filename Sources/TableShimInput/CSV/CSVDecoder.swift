public import TableShim

/// Decodes CSV (RFC 4180) or TSV into a stream of table events.
///
/// ```swift
/// var decoder = try CSVDecoder(.text("""
///   Team,Player,Goals
///   대한민국,Son Heung-min,51
///   France,"Zidane, Zinédine",31
///   """, name: "scores.csv"))
/// // beginSection(columns: Team, Player, Goals), cell, cell, endSection
/// ```
///
/// The first record holds the column titles, and every other record is a row of one section
/// with those columns: a record with fewer fields is padded with empty ones, and one with more
/// is an error. Without grouping, rows are decoded as they are read.
///
/// With `groupBy`, there is one section per distinct value of that column, in the order the
/// values first appear, headed by the value (no header for the empty value). The column moves
/// into the headers, leaving the sections the other columns (unless it is the only one). A
/// grouped input is read whole, and its rows held, before its first section is sent.
public struct CSVDecoder: TableEventSource {
  /// The separator and quoting rules of the input.
  public enum Dialect: Hashable, Sendable {
    /// Comma-separated values with RFC 4180 quoting.
    case csv
    /// Tab-separated values without quoting, with the escapes `\\`, `\t`, `\n` and `\r`.
    case tsv
  }

  /// Where the stream is.
  private enum Step {
    case beginning, rows, finished
  }

  private var records: CSVRecordReader
  private let titles: [String]
  private let groupColumn: Int?
  /// The column whose value is each row's ``CellModel/id``, from `key`.
  private let keyColumn: Int?
  /// Where the record of the last row returned began, when the rows are not grouped.
  private(set) var lastRowLocation: InputLocation?
  private var step = Step.beginning
  private var groups = CSVGroups()
  private var failure: InputError?

  /// Creates a decoder, reading the input's first record: the column titles.
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - dialect: CSV or TSV.
  ///   - groupBy: The title of the column whose values make the sections, or `nil` for one
  ///     section.
  ///   - key: The title of the column whose value is each row's id (a `String`), or `nil`
  ///     for rows without ids. The column stays among the row's cells.
  /// - Throws: ``InputError`` when there is no record of titles, when it is malformed, or when
  ///   no title is `groupBy` or `key`.
  public init(
    _ source: InputSource, dialect: Dialect = .csv, groupBy: String? = nil, key: String? = nil
  ) throws(InputError) {
    records = CSVRecordReader(reader: source.lineReader(), tabSeparated: dialect == .tsv)
    guard let header = try records.nextRecord(limit: nil) else {
      throw .missingTitles(InputLocation(file: source.name, line: 1, column: 1))
    }
    titles = header.fields
    if let key {
      guard let column = titles.firstIndex(of: key) else {
        throw .unknownKeyColumn(
          InputLocation(file: source.name, line: header.line, column: 1), name: key,
          available: titles)
      }
      keyColumn = column
    } else {
      keyColumn = nil
    }
    guard let groupBy else {
      groupColumn = nil
      return
    }
    guard let column = titles.firstIndex(of: groupBy) else {
      throw .unknownGroupColumn(
        InputLocation(file: source.name, line: header.line, column: 1), name: groupBy,
        available: titles)
    }
    groupColumn = column
  }

  /// Returns the next event of the input.
  ///
  /// - Returns: The next event, or `nil` after the last.
  /// - Throws: ``InputError`` for a malformed record, a record with more fields than there
  ///   are titles, bytes that are not UTF-8, or a failure to read. After an error, every later
  ///   call throws it again.
  public mutating func nextEvent() throws(InputError) -> TableEvent? {
    if let failure { throw failure }
    do {
      return try decodeNextEvent()
    } catch {
      failure = error
      throw error
    }
  }

  private mutating func decodeNextEvent() throws(InputError) -> TableEvent? {
    if let groupColumn {
      if step == .beginning {
        try readGroups(by: groupColumn)
        step = .rows
      }
      return groups.nextEvent()
    }
    switch step {
    case .beginning:
      step = .rows
      return .beginSection(header: nil, columns: titles.map { Column($0) }, id: nil)
    case .rows:
      if let fields = try nextFields() {
        return .cell(CellModel(CellContent.row(fields), id: keyColumn.map { fields[$0] }))
      }
      step = .finished
      return .endSection(footer: nil)
    case .finished:
      return nil
    }
  }

  /// The next record's fields, padded to the titles.
  private mutating func nextFields() throws(InputError) -> [String]? {
    guard var record = try records.nextRecord(limit: titles.count) else { return nil }
    if groupColumn == nil {
      lastRowLocation = InputLocation(file: records.file, line: record.line, column: 1)
    }
    if record.fields.count > titles.count {
      let location =
        record.firstExtraSeparator
        ?? InputLocation(file: records.file, line: record.line, column: 1)
      throw .tooManyFields(location, fields: record.fields.count, titles: titles.count)
    }
    record.fields += repeatElement("", count: titles.count - record.fields.count)
    return record.fields
  }

  private mutating func readGroups(by column: Int) throws(InputError) {
    let kept = titles.count == 1 ? [0] : titles.indices.filter { $0 != column }
    groups.columns = kept.map { Column(titles[$0]) }
    while let fields = try nextFields() {
      groups.append(
        kept.map { fields[$0] }, id: keyColumn.map { fields[$0] }, to: fields[column])
    }
  }
}
