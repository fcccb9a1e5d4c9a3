import TableShim

/// Reads a list file's lines and recognises each, keeping track of the column count in force
/// (so that rows are checked and padded) and of the section's style: the part of decoding that needs no section state,
/// which can run on a thread of its own (``ListFileReadAhead``).
struct ListFileParser {
  private var reader: ByteLineReader
  /// The number of columns of the last `@columns` line, which rows are checked and padded to.
  private var columnCount: Int?
  /// The style of the section being read (its `@style` line), for making rows ahead.
  private(set) var style: CellStyle?
  /// The cells of the last row read.
  let cells = CellBytes()

  init(_ source: InputSource) {
    reader = source.lineReader()
  }

  /// The input's name, for errors.
  var file: String { reader.file }

  /// Whether ``nextLine()`` can return without reading from the source, which may block.
  var hasLineBuffered: Bool {
    @inline(__always) mutating get { reader.hasLineBuffered }
  }

  /// The next line that is not blank, with its number; a row's cells are in ``cells`` until
  /// the next call.
  ///
  /// - Returns: The line, or `nil` at the end of the input.
  /// - Throws: ``InputError`` for a line that breaks the format, bytes that are not UTF-8, or
  ///   a failure to read.
  @inline(__always)
  mutating func nextLine() throws(InputError) -> (line: ListFileLine, number: Int)? {
    while let line = try reader.nextLine() {
      // The line's location is made only for an error: a location made for every line
      // retained and released the file's name each time.
      let (cells, columns) = (self.cells, columnCount)
      let parsed = try reader.withBytesAndFile(of: line) { bytes, file throws(InputError) in
        var rowCells = ListFileLine.RowCells()
        return try ListFileLine.read(
          bytes, columns: columns, file: file, line: line.number, cells: cells,
          rowCells: &rowCells)
      }
      guard track(parsed) else { continue }
      return (parsed, line.number)
    }
    return nil
  }

  /// Reads the next line that is not blank into `batch`, as ``nextLine()`` reads it: a row of
  /// a section with columns is split straight into the batch's row, without ``cells``.
  ///
  /// - Returns: Whether a line was read; `false` at the end of the input.
  /// - Throws: ``InputError`` for a line that breaks the format, bytes that are not UTF-8, or
  ///   a failure to read.
  @inline(__always)
  mutating func nextLine(into batch: inout ParsedLines) throws(InputError) -> Bool {
    while let line = try reader.nextLine() {
      let (cells, columns, style) = (self.cells, columnCount, self.style)
      let parsed = try reader.withBytesAndFile(of: line) {
        bytes, file throws(InputError) -> ListFileLine? in
        var rowCells = ListFileLine.RowCells(defers: true)
        let parsed = try ListFileLine.read(
          bytes, columns: columns, file: file, line: line.number, cells: cells,
          rowCells: &rowCells)
        guard case .row(let accessory, let id) = parsed, !rowCells.isSplit, let columns else {
          return parsed
        }
        let count = batch.writeRow(
          columns: columns, byteCapacity: max(0, rowCells.textEnd - rowCells.start), style: style,
          accessory: accessory
        ) { writer in
          CellSplitter.split(
            UnsafeBufferPointer(rebasing: bytes[..<rowCells.textEnd]), from: rowCells.start,
            dropping: rowCells.dropped, into: &writer)
        }
        try ListFileLine.checkCellCount(
          count, of: bytes, rowCells, columns: columns, file: file, line: line.number)
        batch.commitRow(id: id, number: line.number)
        return nil
      }
      // A row split into the batch is in it already.
      guard let parsed else { return true }
      guard track(parsed) else { continue }
      batch.append(parsed, number: line.number, cells: cells, style: self.style)
      return true
    }
    return false
  }

  /// Keeps track of the columns and style a line sets; returns `false` for a blank line.
  @inline(__always)
  private mutating func track(_ parsed: ListFileLine) -> Bool {
    switch parsed {
    case .blank: return false
    case .columns(let titles): columnCount = titles?.count
    case .header: style = nil
    case .style(let newStyle): style = newStyle
    default: break
    }
    return true
  }
}
