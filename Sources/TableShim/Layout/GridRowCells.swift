/// One grid row's cells, made in buffers kept from row to row.
///
/// The cells are made as the backend shows them, and as plain text when that differs. A grid read twice is measured and written with it,
/// a row at a time.
struct GridRowCells {
  private var shown: GridCells
  /// The plain cells, made only when ``keepsPlain``: not an optional, which each row would
  /// copy to test and to reach.
  private var plain: GridCells
  private let keepsPlain: Bool
  private let shownAs: GridSection.Shown

  /// Buffers for the rows of a grid.
  ///
  /// - Parameters:
  ///   - columnCount: The number of columns; a row's missing cells are empty.
  ///   - shownAs: How the backend shows each cell.
  ///   - keepsPlain: Whether to keep the plain cells too, when the shown ones differ.
  init(columnCount: Int, shownAs: @escaping GridSection.Shown, keepsPlain: Bool) {
    shown = GridCells(columnCount: columnCount, rowCapacity: 1)
    plain = GridCells(columnCount: keepsPlain ? columnCount : 0, rowCapacity: 1)
    self.keepsPlain = keepsPlain
    self.shownAs = shownAs
  }

  /// Makes a row's cells, in place of the last row's; a row with more cells than there are
  /// columns adds columns (a section that declares none has as many as its widest row).
  mutating func make(_ row: CellContent) {
    shown.removeAll()
    if keepsPlain { plain.removeAll() }
    let shownAs = shownAs
    let keepsPlain = keepsPlain
    row.withTextBytes { texts in
      let cellCount = GridSection.cellCount(of: texts)
      if cellCount > shown.columnCount {
        shown = GridCells(columnCount: cellCount, rowCapacity: 1)
        if keepsPlain { plain = GridCells(columnCount: cellCount, rowCapacity: 1) }
      }
      shown.appendRow(cellCount: cellCount) { column, sink in
        shownAs(row, column, GridSection.cell(column, of: texts), &sink)
      }
      if keepsPlain {
        plain.appendRow(cellCount: cellCount) { column, sink in
          sink.append(GridSection.cell(column, of: texts))
        }
      }
    }
  }

  /// Calls `body` with the row's cells as shown, and as plain text when kept; row 0 of each.
  func withCells<Result>(_ body: (GridCells.View, GridCells.View?) -> Result) -> Result {
    shown.withCells { shown in
      guard keepsPlain else { return body(shown, nil) }
      return plain.withCells { body(shown, $0) }
    }
  }
}
