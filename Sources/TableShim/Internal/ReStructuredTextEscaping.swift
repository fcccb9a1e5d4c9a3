// The one place where reStructuredText output escapes text, so that Docutils (the reference
// parser) gives back exactly the text of every title, header, row, cell and footer, and pandoc
// the same text with its white space normalized (its document model keeps no white space runs).
//
// Rules implemented (sections of the reStructuredText Markup Specification):
// - Escaping Mechanism: a backslash makes any character that follows it literal. These are
//   escaped wherever they stand: `\ * ` _ | [ ] : < > @`. That disarms emphasis, strong
//   emphasis, interpreted text and roles (`:role:`), inline literals, hyperlink references
//   (`name_`, `` `text`__ ``), inline targets, footnote and citation references (`[1]_`),
//   substitution references (`|name|`), embedded URIs, the `::` that starts a literal block,
//   and standalone hyperlinks (the `:` of a URI scheme, the `@` of an email address).
// - Body elements start at the start of a line: a line whose first character is ASCII
//   punctuation (bullets `- + *`, enumerators `#.` and `(1)`, option lists `-a` `/V`, field
//   lists `:f:`, doctest blocks `>>>`, explicit markup `..`, line blocks `|`, section
//   adornments, transitions and table borders) or one of the Unicode bullets `• ‣ ⁃`, or that
//   starts with letters or digits followed by `.` or `)` (enumerators `1.` `a)` `iv.`), gets a
//   backslash before that character. A line of backslashes alone, escaped (`\\\\`), starts
//   with an escaped space, lest it be a line of one punctuation character (an adornment).
// - pandoc joins a line that ends with a hyphen to the next line (a title to its underline):
//   a `-` at the end of a line is escaped.
// - White space: Docutils drops white space at the ends of a line (Python's `str.isspace`),
//   reads white space at the start of a line as indentation, expands every TAB to spaces, and
//   also ends lines at U+2028 and U+2029. Those characters (white space at either end of a
//   line, every TAB, U+2028, U+2029) are written as substitution references such as
//   `|U+0009|`, set off by escaped spaces (`\ `, which the parser removes); the backend defines
//   each one it used at the end of the document with the `unicode` directive
//   (`.. |U+0009| unicode:: U+0009`).
// - Line breaks (LF, CRLF or a lone CR, `Lines.swift`): in paragraphs, list items and table
//   cells a text of several lines is a line block, each line after a `| `; a section title is
//   one line, so there a line break is the substitution `|U+000A|`.
// - Grid tables: a row's `|` must stand in the same column on every line, and readers count
//   columns differently for zero-width characters (Docutils counts every character, doubling
//   East Asian Wide and Fullwidth ones; pandoc counts combining marks as nothing), so inside a
//   grid cell every character of zero display width is a substitution reference too, and
//   the rest are measured the Docutils way (``ReStructuredTextWidth``).
// - Control characters are shown by their stand-ins (`ControlCharacters.swift`), with the
//   backslash of a C1 control's `\u{85}` escaped.

/// Where escaped reStructuredText stands.
enum ReStructuredTextContext: Equatable {
  /// In a paragraph or list item: a line break starts a new line of a line block, whose `| `
  /// is indented by `indent` spaces (the caller writes the first line's `| `).
  case lines(indent: Int)
  /// In a grid table cell: like `lines(indent: 0)`, and zero-width characters are
  /// substitutions so that every reader measures the cell alike.
  case gridCell
  /// In a section title, which is one line: a line break is a substitution.
  case title
}

/// The characters that escaped text wrote as substitution references (`|U+0009|`), which
/// the document must define.
struct ReStructuredTextSubstitutions: Sendable {
  /// The scalar values referred to, in the order they were first used.
  private(set) var scalars: [UInt32] = []
  private var known: Set<UInt32> = []

  /// Records that a scalar was referred to.
  mutating func insert(_ value: UInt32) {
    if known.insert(value).inserted { scalars.append(value) }
  }

  /// Writes the definitions of every substitution used, in order of their code points, each
  /// on a line of its own: `.. |U+0009| unicode:: U+0009`.
  func writeDefinitions(into sink: inout ByteSink) {
    for value in scalars.sorted() {
      sink.write(".. |")
      sink.write(Self.name(of: value))
      sink.write("| unicode:: ")
      sink.write(Self.name(of: value))
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }

  /// `U+` and at least four uppercase hex digits.
  static func name(of value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension ByteSink {
  /// Appends text escaped for reStructuredText, so that Docutils reads back exactly the text.
  ///
  /// - Parameters:
  ///   - bytes: The literal text, as valid UTF-8.
  ///   - context: Where the text stands.
  ///   - substitutions: Records the substitution references written.
  ///   - startsLine: Whether the text starts a line, so that body-element starts and leading
  ///     white space need escaping; `false` for text after other text on its line.
  ///   - endsLine: Whether the text ends a line, so that trailing white space needs escaping;
  ///     `false` when more (always starting with a space) follows on its line.
  ///   - raw: Whether the text is the backend's own markup, whose characters are written as
  ///     they are but for white space at the ends of a line.
  mutating func writeReStructuredTextEscaped(
    bytes: UnsafeBufferPointer<UInt8>, in context: ReStructuredTextContext,
    substitutions: inout ReStructuredTextSubstitutions, startsLine: Bool = true,
    endsLine: Bool = true, raw: Bool = false
  ) {
    if context != .gridCell, !raw, Self.isPlainReStructuredText(bytes, startsLine, endsLine) {
      return append(bytes)
    }
    var lineStart = 0
    var isFirst = true
    // Where the output line began, when the text starts it: a substitution there needs no
    // escaped space before it.
    var outputLine: Int? = startsLine ? count : nil
    while true {
      let lineBreak = LineBreaks.next(in: bytes, from: lineStart)
      let lineEnd = lineBreak?.start ?? bytes.count
      if !isFirst {
        // A line block's line is `| ` and its text; an empty one, with nothing after it on
        // its line, is `|` alone.
        let hasText = lineEnd > lineStart || (lineBreak == nil && !endsLine)
        switch context {
        case .title:
          writeSubstitution(
            0x0A, outputLine: outputLine, followed: lineStart < bytes.count || !endsLine,
            substitutions: &substitutions)
        case .lines(let indent):
          write(byte: UInt8(ascii: "\n"))
          write(repeating: UInt8(ascii: " "), count: indent)
          write(byte: UInt8(ascii: "|"))
          if hasText { write(byte: UInt8(ascii: " ")) }
          outputLine = count
        case .gridCell:
          write(hasText ? "\n| " : "\n|")
          outputLine = count
        }
      }
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      let isLast = lineBreak == nil
      if isFirst, line.isEmpty, !isLast, startsLine, context != .title {
        // A line block whose first line is empty: pandoc reads one only when that line holds
        // something, and an escaped space is nothing to either reader.
        write("\\ ")
      }
      writeReStructuredTextLine(
        line, grid: context == .gridCell, raw: raw,
        startsLine: isFirst ? startsLine : context != .title,
        endsLine: isLast ? endsLine : context != .title,
        followed: isLast ? !endsLine : context == .title, outputLine: outputLine,
        substitutions: &substitutions)
      guard let lineBreak else { return }
      lineStart = lineBreak.end
      isFirst = false
    }
  }

  /// Appends one line: white space at its ends, TABs and line separators as substitutions,
  /// a body-element start escaped, markup characters escaped.
  ///
  /// `followed` tells whether more follows the line on its output line, and `outputLine`
  /// where that output line began, if the line starts it.
  private mutating func writeReStructuredTextLine(
    _ line: UnsafeBufferPointer<UInt8>, grid: Bool, raw: Bool, startsLine: Bool, endsLine: Bool,
    followed: Bool, outputLine: Int?, substitutions: inout ReStructuredTextSubstitutions
  ) {
    var start = 0
    var end = line.count
    while startsLine, start < end, let scalar = UTF8Scalars.scalar(startingAt: start, in: line),
      ReStructuredTextWhiteSpace.contains(scalar)
    {
      start += UTF8.width(scalar)
      writeSubstitution(
        scalar.value, outputLine: outputLine, followed: start < line.count || followed,
        substitutions: &substitutions)
    }
    while endsLine, end > start, let scalar = UTF8Scalars.scalar(endingAt: end, in: line),
      ReStructuredTextWhiteSpace.contains(scalar)
    {
      end -= UTF8.width(scalar)
    }
    if startsLine, !raw, start < end {
      if Self.startsBodyElement(line, at: start) {
        write(byte: UInt8(ascii: "\\"))
      } else if start == 0, end == line.count, !followed,
        line.allSatisfy({ $0 == UInt8(ascii: "\\") })
      {
        // Escaped backslashes alone (`\\\\`) would be a line of one punctuation character,
        // which is a section adornment or a transition: an escaped space breaks it.
        write("\\ ")
      }
    }
    // pandoc joins a line that ends with a hyphen to the next (a title to its underline).
    let escapesLastHyphen = endsLine && !raw && end > start && line[end - 1] == UInt8(ascii: "-")
    if escapesLastHyphen { end -= 1 }
    var run = start
    var index = start
    while index < end {
      let byte = line[index]
      if byte < 0x80 {
        guard byte < 0x20 || byte == 0x7F || (!raw && needsReStructuredTextEscape(byte)) else {
          index += 1
          continue
        }
      } else if !grid && byte != 0xC2 && byte != 0xE2 {
        index += 1
        continue
      }
      append(UnsafeBufferPointer(rebasing: line[run..<index]))
      index = writeSpecial(
        line, at: index, grid: grid, raw: raw, followed: followed, outputLine: outputLine,
        substitutions: &substitutions)
      run = index
    }
    append(UnsafeBufferPointer(rebasing: line[run..<end]))
    if escapesLastHyphen {
      write("\\-")
      end += 1
    }
    while end < line.count, let scalar = UTF8Scalars.scalar(startingAt: end, in: line) {
      end += UTF8.width(scalar)
      writeSubstitution(
        scalar.value, outputLine: outputLine, followed: end < line.count || followed,
        substitutions: &substitutions)
    }
  }

  /// Writes the character at `index` of a line, which may need an escape, and returns where
  /// the next one starts.
  private mutating func writeSpecial(
    _ line: UnsafeBufferPointer<UInt8>, at index: Int, grid: Bool, raw: Bool, followed: Bool,
    outputLine: Int?, substitutions: inout ReStructuredTextSubstitutions
  ) -> Int {
    let byte = line[index]
    if byte == 0x09 {
      writeSubstitution(
        0x09, outputLine: outputLine, followed: index + 1 < line.count || followed,
        substitutions: &substitutions)
      return index + 1
    }
    if case .shown(let standIn, let length) = ControlCharacter.at(index, in: line) {
      standIn.withBytes { bytes in
        if bytes[0] == UInt8(ascii: "\\") { write(byte: UInt8(ascii: "\\")) }
        append(bytes)
      }
      return index + length
    }
    if byte < 0x80 {
      if !raw { write(byte: UInt8(ascii: "\\")) }
      write(byte: byte)
      return index + 1
    }
    guard let scalar = UTF8Scalars.scalar(startingAt: index, in: line) else {
      write(byte: byte)
      return index + 1
    }
    let width = UTF8.width(scalar)
    if scalar.value == 0x2028 || scalar.value == 0x2029 || (grid && DisplayWidth.of(scalar) == 0) {
      writeSubstitution(
        scalar.value, outputLine: outputLine, followed: index + width < line.count || followed,
        substitutions: &substitutions)
    } else {
      append(UnsafeBufferPointer(rebasing: line[index..<index + width]))
    }
    return index + width
  }

  /// Writes a substitution reference, set off by escaped spaces (which the parser removes)
  /// from what stands before it on its output line and from what follows it.
  private mutating func writeSubstitution(
    _ value: UInt32, outputLine: Int?, followed: Bool,
    substitutions: inout ReStructuredTextSubstitutions
  ) {
    substitutions.insert(value)
    if outputLine.map({ count > $0 }) ?? true { write("\\ ") }
    write(byte: UInt8(ascii: "|"))
    write(ReStructuredTextSubstitutions.name(of: value))
    write(byte: UInt8(ascii: "|"))
    if followed { write("\\ ") }
  }

  /// Whether text needs no escape at all, which is most text.
  ///
  /// That is one line with no markup character, control character, line separator or TAB, and no
  /// white space, body-element start or last hyphen at the ends the caller says are ends of a line.
  /// Non-ASCII text whose lead bytes are C2 or E2 (where the C1 controls, the spaces, U+2028 and
  /// U+2029 and the bullets are) takes the full path.
  private static func isPlainReStructuredText(
    _ bytes: UnsafeBufferPointer<UInt8>, _ startsLine: Bool, _ endsLine: Bool
  ) -> Bool {
    guard !bytes.isEmpty else { return true }
    for byte in bytes {
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F || needsReStructuredTextEscape(byte) { return false }
      } else if byte == 0xC2 || byte == 0xE2 {
        return false
      }
    }
    if startsLine {
      let first = bytes[0]
      if first == 0x20 || first == 0xE1 || first == 0xE3 || startsBodyElement(bytes, at: 0) {
        return false
      }
    }
    if endsLine {
      var lead = bytes.count - 1
      while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
      let last = bytes[lead]
      if last == 0x20 || last == UInt8(ascii: "-") || last == 0xE1 || last == 0xE3 { return false }
    }
    return true
  }

  /// Whether a line whose text starts at `start` would start a body element there: ASCII
  /// punctuation that is not escaped anyway, a Unicode bullet, or letters or digits followed
  /// by `.` or `)`.
  private static func startsBodyElement(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    let first = line[start]
    if first < 0x80 {
      if isASCIIPunctuation(first) { return !needsReStructuredTextEscape(first) }
      var index = start
      while index < line.count, isASCIIAlphanumeric(line[index]) { index += 1 }
      return index > start && index < line.count
        && (line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: ")"))
    }
    // The bullets U+2022, U+2023 and U+2043.
    guard first == 0xE2, start + 2 < line.count else { return false }
    let (second, third) = (line[start + 1], line[start + 2])
    return (second == 0x80 && (third == 0xA2 || third == 0xA3)) || (second == 0x81 && third == 0x83)
  }

  private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}

/// Whether an ASCII byte is escaped wherever it stands: `\ * ` _ | [ ] : < > @`.
@inline(__always)
func needsReStructuredTextEscape(_ byte: UInt8) -> Bool {
  // Bits 42, 58, 60, 62: * : < >.
  let low: UInt64 = 1 << 42 | 1 << 58 | 1 << 60 | 1 << 62
  // Bits 64, 91, 92, 93, 95, 96 and 124, less 64: @ [ \ ] _ ` |.
  let high: UInt64 = 1 << 0 | 1 << 27 | 1 << 28 | 1 << 29 | 1 << 31 | 1 << 32 | 1 << 60
  return ASCIISet(low: low, high: high).contains(byte)
}

/// White space as Docutils strips it from the ends of lines: Python's `str.isspace`, less the
/// control characters, which are shown by stand-ins, and the line breaks.
enum ReStructuredTextWhiteSpace {
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
      true
    default: false
    }
  }
}

extension ByteSink {
  /// Appends a URL for an embedded URI (`` `text <url>`__ ``), percent-encoding what it must.
  ///
  /// `\`, `` ` ``, `<` and `>`, which no URL holds as they are, a last `_`, which would make the
  /// URL a reference name, and white space (no-break and other spaces, which Docutils would remove)
  /// are percent-encoded (`%5C`, `%60`, `%3C`, `%3E`, `%5F`, `%C2%A0`), which every reader keeps
  /// and a browser reads as the same URL. A safe URL holds no ASCII space or control.
  mutating func writeReStructuredTextURI(_ url: String) {
    let scalars = url.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      let encoded: Bool
      switch scalar {
      case "\\", "`", "<", ">": encoded = true
      case "_": encoded = index == scalars.endIndex
      default: encoded = ReStructuredTextWhiteSpace.contains(scalar)
      }
      guard encoded else {
        write(String(scalar))
        continue
      }
      for byte in String(scalar).utf8 {
        write(byte: UInt8(ascii: "%"))
        write(String(byte, radix: 16, uppercase: true))
      }
    }
  }
}
