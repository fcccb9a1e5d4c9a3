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
    var rowIDs = HashSet(capacity: expectedRows)
    keyHashes.reserveCapacity(expectedRows)
    contentHashes.reserveCapacity(expectedRows)
    while let event = try events.nextEvent() {
      switch event {
      case .title(let title):
        self.title = title
      case .subtitle, .sourceNote, .footnote, .footnoteMarks:
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
        if let id = hashes.id, !rowIDs.insert(id) { throw Refusal.possibleDuplicateID }
        keyHashes.append(hashes.key)
        contentHashes.append(hashes.content)
        rowCounts[rowCounts.count - 1] += 1
      case .endSection(let footer):
        if !isOpen {
          sections.append(SectionModel())
          rowCounts.append(0)
        }
        sections[sections.count - 1].footer = footer
        isOpen = false
      }
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

  /// A set of hashes, open addressing, at most three quarters full: 8 to 16 bytes a hash.
  private struct HashSet {
    private var slots: [Int]
    private var hasZero = false
    private var count = 0

    /// A set with room for `capacity` hashes before it grows.
    init(capacity: Int) {
      var size = 1024
      while size * 3 < capacity * 4 { size *= 2 }
      slots = [Int](repeating: 0, count: size)
    }

    /// Adds `hash`; `false` when it was there already.
    mutating func insert(_ hash: Int) -> Bool {
      if hash == 0 {
        defer { hasZero = true }
        return !hasZero
      }
      if (count + 1) * 4 > slots.count * 3 { grow() }
      let mask = slots.count - 1
      var position = hash & mask
      while slots[position] != 0 {
        if slots[position] == hash { return false }
        position = (position + 1) & mask
      }
      slots[position] = hash
      count += 1
      return true
    }

    private mutating func grow() {
      let old = slots
      slots = [Int](repeating: 0, count: old.count * 2)
      count = 0
      for hash in old where hash != 0 { _ = insert(hash) }
    }
  }
}
