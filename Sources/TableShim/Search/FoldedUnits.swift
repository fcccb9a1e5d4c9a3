/// A text's folded characters, one at a time, read from its UTF-8 bytes: what the reference
/// folding (``FoldedText``) makes of a text, without making it.
///
/// Each folded character comes out as a *unit*: its scalar, or ``FoldCache/wall`` for one
/// that no single scalar equals (an emoji sequence, a letter with a mark folding keeps). A
/// standalone scalar (``ScalarFold``) between two others gives its fold from the cache's
/// table. Around a contextual scalar the text is cut where two standalone scalars meet, and
/// the piece between two such cuts is folded by the reference folding, once per search (the
/// cache keeps it). Both kinds of cut fall between characters, before folding and after, so
/// the units come out as the reference folding's characters do.
///
/// The bytes must be valid UTF-8, which every text of a ``CellContent`` is; others give
/// wrong units, but are never read out of bounds.
struct FoldedUnits {
  private let base: UnsafePointer<UInt8>
  private let count: Int
  private let lookup: FoldCache.Lookup
  /// Whether pieces fold a character at a time, as highlights do, rather than whole.
  private let perCharacter: Bool
  /// Where the scalar to read next starts, and its fold and length, read ahead.
  private var position = 0
  private var fold = ScalarFold.contextual
  private var length = 0
  /// The rest of the last scalar's fold (``ScalarFold/rest``).
  private var pending: UInt64 = 0
  /// The last piece's units still to come (``FoldCache/pieceUnit(_:)``), and where the
  /// piece starts.
  private var pieceNext = 0
  private var pieceEnd = 0
  private var pieceStart = 0
  /// Where the source character of the last unit starts and ends, in bytes; for a piece
  /// folded whole, the piece.
  private(set) var originStart = 0
  private(set) var originEnd = 0

  /// The units of `bytes`, which must outlive the value, and `cache` too; pieces fold whole,
  /// as a text folds to decide a match, or a character at a time, as it folds for highlights.
  init(_ bytes: UnsafeBufferPointer<UInt8>, cache: FoldCache, perCharacter: Bool) {
    base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
    count = bytes.count
    lookup = cache.lookup
    self.perCharacter = perCharacter
    if count > 0 { (fold, length) = read(at: 0) }
  }

  /// The next folded character's unit, or `nil` at the end of the text.
  @inline(__always)
  mutating func next() -> UInt32? {
    if pending != 0 { return ScalarFold.nextUnit(of: &pending) }
    if pieceNext < pieceEnd { return nextPieceUnit() }
    guard position < count else { return nil }
    let current = fold
    let next = position + length
    if next < count { (fold, length) = read(at: next) }
    guard !current.isContextual, next == count || !fold.isContextual else {
      return startPiece()
    }
    originStart = position
    originEnd = next
    position = next
    pending = current.rest
    return current.first
  }

  /// Moves on to the next scalar that may fold to `unit`, a query's first unit.
  ///
  /// It passes over standalone scalars that fold to other units and that another standalone
  /// scalar follows; ASCII runs go eight bytes at a time. Only between two scalars' units.
  @inline(__always)
  mutating func skip(toCandidatesOf unit: UInt32) {
    guard pending == 0, pieceNext == pieceEnd else { return }
    var index = position
    var fold = self.fold
    var length = self.length
    while index < count, !fold.isContextual, fold.first != unit, fold.rest == 0 {
      // The scalar at `index` folds to another unit; it is passed over when a standalone
      // scalar follows. After an ASCII byte, the ASCII bytes up to the next one that may
      // matter are such scalars, but the last, which a piece may start with.
      if base[index] < 0x80 {
        let stop = SearchBytes.asciiStop(in: base, from: index + 1, to: count, for: unit)
        if stop - 1 > index {
          index = stop - 1
          fold = ScalarFold(single: UInt32(SearchBytes.lowercased(base[index])))
          length = 1
        }
      }
      let next = index + length
      guard next < count else {
        index = next
        break
      }
      let (nextFold, nextLength) = read(at: next)
      guard !nextFold.isContextual else { break }
      index = next
      fold = nextFold
      length = nextLength
    }
    position = index
    self.fold = fold
    self.length = length
  }

  /// Where a search for `unit`, a query's first unit, must start reading a text's units.
  ///
  /// That is the first scalar that may fold to the unit, or the scalar before the first
  /// contextual one (a piece may start there); `nil` when there is neither. Every scalar
  /// before it stands alone and folds to other units, so the units from there on are the
  /// text's units from there on. ASCII runs go eight bytes at a time.
  static func firstStop(
    in text: UnsafeBufferPointer<UInt8>, for unit: UInt32, lookup: FoldCache.Lookup
  ) -> Int? {
    guard let base = text.baseAddress else { return nil }
    let count = text.count
    var index = 0
    var previous = 0
    while index < count {
      let byte = base[index]
      if byte < 0x80 {
        if byte == 0x0D { return previous }
        if UInt32(SearchBytes.lowercased(byte)) == unit { return index }
        let stop = SearchBytes.asciiStop(in: base, from: index + 1, to: count, for: unit)
        previous = stop - 1
        index = stop
        continue
      }
      let (scalar, length) = SearchBytes.decode(base, at: index, count: count)
      let fold = lookup.fold(scalar)
      if fold.isContextual { return previous }
      if fold.first == unit || fold.rest != 0 { return index }
      previous = index
      index += length
    }
    return nil
  }

  /// The fold and length of the scalar at `index`.
  @inline(__always)
  private func read(at index: Int) -> (ScalarFold, Int) {
    let lead = base[index]
    if lead < 0x80 {
      return (
        lead == 0x0D ? .contextual : ScalarFold(single: UInt32(SearchBytes.lowercased(lead))), 1
      )
    }
    let (scalar, length) = SearchBytes.decode(base, at: index, count: count)
    return (lookup.fold(scalar), length)
  }

  /// Folds the piece that starts at ``position``: up to the first standalone scalar, after a
  /// contextual one, that another standalone scalar (or the end) follows.
  @inline(never)
  private mutating func startPiece() -> UInt32? {
    // A piece met before is found by its bytes: the walk over the same bytes would end at the
    // same place, if the scalar after them stands alone there too.
    if let (pieceLength, units) = lookup.cache.knownPiece(
      at: base + position, count: count - position, perCharacter: perCharacter)
    {
      let end = position + pieceLength
      let (after, afterLength) = read(at: end)
      if !after.isContextual {
        return enterPiece(units, end: end, fold: after, length: afterLength)
      }
    }
    var index = position
    var sawContextual = false
    var end = count
    var (fold, length) = read(at: index)
    while true {
      let next = index + length
      if fold.isContextual { sawContextual = true }
      if next == count { break }
      let alone = !fold.isContextual
      (fold, length) = read(at: next)
      if sawContextual, alone, !fold.isContextual {
        end = next
        break
      }
      index = next
    }
    let units = lookup.cache.units(
      ofPiece: UnsafeBufferPointer(start: base + position, count: end - position),
      perCharacter: perCharacter, remembers: end < count)
    return enterPiece(units, end: end, fold: fold, length: length)
  }

  /// Reads on into the units of the piece from ``position`` to `end`, after which the scalar
  /// of `fold` and `length` comes.
  private mutating func enterPiece(
    _ units: Range<Int>, end: Int, fold: ScalarFold, length: Int
  ) -> UInt32? {
    self.fold = fold
    self.length = length
    pieceStart = position
    pieceNext = units.lowerBound
    pieceEnd = units.upperBound
    position = end
    if !perCharacter {
      originStart = pieceStart
      originEnd = end
    }
    return next()
  }

  private mutating func nextPieceUnit() -> UInt32 {
    let unit = lookup.cache.pieceUnit(pieceNext)
    pieceNext += 1
    if perCharacter {
      originStart = pieceStart + Int(unit.start)
      originEnd = pieceStart + Int(unit.end)
    }
    return unit.unit
  }
}
