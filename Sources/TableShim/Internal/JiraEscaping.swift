// The one place where Jira (and Confluence wiki) output escapes text, so that a reader of
// Jira markup gives back the text of every title, heading, row, cell and footer. The rules,
// by the markup they disarm (https://jira.atlassian.com/secure/WikiRendererHelpAction.jspa;
// checked with `pandoc -f jira` 2.17, whose reader is jira-wiki-markup 1.4):
//
// - Jira's escape is a backslash; pandoc honours it before punctuation only, so `{ } [ ] !`
//   (macros `{code}`, `{noformat}`, `{{monospace}}`, links, images) are `\{ \} \[ \] \!`
//   everywhere, `\` itself is `&bsol;` (`\\` is a line break), and the symbols `|` (tables,
//   link aliases) and `^` (attachment links `[title^file]`) are `&verbar;` and `&Hat;`
//   everywhere, `+` is `&plus;` where it could style text; `&` is `&amp;`.
// - Styled text (`*strong*`, `_emphasis_`, `-deleted-`, `+inserted+`, `^super^`, `~sub~`)
//   opens after a non-letter and before a non-space, and closes after a non-space and before
//   a non-letter: each of `* _ - + ~` is kept only between two ASCII letters or digits, or
//   between two spaces, which also disarms `--` and `---` (dashes). Jira's `\~` is the only
//   escape of `~`: pandoc 2.17 does not honour it (see Docs/Formats.md).
// - Block starts at the start of a text: lists (`*`, `-`, `#`), headings and quotes (the `.`
//   of `h1.`..`h6.` and `bq.`) and rules (`----`) are escaped.
// - Emoticons: `(` before an icon name and `)` (`(y)`, `(/)`, `(*r)`), and `:` or `;` before
//   `)`, `(`, `D` or `P` (`:)`, `;)`) are escaped; citations: a `?` next to another `?`.
// - Autolinks: the `:` of `://` and of `mailto:` is escaped.
// - TAB is `&Tab;`. Jira keeps no other white space as it is: spaces are written as they are.
// - Line breaks (LF, CRLF or a lone CR, `Lines.swift`) are `\\`, which keeps every text on
//   one line of markup: headings, list items and table cells are one line; a space follows
//   one before punctuation, since `\\\` is no line break.
// - Control characters are shown by their stand-ins (`ControlCharacters.swift`), themselves
//   escaped (the `\` and braces of `\u{85}`).

/// Where escaped Jira text stands.
enum JiraTextContext {
  /// In a paragraph, list item or table cell, which hold blocks: the text's start is a
  /// block's start.
  case block
  /// In a heading or a link's alias.
  case inline
}

extension ByteSink {
  /// Appends text escaped for Jira, so that a Jira reader reads back `text`.
  ///
  /// - Parameters:
  ///   - text: The literal text.
  ///   - context: Where the text stands.
  ///   - style: The style marker (`*`, `_`, `-`) around each line of the text that is not
  ///     blank, inside its spaces, or `nil` for none.
  mutating func writeJiraEscaped(
    _ text: some StringProtocol, in context: JiraTextContext, style: UInt8? = nil
  ) {
    text.withUTF8Bytes { writeJiraEscaped(bytes: $0, in: context, style: style) }
  }

  /// Appends text given as UTF-8 escaped for Jira, in one pass over its bytes.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - context: Where the text stands.
  ///   - style: The style marker around each line of the text that is not blank.
  mutating func writeJiraEscaped(
    bytes source: UnsafeBufferPointer<UInt8>, in context: JiraTextContext, style: UInt8? = nil
  ) {
    let count = source.count
    var start = 0  // the first byte not yet written
    var lineStart = 0
    // Where the line's style opens and closes: around its bytes from the first to the last
    // that is not a space; -1 for none.
    var styled = (start: -1, end: -1)
    var blockStart = context == .block  // only spaces so far
    var escapedDot = -1  // the `.` of a leading `h1.` or `bq.`
    var index = 0
    while index < count {
      let byte = source[index]
      if index == lineStart, style != nil { styled = Self.jiraStyledPart(source, from: index) }
      if let style, index == styled.start || index == styled.end {
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        start = index
        write(byte: style)
      }
      let startsBlock = blockStart && byte != 0x20
      if startsBlock {
        blockStart = false
        escapedDot = Self.jiraBlockDot(source, from: index)
      }
      // Letters, digits and non-ASCII characters other than the C1 controls are text.
      if (byte >= 0x80 && byte != 0xC2) || byte.isASCIILetterOrDigit {
        // Never past where the line's style opens or closes.
        let stop = styled.start > index ? styled.start : styled.end > index ? styled.end : .max
        index = WikiText.skipText(source, from: index + 1, stop: stop)
        continue
      }
      // Spaces are text.
      if byte == 0x20 {
        index += 1
        continue
      }
      let previous: UInt8? = index > lineStart ? source[index - 1] : nil
      let next: UInt8? =
        index + 1 < count && source[index + 1] != 0x0A && source[index + 1] != 0x0D
        ? source[index + 1] : nil
      let kept =
        (previous?.isASCIILetterOrDigit == true && next?.isASCIILetterOrDigit == true)
        || (previous == 0x20 && next == 0x20)
      var replacement: StaticString?
      switch byte {
      case UInt8(ascii: "*"): replacement = kept && !startsBlock ? nil : "\\*"
      case UInt8(ascii: "_"): replacement = kept ? nil : "\\_"
      case UInt8(ascii: "-"): replacement = kept && !startsBlock ? nil : "\\-"
      case UInt8(ascii: "+"): replacement = kept ? nil : "&plus;"
      case UInt8(ascii: "^"): replacement = "&Hat;"
      case UInt8(ascii: "~"): replacement = kept ? nil : "\\~"
      case UInt8(ascii: "{"): replacement = "\\{"
      case UInt8(ascii: "}"): replacement = "\\}"
      case UInt8(ascii: "["): replacement = "\\["
      case UInt8(ascii: "]"): replacement = "\\]"
      case UInt8(ascii: "!"): replacement = "\\!"
      case UInt8(ascii: "\\"): replacement = "&bsol;"
      case UInt8(ascii: "|"): replacement = "&verbar;"
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "#"): replacement = startsBlock ? "\\#" : nil
      case UInt8(ascii: "."): replacement = index == escapedDot ? "\\." : nil
      case UInt8(ascii: "?"):
        let paired = previous == UInt8(ascii: "?") || next == UInt8(ascii: "?")
        replacement = paired ? "\\?" : nil
      case UInt8(ascii: "("):
        replacement = Self.jiraIconEnd(source, from: index + 1) ? "\\(" : nil
      case UInt8(ascii: ":"):
        let smiley = next.map { "D)(P/".utf8.contains($0) } ?? false
        let mailto =
          index >= 6
          && UnsafeBufferPointer(rebasing: source[(index - 6)..<index]).elementsEqual(
            "mailto".utf8)
        replacement = smiley || mailto ? "\\:" : nil
      case UInt8(ascii: ";"): replacement = next == UInt8(ascii: ")") ? "\\;" : nil
      case 0x09: replacement = "&Tab;"
      case 0x00..<0x20, 0x7F, 0xC2:
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        switch ControlCharacter.at(index, in: source) {
        case .lineBreak(let length):
          write("\\\\")
          index += length
          lineStart = index
          if index < count, Self.jiraSpacesLineBreak(before: source[index]) { write(byte: 0x20) }
        case .shown(let standIn, let length):
          // A C1 control's `\u{85}` holds a backslash and braces.
          standIn.withBytes { writeJiraEscaped(bytes: $0, in: .inline) }
          index += length
        case .tab, nil:
          // Not a control (a C2 lead byte of U+00A0 to U+00BF): text.
          start = index
          index += 1
          continue
        }
        start = index
        continue
      default: break
      }
      guard let replacement else {
        index += 1
        continue
      }
      append(UnsafeBufferPointer(rebasing: source[start..<index]))
      write(replacement)
      index += 1
      start = index
    }
    append(UnsafeBufferPointer(rebasing: source[start...]))
    if let style, styled.end == count { write(byte: style) }
  }

  /// Whether a line break written `\\` before `next` needs a space after it: `\\` is no line
  /// break before a backslash, which starts the next line break and most escapes.
  static func jiraSpacesLineBreak(before next: UInt8) -> Bool {
    next < 0x80 && next != 0x20 && !next.isASCIILetterOrDigit
  }

  /// Where the styled part of a line starts and ends: its characters from the first to the
  /// last that is not a space (U+0020 or another space separator, which styles may not be
  /// next to); (-1, -1) for a blank line.
  private static func jiraStyledPart(_ source: UnsafeBufferPointer<UInt8>, from lineStart: Int)
    -> (start: Int, end: Int)
  {
    var end = LineBreaks.next(in: source, from: lineStart)?.start ?? source.count
    while end > lineStart {
      if source[end - 1] == 0x20 {
        end -= 1
      } else if let length = WikiText.spaceSeparatorLength(endingAt: end, in: source) {
        end -= length
      } else {
        break
      }
    }
    var start = lineStart
    while start < end {
      if source[start] == 0x20 {
        start += 1
      } else if let length = WikiText.spaceSeparatorLength(startingAt: start, in: source) {
        start += length
      } else {
        break
      }
    }
    return start < end ? (start, end) : (-1, -1)
  }

  /// The offset of the `.` of a text that starts with `h1.` to `h6.` or `bq.`, which starts a
  /// heading or a quote; -1 for another text.
  private static func jiraBlockDot(_ source: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start + 2 < source.count, source[start + 2] == UInt8(ascii: ".") else { return -1 }
    let first = source[start]
    let second = source[start + 1]
    let heading =
      first == UInt8(ascii: "h") && (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(second)
    let quote = first == UInt8(ascii: "b") && second == UInt8(ascii: "q")
    return heading || quote ? start + 2 : -1
  }

  /// Whether the bytes from `start` are an icon's name and its `)`, as in `(y)` or `(*r)`:
  /// letters or `/ ! + - ? *`, then `)`.
  private static func jiraIconEnd(_ source: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    while index < source.count, source[index].isASCIILetter || "/!+-?*".utf8.contains(source[index])
    {
      index += 1
    }
    return index > start && index < source.count && source[index] == UInt8(ascii: ")")
  }
}
