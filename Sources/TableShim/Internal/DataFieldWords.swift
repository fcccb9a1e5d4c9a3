/// Tests on eight bytes at once for the escapers of the data formats (`tsv`, `csv`, `json`,
/// `list`): whether a word holds a byte that its format may have to escape.
///
/// Each test is exact as a whole ("does any byte of the word match"), which is all the fast
/// paths ask: a word that matches is looked at byte by byte, with the format's own rules. A
/// test may match more bytes than a format escapes (TSV's and CSV's test matches every byte
/// below 0x0E, not only tab, LF and CR), which costs such a rare word the slow path only.
enum DataFieldWord {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Nonzero when a byte of `word` is below `limit` (at most 0x80).
  ///
  /// For a byte `x` below 0x80, `x - limit` borrows (its high bit set) exactly when
  /// `x < limit`; a byte of 0x80 or more is ruled out by `~word`. A borrow moves only to
  /// the bytes above, which the "any byte" answer does not depend on.
  @inline(__always)
  static func below(_ limit: UInt8, in word: UInt64) -> UInt64 {
    (word &- UInt64(limit) &* ones) & ~word & highBits
  }

  /// Nonzero when a byte of `word` is `byte`.
  @inline(__always)
  static func equal(_ byte: UInt8, in word: UInt64) -> UInt64 {
    below(1, in: word ^ (UInt64(byte) &* ones))
  }

  /// Nonzero when `word` may hold a byte TSV escapes: `\`, or a byte below 0x0E (tab, LF
  /// and CR among them).
  @inline(__always)
  static func tsvMarks(_ word: UInt64) -> UInt64 {
    below(0x0E, in: word) | equal(0x5C, in: word)
  }

  /// Nonzero when `word` may hold a byte that makes CSV quote a field: `,`, `"`, or a byte
  /// below 0x0E (LF and CR among them).
  @inline(__always)
  static func csvMarks(_ word: UInt64) -> UInt64 {
    below(0x0E, in: word) | equal(0x2C, in: word) | equal(0x22, in: word)
  }

  /// Nonzero when `word` may hold a byte JSON escapes, or starts one that it may: a C0
  /// control, `"`, `\`, DEL, C2 (the lead byte of the C1 controls) or E2 (of U+2028 and
  /// U+2029).
  @inline(__always)
  static func jsonMarks(_ word: UInt64) -> UInt64 {
    below(0x20, in: word) | equal(0x22, in: word) | equal(0x5C, in: word)
      | equal(0x7F, in: word) | equal(0xC2, in: word) | equal(0xE2, in: word)
  }

  /// Nonzero when `word` holds a byte a list file's cell escapes: `|` or `\`.
  @inline(__always)
  static func listCellMarks(_ word: UInt64) -> UInt64 {
    equal(0x7C, in: word) | equal(0x5C, in: word)
  }

  /// Nonzero when `word` may hold a line break: a byte below 0x0E (LF and CR among them).
  @inline(__always)
  static func lineBreakMarks(_ word: UInt64) -> UInt64 {
    below(0x0E, in: word)
  }

  /// Whether no byte of `bytes` is marked by `marks`, read eight bytes at a time (the last
  /// word overlapping the one before it; a text shorter than a word is read without
  /// touching a byte outside it).
  @inline(__always)
  static func noneMarked(
    in bytes: UnsafeBufferPointer<UInt8>, by marks: (UInt64) -> UInt64
  ) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    if count < 8 {
      guard count > 0 else { return true }
      let word = PlainWord.load(count, bytesAt: 0, of: bytes)
      // The zero bytes past the text are above its bytes: what they match is masked off.
      return marks(word) & ((1 &<< (8 &* UInt64(count))) &- 1) == 0
    }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index &+ 8 < count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      guard marks(word) == 0 else { return false }
      index &+= 8
    }
    let last = UInt64(
      littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    return marks(last) == 0
  }
}

extension ByteCursor {
  /// Appends a text when no byte of it is marked by `marks` (see ``DataFieldWord``) and
  /// returns `true`; returns `false`, having written nothing that counts, at the first word
  /// that holds a marked byte: the caller then writes the text its slow way.
  ///
  /// The text is read and stored eight bytes at a time, the last word overlapping the one
  /// before it; a text shorter than a word is read without touching a byte outside it. It
  /// needs the room of the text and eight bytes more.
  ///
  /// - Parameters:
  ///   - source: The text, as valid UTF-8.
  ///   - marks: The format's test of a word.
  /// - Returns: Whether the text had no marked byte, and is written.
  @inline(__always)
  mutating func appendIfUnmarked(
    _ source: UnsafeBufferPointer<UInt8>, by marks: (UInt64) -> UInt64
  ) -> Bool {
    guard let base = source.baseAddress else { return true }
    let count = source.count
    if count < 8 {
      guard count > 0 else { return true }
      let word = PlainWord.load(count, bytesAt: 0, of: source)
      guard marks(word) & ((1 &<< (8 &* UInt64(count))) &- 1) == 0 else { return false }
      store(word: word)
      skip(count)
      return true
    }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index &+ 8 < count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      guard marks(word) == 0 else { return false }
      store(word: word, atOffset: index)
      index &+= 8
    }
    let last = UInt64(
      littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    guard marks(last) == 0 else { return false }
    store(word: last, atOffset: count &- 8)
    skip(count)
    return true
  }
}
