extension CellTextBytes {
  /// The non-empty columns, in order, that the row's text, secondary text and detail do not
  /// show: the cells that list layout shows after them, so that no cell is left out.
  var unshownCells: UnshownCells { UnshownCells(texts: self) }

  /// The columns of a row that its text, secondary text and detail do not show.
  ///
  /// The three shown spans are read once, when the iteration starts, not for every column.
  struct UnshownCells: Sequence, IteratorProtocol {
    private let texts: CellTextBytes
    private let shown: (CellTexts.Span, CellTexts.Span, CellTexts.Span)
    private var index = 0

    fileprivate init(texts: CellTextBytes) {
      self.texts = texts
      shown = (texts.span(.text), texts.span(.secondaryText), texts.span(.detailText))
    }

    mutating func next() -> UnsafeBufferPointer<UInt8>? {
      while index < texts.columnCount {
        let range = texts.columnRange(index)
        index += 1
        let span = CellTexts.Span(start: range.lowerBound, count: range.count)
        guard span.count > 0, span != shown.0, span != shown.1, span != shown.2 else { continue }
        return UnsafeBufferPointer(rebasing: texts.columnBytes[range])
      }
      return nil
    }
  }
}
