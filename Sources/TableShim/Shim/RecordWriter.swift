/// The records layout's part of a render: which section's rows become records, the record
/// the backend has open, and how many sections the backend has begun.
///
/// In the records layout each row, and each summary row after them, is a section of its own
/// for the backend (``RecordSections``); the renderer hands the rows here and ends the
/// source section through ``end(_:_:backend:sink:)``.
struct RecordWriter {
  /// The records of the section being read, in the records layout; `nil` otherwise.
  private(set) var records: RecordSections?
  /// The section of the record the backend has open.
  private var openRecord: SectionStart?
  /// The sections the backend has begun in the records layout, each record one.
  private var begunSections = 0

  /// Whether the section being read is written as records.
  var isActive: Bool { records != nil }

  /// Starts the records of a section, or none when it is not in the records layout.
  mutating func begin(_ section: SectionStart?) {
    records = section.map(RecordSections.init)
    openRecord = nil
  }

  /// Makes the records again from a section whose parts changed (their footnote marks),
  /// when the section is written as records.
  mutating func update(_ section: SectionStart) {
    if records != nil { records = RecordSections(section) }
  }

  /// Writes a row as a record: ends the previous record's section, begins the row's.
  mutating func write<Backend: OutputBackend>(
    _ content: CellContent, at path: IndexPath, backend: inout Backend, sink: inout ByteSink
  ) throws {
    guard var records else { return }
    let start = records.nextStart(index: begunSections)
    self.records = records
    try open(start, backend: &backend, sink: &sink)
    for (row, pair) in records.rows(of: content).enumerated() {
      try backend.writeRow(pair, at: IndexPath(row: row, section: path.section), into: &sink)
    }
  }

  /// Writes a summary row as a record of its own, after the rows' records.
  mutating func writeSummary<Backend: OutputBackend>(
    _ row: SummaryRow, at path: IndexPath, backend: inout Backend, sink: inout ByteSink
  ) throws {
    guard var records else { return }
    let start = records.nextSummaryStart(row, index: begunSections)
    self.records = records
    try open(start, backend: &backend, sink: &sink)
    for (index, pair) in row.recordRows.enumerated() {
      try backend.writeRow(pair, at: IndexPath(row: index, section: path.section), into: &sink)
    }
  }

  /// Ends the source section `current`: the open record's section, or, for a section
  /// without rows, its header and footer alone as a list section.
  mutating func end<Backend: OutputBackend>(
    _ current: SectionStart, _ end: SectionEnd, backend: inout Backend, sink: inout ByteSink
  ) throws {
    guard let openRecord else {
      var empty = current
      empty.index = begunSections
      empty.layout = .list
      empty.columns = nil
      begunSections += 1
      try backend.beginSection(empty, into: &sink)
      return try backend.endSection(empty, end, into: &sink)
    }
    try backend.endSection(openRecord, end, into: &sink)
  }

  /// Forgets the section's records once it has ended.
  mutating func close() {
    records = nil
    openRecord = nil
  }

  /// Ends the open record's section, if any, and begins `start`'s.
  private mutating func open<Backend: OutputBackend>(
    _ start: SectionStart, backend: inout Backend, sink: inout ByteSink
  ) throws {
    if let openRecord {
      try backend.endSection(openRecord, SectionEnd(footer: nil, rowCount: 0), into: &sink)
    }
    begunSections += 1
    openRecord = start
    try backend.beginSection(start, into: &sink)
  }
}
