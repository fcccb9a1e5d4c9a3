#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CellTexts {
  /// Whether two storages hold the same texts, compared as strings (so canonically
  /// equivalent texts are equal, as `String` has it) and the same highlights.
  func hasSameTexts(as other: CellTexts) -> Bool {
    highlights == other.highlights
      && (hasSameBytes(as: other)
        || (columns == other.columns
          && Field.allCases.allSatisfy { string($0) == other.string($0) }))
  }

  /// Whether two storages hold the same bytes laid out the same way, which makes their texts
  /// equal without making a `String` of each (a difference compares every paired row).
  private func hasSameBytes(as other: CellTexts) -> Bool {
    withBytes { mine in
      other.withBytes { theirs in
        guard mine.columnCount == theirs.columnCount else { return false }
        for column in 0..<mine.columnCount
        where mine.columnRange(column) != theirs.columnRange(column) {
          return false
        }
        for field in Field.allCases {
          switch (mine[field], theirs[field]) {
          case (nil, nil): continue
          case (let bytes?, let otherBytes?) where Self.equal(bytes, otherBytes): continue
          default: return false
          }
        }
        return Self.equal(mine.columnBytes, theirs.columnBytes)
      }
    }
  }

  /// Hashes the texts as strings, consistently with ``hasSameTexts(as:)``.
  func hash(into hasher: inout Hasher) {
    hasher.combine(columns)
    for field in Field.allCases { hasher.combine(string(field)) }
    hasher.combine(highlights)
  }

  /// Whether two runs of bytes are equal, compared by `memcmp`.
  private static func equal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard bytes.count == other.count else { return false }
    guard let start = bytes.baseAddress, let otherStart = other.baseAddress else { return true }
    return memcmp(start, otherStart, bytes.count) == 0
  }
}
