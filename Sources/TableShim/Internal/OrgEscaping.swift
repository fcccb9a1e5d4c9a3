// The one place where Org output escapes text, so that an Org reader gives back exactly the
// text of every title, heading, row, cell and footer. Org has no backslash escape; it has
// entities, `\name{}`, which pandoc's Org reader reads as one character (its MathML and HTML
// entity names, and LaTeX's `\text{}`). The rules, by the Org syntax they disarm
// (https://orgmode.org/worg/org-syntax.html; checked with `pandoc -f org` 2.17):
//
// - Emphasis and verbatim (`*bold*`, `/italic/`, `+strike+`, `=verbatim=`, `~code~`) open only
//   after the start of a line, white space or one of `-('"{`: each of `* / + = ~` is kept only
//   between two ASCII letters or digits (`a/b`, `x=1`), and is written `\ast{}`, `\slash{}`,
//   `\plus{}`, `\equals{}`, `\textasciitilde{}` elsewhere. This also disarms the headline
//   star and the `+` item at the start of a line.
// - `_` (underline, subscript after any character) and `^` (superscript): `\lowbar{}`,
//   `\Hat{}` everywhere.
// - Links, footnotes, citations, timestamps and cookies (`[[`, `[fn:`, `[cite:`, `[2024-01-01]`,
//   `[X]`, `[1/3]`), targets and angle links (`<<t>>`, `<http:...>`, `<2024-01-01>`), macros
//   (`{{{`), LaTeX fragments and entities (`\alpha`, `\(`), math (`$x$`) and table cells
//   (`|`): `[`, `<`, `{`, `\`, `$` and `|` are `\lbrack{}`, `\lt{}`, `\lcub{}`, `\bsol{}`,
//   `\dollar{}`, `\vert{}` everywhere; `]` is `\rbrack{}` in a link's description, which it
//   would end.
// - Export snippets (`@@html:...@@`): an `@` next to another is `\commat{}`.
// - Citations of org-ref (`cite:key`) and URLs: a `:` after an ASCII letter and before
//   anything but white space is `\colon{}`, and so is `::` (description items).
// - Special strings (`--`, `---`, `...`): a `-` after a `-` is `\text{-}`, a `.` after a `.`
//   is `\period{}`.
// - Block starts, at the start of each line of a paragraph or list item: `-` (items, rules),
//   `#` (comments, `#+KEYWORD`), `:` (fixed width, drawers), `%` (diary sexps) and the `.` or
//   `)` after leading digits (ordered items) are escaped (`\text{-}`, `\num{}`, `\colon{}`,
//   `\percnt{}`, `\period{}`, `\rpar{}`).
// - Headings: every `:` (tags) is `\colon{}`, and a leading word of capitals (a to-do keyword
//   such as `DONE`, `COMMENT`) is followed by `\text{ }` rather than a space, or, alone, has
//   its first letter written `\text{T}`.
// - White space that Org does not keep as it is (at the start and end of a line, a second
//   space in a row) is `\text{ }`, TAB is `\Tab{}`, and another space separator at either end
//   of a line stands in `\text{}`; `"`, `'` and `,` at the start or end of a line are
//   `\quot{}`, `\apos{}`, `\comma{}`, since emphasis may not start or end next to them.
// - Line breaks (LF, CRLF or a lone CR, `Lines.swift`): in a paragraph or list item `\\` at
//   the end of the line (after a space when emphasis ends there), the next line indented to
//   the block's content; in a heading, the
//   title and a table cell, which are one line, the entity `\NewLine{}` (a line feed).
// - Control characters are shown by their stand-ins (`ControlCharacters.swift`), themselves
//   escaped (the `\` and `{` of `\u{85}`).

/// Where escaped Org text stands.
enum OrgTextContext: Equatable {
  /// In a paragraph or list item whose continuation lines are indented by `indent` spaces.
  case block(indent: Int)
  /// In a headline or the title, which are one line; a headline may end in tags.
  case heading
  /// In a table cell, which is one line.
  case line
  /// In a link's description, which is one line and ends at `]`.
  case linkText
}

extension ByteSink {
  /// Appends text escaped for Org, so that an Org reader reads back exactly `text`.
  ///
  /// - Parameters:
  ///   - text: The literal text.
  ///   - context: Where the text stands.
  ///   - emphasis: The emphasis marker (`*`, `/`, `+`) around each line of the text that is
  ///     not empty, or `nil` for none.
  mutating func writeOrgEscaped(
    _ text: some StringProtocol, in context: OrgTextContext, emphasis: UInt8? = nil
  ) {
    text.withUTF8Bytes { writeOrgEscaped(bytes: $0, in: context, emphasis: emphasis) }
  }

  /// Appends text given as UTF-8 escaped for Org, in one pass over its bytes.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - context: Where the text stands.
  ///   - emphasis: The emphasis marker around each line of the text that is not empty.
  mutating func writeOrgEscaped(
    bytes source: UnsafeBufferPointer<UInt8>, in context: OrgTextContext, emphasis: UInt8? = nil
  ) {
    let count = source.count
    guard count > 0 else { return }
    var isBlock = false
    if case .block = context { isBlock = true }
    let isHeading = context == .heading
    let isLinkText = context == .linkText
    // Where a headline's leading word of capitals ends: its first letter, or the space after
    // it, is written as an entity.
    let capitalWordEnd = isHeading ? Self.capitalWordEnd(source) : -1
    var start = 0  // the first byte not yet written
    var index = 0
    // One line at a time: the loop below ends at a line break, or at the end.
    while true {
      let lineStart = index
      if let emphasis, index < count, source[index] != 0x0A, source[index] != 0x0D {
        write(byte: emphasis)
      }
      let numberEnd = isBlock ? Self.orgNumberedItemEnd(source, from: index) : -1
      if capitalWordEnd == count, lineStart == 0 {
        write("\\text{")
        write(byte: source[0])
        write("}")
        index = 1
        start = 1
      } else if let length = WikiText.spaceSeparatorLength(startingAt: index, in: source) {
        // Emphasis may not start next to white space: a space separator (U+00A0, U+3000) at
        // the start of a line is written inside `\text{}`, as at its end.
        write("\\text{")
        append(UnsafeBufferPointer(rebasing: source[index..<(index + length)]))
        write("}")
        index += length
        start = index
      }
      var lineBreak = 0  // the length of the line break that ends the line
      while index < count {
        let byte = source[index]
        // Letters, digits and non-ASCII characters other than the C1 controls are text.
        if (byte >= 0x80 && byte != 0xC2) || byte.isASCIILetterOrDigit {
          index = WikiText.skipText(
            source, from: index + 1, stop: capitalWordEnd < 0 ? .max : capitalWordEnd)
          continue
        }
        // A space between two characters of a line that are not white space is text.
        if byte == 0x20, index > lineStart, index + 1 < count, index != capitalWordEnd {
          let previous = source[index - 1]
          let next = source[index + 1]
          if previous != 0x20, previous != 0x09, next != 0x0A, next != 0x0D {
            index += 1
            continue
          }
        }
        let previous: UInt8? = index > lineStart ? source[index - 1] : nil
        let next: UInt8? = index + 1 < count ? source[index + 1] : nil
        let endsLine = next == nil || next == 0x0A || next == 0x0D
        let keptMarker =
          previous?.isASCIILetterOrDigit == true && next?.isASCIILetterOrDigit == true
        let startsLine = index == lineStart
        var replacement: StaticString?
        switch byte {
        case UInt8(ascii: "*"): replacement = keptMarker ? nil : "\\ast{}"
        case UInt8(ascii: "/"): replacement = keptMarker ? nil : "\\slash{}"
        case UInt8(ascii: "+"): replacement = keptMarker ? nil : "\\plus{}"
        case UInt8(ascii: "="): replacement = keptMarker ? nil : "\\equals{}"
        case UInt8(ascii: "~"): replacement = keptMarker ? nil : "\\textasciitilde{}"
        case UInt8(ascii: "_"): replacement = "\\lowbar{}"
        case UInt8(ascii: "^"): replacement = "\\Hat{}"
        case UInt8(ascii: "\\"): replacement = "\\bsol{}"
        case UInt8(ascii: "{"): replacement = "\\lcub{}"
        case UInt8(ascii: "["): replacement = "\\lbrack{}"
        case UInt8(ascii: "<"): replacement = "\\lt{}"
        case UInt8(ascii: "$"): replacement = "\\dollar{}"
        case UInt8(ascii: "|"): replacement = "\\vert{}"
        case UInt8(ascii: "]"): replacement = isLinkText ? "\\rbrack{}" : nil
        case UInt8(ascii: "@"):
          replacement =
            previous == UInt8(ascii: "@") || next == UInt8(ascii: "@") ? "\\commat{}" : nil
        case UInt8(ascii: ":"):
          // Unless a space follows: at a line's end markup may follow, and a TAB is written
          // as an entity, which a link's URI would take.
          let beforeWord = previous?.isASCIILetter == true && next != 0x20
          replacement =
            isHeading || (isBlock && startsLine) || next == UInt8(ascii: ":") || beforeWord
            ? "\\colon{}" : nil
        case UInt8(ascii: "."):
          replacement =
            previous == UInt8(ascii: ".") || index == numberEnd ? "\\period{}" : nil
        case UInt8(ascii: ")"): replacement = index == numberEnd ? "\\rpar{}" : nil
        case UInt8(ascii: "-"):
          replacement =
            (isBlock && startsLine) || previous == UInt8(ascii: "-") ? "\\text{-}" : nil
        case UInt8(ascii: "#"): replacement = isBlock && startsLine ? "\\num{}" : nil
        case UInt8(ascii: "%"): replacement = isBlock && startsLine ? "\\percnt{}" : nil
        case UInt8(ascii: "\""): replacement = startsLine || endsLine ? "\\quot{}" : nil
        case UInt8(ascii: "'"): replacement = startsLine || endsLine ? "\\apos{}" : nil
        case UInt8(ascii: ","): replacement = startsLine || endsLine ? "\\comma{}" : nil
        case 0x20:
          // After a leading word of capitals, a space that is not white space to Org.
          replacement = "\\text{ }"
        case 0x00..<0x20, 0x7F, 0xC2:
          switch ControlCharacter.at(index, in: source) {
          case .lineBreak(let length):
            lineBreak = length
          case .tab:
            replacement = "\\Tab{}"
          case .shown(let standIn, let length):
            append(UnsafeBufferPointer(rebasing: source[start..<index]))
            // A C1 control's `\u{85}` holds a backslash and a brace.
            standIn.withBytes { writeOrgEscaped(bytes: $0, in: .line) }
            index += length
            start = index
            continue
          case nil:
            // Not a control (a C2 lead byte of U+00A0 to U+00BF): text.
            index += 1
            continue
          }
        default: break
        }
        if lineBreak > 0 { break }
        guard let replacement else {
          index += 1
          continue
        }
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        write(replacement)
        index += 1
        start = index
      }
      appendOrgLineEnd(source, from: start, to: index, lineStart: lineStart)
      if let emphasis, index > lineStart {
        write(byte: emphasis)
        // Emphasis does not end before a backslash; the space goes with the line break.
        if lineBreak > 0, isBlock { write(byte: 0x20) }
      }
      guard lineBreak > 0 else { return }
      if case .block(let indent) = context {
        write("\\\\\n")
        write(repeating: 0x20, count: indent)
      } else {
        write("\\NewLine{}")
      }
      index += lineBreak
      start = index
    }
  }

  /// Appends the bytes of a line that are left to write, the last inside `\text{}` when it
  /// is a space separator, next to which emphasis may not end.
  private mutating func appendOrgLineEnd(
    _ source: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, lineStart: Int
  ) {
    guard let length = WikiText.spaceSeparatorLength(endingAt: end, in: source),
      end - length >= max(start, lineStart)
    else { return append(UnsafeBufferPointer(rebasing: source[start..<end])) }
    append(UnsafeBufferPointer(rebasing: source[start..<(end - length)]))
    write("\\text{")
    append(UnsafeBufferPointer(rebasing: source[(end - length)..<end]))
    write("}")
  }

  /// The offset of the `.` or `)` that follows the digits a line starts with, which would
  /// make it an ordered list item; -1 when the line does not start so.
  private static func orgNumberedItemEnd(_ source: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var index = start
    while index < source.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(source[index]) {
      index += 1
    }
    guard index > start, index < source.count,
      source[index] == UInt8(ascii: ".") || source[index] == UInt8(ascii: ")")
    else { return -1 }
    return index
  }

  /// Where the word of two or more capital letters that a headline's text starts with ends,
  /// at a space or the text's end: Org could read it as a to-do keyword or `COMMENT`; -1 for
  /// another text.
  private static func capitalWordEnd(_ source: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    while index < source.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(source[index]) {
      index += 1
    }
    return index >= 2 && (index == source.count || source[index] == 0x20) ? index : -1
  }

}

extension UInt8 {
  /// Whether the byte is an ASCII letter.
  var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }

  /// Whether the byte is an ASCII letter or digit.
  var isASCIILetterOrDigit: Bool {
    isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
