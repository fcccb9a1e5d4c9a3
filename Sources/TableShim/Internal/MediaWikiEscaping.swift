// The one place where MediaWiki output escapes text, so that MediaWiki and other readers of
// wikitext give back exactly the text of every title, heading, row, cell and footer. The
// rules, by the wikitext they disarm (https://www.mediawiki.org/wiki/Help:Formatting,
// Help:Tables, Help:Links, Help:Magic_words; checked with `pandoc -f mediawiki` 2.17):
//
// - `&`, `<` and `>` are always `&amp;`, `&lt;`, `&gt;`: no text opens a tag (`<b>`,
//   `<nowiki>`, `<ref>`) or reads as a character reference.
// - A line of text (each text is written on one line of wikitext, see below) that holds wiki
//   markup is wrapped in `<nowiki>...</nowiki>`, inside which MediaWiki reads no markup but
//   character references: bold and italics (`'`), links (`[`, `]`), signatures (`~~~`),
//   behaviour switches (`__TOC__`), pandoc's TeX math (`\(x\)`: any `\`), free links and
//   magic links (a `:` after a letter and before a non-space, as in `https://` or `mailto:`;
//   `ISBN`, `RFC`, `PMID`), and a text that starts with a block start (`*`, `#`, `:`, `;`
//   lists, `=` headings, `-` rules, `!`, `+` table syntax); in a heading, every `=`.
// - `|`, `{` and `}` are always `&#124;`, `&#123;`, `&#125;`: they split table cells and the
//   arguments of links and templates even in `<nowiki>` for pandoc, whose reader also takes
//   exponential time over many `{{` in a table, and they disarm templates (`{{`), tables
//   (`{|`) and language variants (`-{`). In a table cell `!` is `&#33;` (`!!` splits header
//   cells).
// - White space that wikitext does not keep as it is: a space at the start or end of a line
//   (a leading space makes preformatted text) or after another space is `&#32;`, and TAB is
//   `&#9;`.
// - Numeric references stand outside `<nowiki>`, which is closed before them and opened
//   again after: MediaWiki reads them anywhere, pandoc only outside `<nowiki>`; the named
//   ones used (`&amp;`, `&lt;`, `&gt;`) are HTML 4's, which both read everywhere.
// - Line breaks (LF, CRLF or a lone CR, `Lines.swift`) are `<br />` everywhere, so that every
//   text stays on its own line of wikitext: headings, list items and table cells are one line.
// - Control characters are shown by their stand-ins (`ControlCharacters.swift`).

/// Where escaped MediaWiki text stands.
enum MediaWikiTextContext {
  /// In a paragraph, a list item or a link's label.
  case block
  /// In a heading, between its `=` signs.
  case heading
  /// In a table cell, header or body.
  case cell
}

extension ByteSink {
  /// Appends text escaped for MediaWiki, so that a wikitext reader reads back exactly `text`.
  ///
  /// - Parameters:
  ///   - text: The literal text.
  ///   - context: Where the text stands.
  mutating func writeMediaWikiEscaped(_ text: some StringProtocol, in context: MediaWikiTextContext)
  {
    text.withUTF8Bytes { writeMediaWikiEscaped(bytes: $0, in: context) }
  }

  /// Appends text given as UTF-8 escaped for MediaWiki, line by line.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - context: Where the text stands.
  mutating func writeMediaWikiEscaped(
    bytes source: UnsafeBufferPointer<UInt8>, in context: MediaWikiTextContext
  ) {
    var lineStart = 0
    while true {
      let (lineEnd, nowiki) = Self.mediaWikiLine(source, from: lineStart, in: context)
      let line = UnsafeBufferPointer(rebasing: source[lineStart..<lineEnd])
      var isOpen = false  // whether a `<nowiki>` is open
      var start = 0
      var index = 0
      while index < line.count {
        let byte = line[index]
        // Letters, digits and non-ASCII characters other than the C1 controls are text.
        if (byte >= 0x80 && byte != 0xC2) || byte.isASCIILetterOrDigit {
          index = WikiText.skipText(line, from: index + 1)
          continue
        }
        // A space between two characters that are not spaces is text.
        if byte == 0x20, index > 0, index + 1 < line.count, line[index - 1] != 0x20,
          line[index - 1] != 0x09
        {
          index += 1
          continue
        }
        var replacement: StaticString?
        // Numeric references, which MediaWiki reads but pandoc does not inside `<nowiki>`.
        var numeric = false
        switch byte {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "|"): (replacement, numeric) = ("&#124;", true)
        case UInt8(ascii: "{"): (replacement, numeric) = ("&#123;", true)
        case UInt8(ascii: "}"): (replacement, numeric) = ("&#125;", true)
        case UInt8(ascii: "!"):
          (replacement, numeric) = context == .cell ? ("&#33;", true) : (nil, false)
        case 0x09: (replacement, numeric) = ("&#9;", true)
        case 0x20:
          let previous = index > 0 ? line[index - 1] : 0x20
          let edge = index + 1 == line.count || previous == 0x20 || previous == 0x09
          (replacement, numeric) = edge ? ("&#32;", true) : (nil, false)
        case 0x00..<0x20, 0x7F, 0xC2:
          guard case .shown(let standIn, let length) = ControlCharacter.at(index, in: line) else {
            index += 1
            continue
          }
          writeMediaWikiText(line[start..<index], nowiki: nowiki, isOpen: &isOpen)
          if isOpen {
            write("</nowiki>")
            isOpen = false
          }
          standIn.withBytes { standIn in
            guard standIn.first == UInt8(ascii: "\\") else { return append(standIn) }
            // A C1 control's `\u{85}`, its backslash and braces as references.
            write("&#92;u&#123;")
            append(UnsafeBufferPointer(rebasing: standIn[3..<5]))
            write("&#125;")
          }
          index += length
          start = index
          continue
        default: break
        }
        guard let replacement else {
          index += 1
          continue
        }
        writeMediaWikiText(line[start..<index], nowiki: nowiki, isOpen: &isOpen)
        if numeric, isOpen {
          write("</nowiki>")
          isOpen = false
        } else if !numeric, nowiki, !isOpen {
          write("<nowiki>")
          isOpen = true
        }
        write(replacement)
        index += 1
        start = index
      }
      writeMediaWikiText(line[start...], nowiki: nowiki, isOpen: &isOpen)
      if isOpen { write("</nowiki>") }
      guard lineEnd < source.count else { return }
      write("<br />")
      let pair =
        source[lineEnd] == 0x0D && lineEnd + 1 < source.count && source[lineEnd + 1] == 0x0A
      lineStart = lineEnd + (pair ? 2 : 1)
    }
  }

  /// Appends text that needs no reference, in a `<nowiki>` element when `nowiki` is set,
  /// opened unless `isOpen` says it is.
  private mutating func writeMediaWikiText(
    _ text: Slice<UnsafeBufferPointer<UInt8>>, nowiki: Bool, isOpen: inout Bool
  ) {
    guard !text.isEmpty else { return }
    if nowiki, !isOpen {
      write("<nowiki>")
      isOpen = true
    }
    append(UnsafeBufferPointer(rebasing: text))
  }

  /// Where the line that starts at `start` ends (at a line break, or the text's end), and
  /// whether it holds wiki markup that only `<nowiki>` disarms.
  private static func mediaWikiLine(
    _ source: UnsafeBufferPointer<UInt8>, from start: Int, in context: MediaWikiTextContext
  ) -> (end: Int, nowiki: Bool) {
    var nowiki = false
    if start < source.count {
      // A block start, or table syntax, at the start of the text.
      switch source[start] {
      case UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: ";"),
        UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "!"), UInt8(ascii: "+"):
        nowiki = true
      default: break
      }
    }
    var index = start
    while index < source.count {
      // Words of letters, digits, spaces and non-ASCII bytes other than C2, without the
      // capitals that start magic links, need no look byte by byte.
      if index + 8 <= source.count, let base = source.baseAddress {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base).loadUnaligned(
            fromByteOffset: index, as: UInt64.self))
        let capitals =
          ControlBytes.marks(of: UInt8(ascii: "I"), in: word)
          | ControlBytes.marks(of: UInt8(ascii: "R"), in: word)
          | ControlBytes.marks(of: UInt8(ascii: "P"), in: word)
        if PlainWord.marks(word) | capitals == 0 {
          index += 8
          continue
        }
      }
      let byte = source[index]
      let next = index + 1 < source.count ? source[index + 1] : 0
      switch byte {
      case 0x0A, 0x0D:
        return (index, nowiki)
      case UInt8(ascii: "'"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"):
        nowiki = true
      case UInt8(ascii: "="):
        if context == .heading { nowiki = true }
      case UInt8(ascii: "~"):
        if next == byte, index + 2 < source.count, source[index + 2] == byte { nowiki = true }
      case UInt8(ascii: "_"):
        if next == byte { nowiki = true }
      case UInt8(ascii: ":"):
        // Unless a space follows: a TAB's reference would be taken into the link.
        if index > start, source[index - 1].isASCIILetter, next != 0x20 { nowiki = true }
      case UInt8(ascii: "I"), UInt8(ascii: "R"), UInt8(ascii: "P"):
        // Magic links: `ISBN`, `RFC` or `PMID` before white space.
        if Self.startsMagicLinkWord(source, at: index) { nowiki = true }
      default: break
      }
      index += 1
    }
    return (source.count, nowiki)
  }

  /// Whether the bytes from `start` are `ISBN`, `RFC` or `PMID` and white space.
  private static func startsMagicLinkWord(_ source: UnsafeBufferPointer<UInt8>, at start: Int)
    -> Bool
  {
    for word in ["ISBN", "RFC", "PMID"] {
      let end = start + word.utf8.count
      guard end < source.count, source[start..<end].elementsEqual(word.utf8) else { continue }
      let next = source[end]
      if next == 0x20 || next == 0x09 || next == 0xC2 { return true }
    }
    return false
  }
}
