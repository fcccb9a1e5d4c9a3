extension FoldCache {
  /// The number of slots of ``shortcuts``.
  static let shortcutSlots = 256

  /// The slot of a piece that starts with `word`, its first bytes (up to eight, zeros after).
  @inline(__always)
  private static func shortcutSlot(of word: UInt64) -> Int {
    Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 56) & (shortcutSlots - 1)
  }

  /// The first bytes of a text, up to eight, as a word with zeros after them.
  @inline(__always)
  private static func firstWord(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    guard count < 8 else { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) }
    var word: UInt64 = 0
    for index in 0..<count { word |= UInt64(base[index]) << (8 * UInt64(index)) }
    return word
  }

  /// Remembers the piece at `index` of the pieces kept, which starts with `bytes`.
  func remember(_ index: Int, startingWith bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    shortcuts[Self.shortcutSlot(of: Self.firstWord(base, count: bytes.count))] = Int32(index + 1)
  }

  /// The length and units of the piece last remembered in the slot of the first bytes of the
  /// text at `base` (`count` bytes to its end), when the text starts with all of the piece's
  /// bytes and goes on after them; else `nil`.
  ///
  /// A piece ends where a walk over its scalars ends (``FoldedUnits``), which depends on its
  /// bytes and on the scalar after them alone: the caller checks that scalar.
  @inline(__always)
  func knownPiece(
    at base: UnsafePointer<UInt8>, count: Int, perCharacter: Bool
  ) -> (length: Int, units: Range<Int>)? {
    let entry = shortcuts[Self.shortcutSlot(of: Self.firstWord(base, count: count))]
    guard entry != 0 else { return nil }
    let piece = pieces[Int(entry) - 1]
    let length = piece.key.count
    guard length < count,
      keyBytes.withUnsafeBufferPointer({ keys in
        SearchBytes.equal(keys.baseAddress! + piece.key.lowerBound, base, count: length)
      })
    else { return nil }
    return (length, perCharacter ? piece.perCharacter : piece.whole)
  }
}
