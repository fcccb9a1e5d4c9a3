/// A table read once and reduced to what pairing its rows needs.
///
/// Its title, its sections without their rows, and each row's key hash and content hash
/// (``RowDigest``), flat, section after section: a few words a row, where the table itself
/// would take hundreds of bytes.
struct TableDigest: PairingKeys {
  /// The table's title.
  private(set) var title: String?
  /// The sections, without rows.
  private(set) var sections: [SectionModel] = []
  /// How many rows each section has.
  private(set) var rowCounts: [Int] = []
  /// Each row's key hash.
  private(set) var keyHashes: [Int] = []
  /// Each row's content hash.
  private(set) var contentHashes: [Int] = []

  /// Why a table cannot be diffed from its digest and must be held in memory instead.
  enum Refusal: Error {
    /// A row has data and an apply closure of its own.
    case rowNotShownAsIs
    /// Two sections or two rows may have the same id, which only the whole table can tell
    /// (and report) for sure.
    case possibleDuplicateID
  }

  /// Reads every event of `events`, as `TableViewModel` collects them.
  ///
  /// - Parameters:
  ///   - events: The table.
  ///   - expectedRows: About how many rows the table has, to make room for them at once.
  /// - Throws: ``Refusal``, or the source's own error.
  init(reading events: some TableEventSource, expectedRows: Int = 0) throws {
    var events = events
    var isOpen = false
    var sectionIDs = Set<AnyHashable>()
    var ids = IDRows(expectedRows: expectedRows)
    keyHashes.reserveCapacity(expectedRows)
    contentHashes.reserveCapacity(expectedRows)
    // The rows hashed go back to a source that writes later rows over them.
    let recycler = (events as? any RowRecyclingSource)?.rowRecycler
    while let event = try events.nextEvent() {
      switch event {
      case .title(let title):
        self.title = title
      case .subtitle, .sourceNote, .footnote, .footnoteMarks, .footnotePlacement:
        // A difference compares titles, sections and rows, as `TableDifference` does.
        break
      case .beginSection(let header, let columns, let id):
        if let id, !sectionIDs.insert(id).inserted { throw Refusal.possibleDuplicateID }
        sections.append(SectionModel(header: header, columns: columns, id: id))
        rowCounts.append(0)
        isOpen = true
      case .cell(let row):
        if !isOpen {
          sections.append(SectionModel())
          rowCounts.append(0)
        }
        isOpen = true
        guard let hashes = RowDigest.hashes(of: row) else { throw Refusal.rowNotShownAsIs }
        append(hashes, ids: &ids)
        recycler?.giveBack(row)
      case .endSection(let footer):
        if !isOpen {
          sections.append(SectionModel())
          rowCounts.append(0)
        }
        sections[sections.count - 1].footer = footer
        isOpen = false
      }
    }
    try finish(ids)
  }

  /// Reads every row of `rows`, a table of one section read as its cells' bytes: the same
  /// digest as ``init(reading:expectedRows:)`` makes of the events the rows stand for,
  /// hashing each row's bytes without making its `CellModel` when it has a key column.
  ///
  /// - Throws: ``Refusal``, or the source's own error.
  init(readingRaw rows: some RawTableRows) throws {
    var rows = rows
    sections = [SectionModel(columns: rows.columns)]
    rowCounts = [0]
    var ids = IDRows(expectedRows: 0)
    let keyColumn = rows.keyColumn
    while try rows.nextRow() {
      if let keyColumn {
        var hashes = (key: 0, content: 0, id: Int?.none)
        rows.withCells { hashes = RowDigest.hashes(ofCells: $0, ends: $1, keyColumn: keyColumn) }
        append(hashes, ids: &ids)
      } else {
        // Rows without ids are keyed by their content, whose hash needs the row made.
        guard let hashes = RowDigest.hashes(of: rows.model()) else {
          throw Refusal.rowNotShownAsIs
        }
        append(hashes, ids: &ids)
      }
    }
    try finish(ids)
  }

  /// Which rows have ids, whose key hashes are looked through for duplicates at the end.
  private struct IDRows {
    var hasID: [Bool] = []
    var count = 0

    init(expectedRows: Int) {
      hasID.reserveCapacity(expectedRows)
    }
  }

  /// Adds a row of the last section.
  private mutating func append(_ hashes: (key: Int, content: Int, id: Int?), ids: inout IDRows) {
    ids.hasID.append(hashes.id != nil)
    if hashes.id != nil { ids.count += 1 }
    keyHashes.append(hashes.key)
    contentHashes.append(hashes.content)
    rowCounts[rowCounts.count - 1] += 1
  }

  /// Looks for duplicate ids once every row is read, and gives back the room the hashes'
  /// arrays have beyond their rows.
  private mutating func finish(_ ids: IDRows) throws {
    // Two rows with equal ids have equal key hashes, and rows with different ids almost
    // never do (their ids are then compared in the table held in memory, as lint does).
    if EqualHashes.found(in: keyHashes, where: ids.hasID, count: ids.count) {
      throw Refusal.possibleDuplicateID
    }
    // Arrays grown by doubling may be up to twice as long as their rows.
    if keyHashes.capacity > keyHashes.count + keyHashes.count / 8 {
      keyHashes = keyHashes.withUnsafeBufferPointer { Array($0) }
      contentHashes = contentHashes.withUnsafeBufferPointer { Array($0) }
    }
  }

  /// Lets go of the key hashes once the rows are paired.
  mutating func dropKeyHashes() {
    keyHashes = []
  }

  var count: Int { keyHashes.count }

  func hash(at index: Int) -> Int? { keyHashes[index] }

  /// Keys with equal hashes are taken as equal; the rows are compared when they are read
  /// again.
  func key(at index: Int, equals otherIndex: Int, of other: TableDigest) -> Bool { true }
}
