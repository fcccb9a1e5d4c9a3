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
    withUnsafeBytes(of: &head) { buffer.append($0.assumingMemoryBound(to: UInt8.self)) }
    cells.withEnds(ofFirstRow: { ends in
      buffer.append(UnsafeRawBufferPointer(ends).assumingMemoryBound(to: UInt8.self))
    })
    buffer.append(UnsafeRawBufferPointer(widths).assumingMemoryBound(to: UInt8.self))
    buffer.append(cells.firstRowBytes)
    rowCount += 1
    if buffer.count >= Self.bufferLimit, !keepsInMemory { flush() }
  }

  /// Whether the file could not be made or written, so that the rows stay in memory.
  private var keepsInMemory = false

  private mutating func flush() {
    do {
      if file == nil { file = try SpillFile() }
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
    // The row's ends and widths, filled in place for each row: buffers rather than arrays
    // that the function below would capture, so that the loop makes no exclusivity checks,
    // retains or uniqueness checks.
    let ends = UnsafeMutableBufferPointer<Int>.allocate(capacity: columnCount)
    let widths = UnsafeMutableBufferPointer<Int>.allocate(capacity: columnCount)
    defer {
      ends.deallocate()
      widths.deallocate()
    }
    func rows(in bytes: UnsafeRawBufferPointer) throws -> Int {
      var offset = 0
      let headSize = MemoryLayout<RowHead>.size
      while bytes.count - offset >= headSize {
        let head = bytes.loadUnaligned(fromByteOffset: offset, as: RowHead.self)
        let size = headSize + 16 * head.cellCount + head.byteCount
        guard bytes.count - offset >= size else { break }
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
          GridCells.View(
            bytes: cellBytes.assumingMemoryBound(to: UInt8.self), ends: UnsafeBufferPointer(ends),
            columnCount: columnCount),
          UnsafeBufferPointer(widths), Self.state(head.state), Self.role(head.role))
        offset += size
      }
      return offset
    }
    defer {
      file = nil
      buffer.removeAll()
      rowCount = 0
      keepsInMemory = false
    }
    if let file { try file.readAll { try rows(in: $0) } }
    try buffer.withBytes { _ = try rows(in: UnsafeRawBufferPointer($0)) }
  }

  private static let states = CellState.allCases
  private static let roles = RowRole.allCases

  /// A state as a spilled row keeps it.
  static func code(of state: CellState) -> UInt8 {
    UInt8(states.firstIndex(of: state) ?? 0)
  }

  /// A role as a spilled row keeps it.
  static func code(of role: RowRole) -> UInt8 {
    UInt8(roles.firstIndex(of: role) ?? 0)
  }

  /// The state a spilled row keeps as `code`.
  static func state(_ code: UInt8) -> CellState { states[Int(code)] }

  /// The role a spilled row keeps as `code`.
  static func role(_ code: UInt8) -> RowRole { roles[Int(code)] }
}

/// An unlinked temporary file that a grid section spills to, closed when the last copy of
/// it goes.
///
/// Only the render that made it reads and writes it, a section at a time.
private final class SpillFile: @unchecked Sendable {
  private let descriptor: Int32
  /// The bytes written so far.
  private var size = 0

  init() throws {
    switch TemporaryFile.makeUnlinked(named: "grid") {
    case .success(let descriptor): self.descriptor = descriptor
    case .failure(let failure):
      throw TableShimError.spillFailed(String(cString: strerror(failure.errno)))
    }
  }

  deinit { close(descriptor) }

  /// Appends bytes.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        // Back to the rows written whole, which are read back; the others stay in memory.
        _ = ftruncate(descriptor, off_t(size))
        _ = lseek(descriptor, off_t(size), SEEK_SET)
        throw TableShimError.spillFailed(reason)
      }
      offset += written
    }
    size += bytes.count
  }

  /// Reads the file from its start, handing `take` the bytes read and not yet taken; `take`
  /// returns how many it took (whole rows), and the rest is handed over again with more.
  func readAll(_ take: (UnsafeRawBufferPointer) throws -> Int) throws {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else {
      throw TableShimError.spillFailed(String(cString: strerror(errno)))
    }
    var storage = UnsafeMutableRawBufferPointer.allocate(
      byteCount: 2 * GridSpill.bufferLimit, alignment: 16)
    defer { storage.deallocate() }
    var held = 0
    while true {
      if held == storage.count {
        // A row larger than the room: make more.
        let larger = UnsafeMutableRawBufferPointer.allocate(
          byteCount: 2 * storage.count, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(storage))
        storage.deallocate()
        storage = larger
      }
      let count = read(descriptor, storage.baseAddress! + held, storage.count - held)
      if count < 0 {
        if errno == EINTR { continue }
        throw TableShimError.spillFailed(String(cString: strerror(errno)))
      }
      if count == 0 { break }
      held += count
      let taken = try take(UnsafeRawBufferPointer(rebasing: storage[0..<held]))
      if taken > 0 {
        storage.baseAddress!.copyMemory(from: storage.baseAddress! + taken, byteCount: held - taken)
        held -= taken
      }
    }
  }
}
