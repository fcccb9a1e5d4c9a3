#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CellContent {
  /// What the quick byte test of two contents reads, holding no reference.
  ///
  /// Where the texts' bytes are, and the accessory, state, style and role: reading it out of
  /// a row copies nothing (a copy of a content retains and releases its storage). It is
  /// valid only while the content it was read from lives, unchanged: a difference reads it
  /// from rows that the tables it holds keep, and uses it at once.
  struct BytesFace {
    fileprivate let bytes: CellTextBytes
    fileprivate let accessory: CellAccessory
    fileprivate let state: CellState
    fileprivate let style: CellStyle
    fileprivate let role: RowRole

    /// Whether two contents are equal because they hold the same bytes laid out the same
    /// way, with the same accessory, state, style and role and no highlights, as
    /// ``CellContent/hasSameBytes(as:)`` has it.
    ///
    /// - Parameter other: The face of another content.
    /// - Returns: Whether the contents are found equal by their bytes.
    func hasSameBytes(as other: BytesFace) -> Bool {
      accessory == other.accessory && state == other.state && style == other.style
        && role == other.role && bytes.hasSameLayoutAndBytes(as: other.bytes)
    }
  }

  /// The content's ``BytesFace``, valid while the content lives unchanged.
  var bytesFace: BytesFace {
    withTextBytes { bytes in
      BytesFace(bytes: bytes, accessory: accessory, state: state, style: style, role: role)
    }
  }

  /// Whether two contents are equal because they hold the same bytes laid out the same way,
  /// with the same accessory, state, style and role and no highlights: a quick test, without
  /// making a `String`, that a difference runs on every pair of rows.
  ///
  /// `true` makes the contents equal (`==`); `false` says nothing (texts equal as strings may
  /// be stored otherwise), and `==` then decides.
  ///
  /// - Parameter other: Another content.
  /// - Returns: Whether the contents are found equal by their bytes.
  func hasSameBytes(as other: CellContent) -> Bool {
    bytesFace.hasSameBytes(as: other.bytesFace)
  }
}

extension CellTextBytes {
  /// Whether two storages hold the same bytes, each text at the same place in them, and no
  /// highlights: their texts are then equal.
  fileprivate func hasSameLayoutAndBytes(as other: CellTextBytes) -> Bool {
    let count = byteCount
    let columns = columnCount
    guard count == other.byteCount, columns == other.columnCount,
      span(.text) == other.span(.text), span(.secondaryText) == other.span(.secondaryText),
      span(.detailText) == other.span(.detailText), span(.image) == other.span(.image),
      span(.link) == other.span(.link), span(.id) == other.span(.id),
      highlights == nil, other.highlights == nil
    else { return false }
    // The table of where each column ends lies right before the bytes (``CellTexts``): one
    // `memcmp` compares the columns' bounds and every byte.
    let tableSize = columns * MemoryLayout<Int>.size
    guard tableSize + count > 0 else { return true }
    guard let start = columnBytes.baseAddress, let otherStart = other.columnBytes.baseAddress
    else { return false }
    return memcmp(
      UnsafeRawPointer(start) - tableSize, UnsafeRawPointer(otherStart) - tableSize,
      tableSize + count) == 0
  }
}
