/// Splits the cells of a list-file row or `@columns` line.
///
/// Cells are separated by every `|` that is not escaped; `\|` is a literal pipe, `\\` a
/// literal backslash, and any other backslash is kept as it is. White space around each cell
/// is trimmed.
enum CellSplitter {
  /// The cells of `line` from byte `start` on, and the byte offset of each separating `|`.
  ///
  /// One pass over the bytes; a cell with no escape is copied as it is.
  static func split(_ line: String, from start: Int) -> (cells: [String], pipes: [Int]) {
    var line = line
    return line.withUTF8 { bytes in
      var cells: [String] = []
      var pipes: [Int] = []
      var cellStart = start
      var hasEscape = false
      var index = start
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "|") || bytes[index + 1] == UInt8(ascii: "\\")
        {
          hasEscape = true
          index += 2
          continue
        }
        if byte == UInt8(ascii: "|") {
          cells.append(cell(bytes, cellStart..<index, unescaping: hasEscape))
          pipes.append(index)
          cellStart = index + 1
          hasEscape = false
        }
        index += 1
      }
      cells.append(cell(bytes, cellStart..<bytes.count, unescaping: hasEscape))
      return (cells, pipes)
    }
  }

  /// One cell's bytes, trimmed of spaces and tabs, with `\|` and `\\` unescaped if it has any.
  private static func cell(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, unescaping: Bool
  ) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
    while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    guard unescaping else { return String(decoding: trimmed, as: UTF8.self) }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(trimmed.count)
    var index = 0
    while index < trimmed.count {
      if trimmed[index] == UInt8(ascii: "\\"), index + 1 < trimmed.count,
        trimmed[index + 1] == UInt8(ascii: "|") || trimmed[index + 1] == UInt8(ascii: "\\")
      {
        index += 1
      }
      unescaped.append(trimmed[index])
      index += 1
    }
    return String(decoding: unescaped, as: UTF8.self)
  }
}
