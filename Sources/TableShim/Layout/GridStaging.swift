internal import Foundation

/// How a backend shows the cells of most grid rows: from each cell's text alone, whatever
/// else the row holds, so that another thread can make them without the row.
struct GridPlainShowing: Sendable {
  /// Whether a row's cells show as ``write`` makes them (a row in its normal state, without
  /// a check mark or footnote marks, say).
  let applies: @Sendable (CellContent) -> Bool
  /// Writes what a cell of such a row shows, given its text.
  let write: @Sendable (UnsafeBufferPointer<UInt8>, inout ByteSink) -> Void
  /// How most such cells are written in room made for a whole row, when the backend has a
  /// way: a row is then made in one room, not written into the sink a cell at a time.
  var inRoom: GridCellInRoom? = nil
}

/// How a backend writes most cells of a grid row in room made for them: what ``write`` of
/// ``GridPlainShowing`` writes, for the cells it can, with no call to the sink per cell.
enum GridCellInRoom: Sendable {
  /// Escaped for a Markdown table cell, in one pass (a cell with a line break, or with
  /// white space at an end, is left to the sink's escaper).
  case markdownTableCell
  /// As it is, in a row that holds no control character or line break (which the sink's
  /// writer shows visibly): such a row is kept whole (``showsUnchanged(_:)``), and any other
  /// holds one in some cell, so it is left to the sink cell by cell.
  case visibleText

  /// The most bytes written for a text of `count` bytes.
  @inline(__always)
  func room(for count: Int) -> Int {
    switch self {
    case .markdownTableCell: ByteCursor.markdownRoom(for: count)
    case .visibleText: 0
    }
  }

  /// Writes a cell that is not empty and returns `true`; returns `false`, having written
  /// nothing that counts, when the cell needs the sink.
  @inline(__always)
  func write(_ cell: UnsafeBufferPointer<UInt8>, into cursor: inout ByteCursor) -> Bool {
    switch self {
    case .markdownTableCell: cursor.appendMarkdownText(cell, blockStarts: false)
    case .visibleText: false
    }
  }

  /// Whether every cell of a row, given as its cells' text end to end, shows unchanged.
  ///
  /// Such a row is kept as it is, with no copy made. A control character's bytes are found
  /// as well in the cells end to end as in each cell (a cell is whole UTF-8, so none ends
  /// with the C2 that starts a C1 control).
  @inline(__always)
  func showsUnchanged(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .markdownTableCell: false
    case .visibleText: ControlBytes.next(in: text, from: 0) == nil
    }
  }
}

/// A spilled grid section's rows on their way to the spill: the thread that renders stages
/// each row (its cells' text, or for the rare row whose look depends on more than its text,
/// its cells made), and a ``GridRowsMaker`` makes, measures and spills them, on a thread of
/// its own once a section outgrows one batch, so that the two share the work.
///
/// A section shorter than a batch is made and measured on the rendering thread when it
/// ends; either way the rows are taken in order and the spill is the same.
struct GridStaging: Sendable {
  /// The bytes of staged rows handed over at a time.
  static let batchBytes = 1 << 18

  /// The rows staged and not yet handed over; it starts small, for the many short sections.
  private var batch = GridStagedBatch(capacity: 4096)
  /// The maker, until the section outgrows a batch and its thread takes it over.
  private var maker: GridRowsMaker?
  private var worker: GridRowsWorker.Handle?

  /// Starts staging a section's rows for `maker`.
  init(_ maker: GridRowsMaker) {
    self.maker = maker
  }

  /// Stages a row whose cells show as the plain showing makes them: its cells' text.
  mutating func add(
    texts: CellTextBytes, state: CellState, role: RowRole, spansLabel: Bool
  ) {
    let cellCount = GridSection.cellCount(of: texts)
    // A row's columns lie end to end already: one copy. A row without columns shows its
    // text and detail, copied one by one.
    let columns = texts.columnCount > 0 ? texts.columnBytes : nil
    var byteCount = columns?.count ?? 0
    if columns == nil {
      for column in 0..<cellCount { byteCount += GridSection.cell(column, of: texts).count }
    }
    let head = GridStagedHead(
      kind: .text, cellCount: cellCount, byteCount: byteCount, plainByteCount: 0,
      state: GridSpill.code(of: state), role: GridSpill.code(of: role), spansLabel: spansLabel)
    batch.append(head) { ends, bytes in
      if let columns, let start = columns.baseAddress {
        bytes.update(from: start, count: columns.count)
        var end = 0
        for column in 0..<cellCount {
          end += texts.column(column).count
          ends[column] = end
        }
        return
      }
      var end = 0
      for column in 0..<cellCount {
        let cell = GridSection.cell(column, of: texts)
        if !cell.isEmpty { (bytes + end).update(from: cell.baseAddress!, count: cell.count) }
        end += cell.count
        ends[column] = end
      }
    }
    handOverIfFull()
  }

  /// Stages a row made on this thread: its cells as shown and, when kept, as plain text.
  mutating func add(
    made shown: GridCells.View, plain: GridCells.View?, state: CellState, role: RowRole,
    spansLabel: Bool
  ) {
    let head = GridStagedHead(
      kind: plain == nil ? .made : .madeWithPlain, cellCount: shown.columnCount,
      byteCount: shown.firstRowBytes.count, plainByteCount: plain?.firstRowBytes.count ?? 0,
      state: GridSpill.code(of: state), role: GridSpill.code(of: role), spansLabel: spansLabel)
    batch.append(head) { ends, bytes in
      guard shown.columnCount > 0 else { return }
      shown.withEnds(ofFirstRow: { ends.update(from: $0.baseAddress!, count: $0.count) })
      let shownBytes = shown.firstRowBytes
      if !shownBytes.isEmpty {
        bytes.update(from: shownBytes.baseAddress!, count: shownBytes.count)
      }
      guard let plain else { return }
      plain.withEnds(ofFirstRow: {
        (ends + shown.columnCount).update(from: $0.baseAddress!, count: $0.count)
      })
      let plainBytes = plain.firstRowBytes
      if !plainBytes.isEmpty {
        (bytes + shownBytes.count).update(from: plainBytes.baseAddress!, count: plainBytes.count)
      }
    }
    handOverIfFull()
  }

  private mutating func handOverIfFull() {
    guard batch.count >= Self.batchBytes else { return }
    if worker == nil, let maker {
      worker = GridRowsWorker.Handle(GridRowsWorker(maker))
      self.maker = nil
    }
    batch = worker!.worker.hand(batch)
  }

  /// Makes, measures and spills the rows still staged, and returns the maker that took them
  /// all.
  mutating func finish() -> GridRowsMaker {
    if let worker {
      if batch.count > 0 { batch = worker.worker.hand(batch) }
      self.worker = nil
      return worker.worker.finish()
    }
    maker!.take(batch)
    batch.count = 0
    return maker!
  }
}

/// What a staged row is, besides its cells: laid before their ends and bytes.
struct GridStagedHead {
  /// How a row was staged.
  enum Kind: UInt8 {
    /// As its cells' text, which the maker shows as the plain showing says.
    case text
    /// As its cells made on the rendering thread.
    case made
    /// As its cells made on the rendering thread, and as plain text after them.
    case madeWithPlain
  }

  var kind: Kind
  var cellCount: Int
  /// The bytes of the cells, as text or as shown.
  var byteCount: Int
  /// The bytes of the plain cells of a ``Kind/madeWithPlain`` row, staged after those shown.
  var plainByteCount: Int
  var state: UInt8
  var role: UInt8
  var spansLabel: Bool

  /// The number of cell ends staged: twice the cells for a row with plain cells.
  var endCount: Int { kind == .madeWithPlain ? 2 * cellCount : cellCount }

  /// The bytes the row takes in a batch: its head, its ends and its bytes, rounded up to a
  /// word.
  var size: Int {
    MemoryLayout<GridStagedHead>.stride + 8 * endCount + ((byteCount + plainByteCount + 7) & ~7)
  }
}

/// A batch of staged rows, laid end to end: handed between threads, one at a time.
final class GridStagedBatch: @unchecked Sendable {
  private(set) var base: UnsafeMutableRawPointer
  private var capacity: Int
  /// The bytes staged.
  var count = 0

  init(capacity: Int) {
    self.capacity = capacity
    base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
  }

  deinit { base.deallocate() }

  /// Appends a row: its head, then `fill` writes its ends and its bytes where it is given.
  func append(
    _ head: GridStagedHead,
    _ fill: (UnsafeMutablePointer<Int>, UnsafeMutablePointer<UInt8>) -> Void
  ) {
    let size = head.size
    if count + size > capacity {
      let larger = UnsafeMutableRawPointer.allocate(
        byteCount: max(2 * capacity, count + size), alignment: 16)
      larger.copyMemory(from: base, byteCount: count)
      base.deallocate()
      base = larger
      capacity = max(2 * capacity, count + size)
    }
    let start = base + count
    start.storeBytes(of: head, as: GridStagedHead.self)
    let ends = start + MemoryLayout<GridStagedHead>.stride
    let endCount = head.endCount
    fill(
      ends.bindMemory(to: Int.self, capacity: endCount),
      (ends + 8 * endCount).bindMemory(
        to: UInt8.self, capacity: head.byteCount + head.plainByteCount))
    count += size
  }
}
