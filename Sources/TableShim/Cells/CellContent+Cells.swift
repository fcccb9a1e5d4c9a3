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
    let storage = CellTexts.make(
      columnCount: ends.count, byteCount: bytes.count, spare: Self.spareRowBytes
    ) { writer in
      Self.writeCells(
        bytes, ends: ends, textColumn: textColumn, secondaryTextColumn: secondaryTextColumn,
        detailColumn: detailColumn, into: &writer)
    }
    self.init(storage, accessory: accessory, style: style)
  }

  /// Makes this content the row of the cells' bytes, as
  /// ``init(cellBytes:ends:textColumn:secondaryTextColumn:detailColumn:accessory:style:)``
  /// does, written over its storage when no other content shares it and it has room: a
  /// decoder that keeps its rows until they have been shown makes the next rows in their
  /// memory, without an allocation.
  ///
  /// - Parameters:
  ///   - bytes: The cells' bytes, one after the other; valid UTF-8, which decoders check.
  ///   - ends: Where each cell ends in `bytes`, in order: one per column.
  ///   - textColumn: The cell that is the row's text, if any.
  ///   - secondaryTextColumn: The cell that is the row's secondary text, if any.
  ///   - detailColumn: The cell that is the row's detail, if any.
  ///   - accessory: The trailing mark of the row.
  ///   - style: How the texts are arranged.
  package mutating func reuse(
    cellBytes bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    textColumn: Int?, secondaryTextColumn: Int?, detailColumn: Int?,
    accessory: CellAccessory, style: CellStyle
  ) {
    let written = overwrite(
      columnCount: ends.count, byteCount: bytes.count, accessory: accessory, style: style
    ) { writer in
      Self.writeCells(
        bytes, ends: ends, textColumn: textColumn, secondaryTextColumn: secondaryTextColumn,
        detailColumn: detailColumn, into: &writer)
    }
    if written { return }
    self = CellContent(
      cellBytes: bytes, ends: ends, textColumn: textColumn,
      secondaryTextColumn: secondaryTextColumn, detailColumn: detailColumn,
      accessory: accessory, style: style)
  }

  /// Room made in a decoded row's storage beyond its bytes, so that a later row a little
  /// longer can be written over it.
  private static let spareRowBytes = 32

  /// Writes the cells as the columns, in one copy, and the fields that show them.
  private static func writeCells(
    _ bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
    textColumn: Int?, secondaryTextColumn: Int?, detailColumn: Int?,
    into writer: inout CellTexts.Writer
  ) {
    if ends.last ?? 0 == bytes.count {
      writer.appendColumns(bytes, ends: ends)
    } else {
      var start = 0
      for end in ends {
        writer.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        writer.endColumn()
        start = end
      }
    }
    if let textColumn { writer.set(.text, toColumn: textColumn) }
    if let secondaryTextColumn { writer.set(.secondaryText, toColumn: secondaryTextColumn) }
    if let detailColumn { writer.set(.detailText, toColumn: detailColumn) }
  }
}
