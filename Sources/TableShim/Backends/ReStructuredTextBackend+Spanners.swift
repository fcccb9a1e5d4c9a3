extension ReStructuredTextBackend {
  /// The spanner rows of a grid table's header, above its column titles: each label a cell
  /// that spans its columns (no `|` inside the span), centred, with a border under it that
  /// meets the cells of the row below.
  ///
  /// ```
  /// +------+---------------+
  /// |      |     Stats     |
  /// +------+-------+-------+
  /// | Name | Goals | Caps  |
  /// +======+=======+=======+
  /// ```
  struct SpannerHead {
    let rows: [[SpannerCell]]
    /// Each cell's text, escaped for a grid table.
    let texts: [[String]]

    /// Escapes the spanner labels of a section's columns with `escape`.
    init(_ columns: [Column]?, escape: (String) -> String) {
      rows = columns?.spannerRows ?? []
      texts = rows.map { row in row.map { $0.label.map(escape) ?? "" } }
    }

    /// Widens the last column under each label too wide for its columns.
    func widen(_ widths: inout [Int], width: (String) -> Int) {
      for (level, row) in rows.enumerated() {
        for (index, cell) in row.enumerated() {
          let extra = width(texts[level][index]) - Self.room(cell.columns, widths)
          if extra > 0 { widths[cell.columns.upperBound - 1] += extra }
        }
      }
    }

    /// Writes the top border and the spanner rows, each with the border under it.
    func write(_ widths: [Int], into sink: inout ByteSink) {
      let allColumns = widths.indices.map { SpannerCell(label: nil, columns: $0..<($0 + 1)) }
      Self.writeBorder(ends: Self.ends(rows[0]), widths, into: &sink)
      for (level, row) in rows.enumerated() {
        let lines = texts[level].map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        let height = lines.map(\.count).max() ?? 1
        for index in 0..<height {
          sink.write(byte: UInt8(ascii: "|"))
          for (cellIndex, cell) in row.enumerated() {
            let cellLines = lines[cellIndex]
            let text = index < cellLines.count ? cellLines[index] : ""
            let room = Self.room(cell.columns, widths) - ReStructuredTextWidth.of(text)
            let left = cellLines.count == 1 ? room / 2 : 0
            sink.write(repeating: UInt8(ascii: " "), count: 1 + left)
            sink.write(text)
            sink.write(repeating: UInt8(ascii: " "), count: room - left + 1)
            sink.write(byte: UInt8(ascii: "|"))
          }
          sink.write(byte: UInt8(ascii: "\n"))
        }
        let below = level + 1 < rows.count ? rows[level + 1] : allColumns
        Self.writeBorder(ends: Self.ends(row).union(Self.ends(below)), widths, into: &sink)
      }
    }

    /// The width inside a cell over `columns`: theirs and the borders between them.
    private static func room(_ columns: Range<Int>, _ widths: [Int]) -> Int {
      columns.reduce(0) { $0 + widths[$1] } + 3 * (columns.count - 1)
    }

    /// Where the cells of a row end, by the index of the column after them.
    private static func ends(_ row: [SpannerCell]) -> Set<Int> {
      Set(row.map(\.columns.upperBound))
    }

    /// Writes a `-` border with a `+` at both ends and where a column in `ends` starts.
    private static func writeBorder(ends: Set<Int>, _ widths: [Int], into sink: inout ByteSink) {
      sink.write(byte: UInt8(ascii: "+"))
      for (column, width) in widths.enumerated() {
        sink.write(repeating: UInt8(ascii: "-"), count: width + 2)
        let isEnd = column == widths.count - 1 || ends.contains(column + 1)
        sink.write(byte: isEnd ? UInt8(ascii: "+") : UInt8(ascii: "-"))
      }
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }
}
