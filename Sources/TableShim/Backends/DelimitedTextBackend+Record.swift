extension DelimitedTextBackend {
  /// A row's record, written whole in room made once: the section column's field, if any,
  /// the cells, the detail, the extra texts, then empty fields up to the header row's width.
  struct Record {
    /// CSV or TSV.
    let dialect: Dialect
    /// Whether the record has one field, so that CSV quotes it empty.
    let isAlone: Bool
    /// The number of fields after the section column's.
    let width: Int
    /// The row's cells.
    let cells: DataRow.Cells
    /// The detail, when it is written after the cells.
    let detail: UnsafeBufferPointer<UInt8>?
    /// The texts written after the cells and the detail.
    let extras: DataRow.Extras

    /// Writes the record and its end.
    ///
    /// - Parameters:
    ///   - header: The section column's field, or `nil` when there is no section column.
    ///   - sink: Where the output goes.
    func write(header: UnsafeBufferPointer<UInt8>?, into sink: inout ByteSink) {
      var byteCount = header?.count ?? 0
      for cell in cells { byteCount &+= cell.count }
      byteCount &+= detail?.count ?? 0
      for extra in extras { byteCount &+= extra.count }
      // Each byte escaped as two at most; each field its separator and two quotes; the
      // record's end; and a word stored whole past the last byte.
      let room = 2 &* byteCount &+ 3 &* (width &+ 1) &+ 2 &+ 8
      let isCSV = dialect == .csv
      _ = sink.write(upTo: room) { cursor in
        var fields = Fields(isCSV: isCSV, isAlone: isAlone)
        if let header { fields.append(header, isAlone: false, into: &cursor) }
        for cell in cells { fields.append(cell, into: &cursor) }
        if let detail { fields.append(detail, into: &cursor) }
        for extra in extras { fields.append(extra, into: &cursor) }
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        while fields.count < width { fields.append(empty, into: &cursor) }
        if isCSV {
          cursor.write(byte: 0x0D)
        }
        cursor.write(byte: 0x0A)
        return true
      }
    }
  }

  /// Writes the fields of a record one after the other, with their separators.
  private struct Fields {
    let isCSV: Bool
    let isAlone: Bool
    /// The number of fields written, the section column's not counted.
    private(set) var count = 0
    private var isFirst = true

    init(isCSV: Bool, isAlone: Bool) {
      self.isCSV = isCSV
      self.isAlone = isAlone
    }

    /// Appends a field of the row, escaped for the dialect, after a separator.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, into cursor: inout ByteCursor) {
      append(bytes, isAlone: isAlone, into: &cursor)
      count &+= 1
    }

    /// Appends a field escaped for the dialect, after a separator.
    @inline(__always)
    mutating func append(
      _ bytes: UnsafeBufferPointer<UInt8>, isAlone: Bool, into cursor: inout ByteCursor
    ) {
      if !isFirst { cursor.write(byte: isCSV ? UInt8(ascii: ",") : 0x09) }
      isFirst = false
      if isCSV {
        cursor.appendCSVField(bytes, isAlone: isAlone)
      } else {
        cursor.appendTSVField(bytes)
      }
    }
  }
}
