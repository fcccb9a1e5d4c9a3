// The one place where HTML output escapes text. Everything from the data passes through
// `writeHTMLEscaped(_:)`, in element content and in attribute values alike.
//
// - `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`, so no text can open an element, close
//   an attribute value or be read as a character reference: data `&lt;` shows as `&lt;`.
// - CR becomes `&#13;`: the HTML parser would otherwise turn it into LF.
// - NUL becomes U+FFFD, which is what an HTML parser makes of it anyway.

extension ByteSink {
  /// Appends text escaped for HTML element content and quoted attribute values, in one pass
  /// over its UTF-8 bytes.
  mutating func writeHTMLEscaped(_ text: some StringProtocol) {
    text.withUTF8Bytes { writeHTMLEscaped(bytes: $0) }
  }

  /// Appends text given as UTF-8 escaped for HTML element content and quoted attribute
  /// values, in one pass over the bytes.
  mutating func writeHTMLEscaped(bytes source: UnsafeBufferPointer<UInt8>) {
    var start = 0
    var index = 0
    while index < source.count {
      // Words of letters, digits, spaces and non-ASCII bytes need no look byte by byte.
      index = PlainWord.skip(source, from: index)
      let stop = min(index + 8, source.count)
      while index < stop {
        let replacement: StaticString
        switch source[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        case UInt8(ascii: "\r"): replacement = "&#13;"
        case 0: replacement = "\u{FFFD}"
        default:
          index += 1
          continue
        }
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        write(replacement)
        index += 1
        start = index
      }
    }
    append(UnsafeBufferPointer(rebasing: source[start...]))
  }
}
