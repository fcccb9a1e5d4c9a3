extension CellContent {
  /// Creates a row from its cells' UTF-8 bytes, laid end to end, as a decoder reads them:
  /// the texts are copied once, into the row's storage, and no `String` is made.
  ///
  /// - Parameters:
  ///   - bytes: The cells' bytes, one after the other; valid UTF-8, which decoders check.
  ///   - ends: Where each cell ends in `bytes`, in order: one per column.
  ///   - textColumn: The cell that is the row's text, if any.
  ///   - secondaryTextColumn: The cell that is the row's secondary text, if any.
  ///   - detailColumn: The cell that is the row's detail, if any.
  ///   - accessory: The trailing mark of the row.
  ///   - style: How the texts are arranged.
  package init(
    cellBytes bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    textColumn: Int?, secondaryTextColumn: Int?, detailColumn: Int?,
    accessory: CellAccessory, style: CellStyle
  ) {
    let storage = CellTexts.make(columnCount: ends.count, byteCount: bytes.count) { writer in
      var start = 0
      for end in ends {
        writer.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        writer.endColumn()
        start = end
      }
      if let textColumn { writer.set(.text, toColumn: textColumn) }
      if let secondaryTextColumn { writer.set(.secondaryText, toColumn: secondaryTextColumn) }
      if let detailColumn { writer.set(.detailText, toColumn: detailColumn) }
    }
    self.init(storage, accessory: accessory, style: style)
  }
}
