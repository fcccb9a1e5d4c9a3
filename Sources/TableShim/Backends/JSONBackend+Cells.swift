extension JSONBackend {
  /// Writes a row's cells and extra texts as an array of strings, after `{"cells": ` for a
  /// row that is an object, in room made once.
  ///
  /// - Parameters:
  ///   - shape: The row's cells and extra texts.
  ///   - isPlain: Whether the row is the array alone.
  ///   - sink: Where the output goes.
  static func writeCells(_ shape: DataRow, isPlain: Bool, into sink: inout ByteSink) {
    let cells = shape.cells
    let extras = shape.extras
    var byteCount = 0
    for cell in cells { byteCount &+= cell.count }
    for extra in extras { byteCount &+= extra.count }
    let fieldCount = cells.count &+ extras.count
    // `{"cells": [`, and `]`; each text at most six bytes a byte, between quotes, after `, `;
    // and a word stored whole past the last byte.
    let room = 12 &+ 6 &* byteCount &+ 4 &* fieldCount &+ 8
    _ = sink.write(upTo: room) { cursor in
      if !isPlain { cursor.write("{\"cells\": ") }
      cursor.write(byte: UInt8(ascii: "["))
      for index in cells.indices {
        if index > 0 { cursor.write(", ") }
        cursor.appendJSONString(cells[index])
      }
      for extra in extras {
        cursor.write(", ")
        cursor.appendJSONString(extra)
      }
      cursor.write(byte: UInt8(ascii: "]"))
      return true
    }
  }
}
