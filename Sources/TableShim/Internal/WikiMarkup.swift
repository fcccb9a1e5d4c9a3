// What the wiki formats (Org, MediaWiki, Jira) share: links, and the spaces of their markup.
//
// A wiki link needs a scheme: MediaWiki's external links, Jira's links and pandoc's readers of
// both take only absolute URLs, and Org reads a path without one as a link to a heading or a
// file. So these formats link a row's text only when `LinkPolicy.safeURL` keeps the link and
// it is an absolute `http` or `https` URL with a host name (letters, digits, `-`, `.`, or
// non-ASCII) and an optional port, or a `mailto` URL with an address (`name@example.com`,
// then perhaps a query); any other link leaves
// the text plain, since the formats' link syntax would show it as text. Every byte outside
// RFC 3986's characters, and those a format's link syntax gives a meaning to, is
// percent-encoded, which names the same resource.

enum WikiLinks {
  /// The link as an absolute URL a wiki format may write, or `nil` for a relative, unsafe
  /// or malformed one.
  static func absoluteURL(_ link: UnsafeBufferPointer<UInt8>?) -> String? {
    guard let link, let url = LinkPolicy.safeURL(String(decoding: link, as: UTF8.self)) else {
      return nil
    }
    let bytes = Array(url.utf8)
    func hasPrefix(_ prefix: String) -> Bool {
      bytes.count >= prefix.utf8.count
        && zip(bytes, prefix.utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }
    if hasPrefix("mailto:") { return isAddress(bytes[7...]) ? url : nil }
    let hostStart = hasPrefix("http://") ? 7 : hasPrefix("https://") ? 8 : -1
    guard hostStart > 0 else { return nil }
    var index = hostStart
    while index < bytes.count,
      bytes[index] >= 0x80 || bytes[index].isASCIILetterOrDigit || bytes[index] == 0x2D
        || bytes[index] == 0x2E
    {
      index += 1
    }
    guard index > hostStart else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
      index += 1
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
    }
    guard index == bytes.count || "/?#".utf8.contains(bytes[index]) else { return nil }
    return url
  }

  /// Whether the bytes of a `mailto` URL after the scheme start with an address: letters,
  /// digits or `. _ % + -`, one `@`, and a domain of letters, digits, `-` and `.` that ends
  /// with a letter or digit, then the end or a query (`?`).
  private static func isAddress(_ bytes: ArraySlice<UInt8>) -> Bool {
    let end = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
    guard let at = bytes[..<end].firstIndex(of: UInt8(ascii: "@")), at > bytes.startIndex,
      at + 1 < end, bytes[end - 1].isASCIILetterOrDigit
    else { return false }
    let local = bytes[bytes.startIndex..<at].allSatisfy {
      $0.isASCIILetterOrDigit || "._%+-".utf8.contains($0)
    }
    let domain = bytes[(at + 1)..<end].allSatisfy {
      $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
    return local && domain
  }

  /// Whether a URL byte is written percent-encoded: one outside RFC 3986's characters
  /// (unreserved, reserved and `%`), or one of `extra`.
  static func encodes(_ byte: UInt8, extra: StaticString) -> Bool {
    if byte.isASCIILetterOrDigit { return false }
    let extra = UnsafeBufferPointer(start: extra.utf8Start, count: extra.utf8CodeUnitCount)
    return byte >= 0x80 || !"-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte) || extra.contains(byte)
  }

  /// Whether an image is a URL rather than a symbol: images that hold a `/` are URLs.
  static func isURL(_ image: UnsafeBufferPointer<UInt8>) -> Bool {
    image.contains(UInt8(ascii: "/"))
  }
}

extension ByteSink {
  /// Appends a URL with every byte that `encodes` picks written as `%XX`.
  ///
  /// - Parameters:
  ///   - url: A safe, absolute URL.
  ///   - encodes: Whether a byte is written percent-encoded.
  mutating func writeURL(_ url: String, encoding encodes: (UInt8) -> Bool) {
    for byte in url.utf8 {
      guard encodes(byte) else {
        write(byte: byte)
        continue
      }
      let digits: StaticString = "0123456789ABCDEF"
      write(byte: UInt8(ascii: "%"))
      write(byte: digits.utf8Start[Int(byte >> 4)])
      write(byte: digits.utf8Start[Int(byte & 0x0F)])
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

/// The blank lines between the blocks of a wiki document: one before every block but the
/// first, and none between the items of one list.
struct WikiBlocks: Sendable {
  private var needsBlankLine = false
  /// Whether the last block written is a list that the next item would continue.
  private(set) var continuesList = false

  /// Starts a heading, a paragraph or a table.
  mutating func start(into sink: inout ByteSink) {
    if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    continuesList = false
  }

  /// Starts a list item, which continues the list before it, if any.
  mutating func startItem(into sink: inout ByteSink) {
    if needsBlankLine && !continuesList { sink.write(byte: UInt8(ascii: "\n")) }
    needsBlankLine = true
    continuesList = true
  }

  /// Ends the list being written: the next item starts a list of its own.
  mutating func endList() {
    continuesList = false
  }
}
