import TableShim

/// The cells of one row as UTF-8, laid end to end: a buffer a decoder fills again for every
/// row, so that reading a row allocates nothing until its content is made.
///
/// A decoder owns one and never shares it, so it is a class: filling it needs no
/// copy-on-write check and no `inout` access to the decoder.
final class CellBytes {
  private var bytes: UnsafeMutablePointer<UInt8>
  private var byteCapacity: Int
  private var byteCount = 0
  private var ends: UnsafeMutablePointer<Int>
  private var endCapacity: Int
  /// The number of cells.
  private(set) var count = 0

  init() {
    byteCapacity = 256
    bytes = .allocate(capacity: byteCapacity)
    endCapacity = 16
    ends = .allocate(capacity: endCapacity)
  }

  deinit {
    bytes.deallocate()
    ends.deallocate()
  }

  /// Empties the buffer, keeping its memory for the next row.
  func removeAll() {
    byteCount = 0
    count = 0
  }

  /// Appends bytes to the cell being read.
  func append(_ source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress, !source.isEmpty else { return }
    if byteCount + source.count > byteCapacity { growBytes(to: byteCount + source.count) }
    (bytes + byteCount).initialize(from: base, count: source.count)
    byteCount += source.count
  }

  /// Appends a whole cell: its bytes, then its end, as ``append(_:)`` and ``endCell()`` do
  /// with one check for room each.
  @inline(__always)
  func appendCell(_ source: UnsafeBufferPointer<UInt8>) {
    if let base = source.baseAddress, !source.isEmpty {
      if byteCount + source.count > byteCapacity { growBytes(to: byteCount + source.count) }
      (bytes + byteCount).initialize(from: base, count: source.count)
      byteCount += source.count
    }
    endCell()
  }

  /// Makes room for at least `needed` bytes, keeping those read.
  private func growBytes(to needed: Int) {
    byteCapacity = max(byteCapacity * 2, needed)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    grown.initialize(from: bytes, count: byteCount)
    bytes.deallocate()
    bytes = grown
  }

  /// Appends one byte to the cell being read.
  func append(byte: UInt8) {
    withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
  }

  /// Ends the cell being read.
  @inline(__always)
  func endCell() {
    if count == endCapacity { growEnds() }
    ends[count] = byteCount
    count += 1
  }

  /// Makes room for twice as many cells, keeping those read.
  private func growEnds() {
    endCapacity *= 2
    let grown = UnsafeMutablePointer<Int>.allocate(capacity: endCapacity)
    grown.initialize(from: ends, count: count)
    ends.deallocate()
    ends = grown
  }

  /// Adds empty cells until there are `count`.
  func pad(to count: Int) {
    while self.count < count { endCell() }
  }

  /// One cell's bytes, valid until the buffer next changes.
  func cell(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    let start = index == 0 ? 0 : ends[index - 1]
    return UnsafeBufferPointer(start: bytes + start, count: ends[index] - start)
  }

  /// One cell's text.
  func string(at index: Int) -> String { String(decoding: cell(index), as: UTF8.self) }

  /// Every cell's text.
  var strings: [String] { (0..<count).map { String(decoding: cell($0), as: UTF8.self) } }

  /// Calls `body` with the cells' bytes and where each cell ends.
  func withCells<Result>(
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Result
  ) -> Result {
    body(
      UnsafeBufferPointer(start: bytes, count: byteCount),
      UnsafeBufferPointer(start: ends, count: count))
  }
}

extension CellContent {
  /// The content of a decoded row, from its cells' bytes: the rule of ``row(_:style:accessory:)``
  /// without a `String` per cell.
  ///
  /// - Parameters:
  ///   - bytes: The row's cells laid end to end, already padded to the section's columns.
  ///   - ends: Where each cell ends in `bytes`.
  ///   - style: The section's style, or `nil` to infer it from the cells.
  ///   - accessory: The row's check box, if it has one.
  /// - Returns: The content, whose style is the built-in cell type that shows it.
  static func row(
    cellBytes bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    style: CellStyle? = nil, accessory: CellAccessory = .none
  ) -> CellContent {
    let count = ends.count
    let style = style ?? (count > 1 ? .value1 : .default)
    let second = count > 1 && ends[1] > ends[0] ? 1 : nil
    return CellContent(
      cellBytes: bytes, ends: ends, textColumn: count > 0 ? 0 : nil,
      secondaryTextColumn: style == .subtitle ? second : nil,
      detailColumn: style == .value1 || style == .value2 ? second : nil,
      accessory: accessory, style: style)
  }

  /// Makes this content the decoded row of the cells, as ``row(cellBytes:ends:style:accessory:)``
  /// does, written over its storage when no other content shares it and it has room.
  ///
  /// - Parameters:
  ///   - bytes: The row's cells laid end to end, already padded to the section's columns.
  ///   - ends: Where each cell ends in `bytes`.
  ///   - style: The section's style, or `nil` to infer it from the cells.
  ///   - accessory: The row's check box, if it has one.
  mutating func reuseAsRow(
    cellBytes bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    style: CellStyle?, accessory: CellAccessory
  ) {
    let count = ends.count
    let style = style ?? (count > 1 ? .value1 : .default)
    let second = count > 1 && ends[1] > ends[0] ? 1 : nil
    reuse(
      cellBytes: bytes, ends: ends, textColumn: count > 0 ? 0 : nil,
      secondaryTextColumn: style == .subtitle ? second : nil,
      detailColumn: style == .value1 || style == .value2 ? second : nil,
      accessory: accessory, style: style)
  }
}
