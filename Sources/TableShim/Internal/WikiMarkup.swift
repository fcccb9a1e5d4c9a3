// What the wiki formats (Org, MediaWiki, Jira) share: links, and the spaces of their markup.
//
// A wiki link needs a scheme: MediaWiki's external links, Jira's links and pandoc's readers of
// both take only absolute URLs, and Org reads a path without one as a link to a heading or a
// file. So these formats link a row's text only when `LinkPolicy.safeURL` keeps the link and
// it is an absolute `http`, `https` or `mailto` URL; a relative link leaves the text plain.
// The bytes a format's link syntax gives a meaning to are percent-encoded, which names the
// same resource.

enum WikiLinks {
  /// The link as an absolute URL a wiki format may write, or `nil` for a relative or unsafe
  /// one.
  static func absoluteURL(_ link: UnsafeBufferPointer<UInt8>?) -> String? {
    guard let link, let url = LinkPolicy.safeURL(String(decoding: link, as: UTF8.self)) else {
      return nil
    }
    let lowered = url.prefix(8).lowercased()
    guard
      lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
        || lowered.hasPrefix("mailto:")
    else { return nil }
    return url
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
