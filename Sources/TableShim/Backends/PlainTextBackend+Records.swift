extension PlainTextBackend {
  /// Rows drawn as records (psql's expanded display): for each row a heading, `Record N`,
  /// and a grid of two columns without titles, each column's title beside the row's cell.
  ///
  /// The text backend draws records for the sections the records layout makes, and for a
  /// grid whose columns do not fit its ``PlainTextBackend/width`` even at their narrowest
  /// readable widths. Within a width, the titles take at most half of it and wrap, and the
  /// cells take the rest, folded; every record is then the same width.
  struct RecordGrid {
    /// The titles, shown as a grid shows them.
    let titles: [String]
    /// The columns of the two-column grid: fixed widths within a width, else natural.
    private let columns: [Column]
    /// The colours of the headings and rows, or `nil` for none.
    let colors: TerminalStyle?
    /// The widest a record may be, or `nil` for no limit.
    let width: Int?
    /// The narrowest each of a record's two columns may be: the widest a character is.
    static let narrowestColumn = 3

    /// Whether records fit `width` in `style`: when not, a grid that does not fit is drawn
    /// as a grid still, its columns as narrow as their widest characters.
    static func fit(_ width: Int?, _ style: GridStyle) -> Bool {
      guard let width else { return true }
      return width - style.overhead(columns: 2) >= 2 * narrowestColumn
    }

    /// Lays out the records of rows under `titles`.
    ///
    /// - Parameters:
    ///   - titles: The columns' titles, as shown.
    ///   - width: The widest a record may be, or `nil` for no limit.
    ///   - style: How the grids draw their rules.
    ///   - colors: The colours of the headings and rows.
    init(titles: [String], width: Int?, style: GridStyle, colors: TerminalStyle?) {
      self.titles = titles
      self.colors = colors
      self.width = width
      let widest = titles.map(GridMeasure.naturalWidth(of:)).max() ?? 1
      guard let width else {
        columns = [Column("", minWidth: widest, maxWidth: widest), Column("")]
        return
      }
      let room = width - style.overhead(columns: 2)
      let titleWidth = max(min(widest, room / 2), Self.narrowestColumn)
      let valueWidth = max(room - titleWidth, Self.narrowestColumn)
      columns = [
        Column("", minWidth: titleWidth, maxWidth: titleWidth),
        Column("", minWidth: valueWidth, maxWidth: valueWidth),
      ]
    }

    /// Writes one record: its heading, when it has one, and its grid.
    ///
    /// - Parameters:
    ///   - heading: The heading above the grid, such as `Record 3`; `nil` for none.
    ///   - values: The row's cells as shown, one per title (missing ones empty).
    ///   - state: The row's state, for its colour.
    ///   - style: How the grid draws its rules.
    ///   - sink: Where the output goes.
    func write(
      heading: String?, values: [String], state: CellState, _ style: GridStyle,
      into sink: inout ByteSink
    ) {
      if let heading {
        let look = colors?.sectionHeader ?? .plain
        sink.writeLookStart(look)
        sink.writeTerminalSafe(heading)
        sink.writeLookEnd(look)
        sink.write(byte: UInt8(ascii: "\n"))
      }
      var cells = GridCells(columnCount: 2, rowCapacity: titles.count)
      for (index, title) in titles.enumerated() {
        cells.appendRow(cellCount: 2) { column, sink in
          sink.write(column == 0 ? title : index < values.count ? values[index] : "")
        }
      }
      let layout = GridLayout(header: nil, rows: cells, columns: columns, available: nil)
      var grid = StreamedGrid(
        layout: layout, header: nil, columnCount: 2, colors: colors, spanners: SpannerHead(nil),
        available: nil)
      grid.writeHead(style, into: &sink)
      cells.withCells { cells in
        for row in 0..<cells.rowCount {
          grid.writeRow(row, of: cells, state: row == 0 ? state : .normal, style, into: &sink)
        }
      }
      grid.writeFoot(style, into: &sink)
    }
  }

  /// Writes a section that the records layout made of one row: its title and cell pairs
  /// as a record grid.
  func writeRecord(_ grid: GridSection, into sink: inout ByteSink) {
    let pairs = grid.cells(count: 2)
    let titles = pairs.strings(ofColumn: 0)
    let records = RecordGrid(titles: titles, width: width, style: gridStyle, colors: colors)
    records.write(
      heading: nil, values: pairs.strings(ofColumn: 1), state: grid.rows.first?.state ?? .normal,
      gridStyle, into: &sink)
  }
}
