import TableShim

/// Splits the cells of a list-file row or `@columns` line, in one pass over its bytes.
///
/// Cells are separated by every `|` that is not escaped; `\|` is a literal pipe, `\\` a
/// literal backslash, and any other backslash stays as it is. Spaces and tabs around each cell
/// are trimmed. The backslash of a trailing `\{#` (see ``TrailingIdentifier``) is dropped.
enum CellSplitter {
  /// Reads the cells of `bytes` from offset `start` on into `cells`, after what it holds.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - start: Where the first cell starts.
  ///   - dropped: The offset of a backslash to leave out, if any.
  ///   - cells: Where the cells go.
  static func split<Cells: CellSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, dropping dropped: Int? = nil,
    into cells: inout Cells
  ) {
    var cellStart = start
    var hasEscape = false
    var index = start
    while true {
      index = ByteScan.firstIndex(
        of: UInt8(ascii: "|"), or: UInt8(ascii: "\\"), in: bytes, from: index)
      guard index < bytes.count else { break }
      if index == dropped {
        hasEscape = true
        index += 1
      } else if bytes[index] == UInt8(ascii: "|") {
        append(bytes, cellStart..<index, unescaping: hasEscape, dropping: dropped, to: &cells)
        cellStart = index + 1
        hasEscape = false
        index += 1
      } else if isEscape(bytes, at: index) {
        hasEscape = true
        index += 2
      } else {
        index += 1
      }
    }
    append(bytes, cellStart..<bytes.count, unescaping: hasEscape, dropping: dropped, to: &cells)
  }

  /// The cells of `bytes` from offset `start` on, as strings.
  static func cells(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [String] {
    var cells = CellBytes()
    split(bytes, from: start, into: &cells)
    return cells.strings
  }

  /// The offset of the `separator`th unescaped `|` (from 0) at or after `start`, if any.
  static func offset(
    ofSeparator separator: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  )
    -> Int?
  {
    var seen = 0
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\"), isEscape(bytes, at: index) {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "|") {
        if seen == separator { return index }
        seen += 1
      }
      index += 1
    }
    return nil
  }

  /// Whether the backslash at `index` escapes the byte after it.
  private static func isEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index + 1 < bytes.count
      && (bytes[index + 1] == UInt8(ascii: "|") || bytes[index + 1] == UInt8(ascii: "\\"))
  }

  /// Appends one cell's bytes, trimmed, with its escapes replaced if it has any.
  @inline(__always)
  private static func append<Cells: CellSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, unescaping: Bool,
    dropping dropped: Int?,
    to cells: inout Cells
  ) {
    let trimmed = ListFileLine.trimmed(bytes, range)
    guard unescaping else { return cells.appendCell(UnsafeBufferPointer(rebasing: bytes[trimmed])) }
    var runStart = trimmed.lowerBound
    var index = trimmed.lowerBound
    while index < trimmed.upperBound {
      if index == dropped {
        cells.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
      } else if bytes[index] == UInt8(ascii: "\\"), index + 1 < trimmed.upperBound,
        bytes[index + 1] == UInt8(ascii: "|") || bytes[index + 1] == UInt8(ascii: "\\")
      {
        // Keep what came before the backslash; the escaped byte starts the next run.
        cells.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        index += 1
      }
      index += 1
    }
    cells.append(UnsafeBufferPointer(rebasing: bytes[runStart..<trimmed.upperBound]))
    cells.endCell()
  }
}

/// Where a splitter writes cells: a buffer of cells (``CellBytes``), or a row's storage
/// (`DecodedRowWriter`).
protocol CellSink {
  /// Appends bytes to the cell being read.
  mutating func append(_ source: UnsafeBufferPointer<UInt8>)
  /// Appends a whole cell: its bytes, then its end.
  mutating func appendCell(_ source: UnsafeBufferPointer<UInt8>)
  /// Ends the cell being read.
  mutating func endCell()
  /// The number of cells ended.
  var count: Int { get }
  /// Adds empty cells until there are `count`.
  mutating func pad(to count: Int)
}

extension CellBytes: CellSink {}

extension DecodedRowWriter: CellSink {
  /// Appends a whole cell: its bytes, then its end.
  @inline(__always)
  mutating func appendCell(_ source: UnsafeBufferPointer<UInt8>) {
    append(source)
    endCell()
  }
}
