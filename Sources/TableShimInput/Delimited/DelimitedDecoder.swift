public import TableShim

/// Reads CSV (RFC 4180) or TSV as a table: the first record holds the column titles, and
/// every other record is a row of one section.
///
/// ```
/// Team,Player,Goals
/// 대한민국,Son Heung-min,51
/// France,"Zidane, Zinédine",31
/// ```
///
/// Without grouping, rows stream as they are read. With `groupBy`, there is one section per
/// distinct value of that column, in the order the values first appear, headed by the value
/// and without the column itself; the rows are held until the input ends.
public struct DelimitedDecoder: TableEventSource {
  private var records: RecordReader
  private let file: String
  private let groupBy: String?
  private var titles: [String]?
  private var pending: [TableEvent] = []
  private var finished = false

  init(records: RecordReader, file: String, groupBy: String?) {
    self.records = records
    self.file = file
    self.groupBy = groupBy
  }

  /// Returns the next event of the input.
  ///
  /// - Returns: The next event, or `nil` at the end of the input.
  /// - Throws: ``InputError`` for a malformed record, a record with more fields than there
  ///   are titles, an unknown `groupBy` column, invalid UTF-8 or a read error.
  public mutating func nextEvent() throws -> TableEvent? {
    if pending.isEmpty && !finished { try advance() }
    return pending.isEmpty ? nil : pending.removeFirst()
  }

  private mutating func advance() throws {
    guard let titles else {
      guard let header = try records.nextRecord() else {
        throw InputError(.missingHeader, file: file, line: 1, column: 1)
      }
      titles = header.fields
      if let groupBy {
        try readGroups(by: groupBy, titles: header.fields)
      } else {
        pending.append(
          .beginSection(header: nil, columns: header.fields.map { Column($0) }, id: nil))
      }
      return
    }
    guard let record = try records.nextRecord() else {
      finished = true
      pending.append(.endSection(footer: nil))
      return
    }
    pending.append(.cell(try row(record, count: titles.count)))
  }

  private func row(_ record: RecordReader.Record, count: Int) throws -> CellModel {
    var fields = record.fields
    guard fields.count <= count else {
      let column = record.separators[count - 1]
      throw InputError(
        .tooManyCells(cells: fields.count, columns: count), file: file, line: record.line,
        column: column)
    }
    fields += Array(repeating: "", count: count - fields.count)
    return CellModel(
      CellContent(
        text: fields[0], detailText: fields.count > 1 ? fields[1] : nil, columns: fields,
        style: fields.count > 1 ? .value1 : .default))
  }

  private mutating func readGroups(by name: String, titles: [String]) throws {
    guard let key = titles.firstIndex(of: name) else {
      throw InputError(.unknownColumn(name, available: titles), file: file)
    }
    var order: [String] = []
    var groups: [String: [CellModel]] = [:]
    let kept = titles.indices.filter { $0 != key }
    while let record = try records.nextRecord() {
      let full = try row(record, count: titles.count)
      guard let content = full.customData as? CellContent else { continue }
      let value = content.columns[key]
      if groups[value] == nil { order.append(value) }
      let fields = kept.map { content.columns[$0] }
      groups[value, default: []].append(
        CellModel(
          CellContent(
            text: fields.first ?? "", detailText: fields.count > 1 ? fields[1] : nil,
            columns: fields, style: fields.count > 1 ? .value1 : .default)))
    }
    let columns = kept.map { Column(titles[$0]) }
    for value in order {
      pending.append(.beginSection(header: value, columns: columns, id: value))
      pending += (groups[value] ?? []).map { .cell($0) }
      pending.append(.endSection(footer: nil))
    }
    finished = true
  }
}
