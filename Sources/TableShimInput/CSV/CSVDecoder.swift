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
/// grouped input is read whole, and its rows held, before its first section is sent. The held
/// rows are shared by copies of the decoder: a copy made before the first event, read after
/// another copy has read the input, sends the same events again without reading the input
/// (which can be read only once), so that a grouped table can be rendered by
/// `TableShim.render(replaying:as:writingTo:)` from one decoder.
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

  /// Reads the rows here, or (before the read-ahead starts) holds them for the reading thread.
  private var parser: CSVRowParser?
  /// The thread reading rows ahead, once started.
  private var readAhead: ReadAheadHandle<CSVRows>?
  private let readsAhead: Bool
  /// The rows read ahead and not yet handed out, and the next one to hand out.
  private var batch = CSVRows()
  private var nextItem = 0
  private let file: String
  private let titles: [String]
  private let groupColumn: Int?
  /// The line of the record of the last row returned, when the rows are not grouped.
  private var lastRowLine: Int?
  private var step = Step.beginning
  private var groups: CSVGroups
  private var failure: InputError?
  /// The formats the reading thread gives each column's cells, if any (``formatAhead(_:)``).
  private var formatsAhead: [ColumnFormat?]?

  /// Where the record of the last row returned began, when the rows are not grouped.
  var lastRowLocation: InputLocation? {
    lastRowLine.map { InputLocation(file: file, line: $0, column: 1) }
  }

  /// Creates a decoder, reading the input's first record: the column titles.
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - dialect: CSV or TSV.
  ///   - groupBy: The title of the column whose values make the sections, or `nil` for one
  ///     section.
  ///   - key: The title of the column whose value is each row's id (a `String`), or `nil`
  ///     for rows without ids. The column stays among the row's cells.
  ///   - readingAhead: Whether to read and split the records on a second thread, ahead of
  ///     the events asked for, from the first event on; the events and errors are the same.
  /// - Throws: ``InputError`` when there is no record of titles, when it is malformed, or when
  ///   no title is `groupBy` or `key`.
  public init(
    _ source: InputSource, dialect: Dialect = .csv, groupBy: String? = nil, key: String? = nil,
    readingAhead: Bool = false
  ) throws(InputError) {
    let parser = try CSVRowParser(source, tabSeparated: dialect == .tsv, key: key)
    self.parser = parser
    file = parser.file
    titles = parser.titles
    readsAhead = readingAhead
    groups = CSVGroups(readingAhead: readingAhead)
    guard let groupBy else {
      groupColumn = nil
      return
    }
    guard let column = titles.firstIndex(of: groupBy) else {
      throw .unknownGroupColumn(
        InputLocation(file: source.name, line: parser.titlesLine, column: 1), name: groupBy,
        available: titles)
    }
    groupColumn = column
  }

  /// Has the reading thread format the cells of the columns titled as in `formats`, as it
  /// makes the rows, so that the renderer's thread need not: the columns come with their
  /// format, marked ``Column/formattedAhead``.
  ///
  /// It takes only formats that ``RowPreformatter/formatsAhead(_:)`` takes, and only when the
  /// decoder reads ahead without grouping, before the first event; otherwise it does nothing.
  /// The command line calls it with the formats `--format` sets, which no later setting
  /// replaces, for outputs that show formatted cells.
  ///
  /// - Parameter formats: Formats by column title.
  package mutating func formatAhead(_ formats: [String: ColumnFormat]) {
    guard readsAhead, groupColumn == nil, step == .beginning, readAhead == nil else { return }
    let chosen = titles.map { title -> ColumnFormat? in
      guard let format = formats[title], RowPreformatter.formatsAhead(format) else { return nil }
      return format
    }
    formatsAhead = chosen.contains { $0 != nil } ? chosen : nil
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
        // A copy made before the first event may find the rows read by another copy.
        if let failure = groups.failure { throw failure }
        if !groups.isComplete { try readGroups(by: groupColumn) }
        step = .rows
      }
      return groups.nextEvent()
    }
    switch step {
    case .beginning:
      step = .rows
      var columns = titles.map { Column($0) }
      for (index, format) in (formatsAhead ?? []).enumerated() where format != nil {
        columns[index].format = format
        columns[index].formattedAhead = format
      }
      return .beginSection(header: nil, columns: columns, id: nil)
    case .rows:
      if let row = try nextRow() { return .cell(row) }
      step = .finished
      return .endSection(footer: nil)
    case .finished:
      return nil
    }
  }

  /// The next row, read here or taken from the reading thread.
  private mutating func nextRow() throws(InputError) -> CellModel? {
    guard readsAhead else {
      guard let line = try parser!.nextRow() else { return nil }
      lastRowLine = line
      return parser!.model()
    }
    if readAhead == nil {
      // The decoder lets go of its parser before the reading thread starts on it.
      readAhead = ReadAheadHandle(CSVReadAhead.start(parser.take()!, formats: formatsAhead))
    }
    while nextItem == batch.count {
      if let failure = batch.failure { throw failure }
      if batch.isFinished { return nil }
      // The used batch goes back to the reading thread moved, not copied, so that its rows
      // are freed there.
      var used = CSVRows()
      swap(&used, &batch)
      batch = readAhead!.readAhead.next(returning: consume used)
      nextItem = 0
    }
    // Read where it lies: the batch keeps the row's content for the next row's storage.
    let index = nextItem
    nextItem += 1
    lastRowLine = batch.items[index].line
    return CellModel(batch.items[index].content, stringID: batch.items[index].id)
  }

  private mutating func readGroups(by column: Int) throws(InputError) {
    let kept = titles.count == 1 ? [0] : titles.indices.filter { $0 != column }
    groups.setColumns(kept.map { Column(titles[$0]) })
    let keyColumn = parser!.keyColumn
    var filing = CSVGroups.Filing()
    /// Files one row under its group.
    func file(_ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int>) {
      filing.append(bytes, ends: ends, columns: kept, keyColumn: keyColumn, groupColumn: column)
    }
    do {
      if readsAhead {
        try readGroupsAhead(columns: titles.count, filing: file)
      } else {
        while try parser!.nextRow() != nil { parser!.cells.withCells(file) }
      }
    } catch {
      groups.fail(error)
      throw error
    }
    groups.hold(filing)
    groups.complete()
  }

  /// Reads the rows on a second thread while this one files them under their groups.
  private mutating func readGroupsAhead(
    columns: Int, filing file: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Void
  ) throws(InputError) {
    let readAhead = ReadAheadHandle<CSVRecordBatch>(CSVReadAhead.start(parser.take()!))
    var batch = CSVRecordBatch()
    while true {
      for row in 0..<batch.count { batch.withRow(row, columns: columns, file) }
      if let failure = batch.failure { throw failure }
      if batch.isFinished { return }
      var used = CSVRecordBatch()
      swap(&used, &batch)
      batch = readAhead.readAhead.next(returning: consume used)
    }
  }
}
