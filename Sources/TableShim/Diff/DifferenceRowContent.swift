extension CellContent {
  /// The content of a grid row of a difference's table whose cells are one row's columns as
  /// they are: a mark, the row's columns (padded with empty ones to `count`), then `origin`
  /// when the section has a `moved from` column.
  ///
  /// It is exactly what `CellContent(columns: [mark] + cells + [origin])` makes of the
  /// row's columns as strings, written from the bytes where the row keeps them, without a
  /// `String` per cell: a difference of a million rows makes as many.
  ///
  /// ```swift
  /// let shown = CellContent.differenceRow(mark: "+", of: row, count: 3, origin: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - mark: The row's mark.
  ///   - row: The row whose columns are shown.
  ///   - count: The number of columns to show at least.
  ///   - origin: The `moved from` cell, or `nil` when the section has no such column.
  /// - Returns: The content.
  static func differenceRow(mark: String, of row: CellContent, count: Int, origin: String?)
    -> CellContent
  {
    var content: CellContent?
    content.rewriteAsDifferenceRow(mark: mark, of: row, count: count, origin: origin)
    return content.take()!
  }

  /// The content of a grid row of a difference's table whose cells are a decoded row's cells
  /// as they are, given as their bytes (``RawTableRows``): exactly what
  /// ``differenceRow(mark:of:count:origin:)`` makes of the row its decoder makes of them.
  ///
  /// - Parameters:
  ///   - mark: The row's mark.
  ///   - bytes: The row's cells laid end to end.
  ///   - ends: Where each cell ends in `bytes`.
  ///   - count: The number of columns to show at least.
  ///   - origin: The `moved from` cell, or `nil` when the section has no such column.
  /// - Returns: The content.
  static func differenceRow(
    mark: String, cellBytes bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    count: Int, origin: String?
  ) -> CellContent {
    var content: CellContent?
    content.rewriteAsDifferenceRow(
      mark: mark, cellBytes: bytes, ends: ends, count: count, origin: origin)
    return content.take()!
  }
}

extension CellContent? {
  /// Makes this the content ``CellContent/differenceRow(mark:cellBytes:ends:count:origin:)``
  /// makes, written over the storage of the content it holds when no other content shares
  /// that storage and it has room, else in new storage: a difference of a million rows then
  /// allocates and frees next to none of them (the renderer gives each row back once written,
  /// ``RowRecycler``).
  ///
  /// - Parameters:
  ///   - mark: The row's mark.
  ///   - bytes: The row's cells laid end to end.
  ///   - ends: Where each cell ends in `bytes`.
  ///   - count: The number of columns to show at least.
  ///   - origin: The `moved from` cell, or `nil` when the section has no such column.
  mutating func rewriteAsDifferenceRow(
    mark: String, cellBytes bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    count: Int, origin: String?
  ) {
    rewrite(
      DifferenceRowLayout(
        mark: mark, rowColumns: ends.count, cellsByteCount: ends.last ?? 0, count: count,
        origin: origin)
    ) { writer in
      var start = 0
      for end in ends {
        writer.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        writer.endColumn()
        start = end
      }
    }
  }

  /// Makes this the content ``CellContent/differenceRow(mark:of:count:origin:)`` makes of
  /// `row`, written over the storage of the content it holds as
  /// ``rewriteAsDifferenceRow(mark:cellBytes:ends:count:origin:)`` writes it.
  ///
  /// - Parameters:
  ///   - mark: The row's mark.
  ///   - row: The row whose columns are shown.
  ///   - count: The number of columns to show at least.
  ///   - origin: The `moved from` cell, or `nil` when the section has no such column.
  mutating func rewriteAsDifferenceRow(
    mark: String, of row: borrowing CellContent, count: Int, origin: String?
  ) {
    row.withTextBytes { source in
      rewrite(
        DifferenceRowLayout(
          mark: mark, rowColumns: source.columnCount, cellsByteCount: source.columnsEnd,
          count: count, origin: origin)
      ) { writer in
        for column in 0..<source.columnCount {
          writer.append(source.column(column))
          writer.endColumn()
        }
      }
    }
  }

  /// Writes the row `layout` lays out over the content held, or into new storage.
  private mutating func rewrite(
    _ layout: DifferenceRowLayout, appendCells: (inout CellTexts.Writer) -> Void
  ) {
    if self != nil,
      self!.overwrite(
        columnCount: layout.columns, byteCount: layout.byteCount, accessory: .none,
        style: .default, { layout.write(into: &$0, appendCells: appendCells) })
    {
      return
    }
    let texts = CellTexts.make(columnCount: layout.columns, byteCount: layout.byteCount) {
      layout.write(into: &$0, appendCells: appendCells)
    }
    self = CellContent(texts, accessory: .none, style: .default)
  }
}

/// How a grid row of a difference's table is laid out: `mark`, a row's `rowColumns` cells,
/// empty cells up to `count`, then `origin` when the section has a `moved from` column.
private struct DifferenceRowLayout {
  let mark: String
  let rowColumns: Int
  let count: Int
  let origin: String?
  /// The row's columns.
  let columns: Int
  /// The bytes of its texts.
  let byteCount: Int

  init(mark: String, rowColumns: Int, cellsByteCount: Int, count: Int, origin: String?) {
    self.mark = mark
    self.rowColumns = rowColumns
    self.count = count
    self.origin = origin
    columns = 1 + max(count, rowColumns) + (origin == nil ? 0 : 1)
    byteCount = mark.utf8.count + cellsByteCount + (origin?.utf8.count ?? 0)
  }

  /// Writes the row's texts, the row's cells by `appendCells`; the fields as
  /// `init(text:...:columns:...)` sets them.
  @inline(__always)
  func write(into writer: inout CellTexts.Writer, appendCells: (inout CellTexts.Writer) -> Void) {
    writer.append(mark)
    writer.endColumn()
    appendCells(&writer)
    for _ in rowColumns..<max(count, rowColumns) { writer.endColumn() }
    if let origin {
      writer.append(origin)
      writer.endColumn()
    }
    writer.set(.text, to: "")
    writer.set(.secondaryText, to: String?.none)
    writer.set(.detailText, to: String?.none)
    writer.set(.image, to: String?.none)
    writer.set(.link, to: String?.none)
    writer.set(.id, to: String?.none)
  }
}
