// The one place where HTML output escapes text. Everything from the data passes through
// `appendHTMLEscaped(_:lineBreak:)`, the sink's `writeHTMLEscaped(_:)` or a row written in
// room made once, in element content and in attribute values alike.
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
  /// values, in one pass over the bytes, through a cursor in room made for a piece of
  /// ``ByteCursor/htmlPiece`` bytes at a time.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - lineBreak: What a line break becomes.
  mutating func writeHTMLEscaped(
    bytes source: UnsafeBufferPointer<UInt8>, lineBreak: HTMLLineBreak = .element
  ) {
    var start = 0
    while start < source.count {
      var end = min(start + ByteCursor.htmlPiece, source.count)
      // A piece ends between characters, and not inside a CRLF, which is one break.
      while end < source.count, end > start + 1,
        source[end] & 0xC0 == 0x80 || (source[end] == 0x0A && source[end - 1] == 0x0D)
      {
        end -= 1
      }
      let piece = UnsafeBufferPointer(rebasing: source[start..<end])
      _ = write(upTo: ByteCursor.htmlRoom(for: piece.count)) {
        $0.appendHTMLEscaped(piece, lineBreak: lineBreak)
        return true
      }
      start = end
    }
  }
}

extension ByteCursor {
  /// The most bytes that `count` bytes of text become, escaped: `"` becomes `&quot;`, six
  /// bytes for one, and a word is stored whole before it is known to be kept.
  @inline(__always)
  static func htmlRoom(for count: Int) -> Int { 6 * count + 8 }

  /// The most bytes of text ``ByteSink/writeHTMLEscaped(bytes:lineBreak:)`` escapes in one
  /// piece, so that a long text does not make room for six times its size at once.
  static let htmlPiece = 4096

  /// Appends text escaped for HTML element content and quoted attribute values: the one
  /// function that does, for the sink and for a row written in room made once.
  ///
  /// The text is read eight bytes at a time, as a word that is stored whole and then fixed
  /// where a byte needs an escape. It needs ``htmlRoom(for:)`` bytes of room.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - lineBreak: What a line break becomes.
  @inline(__always)
  mutating func appendHTMLEscaped(
    _ source: UnsafeBufferPointer<UInt8>, lineBreak: HTMLLineBreak = .element
  ) {
    // Most texts are all plain, and copied as they are.
    guard let base = source.baseAddress, !appendIfPlain(source) else { return }
    appendHTMLEscapedText(source, from: base, lineBreak: lineBreak)
  }

  /// Appends a text that is not all plain escaped, as ``appendHTMLEscaped(_:lineBreak:)``
  /// does.
  @inline(never)
  private mutating func appendHTMLEscapedText(
    _ source: UnsafeBufferPointer<UInt8>, from base: UnsafePointer<UInt8>,
    lineBreak: HTMLLineBreak
  ) {
    let count = source.count
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index < count {
      let length = min(8, count - index)
      let word =
        length == 8
        ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        : PlainWord.load(length, bytesAt: index, of: source)
      index += length + appendHTMLWindow(word, length: length, at: index, of: source, lineBreak)
    }
  }

  /// Appends `length` bytes of `source` from `index` (at most eight, the first `length`
  /// bytes of `word`), escaped, and returns how many bytes after them it took as well (the
  /// second byte of a C1 control or of a CRLF that starts in the window's last byte).
  ///
  /// The word is stored whole; each byte that is not plain is looked at, and one that needs
  /// an escape is written over with the escape and what follows it in the word.
  @inline(__always)
  private mutating func appendHTMLWindow(
    _ word: UInt64, length: Int, at index: Int, of source: UnsafeBufferPointer<UInt8>,
    _ lineBreak: HTMLLineBreak
  ) -> Int {
    var marks = PlainWord.marks(word)
    if length < 8 { marks &= (1 &<< (8 &* UInt64(length))) &- 1 }
    store(word: word)
    // The number of the window's bytes that are in place.
    var done = 0
    while marks != 0 {
      let offset = marks.trailingZeroBitCount / 8
      marks &= marks &- 1
      let byte = UInt8(truncatingIfNeeded: word &>> (8 * offset))
      // The LF of a CRLF was taken with its CR.
      guard offset >= done, needsHTMLLook(byte) else { continue }
      if byte < 0x20 || byte >= 0x7F {
        switch ControlCharacter.at(index + offset, in: source) {
        case .tab, nil:
          // Kept: it is in place.
          continue
        case .lineBreak(let length):
          skip(offset - done)
          write(lineBreak == .element ? "<br>" : "\n")
          done = offset + length
        case .shown(let standIn, let length):
          skip(offset - done)
          standIn.withBytes { append($0) }
          done = offset + length
        }
      } else {
        skip(offset - done)
        switch byte {
        case UInt8(ascii: "&"): write("&amp;")
        case UInt8(ascii: "<"): write("&lt;")
        case UInt8(ascii: ">"): write("&gt;")
        case UInt8(ascii: "\""): write("&quot;")
        default: write("&#39;")
        }
        done = offset + 1
      }
      if done < 8 { store(word: word &>> (8 * UInt64(done))) }
    }
    guard done <= length else { return done - length }
    skip(length - done)
    return 0
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
