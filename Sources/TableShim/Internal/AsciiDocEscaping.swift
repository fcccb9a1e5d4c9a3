// The one place where AsciiDoc output escapes text, so that Asciidoctor gives back exactly the
// text of every title, header, row, cell and footer.
//
// AsciiDoc has no escape that works everywhere: a backslash escapes only the markup it stands
// before, and passthroughs (`+text+`, `pass:[]`) either keep their own delimiters out or pass
// raw HTML through. What does work everywhere is a decimal character reference: Asciidoctor
// turns `&` into `&amp;` and then restores every reference of two or more digits
// (`&#42;`), so the reference reaches the HTML as it was written and the browser (or an HTML
// parser) reads the character. A character written as a reference is never markup, so:
//
// - Substitutions (Asciidoctor's "quotes", "attributes", "replacements" and "macros"):
//   `# $ & ' ( * + : ; < = > @ [ \ ] ^ _ ` { | } ~` are references wherever they stand. That
//   disarms strong, emphasis, monospace, highlight (`#`), superscript and subscript (`^ ~`),
//   passthroughs (`+`, `$$`), attribute references (`{name}`), cross references (`<<id>>`),
//   anchors (`[[id]]`), role and attribute lists (`[...]`), every inline macro (`link:`,
//   `image:`, `footnote:`, `pass:`, `kbd:` ... need a `:`), URLs and email addresses that
//   would link themselves (`://`, `@`), the replacements `(C)` `(R)` `(TM)` `->` `=>` `<-`
//   `<=` and the typographic apostrophe (`'`), table cell separators (`|`), description list
//   terms (`::`, `;;`) and a hard line break written as data (` +`). `-` and `.` are
//   references where another of the same stands next to them (the `--` and `...`
//   replacements).
// - Block starts: a line whose first character is ASCII punctuation (titles `=` `#`, list
//   markers `*` `-` `.`, block titles `.Title`, comments `//`, delimiters `----` `====`
//   `____` `....` `|===`, block attributes `[...]`, admonitions need a `:`, quotes `> `) has
//   it as a reference, and so has a line that starts with letters or digits and then `.` or
//   `)` (ordered lists `1.`, `a.`, `iv)`); a `•` at the start of a line, which Asciidoctor
//   also takes for a list marker, is a reference too.
// - White space: Asciidoctor strips spaces and TABs at the ends of lines, and a line that
//   starts with white space is a literal block: spaces and TABs at the ends of a line are
//   references (`&#32;`, `&#09;`).
// - Line breaks (LF, CRLF or a lone CR, `Lines.swift`): in paragraphs, list items and table
//   cells a hard line break (` +` at the end of the line); an empty line is `{empty}` (the
//   built-in empty attribute), since a blank line would end the block; in a title, which is
//   one line, the reference `&#10;`.
// - Control characters are shown by their stand-ins (`ControlCharacters.swift`), escaped like
//   any text (a C1 control's `\u{85}` as `&#92;u&#123;85&#125;`).

/// Where escaped AsciiDoc text stands.
enum AsciiDocContext {
  /// In a paragraph, a list item or a table cell: a line break is a hard line break.
  case block
  /// In a section or document title, which is one line: a line break is a reference.
  case title
}

extension ByteSink {
  /// Appends text escaped for AsciiDoc, so that Asciidoctor reads back exactly the text.
  ///
  /// - Parameters:
  ///   - bytes: The literal text, as valid UTF-8.
  ///   - context: Where the text stands.
  ///   - startsLine: Whether the text starts a line, so that block starts and leading white
  ///     space need escaping; `false` for text after other text on its line.
  ///   - endsLine: Whether the text ends a line, so that trailing white space needs escaping.
  mutating func writeAsciiDocEscaped(
    bytes: UnsafeBufferPointer<UInt8>, in context: AsciiDocContext, startsLine: Bool = true,
    endsLine: Bool = true
  ) {
    if Self.isPlainAsciiDoc(bytes, startsLine: startsLine, endsLine: endsLine) {
      return append(bytes)
    }
    var lineStart = 0
    var isFirst = true
    while true {
      let lineBreak = LineBreaks.next(in: bytes, from: lineStart)
      let lineEnd = lineBreak?.start ?? bytes.count
      if !isFirst { write(context == .title ? "&#10;" : " +\n") }
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      let isLast = lineBreak == nil
      if line.isEmpty, context == .block, !(isFirst && isLast) {
        // A line of its own needs something on it, or it would end the block.
        write("{empty}")
      } else {
        writeAsciiDocLine(
          line, startsLine: isFirst ? startsLine : context == .block,
          endsLine: isLast ? endsLine : context == .block)
      }
      guard let lineBreak else { return }
      lineStart = lineBreak.end
      isFirst = false
    }
  }

  /// Appends one line: white space at its ends and markup characters as references.
  private mutating func writeAsciiDocLine(
    _ line: UnsafeBufferPointer<UInt8>, startsLine: Bool, endsLine: Bool
  ) {
    var start = 0
    while startsLine, start < line.count, line[start] == 0x20 || line[start] == 0x09 {
      writeReference(line[start])
      start += 1
    }
    var end = line.count
    while endsLine, end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
    var index = start
    if startsLine, index < end, Self.startsAsciiDocBlock(line, at: index) {
      writeReference(line[index])
      index += 1
    } else if startsLine, index + 2 < end, line[index] == 0xE2, line[index + 1] == 0x80,
      line[index + 2] == 0xA2
    {
      // Asciidoctor also takes `•` (U+2022) for a list marker.
      write("&#8226;")
      index += 3
    }
    var run = index
    while index < end {
      let byte = line[index]
      let special: Bool
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "."):
        special =
          (index > 0 && line[index - 1] == byte)
          || (index + 1 < line.count && line[index + 1] == byte)
      case 0xC2: special = index + 1 < line.count && (0x80...0x9F).contains(line[index + 1])
      default:
        special = byte < 0x80 && (byte < 0x20 || byte == 0x7F || needsAsciiDocReference(byte))
      }
      guard special else {
        index += 1
        continue
      }
      append(UnsafeBufferPointer(rebasing: line[run..<index]))
      if case .shown(let standIn, let length) = ControlCharacter.at(index, in: line) {
        standIn.withBytes { bytes in
          for byte in bytes {
            if byte < 0x80 && needsAsciiDocReference(byte) {
              writeReference(byte)
            } else {
              write(byte: byte)
            }
          }
        }
        index += length
      } else {
        writeReference(byte)
        index += 1
      }
      run = index
    }
    append(UnsafeBufferPointer(rebasing: line[run..<end]))
    for byte in line[end...] { writeReference(byte) }
  }

  /// Whether text needs no reference at all, which is most text: one line with no markup
  /// character, control character, `--` or `..`, and no white space or block start at the
  /// ends the caller says are ends of a line.
  private static func isPlainAsciiDoc(
    _ bytes: UnsafeBufferPointer<UInt8>, startsLine: Bool, endsLine: Bool
  ) -> Bool {
    guard !bytes.isEmpty else { return true }
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F || needsAsciiDocReference(byte) { return false }
        if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")) && byte == previous {
          return false
        }
      } else if byte == 0xC2 || byte == 0xE2 {
        return false
      }
      previous = byte
    }
    if startsLine && (bytes[0] == 0x20 || startsAsciiDocBlock(bytes, at: 0)) { return false }
    return !endsLine || bytes[bytes.count - 1] != 0x20
  }

  /// Writes an ASCII character as a decimal character reference of at least two digits, the
  /// shortest Asciidoctor passes through.
  private mutating func writeReference(_ byte: UInt8) {
    write("&#")
    if byte < 10 { write(byte: UInt8(ascii: "0")) }
    if byte >= 100 { write(byte: UInt8(ascii: "0") + byte / 100) }
    if byte >= 10 { write(byte: UInt8(ascii: "0") + byte / 10 % 10) }
    write(byte: UInt8(ascii: "0") + byte % 10)
    write(byte: UInt8(ascii: ";"))
  }

  /// Whether a line whose text starts at `start` would start a block there: ASCII
  /// punctuation, or letters or digits followed by `.` or `)`.
  private static func startsAsciiDocBlock(_ line: UnsafeBufferPointer<UInt8>, at start: Int)
    -> Bool
  {
    let first = line[start]
    guard first < 0x80 else { return false }
    if (0x21...0x2F).contains(first) || (0x3A...0x40).contains(first)
      || (0x5B...0x60).contains(first) || (0x7B...0x7E).contains(first)
    {
      return true
    }
    var index = start
    while index < line.count,
      (0x30...0x39).contains(line[index]) || (0x41...0x5A).contains(line[index])
        || (0x61...0x7A).contains(line[index])
    {
      index += 1
    }
    return index > start && index < line.count
      && (line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: ")"))
  }
}

/// Whether an ASCII byte is written as a character reference wherever it stands:
/// `# $ & ' ( * + : ; < = > @ [ \ ] ^ _ ` { | } ~`.
@inline(__always)
func needsAsciiDocReference(_ byte: UInt8) -> Bool {
  // Bits 35 36 38 39 40 42 43 58 59 60 61 62: # $ & ' ( * + : ; < = >.
  let low: UInt64 =
    1 << 35 | 1 << 36 | 1 << 38 | 1 << 39 | 1 << 40 | 1 << 42 | 1 << 43 | 1 << 58 | 1 << 59
    | 1 << 60 | 1 << 61 | 1 << 62
  // Bits 64 91 92 93 94 95 96 123 124 125 126, less 64: @ [ \ ] ^ _ ` { | } ~.
  let high: UInt64 =
    1 << 0 | 1 << 27 | 1 << 28 | 1 << 29 | 1 << 30 | 1 << 31 | 1 << 32 | 1 << 59 | 1 << 60
    | 1 << 61 | 1 << 62
  return ASCIISet(low: low, high: high).contains(byte)
}

extension ByteSink {
  /// Appends a link or image target as a passthrough.
  ///
  /// Asciidoctor keeps a passthrough from every substitution but the escaping of `<`, `>`
  /// and `&`: `++url++`, or `pass:c[url]` (with
  /// `]` escaped) for the rare URL that holds `++` or ends with `+`, which would end the first.
  /// A `"`, which Asciidoctor would leave as it is in the `href` attribute, is percent-encoded
  /// (`%22`), as a browser would. A safe URL holds no white space or control character.
  mutating func writeAsciiDocTarget(_ url: String) {
    let inMacro = url.contains("++") || url.hasSuffix("+")
    write(inMacro ? "pass:c[" : "++")
    for byte in url.utf8 {
      if byte == UInt8(ascii: "\"") {
        write("%22")
      } else {
        if inMacro && byte == UInt8(ascii: "]") { write(byte: UInt8(ascii: "\\")) }
        write(byte: byte)
      }
    }
    write(inMacro ? "]" : "++")
  }
}
