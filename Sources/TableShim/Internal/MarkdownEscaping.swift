// The one place where Markdown output escapes text, so that a CommonMark 0.31 / GFM 0.29
// parser gives back exactly the text of every title, header, row and footer.
//
// Rules implemented (section numbers of the CommonMark spec):
// - 2.4 Backslash escapes: `\ ` * _ [ ] < > # | ~ &` are escaped wherever they stand. That
//   disarms emphasis and strong emphasis (6.2), GFM strikethrough (6.5), code spans (6.1),
//   links, images and footnote references (6.3, 6.4), autolinks and raw HTML (6.5, 6.6),
//   ATX headings and their closing sequence (4.2), block quotes (5.1), GFM tables (4.10)
//   and entity and numeric character references (2.5: `\&` keeps `&amp;` literal).
// - GFM autolinks (extension 6.9): the `.` of `www.` and the `:` of `://` are escaped, so a
//   URL in the text stays text, and the autolinker, which would take a following backslash
//   escape into the URL, never starts. (Email addresses are still linked, with their text
//   unchanged.) A row's `link` is the way to make a link.
// - Block starts (4.1 thematic breaks, 4.3 setext underlines, 5.2 list items): a line whose
//   first character is `-`, `+` or `=`, or that starts with digits and `.` or `)`, has that
//   character escaped; so has the `:` of a line that starts with `:-`, which after a line of
//   text would be the delimiter row of a GFM table (extension 4.10).
// - 4.8 Paragraphs and 4.2 headings strip leading and trailing whitespace, and 4.4 indented
//   code starts at four spaces: white space at the start or end of a line is written as a
//   numeric character reference (`&#32;`), which is text, not white space, to the parser.
//   This also keeps emphasis delimiters around the text left- and right-flanking (6.2).
// - Line breaks (LF, CRLF or a lone CR, one rule for every backend: `Lines.swift`): inside a
//   paragraph or list item, a break is a hard line break (6.7: a backslash at the end of the
//   line) and the next line is indented to the block's content; inside a heading, which is
//   one line, and at the very end of a block, where a hard break cannot stand, it is the
//   reference `&#10;`.
// - GFM tables (extension 4.10): a cell is one line, so a line break in it becomes `<br>` or a
//   space, as the backend is told; `|` is escaped as everywhere, and block starts need no
//   escape inside a cell.
// - Control characters (2.3 insecure characters among them) are shown by their stand-ins
//   (`ControlCharacters.swift`), with the backslash of a C1 control's `\u{85}` escaped; TAB
//   is kept, as `&#9;` at the ends of a line.

/// Where escaped Markdown text stands.
enum MarkdownTextContext {
  /// In a paragraph or list item whose continuation lines are indented by `indent` spaces.
  case block(indent: Int)
  /// In an ATX heading, which must stay on one line.
  case heading
  /// In a GFM table cell, which is one line: a newline is written as `lineBreak`.
  case tableCell(lineBreak: StaticString)
}

extension ByteSink {
  /// Appends text escaped for Markdown, so that a GFM parser reads back exactly `text`.
  ///
  /// - Parameters:
  ///   - text: The literal text.
  ///   - context: Where the text stands.
  ///   - startsLine: Whether the text starts a line, so that block starts and leading white
  ///     space need escaping; `false` for a run that follows other text on its line.
  ///   - endsLine: Whether the text ends a line, so that trailing white space needs escaping.
  mutating func writeMarkdownEscaped(
    _ text: some StringProtocol, in context: MarkdownTextContext, startsLine: Bool = true,
    endsLine: Bool = true
  ) {
    text.withUTF8Bytes {
      writeMarkdownEscaped(bytes: $0, in: context, startsLine: startsLine, endsLine: endsLine)
    }
  }

  /// Appends text given as UTF-8 escaped for Markdown, so that a GFM parser reads back exactly
  /// the text.
  ///
  /// - Parameters:
  ///   - bytes: The literal text, as valid UTF-8.
  ///   - context: Where the text stands.
  ///   - startsLine: Whether the text starts a line, so that block starts and leading white
  ///     space need escaping; `false` for a run that follows other text on its line.
  ///   - endsLine: Whether the text ends a line, so that trailing white space needs escaping.
  mutating func writeMarkdownEscaped(
    bytes: UnsafeBufferPointer<UInt8>, in context: MarkdownTextContext, startsLine: Bool = true,
    endsLine: Bool = true
  ) {
    guard !bytes.isEmpty else { return }
    let blockStarts: Bool
    if case .tableCell = context { blockStarts = false } else { blockStarts = true }
    // The common case, one line with no white space at its ends, in one pass over the bytes;
    // a text that turns out to need more is written line by line.
    let written = write(upTo: ByteCursor.markdownRoom(for: bytes.count)) {
      $0.appendMarkdownText(
        bytes, blockStarts: startsLine && blockStarts, startsLine: startsLine, endsLine: endsLine)
    }
    if written { return }
    let lines = String(decoding: bytes, as: UTF8.self).lines
    // A break written as a space at either end of a cell would be trimmed: it is a reference.
    let firstText = lines.firstIndex { !$0.isEmpty } ?? lines.count
    let lastText = lines.lastIndex { !$0.isEmpty } ?? -1
    for (number, line) in lines.enumerated() {
      if number > 0 {
        switch context {
        case .block(let indent) where number < lines.count - 1 || !line.isEmpty || !endsLine:
          write("\\\n")
          write(repeating: UInt8(ascii: " "), count: indent)
        case .tableCell(let lineBreak)
        where lineBreak.isSpace
          && ((startsLine && number <= firstText) || (endsLine && number > lastText)):
          write("&#32;")
        case .tableCell(let lineBreak):
          write(lineBreak)
        default:
          // A heading is one line, and a hard break cannot end a block.
          write("&#10;")
        }
      }
      writeMarkdownLine(
        line, startsLine: number > 0 || startsLine, endsLine: number < lines.count - 1 || endsLine,
        blockStarts: blockStarts)
    }
  }

  /// Appends one line of text: white space at its ends as references, block starts and
  /// punctuation escaped.
  private mutating func writeMarkdownLine(
    _ line: Substring, startsLine: Bool, endsLine: Bool, blockStarts: Bool
  ) {
    let scalars = line.unicodeScalars
    var start = scalars.startIndex
    while startsLine, start < scalars.endIndex, MarkdownWhiteSpace.contains(scalars[start]) {
      writeCharacterReference(scalars[start])
      start = scalars.index(after: start)
    }
    var end = scalars.endIndex
    while endsLine, end > start,
      MarkdownWhiteSpace.contains(scalars[scalars.index(before: end)])
    {
      end = scalars.index(before: end)
    }
    line[start..<end].withUTF8Bytes { inner in
      // A line holds no newline, so the body is always written whole.
      _ = write(upTo: ByteCursor.markdownRoom(for: inner.count)) {
        $0.appendMarkdownBody(inner, startsLine: startsLine && blockStarts)
      }
    }
    var trailing = end
    while trailing < scalars.endIndex {
      writeCharacterReference(scalars[trailing])
      trailing = scalars.index(after: trailing)
    }
  }

  private mutating func writeCharacterReference(_ scalar: Unicode.Scalar) {
    write("&#\(scalar.value);")
  }
}

extension ByteCursor {
  /// The most bytes that `count` bytes of text become, escaped: a control character of one
  /// byte becomes three, one of two bytes seven, and a word is stored whole before it is
  /// known to be kept.
  static func markdownRoom(for count: Int) -> Int { 5 * count + 8 }

  /// Appends a text escaped in one pass (a table cell, a list item's text).
  ///
  /// It returns `true`, or `false`, having written nothing that counts, when the text holds
  /// a newline or has white space at an end that starts or ends a line, which
  /// ``ByteSink/writeMarkdownEscaped(bytes:in:startsLine:endsLine:)`` writes line by line.
  /// White space at the end of a run that other text follows on its line (a highlight's
  /// neighbour) is text like any other.
  ///
  /// It needs ``markdownRoom(for:)`` bytes of room.
  ///
  /// A text of plain bytes (``PlainWord``), most texts, is copied as it is: it holds no
  /// character escaped anywhere, none that starts a block (`-`, `+`, `=`, `:`, and the `.` or
  /// `)` after digits are not plain), and white space only as spaces or as the lead byte of a
  /// three-byte character, which its ends are checked for.
  @inline(__always)
  mutating func appendMarkdownText(
    _ bytes: UnsafeBufferPointer<UInt8>, blockStarts: Bool, startsLine: Bool = true,
    endsLine: Bool = true
  ) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
    let count = bytes.count
    if !(startsLine && MarkdownWhiteSpace.mayStart(base[0])),
      !(endsLine && MarkdownWhiteSpace.mayEnd(base[count &- 1], count >= 3 ? base[count &- 3] : 0)),
      appendIfPlain(bytes)
    {
      return true
    }
    return appendMarkdownEscapedText(
      bytes, blockStarts: blockStarts, startsLine: startsLine, endsLine: endsLine)
  }

  /// Appends a text that is not all plain, or may have white space at an end, escaped in one
  /// pass, as ``appendMarkdownText(_:blockStarts:startsLine:endsLine:)`` does.
  @inline(never)
  private mutating func appendMarkdownEscapedText(
    _ bytes: UnsafeBufferPointer<UInt8>, blockStarts: Bool, startsLine: Bool, endsLine: Bool
  ) -> Bool {
    guard !(startsLine && MarkdownWhiteSpace.starts(bytes)),
      !(endsLine && MarkdownWhiteSpace.ends(bytes))
    else {
      return false
    }
    return appendMarkdownBody(bytes, startsLine: blockStarts)
  }

  /// Appends the inner part of a line, which starts and ends with non-white-space, and
  /// returns `true`; stops and returns `false` at a newline, having written part of the text.
  ///
  /// The text is read eight bytes at a time, as a word that is stored whole and then fixed
  /// where a byte needs an escape (see ``appendWindow(_:length:at:of:)``). It needs
  /// ``markdownRoom(for:)`` bytes of room.
  @inline(__always)
  mutating func appendMarkdownBody(
    _ source: UnsafeBufferPointer<UInt8>, startsLine: Bool
  ) -> Bool {
    guard let base = source.baseAddress, !source.isEmpty else { return true }
    let count = source.count
    var index = 0
    if startsLine { index = appendBlockStartEscape(source) }
    let raw = UnsafeRawPointer(base)
    while index < count {
      let length = min(8, count - index)
      let word =
        length == 8
        ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        : PlainWord.load(length, bytesAt: index, of: source)
      guard let extra = appendWindow(word, length: length, at: index, of: source) else {
        return false
      }
      index += length + extra
    }
    return true
  }

  /// Appends `length` bytes of `source` from `index` (at most eight, the first `length`
  /// bytes of `word`), escaped, and returns how many bytes after them it took as well (the
  /// second byte of a C1 control that starts in the window's last byte); returns `nil` at a
  /// line break.
  ///
  /// The word is stored whole; each byte that is not plain is looked at, and one that needs
  /// an escape is written over with the escape and what follows it in the word.
  @inline(__always)
  private mutating func appendWindow(
    _ word: UInt64, length: Int, at index: Int, of source: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    var marks = PlainWord.marks(word)
    if length < 8 { marks &= (1 &<< (8 &* UInt64(length))) &- 1 }
    store(word: word)
    // The number of the window's bytes that are in place.
    var done = 0
    while marks != 0 {
      let offset = marks.trailingZeroBitCount / 8
      marks &= marks &- 1
      let byte = UInt8(truncatingIfNeeded: word &>> (8 * offset))
      guard needsMarkdownLook(byte) else { continue }
      if byte < 0x20 || byte >= 0x7F {
        switch ControlCharacter.at(index + offset, in: source) {
        case .lineBreak: return nil
        case .tab, nil: continue
        case .shown(let standIn, let length):
          skip(offset - done)
          appendMarkdownStandIn(standIn)
          done = offset + length
        }
      } else {
        switch byte {
        case UInt8(ascii: ".") where Self.isHarmless(byte, at: index + offset, in: source),
          UInt8(ascii: ":") where Self.isHarmless(byte, at: index + offset, in: source):
          continue
        default: break
        }
        skip(offset - done)
        write(byte: UInt8(ascii: "\\"))
        write(byte: byte)
        done = offset + 1
      }
      if done < 8 { store(word: word &>> (8 * UInt64(done))) }
    }
    guard done <= length else { return done - length }
    skip(length - done)
    return 0
  }

  /// Appends a control character's stand-in, its backslash (a C1 control's `\u{85}`) escaped.
  private mutating func appendMarkdownStandIn(_ standIn: ControlStandIn) {
    standIn.withBytes { bytes in
      if bytes[0] == UInt8(ascii: "\\") { write(byte: UInt8(ascii: "\\")) }
      append(bytes)
    }
  }

  /// Escapes what would start a block at the start of a line (`-`, `+` or `=`, or digits and
  /// `.` or `)`), and returns the offset from which the text is still to be written.
  private mutating func appendBlockStartEscape(_ source: UnsafeBufferPointer<UInt8>) -> Int {
    let first = source[0]
    // `+`, `-`, the digits and `=` are all within 2B...3D; most texts start elsewhere.
    guard first >= UInt8(ascii: "+") && first <= UInt8(ascii: "=") else { return 0 }
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "=")
      || (first == UInt8(ascii: ":") && source.count > 1 && source[1] == UInt8(ascii: "-"))
    {
      write(byte: UInt8(ascii: "\\"))
      return 0
    }
    var digits = 0
    while digits < source.count, (48...57).contains(source[digits]) { digits += 1 }
    guard digits > 0, digits < source.count,
      source[digits] == UInt8(ascii: ".") || source[digits] == UInt8(ascii: ")")
    else { return 0 }
    append(UnsafeBufferPointer(rebasing: source[0..<digits]))
    write(byte: UInt8(ascii: "\\"))
    return digits
  }

  /// Whether a `.` or `:` needs no escape: only `www.` and `://` start a GFM autolink.
  private static func isHarmless(
    _ byte: UInt8, at index: Int, in source: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    switch byte {
    case UInt8(ascii: "."):
      return index < 3 || source[index - 3] | 0x20 != UInt8(ascii: "w")
        || source[index - 2] | 0x20 != UInt8(ascii: "w")
        || source[index - 1] | 0x20 != UInt8(ascii: "w")
    case UInt8(ascii: ":"):
      return index + 2 >= source.count || source[index + 1] != UInt8(ascii: "/")
        || source[index + 2] != UInt8(ascii: "/")
    default:
      return false
    }
  }
}

/// White space as CommonMark strips it from the ends of paragraphs, headings and cells.
private enum MarkdownWhiteSpace {
  /// Whether a scalar is white space: Unicode's White_Space property, which is this fixed set,
  /// without a property lookup, less the control characters, which are shown by stand-ins,
  /// and the line breaks, which are never within a line.
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }

  /// Whether UTF-8 text starts with white space.
  @inline(__always)
  static func starts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let first = bytes[0]
    if first < 0x80 { return first == 0x20 || first == 0x09 }
    // Every white space above ASCII starts with C2, E1, E2 or E3.
    guard isWhiteSpaceLead(first) else { return false }
    return UTF8Scalars.scalar(startingAt: 0, in: bytes).map(contains) ?? false
  }

  /// Whether UTF-8 text ends with white space.
  @inline(__always)
  static func ends(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let last = bytes[bytes.count - 1]
    if last < 0x80 { return last == 0x20 || last == 0x09 }
    // The last character's lead byte, at most three bytes back.
    var lead = bytes.count - 1
    while lead > 0, lead > bytes.count - 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
    guard isWhiteSpaceLead(bytes[lead]) else { return false }
    return UTF8Scalars.scalar(endingAt: bytes.count, in: bytes).map(contains) ?? false
  }

  /// Whether a plain text (``PlainWord``) whose first byte is `first` may start with white
  /// space: a space, or the lead byte of a three-byte white space (E1, E2 or E3; the two-byte
  /// one starts with C2, which is not plain).
  @inline(__always)
  static func mayStart(_ first: UInt8) -> Bool {
    first == 0x20 || first &- 0xE1 <= 2
  }

  /// Whether a plain text (``PlainWord``) whose last byte is `last`, and whose third byte from
  /// the end is `thirdLast` (zero in a text of fewer than three bytes), may end with white
  /// space: a space, or a three-byte character whose lead byte is E1, E2 or E3.
  @inline(__always)
  static func mayEnd(_ last: UInt8, _ thirdLast: UInt8) -> Bool {
    last == 0x20 || thirdLast &- 0xE1 <= 2
  }

  private static func isWhiteSpaceLead(_ byte: UInt8) -> Bool {
    byte == 0xC2 || (0xE1...0xE3).contains(byte)
  }
}

/// Whether a byte needs a look wherever it stands in Markdown text: one of the characters
/// escaped everywhere, `` \ ` * _ [ ] < > # | ~ & . : `` (`.` and `:` only in GFM autolinks),
/// or one that may start a control character or line break: a C0 control but TAB, DEL, or
/// C2, the lead byte of the C1 controls.
///
/// The set is an `ASCIISet`: a shift and no memory read.
@inline(__always)
func needsMarkdownLook(_ byte: UInt8) -> Bool {
  // Bits 0-8 and 10-31: the C0 controls but TAB; 35, 38, 42, 46, 58, 60, 62: # & * . : < >.
  let low: UInt64 = 0x5400_4448_FFFF_FDFF
  // Bits 91-64, 92-64, 93-64, 95-64, 96-64, 124-64, 126-64, 127-64: [ \ ] _ ` | ~ and DEL.
  let high: UInt64 = 0xD000_0001_B800_0000
  return ASCIISet(low: low, high: high).contains(byte) || byte == 0xC2
}

extension StaticString {
  /// Whether the text is one space.
  fileprivate var isSpace: Bool { utf8CodeUnitCount == 1 && utf8Start.pointee == 0x20 }
}
