// How many terminal cells text takes, per Unicode (the tables in UnicodeWidthTable.swift):
// - a grapheme cluster is measured as one unit;
// - an emoji presentation sequence is 2: a cluster with VS16 (U+FE0F, as in ❤️ and 1️⃣), a
//   flag (regional indicators), or one whose first scalar is wide, which covers ZWJ
//   sequences (👨‍👩‍👧‍👦) and skin-tone modifiers (👍🏽);
// - otherwise a cluster is as wide as its first scalar that takes any room: 2 for East Asian
//   Wide and Fullwidth, 1 for the rest (Ambiguous included), 0 when every scalar is
//   zero-width;
// - zero-width: combining marks (Mn, Me), format characters (Cf: ZWJ, ZWSP), default
//   ignorables, the Hangul Jamo that join a leading consonant (so NFD Hangul is as wide as
//   NFC), and control characters, which the text backend shows as pictures before measuring.

/// The display width of scalars and characters.
enum DisplayWidth {
  /// The width of one scalar on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }
    // Latin-1 and Latin Extended, up to the combining marks at U+0300: one column each but
    // the soft hyphen (the tables agree; a test checks it).
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    // Hangul syllables and the main CJK ideographs, the most common wide text, need no search.
    if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return 2 }
    // So are most emoji, as in a family's ZWJ sequence: looked up in a bit set made once.
    if (0x1F300..<0x1FA00).contains(value) {
      let offset = Int(value - 0x1F300)
      if wideEmoji[offset >> 6] & (1 << UInt64(offset & 63)) != 0 { return 2 }
    }
    if contains(UnicodeWidthTable.zeroWidth, value) { return 0 }
    return contains(UnicodeWidthTable.wide, value) ? 2 : 1
  }

  /// The width of a grapheme cluster: what ``ofScalars(_:)`` gives for its scalars, so that a
  /// text measures the same as the sum of its characters (a skin-tone modifier after a
  /// base that is not an emoji, `a🏽`, shows as a swatch of its own and adds 2).
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return of(scalar) }
    return ofScalars(scalars)
  }

  /// The width of text: one pass over its bytes when it is ASCII, one pass over its scalars
  /// otherwise.
  static func of(_ text: some StringProtocol) -> Int {
    text.withUTF8Bytes(of)
  }

  /// The width of UTF-8 text, as ``of(_:)-(StringProtocol)`` measures it.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var ascii = 0
    var index = 0
    // Eight printable ASCII bytes at a time, eight columns.
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      guard isPrintableASCII(word) else { break }
      ascii += 8
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 { return ofUnjoined(bytes, from: index, width: ascii) ?? ofNonASCII(bytes) }
      if byte >= 0x20 && byte != 0x7F { ascii += 1 }
      index += 1
    }
    return ascii
  }

  /// The width of UTF-8 text that is all printable ASCII (one column a byte), or `nil`.
  ///
  /// The text is read eight bytes at a time, the last one to seven as one word whose bytes
  /// past the text read as spaces. Such a text holds no line break.
  static func ofPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      guard isPrintableASCII(word) else { return nil }
      index += 8
    }
    let rest = bytes.count - index
    guard rest > 0 else { return bytes.count }
    let spaces: UInt64 = 0x2020_2020_2020_2020
    let word = PlainWord.load(rest, bytesAt: index, of: bytes) | spaces &<< (8 * UInt64(rest))
    return isPrintableASCII(word) ? bytes.count : nil
  }

  /// The width of UTF-8 text that holds no joining scalar, in one pass over its bytes.
  ///
  /// `start` is where the first scalar that is not ASCII starts and `width` is the width of
  /// the ASCII before it. A text without a scalar whose width depends on the scalars around
  /// it (see ``holdsJoiningScalar(_:)``) is the sum of its scalars' widths, but for regional
  /// indicators, which pair into flags: in a run of them, each odd one starts a flag 2 wide
  /// and each even one ends it, as grapheme breaking pairs them (UAX #29, GB12 and GB13;
  /// any other scalar ends the run, as it ends the cluster). Returns `nil` when the text
  /// holds a ZWJ, VS16 or skin-tone modifier or is not well-formed, which ``ofNonASCII(_:)``
  /// then measures.
  private static func ofUnjoined(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, width: Int
  ) -> Int? {
    var total = width
    var index = start
    let count = bytes.count
    guard let base = bytes.baseAddress else { return total }
    let raw = UnsafeRawPointer(base)
    // Whether the last scalar was a regional indicator that started a flag.
    var openFlag = false
    while index < count {
      let lead = UInt32(bytes[index])
      if lead < 0x80 {
        // Eight printable ASCII bytes at a time where they follow, eight columns.
        if index + 8 <= count,
          isPrintableASCII(
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
        {
          total += 8
          index += 8
        } else {
          if lead >= 0x20 && lead != 0x7F { total += 1 }
          index += 1
        }
        openFlag = false
        continue
      }
      // Three bytes (Hangul, CJK and most other wide text), decoded at once; no regional
      // indicator or skin-tone modifier has three.
      if lead >= 0xE0 && lead < 0xF0 {
        guard index + 3 <= count else { return nil }
        let second = UInt32(bytes[index + 1])
        let third = UInt32(bytes[index + 2])
        guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
        let value = (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F
        index += 3
        openFlag = false
        switch value {
        case 0x200D, 0xFE0F: return nil
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF: total += 2
        default: total += of(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        continue
      }
      // Decoded as ``UTF8Scalars/Decoded`` decodes; a byte that is not a continuation where
      // one belongs is left to the slower path.
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard lead >= 0xC2, index + length <= count else { return nil }
      for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
      let value: UInt32
      if lead < 0xE0, index + 1 < count {
        value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        index += 2
      } else if lead < 0xF0, index + 2 < count {
        value =
          (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        index += 3
      } else if lead >= 0xF0, index + 3 < count {
        value =
          (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
          | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
        index += 4
      } else {
        return nil
      }
      if (0x1F1E6...0x1F1FF).contains(value) {
        openFlag.toggle()
        if openFlag { total += 2 }
        continue
      }
      openFlag = false
      switch value {
      case 0x200D, 0xFE0F, 0x1F3FB...0x1F3FF:
        return nil
      case 0xAC00...0xD7A3, 0x4E00...0x9FFF:
        total += 2
      default:
        total += of(Unicode.Scalar(value) ?? "\u{FFFD}")
      }
    }
    return total
  }

  /// The width of UTF-8 text that is not all ASCII.
  ///
  /// Most scalars are as wide on their own as in any cluster, so a text is the sum of its
  /// scalars. Four kinds are not: a ZWJ joins the scalar after it only after an emoji (`a` and
  /// `漢` stay two characters), VS16 widens only the base of its own cluster, a skin-tone
  /// modifier adds nothing only after an emoji in its cluster, and regional indicators pair.
  /// A text that holds one of them is measured in one pass over its scalars when every one
  /// of them is sure to join as ``ofScalars(_:)`` assumes, and a grapheme cluster at a time
  /// otherwise, so that a text is always as wide as its characters together.
  private static func ofNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard holdsJoiningScalar(bytes) else { return ofScalars(UTF8Scalars.Decoded(bytes)) }
    return ofJoinedScalars(bytes)
      ?? String(decoding: bytes, as: UTF8.self).reduce(0) { $0 + of($1) }
  }

  /// Whether UTF-8 text holds a scalar whose width depends on the scalars around it: ZWJ
  /// (E2 80 8D), VS16 (EF B8 8F), a skin-tone modifier (F0 9F 8F BB to BF) or a regional
  /// indicator (F0 9F 87 A6 to BF).
  static func holdsJoiningScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      switch (bytes[index], bytes[index + 1], bytes[index + 2]) {
      case (0xE2, 0x80, 0x8D), (0xEF, 0xB8, 0x8F):
        return true
      case (0xF0, 0x9F, 0x8F) where index + 3 < bytes.count && bytes[index + 3] >= 0xBB:
        return true
      case (0xF0, 0x9F, 0x87) where index + 3 < bytes.count && bytes[index + 3] >= 0xA6:
        return true
      default:
        index += 1
      }
    }
    return false
  }

  /// Whether each scalar from U+1F300 to U+1F9FF is wide in the tables, a bit each: the
  /// tables searched once rather than for each emoji.
  private static let wideEmoji: [UInt64] = {
    var words = [UInt64](repeating: 0, count: (0x1FA00 - 0x1F300) / 64)
    for value in UInt32(0x1F300)..<0x1FA00
    where !contains(UnicodeWidthTable.zeroWidth, value)
      && contains(UnicodeWidthTable.wide, value)
    {
      let offset = Int(value - 0x1F300)
      words[offset >> 6] |= 1 << UInt64(offset & 63)
    }
    return words
  }()

  /// Whether all eight bytes of `word` are printable ASCII, 0x20 to 0x7E.
  ///
  /// For a byte `x` below 0x80, `x + 0x60` has its high bit set exactly when `x >= 0x20`,
  /// and `x + 1` exactly when `x` is 0x7F; no sum carries into the next byte.
  @inline(__always)
  private static func isPrintableASCII(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    return word & highBits == 0 && (word &+ 0x60 &* ones) & highBits == highBits
      && (word &+ ones) & highBits == 0
  }

  /// Whether a sorted list of inclusive `lower, upper` pairs holds `value`.
  static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if value > ranges[2 * middle + 1] {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count / 2 && value >= ranges[2 * low]
  }
}

extension StringProtocol {
  /// The number of terminal cells the text takes: East Asian wide characters and emoji count
  /// 2, combining marks and zero-width characters 0.
  ///
  /// ```swift
  /// "Son".displayWidth       // 3
  /// "손흥민".displayWidth     // 6
  /// "👨‍👩‍👧‍👦".displayWidth  // 2
  /// "e\u{301}".displayWidth  // 1
  /// ```
  public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
  /// The number of terminal cells the character takes: 0, 1 or 2.
  ///
  /// ```swift
  /// Character("한").displayWidth  // 2
  /// Character("🇰🇷").displayWidth  // 2
  /// ```
  public var displayWidth: Int { DisplayWidth.of(self) }
}
