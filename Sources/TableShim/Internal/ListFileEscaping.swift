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
    _ = write(upTo: ByteCursor.listFileCellRoom(for: bytes.count)) { cursor in
      cursor.appendListFileCell(bytes, endsLine: endsLine)
      return true
    }
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

extension ByteCursor {
  /// The most bytes that a cell of `count` bytes takes, escaped, with the eight bytes more
  /// that a word stored whole needs.
  static func listFileCellRoom(for count: Int) -> Int { 2 * count + 9 }

  /// Appends a cell or column title, with `|` and `\` escaped, in ``listFileCellRoom(for:)``
  /// bytes of room: a cell with neither, and no last word that reads as an id (most), is
  /// copied eight bytes at a time.
  ///
  /// - Parameters:
  ///   - bytes: The text, valid UTF-8.
  ///   - endsLine: Whether it ends its line, so that a last word that reads as an id is escaped.
  @inline(__always)
  mutating func appendListFileCell(_ bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool) {
    // A last word that reads as an id ends with `}`.
    if !(endsLine && bytes.last == UInt8(ascii: "}")),
      appendIfUnmarked(bytes, by: DataFieldWord.listCellMarks)
    {
      return
    }
    appendListFileEscaped(bytes, endsLine: endsLine)
  }

  /// Appends a cell or column title as ``appendListFileCell(_:endsLine:)`` does and returns
  /// `true` when a list file can hold it where it stands; returns `false`, having written
  /// nothing that counts, when it cannot (``ListFileText/problem(_:endsLine:allowsLineFeeds:)``
  /// says why), so that its caller writes the text its checked way.
  ///
  /// The test for line breaks is the escaper's own look at each word: a word with no byte to
  /// escape and none below 0x0E (LF, CR and tab among them) holds no line break, and a text
  /// made of such words has a problem only when a space is at one of its ends.
  ///
  /// - Parameters:
  ///   - bytes: The text, valid UTF-8.
  ///   - endsLine: Whether it ends its line.
  /// - Returns: Whether the text is written.
  @inline(__always)
  mutating func appendListFileCellIfHoldable(
    _ bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool
  ) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return true }
    if first == 0x20 || last == 0x20 { return false }
    if !(endsLine && last == UInt8(ascii: "}")),
      appendIfUnmarked(
        bytes, by: { DataFieldWord.listCellMarks($0) | DataFieldWord.lineBreakMarks($0) })
    {
      return true
    }
    guard ListFileText.problem(bytes, endsLine: endsLine) == nil else { return false }
    appendListFileEscaped(bytes, endsLine: endsLine)
    return true
  }

  /// Appends a cell that may need escapes, byte by byte.
  @inline(never)
  private mutating func appendListFileEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool
  ) {
    let escapeAt = endsLine ? ListFileText.idLikeLastWord(bytes) : nil
    for index in bytes.indices {
      let byte = bytes[index]
      // A backslash that starts an id-like last word takes two: one for the word, one its own.
      if index == escapeAt { write(byte: UInt8(ascii: "\\")) }
      if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "\\") { write(byte: UInt8(ascii: "\\")) }
      write(byte: byte)
    }
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
    // Most texts have no line break: one line, found eight bytes at a time.
    if DataFieldWord.noneMarked(in: text, by: DataFieldWord.lineBreakMarks) {
      return lineProblem(text, 0..<text.count, endsLine: endsLine)
    }
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
