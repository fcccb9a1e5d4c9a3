/// What one search has found out about folding: the fold of each scalar it has met, and the
/// folds of the pieces of text around contextual scalars, so that each is worked out once.
///
/// A search makes its own cache and uses it on one thread, from one call at a time; that is
/// why its mutable state goes without the run-time exclusivity checks (a class's stored
/// properties would otherwise have one per access, dearer than the lookup itself). Memory
/// stays bounded: 512 KiB for the scalars below U+10000, 64 KiB for the others met last, and
/// the pieces, which are dropped when there are too many (only between two rows, see
/// ``trimPieces()``).
final class FoldCache {
  /// The fold of each scalar below U+10000, as ``ScalarFold/bits``: zero until it is looked
  /// up.
  private let basic: UnsafeMutablePointer<UInt64>
  /// The scalars above, in slots by their low bits: the scalar and its fold's bits.
  private let supplementary: UnsafeMutablePointer<(scalar: UInt32, bits: UInt64)>
  fileprivate static let supplementarySlots = 4_096

  /// A piece's folded character: its unit (``unit(of:)``) and, for highlights, the source
  /// character it comes from, in bytes from the piece's start.
  struct PieceUnit {
    var unit: UInt32
    var start: Int32
    var end: Int32
  }

  /// The unit of a folded character that no single scalar equals, and so no query unit.
  static let wall: UInt32 = .max

  struct Piece {
    var hash: UInt64
    var key: Range<Int>
    /// Units of the piece folded whole, as a text is folded to decide whether it matches.
    var whole: Range<Int>
    /// Units of the piece folded a character at a time, as highlights fold a text.
    var perCharacter: Range<Int>
  }

  @exclusivity(unchecked) private(set) var keyBytes: [UInt8] = []
  @exclusivity(unchecked) private(set) var pieces: [Piece] = []
  /// Open addressing over ``pieces``: an index plus one, or zero for an empty slot.
  @exclusivity(unchecked) private var slots = [Int32](repeating: 0, count: 1_024)
  /// Pieces found again by their first bytes without walking their scalars
  /// (``knownPiece(at:count:perCharacter:)``): an index into ``pieces`` plus one, or zero,
  /// in a slot for each value of a hash of their first bytes.
  @exclusivity(unchecked) var shortcuts = [Int32](repeating: 0, count: FoldCache.shortcutSlots)
  /// The units of every piece, end to end.
  private var units: UnsafeMutablePointer<PieceUnit>
  @exclusivity(unchecked) private var unitCount = 0
  @exclusivity(unchecked) private var unitCapacity = 1_024

  init() {
    basic = .allocate(capacity: 0x1_0000)
    basic.initialize(repeating: 0, count: 0x1_0000)
    supplementary = .allocate(capacity: Self.supplementarySlots)
    supplementary.initialize(repeating: (0, 0), count: Self.supplementarySlots)
    units = .allocate(capacity: unitCapacity)
  }

  deinit {
    basic.deallocate()
    supplementary.deallocate()
    units.deallocate()
  }

  /// The fold of a scalar, worked out the first time it is asked for.
  func fold(_ scalar: UInt32) -> ScalarFold { lookup.fold(scalar) }

  /// The tables, for a ``FoldedUnits`` to read without going through the cache (which would
  /// retain it on every call).
  var lookup: Lookup { Lookup(basic: basic, supplementary: supplementary, cache: self) }

  /// The cache's tables as plain pointers: what looking up a fold reads.
  struct Lookup {
    fileprivate let basic: UnsafeMutablePointer<UInt64>
    fileprivate let supplementary: UnsafeMutablePointer<(scalar: UInt32, bits: UInt64)>
    unowned(unsafe) let cache: FoldCache

    /// The fold of a scalar, worked out the first time it is asked for.
    ///
    /// Hangul syllables and the CJK unified ideographs of the basic plane fold to themselves
    /// (a test checks each of them against the probing), which spares the table's memory for
    /// texts made mostly of them.
    @inline(__always)
    func fold(_ scalar: UInt32) -> ScalarFold {
      if scalar &- 0xAC00 < 11_172 || scalar &- 0x4E00 < 0x5200 {
        return ScalarFold(single: scalar)
      }
      if scalar < 0x1_0000 {
        let bits = basic[Int(scalar)]
        return bits != 0 ? ScalarFold(storedBits: bits) : cache.probeBasic(scalar)
      }
      let slot = supplementary[Int(scalar) & (FoldCache.supplementarySlots - 1)]
      return slot.scalar == scalar
        ? ScalarFold(storedBits: slot.bits) : cache.probeSupplementary(scalar)
    }
  }

  @inline(never)
  fileprivate func probeBasic(_ scalar: UInt32) -> ScalarFold {
    let fold = Unicode.Scalar(scalar).map { ScalarFold(probing: $0) } ?? .contextual
    basic[Int(scalar)] = fold.bits
    return fold
  }

  @inline(never)
  fileprivate func probeSupplementary(_ scalar: UInt32) -> ScalarFold {
    let fold = Unicode.Scalar(scalar).map { ScalarFold(probing: $0) } ?? .contextual
    supplementary[Int(scalar) & (Self.supplementarySlots - 1)] = (scalar, fold.bits)
    return fold
  }

  /// Drops the pieces once they hold too much; only while no ``FoldedUnits`` reads them.
  @inline(__always)
  func trimPieces() {
    if unitCount >= 16_384 || pieces.count >= 512 || keyBytes.count >= 65_536 { dropPieces() }
  }

  @inline(never)
  private func dropPieces() {
    keyBytes.removeAll(keepingCapacity: true)
    pieces.removeAll(keepingCapacity: true)
    unitCount = 0
    for index in slots.indices { slots[index] = 0 }
    for index in shortcuts.indices { shortcuts[index] = 0 }
  }

  /// A piece's unit, by its index in the range ``units(ofPiece:perCharacter:)`` gave.
  @inline(__always)
  func pieceUnit(_ index: Int) -> PieceUnit { units[index] }

  /// The units of a piece of text, folded whole or a character at a time, as a range of
  /// indices for ``pieceUnit(_:)``; a piece that ends before its text does is remembered by
  /// its first bytes (`remembers`), to be found again without walking it.
  func units(
    ofPiece bytes: UnsafeBufferPointer<UInt8>, perCharacter: Bool, remembers: Bool = false
  ) -> Range<Int> {
    let hash = SearchBytes.hash(bytes)
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[slot] != 0 {
      let piece = pieces[Int(slots[slot]) - 1]
      if piece.hash == hash, piece.key.count == bytes.count,
        keyBytes.withUnsafeBufferPointer({ keys in
          bytes.isEmpty
            || SearchBytes.equal(
              keys.baseAddress! + piece.key.lowerBound, bytes.baseAddress!, count: bytes.count)
        })
      {
        if remembers { remember(Int(slots[slot]) - 1, startingWith: bytes) }
        return perCharacter ? piece.perCharacter : piece.whole
      }
      slot = (slot + 1) & (slots.count - 1)
    }
    let piece = addPiece(bytes, hash: hash)
    // A text with more pieces than the table holds gets the rest folded but not kept.
    if pieces.count < slots.count / 2 {
      pieces.append(piece)
      slots[slot] = Int32(pieces.count)
      if remembers { remember(pieces.count - 1, startingWith: bytes) }
    }
    return perCharacter ? piece.perCharacter : piece.whole
  }

  private func append(_ unit: PieceUnit) {
    if unitCount == unitCapacity {
      let larger = UnsafeMutablePointer<PieceUnit>.allocate(capacity: unitCapacity * 2)
      larger.moveInitialize(from: units, count: unitCount)
      units.deallocate()
      units = larger
      unitCapacity *= 2
    }
    (units + unitCount).initialize(to: unit)
    unitCount += 1
  }

  private func addPiece(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Piece {
    let keyStart = keyBytes.count
    keyBytes.append(contentsOf: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    let wholeStart = unitCount
    for character in FoldedText.fold(text) {
      append(PieceUnit(unit: Self.unit(of: character), start: 0, end: 0))
    }
    let perCharacterStart = unitCount
    var start = 0
    for character in text {
      let end = start + character.utf8.count
      for folded in FoldedText.fold(character) {
        append(PieceUnit(unit: Self.unit(of: folded), start: Int32(start), end: Int32(end)))
      }
      start = end
    }
    return Piece(
      hash: hash, key: keyStart..<keyBytes.count, whole: wholeStart..<perCharacterStart,
      perCharacter: perCharacterStart..<unitCount)
  }
}
