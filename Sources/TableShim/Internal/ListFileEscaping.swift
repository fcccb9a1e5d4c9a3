// The one place where list-file output escapes text, so that TableShim's list-file decoder
// (Docs/ListFile.md) reads back exactly the model's text:
//
// - in a cell or a column title, `|` is `\|` and `\` is `\\` (every backslash is doubled, which
//   reads back as one whatever follows it);
// - titles, headers and footers have no escapes, and are written as they are;
// - when the last word of a header or of a row's last cell (what follows its last space or
//   tab) is one or more backslashes or none, then `{#`, characters other than white space and
//   `}`, and `}`, a backslash is written before it: the decoder drops one backslash there,
//   and would read the word as an id without it.
//
// What a list file cannot say is found by `ListFileText.problem` and is an error of the
// backend: a LF anywhere but in a footer, a CR at the end of a line (a CR elsewhere is text),
// spaces or tabs at the ends of a text (a list file trims them), an empty title or header.
// Other control characters are written raw: a data format keeps the model's text exactly.

extension ByteSink {
  /// Appends a cell or column title, with `|` and `\` escaped.
  ///
  /// - Parameters:
  ///   - bytes: The text, valid UTF-8.
  ///   - endsLine: Whether it ends its line, so that a last word that reads as an id is escaped.
  mutating func writeListFileCell(bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool) {
    let escapeAt = endsLine ? ListFileText.idLikeLastWord(bytes) : nil
    var runStart = 0
    for index in bytes.indices {
      if index == escapeAt {
        append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        write(byte: UInt8(ascii: "\\"))
        runStart = index
      }
      let byte = bytes[index]
      guard byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") else { continue }
      append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      write(byte: UInt8(ascii: "\\"))
      runStart = index
    }
    append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }

  /// Appends a header, as it is but for a last word that reads as an id.
  ///
  /// - Parameters:
  ///   - bytes: The header, valid UTF-8.
  ///   - endsLine: Whether it ends its line: no id follows it.
  mutating func writeListFileHeader(bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool) {
    guard endsLine, let escapeAt = ListFileText.idLikeLastWord(bytes) else {
      return append(bytes)
    }
    append(UnsafeBufferPointer(rebasing: bytes[..<escapeAt]))
    write(byte: UInt8(ascii: "\\"))
    append(UnsafeBufferPointer(rebasing: bytes[escapeAt...]))
  }
}

/// What list-file text may hold.
enum ListFileText {
  /// Where the last word of `bytes` starts, if it is backslashes (or none), `{#`, characters
  /// other than white space and `}`, then `}`: a word the decoder would read as an id.
  static func idLikeLastWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let last = bytes.last, last == UInt8(ascii: "}") else { return nil }
    var start = bytes.count - 1
    while start > 0, !isBlank(bytes[start - 1]) {
      if bytes[start - 1] == UInt8(ascii: "}") { return nil }
      start -= 1
    }
    var brace = start
    while brace < bytes.count, bytes[brace] == UInt8(ascii: "\\") { brace += 1 }
    guard bytes.count - brace >= 3, bytes[brace] == UInt8(ascii: "{"),
      bytes[brace + 1] == UInt8(ascii: "#")
    else { return nil }
    return start
  }

  /// Why a list file cannot hold `text` where it stands, or `nil` when it can.
  ///
  /// A LF ends a line, and so does a CR that is the last byte of a line; a CR anywhere else
  /// is text. Spaces and tabs at the ends of a text are trimmed.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - endsLine: Whether the text ends its line, so that a CR at its end would be lost.
  ///   - allowsLineFeeds: Whether it may have LF (a footer, written a line each, each line
  ///     ending its line).
  /// - Returns: The problem, or `nil`.
  static func problem(
    _ text: UnsafeBufferPointer<UInt8>, endsLine: Bool, allowsLineFeeds: Bool = false
  ) -> String? {
    var lineStart = 0
    for index in text.indices where text[index] == 0x0A || text[index] == 0x0D {
      guard text[index] == 0x0D else {
        guard allowsLineFeeds else { return lineBreak }
        if let problem = lineProblem(text, lineStart..<index, endsLine: true) { return problem }
        lineStart = index + 1
        continue
      }
    }
    return lineProblem(text, lineStart..<text.count, endsLine: endsLine)
  }

  private static let lineBreak = "a list file cannot hold a line break here; write it as json"

  /// Why a list file cannot hold one line of text, or `nil` when it can.
  private static func lineProblem(
    _ text: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, endsLine: Bool
  ) -> String? {
    guard let first = line.first, let last = line.last else { return nil }
    if endsLine, text[last] == 0x0D { return lineBreak }
    if isBlank(text[first]) || isBlank(text[last]) {
      return "a list file trims the spaces and tabs at the ends of a text; write it as json"
    }
    return nil
  }

  /// Why a list file cannot hold `id`, or `nil` when it can.
  static func idProblem(_ id: String) -> String? {
    guard !id.isEmpty,
      !id.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == "}" })
    else {
      return "a list file's id is one or more characters other than white space and '}'; "
        + "write it as json"
    }
    return nil
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
