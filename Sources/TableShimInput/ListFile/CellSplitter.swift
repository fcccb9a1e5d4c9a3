/// Splits the cells of a list-file row or `@columns` line.
///
/// Cells are separated by every `|` that is not escaped; `\|` is a literal pipe, `\\` a
/// literal backslash, and any other backslash is kept as it is. White space around each cell
/// is trimmed.
enum CellSplitter {
  /// The cells, and the byte offset (in `text`) of each separating `|`.
  static func split(_ text: Substring) -> (cells: [String], pipes: [Int]) {
    var cells: [String] = []
    var pipes: [Int] = []
    var cell: [UInt8] = []
    let bytes = Array(text.utf8)
    let base = text.utf8.distance(from: text.base.utf8.startIndex, to: text.utf8.startIndex)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "|") || bytes[index + 1] == UInt8(ascii: "\\")
      {
        cell.append(bytes[index + 1])
        index += 2
        continue
      }
      if byte == UInt8(ascii: "|") {
        cells.append(trimmed(cell))
        pipes.append(base + index)
        cell = []
      } else {
        cell.append(byte)
      }
      index += 1
    }
    cells.append(trimmed(cell))
    return (cells, pipes)
  }

  private static func trimmed(_ bytes: [UInt8]) -> String {
    var slice = bytes[...]
    while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
    return String(decoding: slice, as: UTF8.self)
  }
}
