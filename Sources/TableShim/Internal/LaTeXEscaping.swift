// The one place where LaTeX output escapes text: everything from the data passes through
// `writeLaTeXEscaped(bytes:in:markup:)`, and link targets through `writeLaTeXURL(_:)`.
//
// The rules, from the LaTeX manual (Lamport, 2nd ed., §2.2.1 and appendix C.2: the ten
// special characters; §3.2.1: line breaks) and The TeXbook (ch. 7 and 8: how TeX reads
// characters, spaces and the `^^` notation; ch. 9: ligatures), chosen so that pandoc's LaTeX
// reader gives back the text too:
//
// - `# $ % & _ { }` become `\# \$ \% \& \_ \{ \}`; `\ ~ ^` become `\textbackslash{}`,
//   `\textasciitilde{}` and `\textasciicircum{}` (a bare `\~{}` would be an accent);
// - `< >` become `\textless{}` and `\textgreater{}`, which print as themselves in every font
//   encoding (in OT1 the characters print as `¡ ¿`, and T1 makes `<<` and `>>` guillemets);
//   `|` stays as it is, which needs T1 or a Unicode font (pandoc drops `\textbar{}`);
// - `[ ]` become `{[}` and `{]}`, so that a text never supplies the optional argument of the
//   `\item` or `\\` before it;
// - `'` and `` ` `` are written in TeX's `^^27` and `^^60` notation: the same characters to
//   TeX, but not quotes to a reader that makes `'` a curly apostrophe;
// - the pairs that TeX's ligatures would join (`--`, `''`, ``` `` ```, `` !` ``, `` ?` ``,
//   `,,`) are parted by `\/`, which breaks a ligature in pdfTeX and LuaTeX alike (`{}` does
//   not in LuaTeX) and prints nothing;
// - a space is written as it is between two characters that are not spaces; at the start or
//   end of a line, and next to another space, it is `{ }`, which TeX neither drops nor
//   merges (a space that starts a paragraph is still not printed: TeX is in vertical mode);
// - TAB is `{^^09}`: TeX prints it as a space, and pandoc reads it back as TAB;
// - other control characters show as their stand-ins (`ControlCharacters.swift`), whose bytes
//   are escaped in turn (`\u{85}` is `\textbackslash{}u\{85\}`);
// - a line break (LF, CRLF or a lone CR) is `\\{}` in running text (the `{}` keeps a `*` or
//   `[` after it from being read as `\\*` or `\\[`); in a table cell each line is a paragraph
//   of its own (`\par`, in a `p` column), because `\\` would end the table row (and pandoc
//   splits rows at it, braces or not); where text must stay on one line, it is `{ }`;
// - an empty line is `\textnormal{}` where it must not vanish: every one in a cell, the first
//   and the last in running text (`\\` cannot end a line that has not begun, and pandoc
//   drops the spaces next to a break); a line that starts blank starts with it too, which
//   starts the paragraph in TeX and keeps the blank inside `\emph` in pandoc;
// - markup (a link, `\textbf`) is opened and closed around each line, since `\par` may not
//   stand in a command's argument; `\href` comes after `\leavevmode`, since a link cannot
//   start in vertical mode;
// - everything else, every other non-ASCII character included, is copied as UTF-8.

/// Where escaped LaTeX text stands, which decides what a line break becomes.
enum LaTeXContext {
  /// Running text: a section title, a list item, a paragraph; a line break is `\\{}`.
  case paragraph
  /// A table cell of a `p` column: each line a paragraph of its own.
  case cell
  /// Text that must stay one line, such as a `\multicolumn` cell: a line break is a space.
  case singleLine
}

/// Whether a byte is a space, TAB or line break: blank to TeX at the start of a paragraph.
@inline(__always)
func isLaTeXBlank(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

/// What stands around every line of a text: a link and font commands, opened at each line's
/// start and closed at its end, so that no command argument ever holds a line break (`\par`
/// may not stand in the argument of `\textbf`, and `\href` takes none).
struct LaTeXMarkup {
  /// The target of a link around each line, already checked by ``LinkPolicy``.
  var link: String?
  /// The commands around each line, outermost first, each written with its opening brace,
  /// such as `\textbf{`.
  var commands: [StaticString] = []

  /// No markup.
  static let none = LaTeXMarkup()
  /// Each line in `\emph`.
  static let emphasis = LaTeXMarkup(commands: ["\\emph{"])

  var isEmpty: Bool { link == nil && commands.isEmpty }
}

extension ByteSink {
  /// Appends text escaped for LaTeX, in one pass over its UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - text: The literal text.
  ///   - context: Where the text stands, which decides what a line break becomes.
  ///   - markup: What stands around each line.
  mutating func writeLaTeXEscaped(
    _ text: some StringProtocol, in context: LaTeXContext = .paragraph,
    markup: LaTeXMarkup = .none
  ) {
    text.withUTF8Bytes { writeLaTeXEscaped(bytes: $0, in: context, markup: markup) }
  }

  /// Appends text given as UTF-8 escaped for LaTeX, in one pass over the bytes: the line
  /// breaks as the context has them, each line in the markup.
  ///
  /// - Parameters:
  ///   - source: The literal text, as valid UTF-8.
  ///   - context: Where the text stands, which decides what a line break becomes.
  ///   - markup: What stands around each line.
  mutating func writeLaTeXEscaped(
    bytes source: UnsafeBufferPointer<UInt8>, in context: LaTeXContext = .paragraph,
    markup: LaTeXMarkup = .none
  ) {
    guard !source.isEmpty else { return }
    let closing = markup.commands.count + (markup.link == nil ? 0 : 1)
    if context == .singleLine {
      // One line in the markup, each line break a space.
      openLaTeXMarkup(markup)
      if isLaTeXBlank(source[0]) { write("\\textnormal{}") }
      var index = writeLaTeXLine(source, from: 0)
      while index < source.count {
        index += lineBreakLength(source, at: index)
        write("{ }")
        index = writeLaTeXLine(source, from: index)
      }
      return write(repeating: UInt8(ascii: "}"), count: closing)
    }
    var index = 0
    while true {
      if index == source.count || source[index] == 0x0A || source[index] == 0x0D {
        // An empty line: a cell's is a paragraph that must not vanish; in running text the
        // first (`\\` cannot end a line that has not begun) and the last are marked too.
        if context == .cell || index == 0 || index == source.count { write("\\textnormal{}") }
      } else {
        openLaTeXMarkup(markup)
        // A line that starts blank: TeX starts the line, and pandoc keeps the blank in it.
        if isLaTeXBlank(source[index]) { write("\\textnormal{}") }
        index = writeLaTeXLine(source, from: index)
        write(repeating: UInt8(ascii: "}"), count: closing)
      }
      guard index < source.count else { return }
      index += lineBreakLength(source, at: index)
      write(context == .paragraph ? "\\\\{}" : "\\par ")
    }
  }

  /// The length of the line break at `index`: 2 for CRLF, else 1.
  private func lineBreakLength(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    source[index] == 0x0D && index + 1 < source.count && source[index + 1] == 0x0A ? 2 : 1
  }

  /// Appends a link target for `\href`: `# % &` with a backslash (hyperref and pandoc take
  /// them back), `\ { }` percent-encoded, since no escape of them reads back, and `^` too,
  /// since TeX reads `^^M` as the end of the line; a safe URL holds no white space or control
  /// characters.
  ///
  /// - Parameter url: A URL that ``LinkPolicy/safeURL(_:)`` has let through.
  mutating func writeLaTeXURL(_ url: String) {
    for byte in url.utf8 {
      switch byte {
      case UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "&"):
        write(byte: UInt8(ascii: "\\"))
        write(byte: byte)
      case UInt8(ascii: "\\"): write("%5C")
      case UInt8(ascii: "{"): write("%7B")
      case UInt8(ascii: "}"): write("%7D")
      case UInt8(ascii: "^"): write("%5E")
      default: write(byte: byte)
      }
    }
  }

  private mutating func openLaTeXMarkup(_ markup: LaTeXMarkup) {
    if let link = markup.link {
      // A link cannot start in vertical mode, where a list item or a cell starts.
      write("\\leavevmode\\href{")
      writeLaTeXURL(link)
      write("}{")
    }
    for command in markup.commands { write(command) }
  }

  /// Appends the line of `source` that starts at `lineStart`, escaped, and returns where it
  /// ends: at a line break, or at the end of the text.
  private mutating func writeLaTeXLine(
    _ source: UnsafeBufferPointer<UInt8>, from lineStart: Int
  ) -> Int {
    var start = lineStart
    var index = lineStart
    while index < source.count {
      // Words of letters, digits, single inner spaces and non-ASCII bytes but C2 need no look
      // byte by byte.
      index = LaTeXPlainWord.skip(source, from: index)
      let stop = min(index + 8, source.count)
      while index < stop {
        let byte = source[index]
        guard needsLaTeXLook(byte) else {
          index += 1
          continue
        }
        let next = index + 1 < source.count ? source[index + 1] : 0
        let replacement: StaticString
        switch byte {
        case UInt8(ascii: " "):
          let inner =
            index > lineStart && index + 1 < source.count
            && source[index - 1] != UInt8(ascii: " ") && next != UInt8(ascii: " ")
            && next != 0x0A && next != 0x0D
          guard !inner else {
            index += 1
            continue
          }
          replacement = "{ }"
        case UInt8(ascii: "#"): replacement = "\\#"
        case UInt8(ascii: "$"): replacement = "\\$"
        case UInt8(ascii: "%"): replacement = "\\%"
        case UInt8(ascii: "&"): replacement = "\\&"
        case UInt8(ascii: "_"): replacement = "\\_"
        case UInt8(ascii: "{"): replacement = "\\{"
        case UInt8(ascii: "}"): replacement = "\\}"
        case UInt8(ascii: "\\"): replacement = "\\textbackslash{}"
        case UInt8(ascii: "~"): replacement = "\\textasciitilde{}"
        case UInt8(ascii: "^"): replacement = "\\textasciicircum{}"
        case UInt8(ascii: "<"): replacement = "\\textless{}"
        case UInt8(ascii: ">"): replacement = "\\textgreater{}"
        case UInt8(ascii: "["): replacement = "{[}"
        case UInt8(ascii: "]"): replacement = "{]}"
        case UInt8(ascii: "'"): replacement = next == UInt8(ascii: "'") ? "^^27\\/" : "^^27"
        case UInt8(ascii: "`"): replacement = next == UInt8(ascii: "`") ? "^^60\\/" : "^^60"
        case UInt8(ascii: "-"), UInt8(ascii: ","):
          guard next == byte else {
            index += 1
            continue
          }
          replacement = byte == UInt8(ascii: "-") ? "-\\/" : ",\\/"
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
          guard next == UInt8(ascii: "`") else {
            index += 1
            continue
          }
          replacement = byte == UInt8(ascii: "!") ? "!\\/" : "?\\/"
        case 0x09: replacement = "{^^09}"
        default:
          // A control character, a line break, or C2 starting a character that is neither.
          switch ControlCharacter.at(index, in: source) {
          case .lineBreak:
            append(UnsafeBufferPointer(rebasing: source[start..<index]))
            return index
          case .shown(let standIn, let length):
            append(UnsafeBufferPointer(rebasing: source[start..<index]))
            // The stand-in's bytes are text too: `\u{85}` has a backslash and braces.
            standIn.withBytes { _ = writeLaTeXLine($0, from: 0) }
            index += length
            start = index
          case .tab, nil:
            index += 1
          }
          continue
        }
        append(UnsafeBufferPointer(rebasing: source[start..<index]))
        write(replacement)
        index += 1
        start = index
      }
    }
    append(UnsafeBufferPointer(rebasing: source[start...]))
    return source.count
  }
}

/// Whether a byte needs a look in LaTeX text: a space, one of `! # $ % & ' , - < > ? [ \ ] ^
/// _ ` { } ~`, or one that may start a control character or line break (a C0 control, DEL,
/// or C2, the lead byte of the C1 controls).
///
/// The set is an `ASCIISet`: a shift and no memory read.
@inline(__always)
func needsLaTeXLook(_ byte: UInt8) -> Bool {
  // Bits 0-31: the C0 controls; 32-33, 35-39: space ! # $ % & '; 44, 45: , -; 60, 62, 63:
  // < > ?.
  let low: UInt64 = 0xD000_30FB_FFFF_FFFF
  // Bits 91-96: [ \ ] ^ _ `; 123, 125-127: { } ~ DEL.
  let high: UInt64 = 0xE800_0001_F800_0000
  return ASCIISet(low: low, high: high).contains(byte) || byte == 0xC2
}

/// Eight bytes at once that LaTeX text copies as they are: ``PlainWord``'s letters, digits,
/// spaces and non-ASCII bytes, where no space is the first or last of the eight or stands
/// next to another, so that every space in it lies between two characters that are not.
enum LaTeXPlainWord {
  /// Whether the eight bytes of `word` (loaded little-endian) can be copied as they are.
  @inline(__always)
  static func contains(_ word: UInt64) -> Bool {
    guard PlainWord.contains(word) else { return false }
    let spaces = ControlBytes.marks(of: 0x20, in: word)
    return spaces & (spaces << 8 | 0x80 | 0x80 << 56) == 0
  }

  /// The offset at or after `start` from which bytes must be looked at one by one: `start`
  /// moved past every whole word that can be copied as it is.
  @inline(__always)
  static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= bytes.count,
      contains(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
    {
      index += 8
    }
    return index
  }
}
