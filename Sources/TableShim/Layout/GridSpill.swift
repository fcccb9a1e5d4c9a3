internal import Foundation

/// A grid section's rows as the backend will write them, kept out of memory until the
/// section ends: each row's cells already made (escaped, decorated), their display widths,
/// and the row's state and role.
///
/// The rows are laid end to end in a buffer; past ``bufferLimit`` bytes the buffer goes to an
/// unlinked temporary file, which the page cache holds rather than the process. A section is
/// thus decoded, configured, escaped and measured once, and written from the spill when it
/// ends, laid out from what its rows measured.
struct GridSpill: Sendable {
  /// The most bytes kept in memory before they go to the file.
  static let bufferLimit = 1 << 20

  private var buffer = ByteSink(capacity: GridSpill.bufferLimit)
  private var file: SpillFile?
  /// The number of rows spilled.
  private(set) var rowCount = 0

  /// What a spilled row is, besides its cells.
  private struct RowHead {
    var byteCount: Int
    var cellCount: Int
    var state: UInt8
    var role: UInt8
  }

  /// Adds a row: its cells as made (the first row of `cells`) and each cell's width, -1 for a cell of
  /// several lines.
  ///
  /// - Parameters:
  ///   - cells: The row's cells, as the backend writes them.
  ///   - widths: Each cell's width.
  ///   - state: The row's state.
  ///   - role: The row's role.
  ///
  /// When the temporary file cannot be made or written, the rows stay in memory.
  mutating func add(
    _ cells: GridCells.View, widths: UnsafeBufferPointer<Int>, state: CellState, role: RowRole
  ) {
    let cellCount = cells.columnCount
    let byteCount = cellCount == 0 ? 0 : cells.byteCount(ofRow: 0)
    var head = RowHead(
      byteCount: byteCount, cellCount: cellCount, state: Self.code(of: state),
      role: Self.code(of: role))
    // The head, ends, widths and bytes copied into room made once for the row.
    assert(widths.count == cellCount, "a width for each cell")
    let headSize = MemoryLayout<RowHead>.size
    let size = headSize + 16 * cellCount + byteCount
    buffer.reserve(size)
    buffer.withUnsafeRoom { start in
      let room = UnsafeMutableRawPointer(start)
      withUnsafeBytes(of: &head) { room.copyMemory(from: $0.baseAddress!, byteCount: headSize) }
      if cellCount > 0 {
        cells.withEnds(ofFirstRow: { ends in
          (room + headSize).copyMemory(from: ends.baseAddress!, byteCount: 8 * cellCount)
        })
        (room + headSize + 8 * cellCount).copyMemory(
          from: widths.baseAddress!, byteCount: 8 * cellCount)
        if byteCount > 0 {
          (room + headSize + 16 * cellCount).copyMemory(
            from: cells.firstRowBytes.baseAddress!, byteCount: byteCount)
        }
      }
      return size
    }
    rowCount += 1
    if buffer.count >= Self.bufferLimit, !keepsInMemory { flush() }
  }

  /// Whether the file could not be made or written, so that the rows stay in memory.
  private var keepsInMemory = false

  private mutating func flush() {
    do {
      if file == nil { file = try SpillFile(named: "grid") }
      try buffer.withBytes { try file!.append($0) }
      buffer.removeAll()
    } catch {
      // What the file took is read back from it; the rest stays in memory.
      keepsInMemory = true
    }
  }

  /// Calls `body` with every row spilled, in order: its cells (row 0 of the view, as many as
  /// `columnCount`, the missing ones empty), their widths, its state and its role.
  ///
  /// - Parameters:
  ///   - columnCount: The number of columns to give each row.
  ///   - body: Takes each row.
  /// - Throws: ``TableShimError/spillFailed(_:)`` when the file cannot be read back, and what
  ///   `body` throws.
  mutating func forEachRow(
    columnCount: Int,
    _ body: (GridCells.View, UnsafeBufferPointer<Int>, CellState, RowRole) throws -> Void
  ) throws {
    try forEachRun { run in
      try run.forEachRow(columnCount: columnCount) { _, cells, widths, state, role in
        try body(cells, widths, state, role)
      }
    }
  }

  /// Calls `body` with every row spilled, in order, a run of whole rows at a time: each
  /// piece the file is read back in, then the rows held in memory, in runs of at most
  /// twice ``bufferLimit`` bytes (but for a larger row); then forgets them.
  ///
  /// - Parameter body: Takes each run, whose bytes are valid only during the call.
  /// - Throws: ``TableShimError/spillFailed(_:)`` when the file cannot be read back, and what
  ///   `body` throws.
  mutating func forEachRun(_ body: (Rows) throws -> Void) throws {
    defer {
      file = nil
      buffer.removeAll()
      rowCount = 0
      keepsInMemory = false
    }
    var firstRow = 0
    func runs(in bytes: UnsafeRawBufferPointer, limit: Int) throws -> Int {
      var offset = 0
      while true {
        let (end, count) = Rows.wholeRows(in: bytes, from: offset, limit: limit)
        guard count > 0 else { return offset }
        try body(
          Rows(bytes: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), firstRow: firstRow))
        firstRow += count
        offset = end
      }
    }
    if let file { try file.readAll { try runs(in: $0, limit: .max) } }
    try buffer.withBytes {
      _ = try runs(in: UnsafeRawBufferPointer($0), limit: 2 * Self.bufferLimit)
    }
  }

  /// Whole spilled rows, end to end, as ``GridSpill/forEachRun(_:)`` hands them over.
  struct Rows: @unchecked Sendable {
    /// The rows' bytes, valid only while the run is handed over.
    let bytes: UnsafeRawBufferPointer
    /// The number in the spill of the run's first row.
    let firstRow: Int

    /// Where the whole rows that start at `offset` end, taking rows while they end at most
    /// `limit` bytes on (but at least one), and how many they are.
    static func wholeRows(
      in bytes: UnsafeRawBufferPointer, from offset: Int, limit: Int
    ) -> (end: Int, count: Int) {
      var end = offset
      var count = 0
      let headSize = MemoryLayout<RowHead>.size
      while bytes.count - end >= headSize {
        let head = bytes.loadUnaligned(fromByteOffset: end, as: RowHead.self)
        let size = headSize + 16 * head.cellCount + head.byteCount
        guard bytes.count - end >= size, count == 0 || end + size - offset <= limit else { break }
        end += size
        count += 1
      }
      return (end, count)
    }

    /// The run cut in two between rows, the first part about `share` of its bytes: `nil`
    /// for a run of fewer than two rows.
    func parts(firstShare share: Double) -> (Rows, Rows)? {
      let limit = Int(Double(bytes.count) * share)
      let (end, count) = Self.wholeRows(in: bytes, from: 0, limit: limit)
      guard end < bytes.count else { return nil }
      return (
        Rows(bytes: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), firstRow: firstRow),
        Rows(
          bytes: UnsafeRawBufferPointer(rebasing: bytes[end...]), firstRow: firstRow + count)
      )
    }

    /// Calls `body` with the role of each row, in order: what the rows are, without reading
    /// their cells.
    func forEachRole(_ body: (RowRole) -> Void) {
      var offset = 0
      let headSize = MemoryLayout<RowHead>.size
      while offset < bytes.count {
        let head = bytes.loadUnaligned(fromByteOffset: offset, as: RowHead.self)
        body(GridSpill.role(head.role))
        offset += headSize + 16 * head.cellCount + head.byteCount
      }
    }

    /// Calls `body` with each row, in order: its number in the spill, its cells (row 0 of
    /// the view, as many as `columnCount`, the missing ones empty), their widths, its state
    /// and its role.
    ///
    /// - Parameters:
    ///   - columnCount: The number of columns to give each row.
    ///   - body: Takes each row.
    /// - Throws: What `body` throws.
    func forEachRow(
      columnCount: Int,
      _ body: (Int, GridCells.View, UnsafeBufferPointer<Int>, CellState, RowRole) throws -> Void
    ) rethrows {
      // The row's ends and widths, filled in place for each row: buffers rather than arrays
      // that the loop would capture, so that it makes no exclusivity checks, retains or
      // uniqueness checks.
      let ends = UnsafeMutableBufferPointer<Int>.allocate(capacity: columnCount)
      let widths = UnsafeMutableBufferPointer<Int>.allocate(capacity: columnCount)
      defer {
        ends.deallocate()
        widths.deallocate()
      }
      var offset = 0
      var row = firstRow
      let headSize = MemoryLayout<RowHead>.size
      while offset < bytes.count {
        let head = bytes.loadUnaligned(fromByteOffset: offset, as: RowHead.self)
        let count = head.cellCount
        let cellStart = offset + headSize + 16 * count
        for column in 0..<columnCount {
          if column < count {
            ends[column] = bytes.loadUnaligned(
              fromByteOffset: offset + headSize + 8 * column, as: Int.self)
            widths[column] = bytes.loadUnaligned(
              fromByteOffset: offset + headSize + 8 * (count + column), as: Int.self)
          } else {
            ends[column] = column == 0 ? 0 : ends[column - 1]
            widths[column] = 0
          }
        }
        let cellBytes = UnsafeRawBufferPointer(
          rebasing: bytes[cellStart..<cellStart + head.byteCount])
        try body(
          row,
          GridCells.View(
            bytes: cellBytes.assumingMemoryBound(to: UInt8.self), ends: UnsafeBufferPointer(ends),
            columnCount: columnCount),
          UnsafeBufferPointer(widths), GridSpill.state(head.state), GridSpill.role(head.role))
        offset = cellStart + head.byteCount
        row += 1
      }
    }
  }

  // The codes are switches both ways: a search of `allCases` for each row, and a static
  // array's accessor, cost more than the rest of keeping the row's state and role.

  /// A state as a spilled row keeps it.
  static func code(of state: CellState) -> UInt8 {
    switch state {
    case .normal: 0
    case .selected: 1
    case .highlighted: 2
    case .disabled: 3
    }
  }

  /// A role as a spilled row keeps it.
  static func code(of role: RowRole) -> UInt8 {
    switch role {
    case .data: 0
    case .summary: 1
    case .grandSummary: 2
    case .label: 3
    }
  }

  /// The state a spilled row keeps as `code`.
  static func state(_ code: UInt8) -> CellState {
    switch code {
    case 1: .selected
    case 2: .highlighted
    case 3: .disabled
    default: .normal
    }
  }

  /// The role a spilled row keeps as `code`.
  static func role(_ code: UInt8) -> RowRole {
    switch code {
    case 1: .summary
    case 2: .grandSummary
    case 3: .label
    default: .data
    }
  }
}
