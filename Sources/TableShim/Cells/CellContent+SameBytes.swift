#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CellContent {
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
    guard accessory == other.accessory, state == other.state, style == other.style,
      role == other.role
    else { return false }
    return withTextBytes { mine in
      other.withTextBytes { theirs in mine.hasSameLayoutAndBytes(as: theirs) }
    }
  }
}

extension CellTextBytes {
  /// Whether two storages hold the same bytes, each text at the same place in them, and no
  /// highlights: their texts are then equal.
  fileprivate func hasSameLayoutAndBytes(as other: CellTextBytes) -> Bool {
    let count = byteCount
    guard count == other.byteCount, columnCount == other.columnCount,
      span(.text) == other.span(.text), span(.secondaryText) == other.span(.secondaryText),
      span(.detailText) == other.span(.detailText), span(.image) == other.span(.image),
      span(.link) == other.span(.link), span(.id) == other.span(.id),
      highlights == nil, other.highlights == nil
    else { return false }
    for column in 0..<columnCount where columnRange(column) != other.columnRange(column) {
      return false
    }
    guard count > 0 else { return true }
    guard let start = columnBytes.baseAddress, let otherStart = other.columnBytes.baseAddress
    else { return false }
    return memcmp(start, otherStart, count) == 0
  }
}
