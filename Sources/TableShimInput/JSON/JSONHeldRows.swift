import TableShim

/// What a JSON row object sets besides its cells.
struct JSONRowOptions {
  var accessory = CellAccessory.none
  var state = CellState.normal
  var link: String?
  var detail: String?
  /// The style given by the row's `style` key; `nil` to infer it from the cells.
  var style: CellStyle?
  var id: String?
  /// The text of a label row (`{"label": "Europe"}`), which has no cells.
  var label: String?
}

/// The rows of a section read before its `header` or `columns` key, held as their cells'
/// bytes until the section's start is known (``JSONTableParser`` describes the rule).
///
/// The columns may still change, so rows are checked against them and padded only when they
/// are sent; each cell's offset is kept for the error of a row with too many cells.
struct JSONHeldRows {
  private struct Row {
    /// The end of the row's cells in `ends` and `offsets`.
    var cellsEnd: Int
    var options: JSONRowOptions
  }

  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  private var offsets: [Int] = []
  private var rows: [Row] = []

  /// The number of rows held.
  var count: Int { rows.count }

  /// Holds a row: its cells, where each cell starts in the input, and its options.
  mutating func append(_ cells: CellBytes, offsets cellOffsets: [Int], options: JSONRowOptions) {
    cells.withCells { cellBytes, cellEnds in
      let base = bytes.count
      bytes.append(contentsOf: cellBytes)
      ends.append(contentsOf: cellEnds.lazy.map { base + $0 })
    }
    offsets.append(contentsOf: cellOffsets)
    rows.append(Row(cellsEnd: ends.count, options: options))
  }

  /// Hands out every row in order, its cells loaded into `cells`, with the input offsets of its
  /// cells and its options, then lets them go.
  mutating func removeAll(
    loadingInto cells: CellBytes,
    _ body: (ArraySlice<Int>, JSONRowOptions) throws(InputError) -> Void
  ) throws(InputError) {
    defer {
      bytes.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      offsets.removeAll(keepingCapacity: true)
      rows.removeAll(keepingCapacity: true)
    }
    var cell = 0
    for row in rows {
      let first = cell
      cells.removeAll()
      while cell < row.cellsEnd {
        let start = cell == 0 ? 0 : ends[cell - 1]
        bytes.withUnsafeBufferPointer { all in
          cells.append(UnsafeBufferPointer(rebasing: all[start..<ends[cell]]))
        }
        cells.endCell()
        cell += 1
      }
      try body(offsets[first..<row.cellsEnd], row.options)
    }
  }
}
