/// Writes a decoded row's cells straight into the row's storage as a decoder splits them out
/// of its input, so that the cells are copied once: no buffer of cells between the input and
/// the row.
///
/// The row has a known number of columns (a section's). Cells past them are counted, and
/// their bytes written, but they have no place in the row: a decoder reports them as an
/// error and drops the row. The storage has room for every byte of the input the cells come
/// from, so the cells of a line always fit.
package struct DecodedRowWriter {
  private let table: UnsafeMutableRawPointer
  private let bytes: UnsafeMutablePointer<UInt8>
  private let columnCount: Int
  private let capacity: Int
  /// The number of bytes written.
  private(set) var byteCount = 0
  /// The number of cells ended, those past the columns included.
  package private(set) var count = 0

  fileprivate init(
    table: UnsafeMutableRawPointer, bytes: UnsafeMutablePointer<UInt8>, columnCount: Int,
    capacity: Int
  ) {
    self.table = table
    self.bytes = bytes
    self.columnCount = columnCount
    self.capacity = capacity
  }

  /// Appends bytes to the cell being split.
  ///
  /// A cell is short (a dozen bytes, typically): it is copied eight bytes at a time here
  /// rather than by a call to `memcpy`, which cost more than the copy for such cells.
  @inline(__always)
  package mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress, !source.isEmpty else { return }
    let count = source.count
    precondition(byteCount + count <= capacity, "more bytes than the row was made for")
    let target = UnsafeMutableRawPointer(bytes + byteCount)
    let from = UnsafeRawPointer(base)
    if count > 64 {
      target.copyMemory(from: from, byteCount: count)
    } else {
      var offset = 0
      while offset + 8 <= count {
        target.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
          toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      if offset + 4 <= count {
        target.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt32.self),
          toByteOffset: offset, as: UInt32.self)
        offset += 4
      }
      if offset + 2 <= count {
        target.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt16.self),
          toByteOffset: offset, as: UInt16.self)
        offset += 2
      }
      if offset < count {
        target.storeBytes(
          of: from.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
          as: UInt8.self)
      }
    }
    byteCount += count
  }

  /// Ends the cell being split: what was appended since the last cell is its text.
  @inline(__always)
  package mutating func endCell() {
    if count < columnCount {
      table.storeBytes(of: byteCount, toByteOffset: count * MemoryLayout<Int>.size, as: Int.self)
    }
    count += 1
  }

  /// Adds empty cells until there are `count`, at most the row's columns.
  package mutating func pad(to count: Int) {
    while self.count < min(count, columnCount) { endCell() }
  }

  /// Where a column ends, once written.
  fileprivate func end(ofColumn index: Int) -> Int {
    table.loadUnaligned(fromByteOffset: index * MemoryLayout<Int>.size, as: Int.self)
  }

  /// Pads the row to its columns, and sets the header: its bytes, and the fields that show
  /// its cells by the rule of a decoded row (the first cell is the text; the second, unless
  /// empty, the detail of `value1` and `value2` or the secondary text of `subtitle`).
  fileprivate mutating func finish(
    into header: UnsafeMutablePointer<CellTexts.Header>, style: CellStyle
  ) {
    pad(to: columnCount)
    header.pointee.byteCount = byteCount
    guard columnCount > 0 else { return }
    let first = end(ofColumn: 0)
    header.pointee.text = CellTexts.Span(start: 0, count: first)
    guard columnCount > 1 else { return }
    let second = end(ofColumn: 1)
    guard second > first else { return }
    let span = CellTexts.Span(start: first, count: second - first)
    switch style {
    case .subtitle: header.pointee.secondaryText = span
    case .value1, .value2: header.pointee.detailText = span
    default: break
    }
  }
}

extension CellTexts {
  /// Writes a decoded row of `columnCount` columns over these texts, its cells written by
  /// `split`, when the storage has room for `byteCapacity` bytes; returns the number of cells
  /// split, or `nil`, changing nothing, when it has not.
  ///
  /// Only the storage's one owner may call it: texts are never changed while shared.
  func rewriteRow(
    columnCount: Int, byteCapacity: Int, style: CellStyle,
    _ split: (inout DecodedRowWriter) -> Void
  ) -> Int? {
    // Read through the pointer: the stored `header` is checked for exclusive access.
    let room = withUnsafeMutablePointerToHeader { $0.pointee.room }
    guard columnCount * MemoryLayout<Int>.size + byteCapacity <= room else { return nil }
    return writeRow(columnCount: columnCount, byteCapacity: byteCapacity, style: style, split)
  }

  /// Makes the storage of a decoded row of `columnCount` columns, its cells written by
  /// `split`, with room for `byteCapacity` bytes and `spare` more; `count` is set to the
  /// number of cells split.
  static func makeRow(
    columnCount: Int, byteCapacity: Int, spare: Int, style: CellStyle, count: inout Int,
    _ split: (inout DecodedRowWriter) -> Void
  ) -> CellTexts {
    let room = columnCount * MemoryLayout<Int>.size + byteCapacity + spare
    let storage = unsafeDowncast(
      create(minimumCapacity: room) { buffer in
        // What the allocator gave, asked once: a later, longer row may fit in the slack.
        Header(columnCount: columnCount, room: buffer.capacity)
      },
      to: CellTexts.self)
    count = storage.writeRow(
      columnCount: columnCount, byteCapacity: byteCapacity, style: style, split)
    return storage
  }

  /// Lays the storage out for the row, has `split` write its cells, and sets the header.
  @inline(__always)
  private func writeRow(
    columnCount: Int, byteCapacity: Int, style: CellStyle,
    _ split: (inout DecodedRowWriter) -> Void
  ) -> Int {
    let tableSize = columnCount * MemoryLayout<Int>.size
    return withUnsafeMutablePointers { header, elements in
      if header.pointee.highlights == nil, header.pointee.footnotes == nil {
        // Set field by field: assigning a whole header destroys the old one, its optional
        // highlights and footnotes released one by one, for every row.
        header.pointee.columnCount = columnCount
        header.pointee.text = Span(start: 0, count: 0)
        header.pointee.secondaryText = .absent
        header.pointee.detailText = .absent
        header.pointee.image = .absent
        header.pointee.link = .absent
        header.pointee.id = .absent
      } else {
        header.pointee = Header(columnCount: columnCount, room: header.pointee.room)
      }
      var writer = DecodedRowWriter(
        table: UnsafeMutableRawPointer(elements), bytes: elements + tableSize,
        columnCount: columnCount, capacity: byteCapacity)
      split(&writer)
      writer.finish(into: header, style: style)
      return writer.count
    }
  }
}

extension CellContent {
  /// Makes this content a decoded row of `columnCount` columns whose cells `split` writes
  /// straight into its storage, written over the storage when no other content shares it and
  /// it has room, else in new storage: the row that
  /// ``row(cellBytes:ends:style:accessory:)`` makes of the same cells padded to the columns,
  /// without a buffer of cells between.
  ///
  /// - Parameters:
  ///   - columnCount: The section's columns, which the row is padded to.
  ///   - byteCapacity: The most bytes `split` writes: the length of the input they come from.
  ///   - style: The section's style, or `nil` to infer it from the columns.
  ///   - accessory: The row's check box, if it has one.
  ///   - split: Writes the cells, in order.
  /// - Returns: The number of cells `split` wrote; more than `columnCount` is an error the
  ///   caller reports, the row then being of no use.
  package mutating func rewriteAsDecodedRow(
    columnCount: Int, byteCapacity: Int, style: CellStyle?, accessory: CellAccessory,
    _ split: (inout DecodedRowWriter) -> Void
  ) -> Int {
    let style = style ?? (columnCount > 1 ? .value1 : .default)
    var count = 0
    let written = overwrite(accessory: accessory, style: style) { storage in
      guard
        let cellCount = storage.rewriteRow(
          columnCount: columnCount, byteCapacity: byteCapacity, style: style, split)
      else { return false }
      count = cellCount
      return true
    }
    if written { return count }
    self = CellContent(
      decodedRowOf: columnCount, byteCapacity: byteCapacity, style: style,
      accessory: accessory, count: &count, split)
    return count
  }

  /// Makes a decoded row of `columnCount` columns whose cells `split` writes straight into
  /// its storage, as ``rewriteAsDecodedRow(columnCount:byteCapacity:style:accessory:_:)``
  /// does in new storage; `count` is set to the number of cells split.
  ///
  /// - Parameters:
  ///   - columnCount: The section's columns, which the row is padded to.
  ///   - byteCapacity: The most bytes `split` writes: the length of the input they come from.
  ///   - style: The section's style, or `nil` to infer it from the columns.
  ///   - accessory: The row's check box, if it has one.
  ///   - count: Set to the number of cells `split` wrote.
  ///   - split: Writes the cells, in order.
  package init(
    decodedRowOf columnCount: Int, byteCapacity: Int, style: CellStyle?,
    accessory: CellAccessory, count: inout Int, _ split: (inout DecodedRowWriter) -> Void
  ) {
    let style = style ?? (columnCount > 1 ? .value1 : .default)
    let storage = CellTexts.makeRow(
      columnCount: columnCount, byteCapacity: byteCapacity, spare: Self.spareDecodedRowBytes,
      style: style, count: &count, split)
    self.init(storage, accessory: accessory, style: style)
  }

  /// Room made in a decoded row's storage beyond the input it comes from, so that a later
  /// row a little longer can be written over it.
  private static let spareDecodedRowBytes = 16
}
