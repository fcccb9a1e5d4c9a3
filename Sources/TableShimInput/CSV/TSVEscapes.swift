/// The escapes of a TSV field, those of "linear TSV".
///
/// `\\` is a backslash, `\t` a tab, `\n` a line feed and `\r` a carriage return. A backslash
/// before any other character, or at the end of the field, stays as it is written.
enum TSVEscapes {
  /// Appends the text of a field, with its escapes decoded, to the cell being read.
  ///
  /// - Parameters:
  ///   - field: The field's bytes, between separators; valid UTF-8.
  ///   - cells: The record's cells, whose last cell is the field's.
  static func append(_ field: UnsafeBufferPointer<UInt8>, to cells: CellBytes) {
    let backslash = UInt8(ascii: "\\")
    var start = 0
    while true {
      let found = ByteScan.firstIndex(of: backslash, or: backslash, in: field, from: start)
      guard found + 1 < field.count else {
        // No escape left: a backslash at the very end stays as it is.
        cells.append(UnsafeBufferPointer(rebasing: field[start...]))
        return
      }
      let decoded: UInt8? =
        switch field[found + 1] {
        case backslash: backslash
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        default: nil
        }
      guard let decoded else {
        // Not an escape: the backslash is text, and the byte after it is read as any other.
        cells.append(UnsafeBufferPointer(rebasing: field[start...found]))
        start = found + 1
        continue
      }
      cells.append(UnsafeBufferPointer(rebasing: field[start..<found]))
      cells.append(byte: decoded)
      start = found + 2
    }
  }
}
