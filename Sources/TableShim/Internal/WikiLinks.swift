// Links and image URLs in the wiki formats (Org, MediaWiki, Jira).
//
// A wiki link needs a scheme: MediaWiki's external links, Jira's links and pandoc's readers of
// both take only absolute URLs, and Org reads a path without one as a link to a heading or a
// file. So these formats link a row's text only when `LinkPolicy.safeURL` keeps the link and
// it is an absolute `http` or `https` URL with a host name (letters, digits, `-`, `.`, or
// non-ASCII) and an optional port, or a `mailto` URL with an address (`name@example.com`,
// then perhaps a query); any other link leaves the text plain, since the formats' link
// syntax would show it as text. Every byte outside RFC 3986's characters, and those a
// format's link syntax gives a meaning to, is percent-encoded, which names the same resource.

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
