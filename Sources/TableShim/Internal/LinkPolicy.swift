// Which links the backends emit. A link is kept only when a browser would read it as an
// `http`, `https` or `mailto` URL, or as a relative URL; anything else (`javascript:`,
// `data:`, `vbscript:`, an unknown scheme) is dropped and the row's text shows as plain text.

enum LinkPolicy {
  /// The schemes a link may have.
  static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

  /// Returns the link if it is safe to emit, or `nil`.
  ///
  /// Browsers strip leading and trailing spaces and control characters and remove tabs and
  /// newlines anywhere before they read a URL (`java\tscript:` is `javascript:`), so a link
  /// holding any control character or leading space is refused outright.
  static func safeURL(_ link: String) -> String? {
    guard !link.isEmpty,
      !link.unicodeScalars.contains(where: { $0.value < 0x21 || (0x7F...0x9F).contains($0.value) })
    else { return nil }
    guard let scheme = scheme(of: link) else { return link }
    return allowedSchemes.contains(scheme.lowercased()) ? link : nil
  }

  /// The scheme of a URL as the WHATWG URL standard reads it, or `nil` for a relative URL:
  /// an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`, up to the first `:`.
  private static func scheme(of link: String) -> Substring? {
    guard let colon = link.firstIndex(of: ":") else { return nil }
    let candidate = link[..<colon]
    guard let first = candidate.utf8.first, isASCIILetter(first),
      candidate.utf8.allSatisfy({
        isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
      })
    else { return nil }
    return candidate
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
