/// Splits the cells of a list-file row or `@columns` line, in one pass over its bytes.
///
/// Cells are separated by every `|` that is not escaped; `\|` is a literal pipe, `\\` a
/// literal backslash, and any other backslash stays as it is. Spaces and tabs around each cell
/// are trimmed.
enum CellSplitter {
  /// The cells of `bytes` from offset `start` on, in an array with room for `capacity`.
  static func cells(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, capacity: Int = 4
  ) -> [String] {
    var cells: [String] = []
    cells.reserveCapacity(capacity)
    var cellStart = start
    var hasEscape = false
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\") where isEscape(bytes, at: index):
        hasEscape = true
        index += 2
      case UInt8(ascii: "|"):
        cells.append(cell(bytes, cellStart..<index, unescaping: hasEscape))
        cellStart = index + 1
        hasEscape = false
        index += 1
      default:
        index += 1
      }
    }
    cells.append(cell(bytes, cellStart..<bytes.count, unescaping: hasEscape))
    return cells
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

  /// One cell's bytes, trimmed, with its escapes replaced if it has any.
  private static func cell(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, unescaping: Bool
  ) -> String {
    let trimmed = ListFileLine.trimmed(bytes, range)
    guard unescaping else {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed]), as: UTF8.self)
    }
    var text: [UInt8] = []
    text.reserveCapacity(trimmed.count)
    var index = trimmed.lowerBound
    while index < trimmed.upperBound {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < trimmed.upperBound,
        bytes[index + 1] == UInt8(ascii: "|") || bytes[index + 1] == UInt8(ascii: "\\")
      {
        index += 1
      }
      text.append(bytes[index])
      index += 1
    }
    return String(decoding: text, as: UTF8.self)
  }
}
