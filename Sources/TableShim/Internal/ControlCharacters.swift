// The one policy for control characters and line breaks, which every backend applies to
// every text it writes: titles, headers, footers, column titles, cells, ids and links.
//
// - A line break is LF, CRLF or a lone CR, each one break: backends show it in their own way
//   (a new line, a Markdown hard break, an HTML `<br>`), never as a raw CR.
// - TAB is text: Markdown and HTML keep it; the plain-text backend shows it as `␉`, since a
//   terminal's tab stops would break the layout.
// - Every other C0 control (U+0000–U+001F) is shown as its Control Picture (U+2400–U+241F:
//   NUL as `␀`, ESC as `␛`), and DEL (U+007F) as `␡` (U+2421).
// - A C1 control (U+0080–U+009F), which has no picture, is shown as the text `\u{85}`: a
//   backslash, `u`, and its two lowercase hex digits in braces.
//
// So no output holds a raw control character, nor a character reference to one: such bytes
// would inject terminal escape sequences, and HTML5 makes them parse errors.

/// The stand-in that shows one control character: three to six UTF-8 bytes, kept in a word.
struct ControlStandIn {
  /// The stand-in's bytes, the first in the lowest byte.
  let word: UInt64
  /// How many bytes of ``word`` the stand-in has.
  let count: Int

  /// The stand-in as text.
  var text: String {
    withUnsafeBytes(of: word.littleEndian) { String(decoding: $0.prefix(count), as: UTF8.self) }
  }

  /// Calls `body` with the stand-in's bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: word.littleEndian) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<count]))
    }
  }
}

/// What the bytes at an offset of a text are, when they start a control character.
enum ControlCharacter {
  /// A line break: LF, CR, or CRLF (`length` 2).
  case lineBreak(length: Int)
  /// A TAB.
  case tab
  /// A control character of `length` bytes, shown by its stand-in.
  case shown(ControlStandIn, length: Int)

  /// The control character that starts at `index` of valid UTF-8 `bytes`, or `nil` when the
  /// character there is not a control.
  @inline(__always)
  static func at(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ControlCharacter? {
    let byte = bytes[index]
    switch byte {
    case 0x0A:
      return .lineBreak(length: 1)
    case 0x0D:
      let pair = index + 1 < bytes.count && bytes[index + 1] == 0x0A
      return .lineBreak(length: pair ? 2 : 1)
    case 0x09:
      return .tab
    case 0x00..<0x20, 0x7F:
      return .shown(picture(ofByte: byte), length: 1)
    case 0xC2:
      guard index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) else { return nil }
      return .shown(escape(bytes[index + 1]), length: 2)
    default:
      return nil
    }
  }

  /// The Control Picture of a C0 control or DEL: U+2400 plus the byte, or U+2421 for DEL;
  /// in UTF-8 E2 90 followed by 80 plus the picture's low six bits.
  static func picture(ofByte byte: UInt8) -> ControlStandIn {
    let low = UInt64(byte == 0x7F ? 0x21 : byte & 0x1F)
    return ControlStandIn(word: 0xE2 | 0x90 << 8 | (0x80 | low) << 16, count: 3)
  }

  /// The text `\u{XX}` for a C1 control, given its second UTF-8 byte, which is its value.
  private static func escape(_ value: UInt8) -> ControlStandIn {
    func hex(_ digit: UInt8) -> UInt64 { UInt64(digit < 10 ? 0x30 + digit : 0x57 + digit) }
    let prefix: UInt64 = 0x5C | 0x75 << 8 | 0x7B << 16  // `\u{`
    let digits = hex(value >> 4) << 24 | hex(value & 0x0F) << 32
    return ControlStandIn(word: prefix | digits | 0x7D << 40, count: 6)  // `}`
  }
}

/// Finds, eight bytes at a time, the bytes that may start a control character or line break.
enum ControlBytes {
  /// The offset of the next control character or line break at or after `start` (a C0
  /// control, DEL, or a C1 control as C2 followed by 80 to 9F), with TAB passed over unless
  /// `tabs` is `true`; `nil` when there is none.
  static func next(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, tabs: Bool = true
  ) -> Int? {
    var index = start
    while index < bytes.count {
      if noneIn(bytes, at: index) {
        index += 8
        continue
      }
      // Fewer than eight bytes left (most cells are shorter than a word): one test of them.
      if bytes.count - index < 8, noneIn(bytes, last: bytes.count - index) { return nil }
      let byte = bytes[index]
      if (byte < 0x20 && (tabs || byte != 0x09)) || byte == 0x7F
        || (byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]))
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Whether the eight bytes of `bytes` from `index` hold none that may start a control
  /// character (a byte below 0x20, DEL, or C2, the lead byte of the C1 controls); `false`
  /// when fewer than eight are left.
  @inline(__always)
  static func noneIn(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index + 8 <= bytes.count, let base = bytes.baseAddress else { return false }
    let word = UInt64(
      littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    return controlMarks(in: word) == 0
  }

  /// Whether the last `count` bytes of `bytes` (one to seven) hold none that may start a
  /// control character, tested as one word whose other bytes are left out.
  @inline(__always)
  static func noneIn(_ bytes: UnsafeBufferPointer<UInt8>, last count: Int) -> Bool {
    let word = PlainWord.load(count, bytesAt: bytes.count - count, of: bytes)
    // The marks of the zero bytes past the text are dropped with them.
    return controlMarks(in: word) & ((1 &<< (8 &* UInt64(count))) &- 1) == 0
  }

  /// The bytes of `word` that may start a control character, each marked by its high bit.
  ///
  /// A byte below 0x20, DEL, or C2 (the lead byte of the C1 controls). Each byte is tested
  /// on its own (no sum carries into the next byte), so the marks of some bytes may be
  /// masked off.
  @inline(__always)
  static func controlMarks(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // Below 0x20: the high bit clear, and no high bit in `x + 0x60` of the low seven bits.
    let c0 = ~word & ~((word & ~highBits) &+ 0x60 &* ones) & highBits
    return c0 | marks(of: 0x7F, in: word) | marks(of: 0xC2, in: word)
  }

  /// The bytes of `word` equal to `value`, each marked by its high bit: a byte `t` of
  /// `word ^ value` is zero exactly when neither `t`'s high bit nor that of `(t & 0x7F) +
  /// 0x7F` is set, and no sum carries into the next byte.
  @inline(__always)
  static func marks(of value: UInt8, in word: UInt64) -> UInt64 {
    let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let difference = word ^ (UInt64(value) &* 0x0101_0101_0101_0101)
    return ~(((difference & lowBits) &+ lowBits) | difference) & ~lowBits
  }
}

extension Character {
  /// Whether the character is a control character that the policy shows by a stand-in: a C0
  /// control but TAB, LF and CR, DEL, or a C1 control.
  var isShownControl: Bool {
    guard unicodeScalars.count == 1, let value = unicodeScalars.first?.value else { return false }
    return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
      || (0x7F...0x9F).contains(value)
  }
}
