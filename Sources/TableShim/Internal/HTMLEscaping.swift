// The one place where HTML output escapes text. Everything from the data passes through
// `writeHTMLEscaped(_:)`, in element content and in attribute values alike.
//
// - `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`, so no text can open an element, close
//   an attribute value or be read as a character reference: data `&lt;` shows as `&lt;`.
// - A line break (LF, CRLF or a lone CR) becomes `<br>` in element content, and LF where no
//   element may stand (attribute values, the page's `title`): no CR reaches the parser.
// - Other control characters are shown by their stand-ins (`ControlCharacters.swift`), since
//   HTML5 makes them, and references to them, parse errors; TAB is kept.

/// What a line break in escaped HTML text becomes.
enum HTMLLineBreak {
  /// A `<br>` element, in element content.
  case element
  /// A line feed, in attribute values and the page's `title`, which hold no elements.
  case lineFeed
}

extension ByteSink {
  /// Appends text escaped for HTML element content and quoted attribute values, in one pass
  /// over its UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - text: The literal text.
  ///   - lineBreak: What a line break becomes.
  mutating func writeHTMLEscaped(_ text: some StringProtocol, lineBreak: HTMLLineBreak = .element) {
    text.withUTF8Bytes { writeHTMLEscaped(bytes: $0, lineBreak: lineBreak) }
  }

  /// Appends text given as UTF-8 escaped for HTML element content and quoted attribute
  /// values, in one pass over the bytes.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - lineBreak: What a line break becomes.
  mutating func writeHTMLEscaped(
    bytes source: UnsafeBufferPointer<UInt8>, lineBreak: HTMLLineBreak = .element
  ) {
    var start = 0
    var index = 0
    while index < source.count {
      // Words of letters, digits, spaces and non-ASCII bytes but C2 need no look byte by byte.
      index = PlainWord.skip(source, from: index)
      let stop = min(index + 8, source.count)
      while index < stop {
        let byte = source[index]
        guard needsHTMLLook(byte) else {
          index += 1
          continue
        }
        let replacement: StaticString
        switch byte {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&#39;"
        case 0x00..<0x20, 0x7F, 0xC2:
          append(UnsafeBufferPointer(rebasing: source[start..<index]))
          start = index
          switch ControlCharacter.at(index, in: source) {
          case .lineBreak(let length):
            write(lineBreak == .element ? "<br>" : "\n")
            index += length
            start = index
          case .shown(let standIn, let length):
            standIn.withBytes { append($0) }
            index += length
            start = index
          case .tab, nil:
            // Kept: copied with the text that follows.
            index += 1
          }
          continue
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

/// Whether a byte needs a look in HTML text: one of `& < > " '`, or one that may start a
/// control character or line break (a C0 control but TAB, DEL, or C2, the lead byte of the
/// C1 controls).
///
/// The set is an `ASCIISet`: a shift and no memory read.
@inline(__always)
func needsHTMLLook(_ byte: UInt8) -> Bool {
  // Bits 0-8 and 10-31: the C0 controls but TAB; 34, 38, 39, 60, 62: " & ' < >.
  let low: UInt64 = 0x5000_00C4_FFFF_FDFF
  // Bit 127-64: DEL.
  let high: UInt64 = 0x8000_0000_0000_0000
  return ASCIISet(low: low, high: high).contains(byte) || byte == 0xC2
}
