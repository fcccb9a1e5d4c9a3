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
      let location = InputLocation(file: reader.file, line: line.number, column: 1)
      let (cells, columns) = (self.cells, columnCount)
      let parsed = try reader.withBytes(of: line) { bytes throws(InputError) in
        try ListFileLine(bytes, columns: columns, location: location, cells: cells)
      }
      switch parsed {
      case .blank: continue
      case .columns(let titles): columnCount = titles?.count
      case .header: style = nil
      case .style(let newStyle): style = newStyle
      default: break
      }
      return (parsed, line.number)
    }
    return nil
  }
}
