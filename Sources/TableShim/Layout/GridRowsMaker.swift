internal import Foundation

/// Makes staged grid rows into their cells as shown, measures them and keeps them in a
/// ``GridSpill``, a batch at a time (``GridStaging``), on whichever thread runs it.
struct GridRowsMaker: Sendable {
  /// What the rows taken so far measure.
  private(set) var measure: GridMeasure
  /// The rows taken so far, made.
  private(set) var spill = GridSpill()
  /// How the rows staged as text show.
  private let showing: GridPlainShowing?
  /// Whether columns of numbers are told from the plain cells.
  private let keepsPlain: Bool
  /// A row staged as text, made: its cells' bytes (their ends are kept in the scratch).
  private var made = ByteSink(capacity: 0)
  /// The number of cells a made row has: the columns, or more when a row had more cells.
  private var madeColumnCount: Int

  /// A maker for a section's rows.
  ///
  /// - Parameters:
  ///   - measure: The section's measure, before any row.
  ///   - showing: How rows staged as their text show.
  ///   - keepsPlain: Whether columns of numbers are told from the plain cells.
  init(measure: GridMeasure, showing: GridPlainShowing?, keepsPlain: Bool) {
    self.measure = measure
    self.showing = showing
    self.keepsPlain = keepsPlain
    madeColumnCount = measure.columnCount
  }

  /// Makes, measures and spills the rows of a batch, in order.
  mutating func take(_ batch: GridStagedBatch) {
    var scratch = Scratch(capacity: max(8, 2 * measure.columnCount))
    defer { scratch.deallocate() }
    var offset = 0
    let base = UnsafeRawPointer(batch.base)
    while offset < batch.count {
      let head = base.load(fromByteOffset: offset, as: GridStagedHead.self)
      let start = base + offset + MemoryLayout<GridStagedHead>.stride
      let bytes = (start + 8 * head.endCount).assumingMemoryBound(to: UInt8.self)
      scratch.reserve(2 * max(head.cellCount, madeColumnCount))
      for index in 0..<head.endCount {
        scratch.ends[index] = start.load(fromByteOffset: 8 * index, as: Int.self)
      }
      if head.kind == .text {
        // A row with more cells than there are columns adds columns, as ``GridRowCells``
        // does.
        madeColumnCount = max(madeColumnCount, head.cellCount)
        Self.make(
          head, bytes: bytes, scratch: scratch, showing: showing, keepsPlain: keepsPlain,
          columnCount: madeColumnCount, made: &made, measure: &measure, spill: &spill)
      } else {
        let count = head.cellCount
        let shown = GridCells.View(
          bytes: UnsafeBufferPointer(start: bytes, count: head.byteCount),
          ends: UnsafeBufferPointer(start: scratch.ends, count: count), columnCount: count)
        let plain =
          head.kind == .madeWithPlain
          ? GridCells.View(
            bytes: UnsafeBufferPointer(start: bytes + head.byteCount, count: head.plainByteCount),
            ends: UnsafeBufferPointer(start: scratch.ends + count, count: count),
            columnCount: count) : nil
        Self.keep(shown, plain: plain, head, scratch: scratch, measure: &measure, spill: &spill)
      }
      offset += head.size
    }
  }

  /// Makes a row staged as its cells' text into `columnCount` cells (the missing ones
  /// empty), then measures and keeps it.
  ///
  /// The cells are written into `made` and their ends into the scratch, both kept from row
  /// to row: no array is emptied and grown again for every row.
  private static func make(
    _ head: GridStagedHead, bytes: UnsafePointer<UInt8>, scratch: Scratch,
    showing: GridPlainShowing?, keepsPlain: Bool, columnCount: Int, made: inout ByteSink,
    measure: inout GridMeasure, spill: inout GridSpill
  ) {
    let count = head.cellCount
    // The text's ends, the missing cells empty, so that the plain view has every column.
    for column in count..<columnCount {
      scratch.ends[column] = column == 0 ? 0 : scratch.ends[column - 1]
    }
    let texts = GridCells.View(
      bytes: UnsafeBufferPointer(start: bytes, count: head.byteCount),
      ends: UnsafeBufferPointer(start: scratch.ends, count: columnCount),
      columnCount: columnCount)
    if let inRoom = showing!.inRoom,
      inRoom.showsUnchanged(UnsafeBufferPointer(start: bytes, count: head.byteCount))
    {
      // The text is what the row shows: kept as it is, and it is its own plain text.
      return keep(texts, plain: nil, head, scratch: scratch, measure: &measure, spill: &spill)
    }
    made.removeAll()
    let madeEnds = scratch.madeEnds
    let madeInRoom =
      showing!.inRoom.map { makeInRoom(texts, count: count, $0, made: &made, ends: madeEnds) }
      ?? false
    if !madeInRoom {
      made.removeAll()
      let write = showing!.write
      for column in 0..<columnCount {
        if column < count { write(texts[0, column], &made) }
        madeEnds[column] = made.count
      }
    }
    made.withBytes { madeBytes in
      keep(
        GridCells.View(
          bytes: madeBytes, ends: UnsafeBufferPointer(start: madeEnds, count: columnCount),
          columnCount: columnCount),
        plain: keepsPlain ? texts : nil, head, scratch: scratch, measure: &measure,
        spill: &spill)
    }
  }

  /// Makes a row's first `count` cells in one room, the others empty, and returns `true`;
  /// returns `false`, having made nothing that counts, when a cell needs the sink.
  @inline(never)
  private static func makeInRoom(
    _ texts: GridCells.View, count: Int, _ inRoom: GridCellInRoom, made: inout ByteSink,
    ends: UnsafeMutablePointer<Int>
  ) -> Bool {
    var room = 0
    for column in 0..<count { room += inRoom.room(for: texts[0, column].count) }
    return made.write(upTo: room) { cursor in
      for column in 0..<texts.columnCount {
        if column < count {
          let cell = texts[0, column]
          guard cell.isEmpty || inRoom.write(cell, into: &cursor) else { return false }
        }
        ends[column] = cursor.written
      }
      return true
    }
  }

  /// Measures a row's cells and keeps them, with their widths, in the spill.
  private static func keep(
    _ shown: GridCells.View, plain: GridCells.View?, _ head: GridStagedHead, scratch: Scratch,
    measure: inout GridMeasure, spill: inout GridSpill
  ) {
    let widths = scratch.widths
    if head.spansLabel {
      // A label row spans the columns and counts in none of their widths.
      for column in 0..<shown.columnCount { widths[column] = 0 }
    } else {
      measure.add(shown: shown, plain: plain, row: 0) { widths[$0] = $1 }
    }
    spill.add(
      shown, widths: UnsafeBufferPointer(start: widths, count: shown.columnCount),
      state: GridSpill.state(head.state), role: GridSpill.role(head.role))
  }

  /// The ends and widths of the row being taken, and the ends of the cells made of it, in
  /// room kept for a whole batch.
  private struct Scratch {
    private(set) var ends: UnsafeMutablePointer<Int>
    private(set) var widths: UnsafeMutablePointer<Int>
    private(set) var madeEnds: UnsafeMutablePointer<Int>
    private var capacity: Int

    init(capacity: Int) {
      self.capacity = capacity
      ends = .allocate(capacity: capacity)
      widths = .allocate(capacity: capacity)
      madeEnds = .allocate(capacity: capacity)
    }

    /// Makes room for `count` ends and widths.
    mutating func reserve(_ count: Int) {
      guard count > capacity else { return }
      deallocate()
      self = Scratch(capacity: count)
    }

    func deallocate() {
      ends.deallocate()
      widths.deallocate()
      madeEnds.deallocate()
    }
  }
}

/// A thread that makes, measures and spills a grid section's staged rows, a batch at a
/// time, while the rendering thread configures the next rows.
///
/// At most ``depth`` batches wait; the emptied ones go back to be staged into again, so
/// that a section of any length takes a few batches of memory.
final class GridRowsWorker: @unchecked Sendable {
  /// Batches waiting at most.
  static let depth = 3

  // Everything below is guarded by `condition`; `maker` is the thread's alone until it
  // ends.
  private let condition = NSCondition()
  private var waiting: [GridStagedBatch] = []
  private var spare: [GridStagedBatch] = []
  private var ending = false
  private var isCancelled = false
  private var isRunning = true
  private var maker: GridRowsMaker?

  /// Starts a thread that takes over `maker`.
  init(_ maker: GridRowsMaker) {
    self.maker = maker
    let thread = Thread { [self] in run() }
    thread.name = "tableshim grid rows"
    thread.start()
  }

  private func run() {
    while true {
      condition.lock()
      while waiting.isEmpty && !ending && !isCancelled { condition.wait() }
      if isCancelled || waiting.isEmpty {
        isRunning = false
        condition.broadcast()
        condition.unlock()
        return
      }
      let batch = waiting.removeFirst()
      condition.unlock()
      maker!.take(batch)
      batch.count = 0
      condition.lock()
      spare.append(batch)
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Hands a batch of staged rows to the thread, waiting while ``depth`` others wait, and
  /// returns an empty batch to stage into.
  func hand(_ batch: GridStagedBatch) -> GridStagedBatch {
    condition.lock()
    waiting.append(batch)
    condition.broadcast()
    while waiting.count > Self.depth { condition.wait() }
    let empty = spare.popLast()
    condition.unlock()
    return empty ?? GridStagedBatch(capacity: GridStaging.batchBytes)
  }

  /// Waits for the thread to take every batch handed to it, and returns its maker.
  func finish() -> GridRowsMaker {
    condition.lock()
    ending = true
    condition.broadcast()
    while isRunning { condition.wait() }
    condition.unlock()
    defer { maker = nil }
    return maker!
  }

  /// Stops the thread after the batch it is taking.
  func cancel() {
    condition.lock()
    isCancelled = true
    condition.broadcast()
    condition.unlock()
  }

  /// Owns a worker for a section, and stops its thread when the section is dropped
  /// unfinished (a render that fails midway).
  final class Handle: Sendable {
    let worker: GridRowsWorker

    init(_ worker: GridRowsWorker) {
      self.worker = worker
    }

    deinit { worker.cancel() }
  }
}
