extension ListFileBackend {
  /// Whether a row's `-` line (a row without an id) can be written whole, in room made once:
  /// its first cell is not read as a check box, an error that ``writeLine`` finds as it
  /// writes; whether a list file holds its texts is found as they are written.
  static func isWritableWhole(_ row: CellContent, _ shape: DataRow) -> Bool {
    guard row.accessory != .checkmark, row.accessory != .unchecked,
      let first = shape.cells.first
    else { return true }
    return !readsAsCheckBox(first)
  }

  /// Writes a row's `-` line, for a row without an id that ``isWritableWhole(_:_:)``, and
  /// returns `true`; returns `false`, having written nothing, when a text of the row is one a
  /// list file cannot hold (an error that ``writeLine`` gives, at its place in the line).
  static func writeWholeLine(
    _ accessory: CellAccessory, _ cells: DataRow.Cells, into sink: inout ByteSink
  ) -> Bool {
    var byteCount = 0
    for cell in cells { byteCount &+= cell.count }
    // The dash and a check box; each cell escaped (two bytes a byte, and one before an id-like
    // last word) after ` | `; the line's end; and a word stored whole past the last byte.
    let room = 5 &+ 2 &* byteCount &+ 4 &* cells.count &+ 1 &+ 8
    return sink.write(upTo: room) { cursor in
      cursor.write(byte: UInt8(ascii: "-"))
      switch accessory {
      case .checkmark: cursor.write(" [x]")
      case .unchecked: cursor.write(" [ ]")
      default: break
      }
      let last = cells.count - 1
      for index in cells.indices {
        let cell = cells[index]
        if index > 0 {
          cursor.write(" | ")
        } else if !cell.isEmpty || index != last {
          cursor.write(byte: 0x20)
        }
        guard cursor.appendListFileCellIfHoldable(cell, endsLine: index == last) else {
          return false
        }
      }
      cursor.write(byte: 0x0A)
      return true
    }
  }
}
