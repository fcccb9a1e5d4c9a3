// What the wiki escapers (Org, MediaWiki, Jira) share: the bytes no escaper changes, the
// space separators, and the spaces of their markup next to line breaks.

/// Byte-level tests the wiki escapers share.
enum WikiText {
  /// The offset at or after `start` from which bytes must be looked at one by one: `start`
  /// moved past every word of eight bytes that no wiki escaper changes, to the end when the
  /// last eight bytes (which may overlap bytes already seen) are such a word.
  ///
  /// Such a word holds ASCII letters, digits, non-ASCII bytes other than C2 (the lead byte of
  /// the C1 controls and of U+00A0) and single spaces, none of them last: a space is text
  /// between two characters that are not white space. The byte before `start` must not be a
  /// space. With `spaces` false, a word holds no space at all.
  ///
  /// - Parameters:
  ///   - bytes: The text, as valid UTF-8.
  ///   - start: Where to start.
  ///   - stop: Where the escaper has to look at a byte whatever it is; the offset is never
  ///     past it.
  ///   - spaces: Whether single spaces are text.
  /// - Returns: The offset from which to look at the bytes one by one.
  @inline(__always)
  static func skipText(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stop: Int = .max, spaces: Bool = true
  ) -> Int {
    guard let base = bytes.baseAddress, bytes.count >= 8, start < stop else { return start }
    var index = start
    while index < min(bytes.count, stop) {
      let wordStart = min(index, bytes.count - 8)
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(
          fromByteOffset: wordStart, as: UInt64.self))
      let marks = ControlBytes.marks(of: 0x20, in: word)
      guard PlainWord.marks(word) == 0,
        spaces ? marks & (marks << 8) == 0 && marks >> 63 == 0 : marks == 0
      else { return index }
      index = wordStart + 8
    }
    return min(index, stop)
  }

  /// The length of the space separator other than U+0020 (U+00A0, U+3000 and the others of
  /// Unicode's Zs) whose first byte is at `index`, or `nil` when another character is there.
  static func spaceSeparatorLength(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    guard index < bytes.count, bytes[index] >= 0xC2,
      let scalar = UTF8Scalars.scalar(startingAt: index, in: bytes), isSpaceSeparator(scalar)
    else { return nil }
    return scalar.utf8.count
  }

  /// The length of the space separator other than U+0020 whose last byte is just before
  /// `end`, or `nil`.
  static func spaceSeparatorLength(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    guard end > 0, bytes[end - 1] >= 0x80,
      let scalar = UTF8Scalars.scalar(endingAt: end, in: bytes), isSpaceSeparator(scalar)
    else { return nil }
    return scalar.utf8.count
  }

  /// Whether a non-ASCII scalar is a space separator (general category Zs), a list that
  /// Unicode keeps stable.
  private static func isSpaceSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}

extension ByteSink {
  /// Writes markup that starts or ends with a space between two texts, such as ` — `: a
  /// reader drops a space at the start of a line and before a line break, so after a text
  /// that ends with a line break, or before one that starts with one, such a space is written
  /// as `space`, which the reader keeps.
  ///
  /// - Parameters:
  ///   - separator: The markup.
  ///   - text: The text before it, if any.
  ///   - next: The text after it, if any.
  ///   - space: How the format writes a space that is kept, such as `&#32;`.
  mutating func writeSeparator(
    _ separator: StaticString, after text: UnsafeBufferPointer<UInt8>?,
    before next: UnsafeBufferPointer<UInt8>?, space: StaticString
  ) {
    var markup = UnsafeBufferPointer(start: separator.utf8Start, count: separator.utf8CodeUnitCount)
    if let last = text?.last, last == 0x0A || last == 0x0D, markup.first == 0x20 {
      write(space)
      markup = UnsafeBufferPointer(rebasing: markup.dropFirst())
    }
    if let first = next?.first, first == 0x0A || first == 0x0D, markup.last == 0x20 {
      append(UnsafeBufferPointer(rebasing: markup.dropLast()))
      write(space)
    } else {
      append(markup)
    }
  }
}
