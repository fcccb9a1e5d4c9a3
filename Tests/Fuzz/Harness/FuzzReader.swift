/// Draws numbers, choices and texts from a fuzzer's bytes, front to back.
///
/// Once the bytes run out every draw is zero, the empty text or the first choice, so any
/// input, even an empty one, describes a value.
struct FuzzReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Texts that matter to the backends, drawn by one byte in token mode: line breaks,
  /// controls, markup, wide and combining characters, URLs.
  static let tokens: [String] = [
    "\n", "\r", "\r\n", "\t", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}",
    "\u{FEFF}", "\u{200B}", "\u{301}", "e\u{301}", "\u{1F44D}\u{1F3FD}", "\u{1F1F0}\u{1F1F7}",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "한", "漢字", "ｗｉｄｅ", "\u{3000}", "\u{A0}",
    "<", ">", "&", "\"", "'", "`", "|", "\\", "*", "_", "~", "#", "-", "+", "=", "[", "]", "(",
    ")", "!", ":", ".", "1.", "- ", "# ", "> ", "    ", "&amp;", "&#13;", "&#x1b;", "<br>",
    "<script>", "http://example.com/a?b=1&c=2", "https://x", "mailto:a@b.c", "javascript:x",
    "www.example.com", "/img.png", "12.5", "-3", "1,234",
    // Case folding, width and normalization: what a search must see through.
    "ΑΣ", "ς", "ß", "İ", "ŉ", "ﬁ", "ǅ", "\u{2126}", "\u{212A}", "ｶﾞ", "\u{1100}\u{1161}",
    "\u{212B}", "Å", "e\u{301}\u{323}", "ﾊﾟ",
  ]

  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or 0 after the last.
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A number from 0 up to, not including, `bound`.
  mutating func int(below bound: Int) -> Int {
    Int(byte()) % bound
  }

  mutating func bool() -> Bool {
    byte() & 1 == 1
  }

  /// One of the choices.
  mutating func pick<Choice>(_ choices: [Choice]) -> Choice {
    choices[int(below: choices.count)]
  }

  /// One of the choices, or `nil` (drawn as often as each choice).
  mutating func pickOptional<Choice>(_ choices: [Choice]) -> Choice? {
    let choice = int(below: choices.count + 1)
    return choice < choices.count ? choices[choice] : nil
  }

  /// A text: a length byte, then either that many raw bytes read as UTF-8 (ill-formed
  /// sequences become U+FFFD) or that many pieces, each an ASCII character or a token.
  mutating func text() -> String {
    let header = byte()
    let count = Int(header & 0x3F)
    if header & 0x40 == 0 {
      let end = min(index + count, bytes.count)
      defer { index = end }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }
    var text = ""
    for _ in 0..<count where !isAtEnd {
      let piece = byte()
      if piece < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(piece))
      } else {
        text += Self.tokens[Int(piece - 0x80) % Self.tokens.count]
      }
    }
    return text
  }

  /// A text or `nil`, drawn by the high bit of the length byte.
  mutating func optionalText() -> String? {
    guard !isAtEnd else { return nil }
    if bytes[index] & 0x80 != 0 {
      index += 1
      return nil
    }
    return text()
  }

  /// Texts, as many as the next byte says, at most `limit`.
  mutating func texts(upTo limit: Int) -> [String] {
    (0..<int(below: limit + 1)).map { _ in text() }
  }

  /// A search query: most often a piece of one of the texts, one to four characters, in
  /// upper case half the time; otherwise a drawn text.
  ///
  /// - Returns: The query, and the index of the text it is a piece of.
  mutating func query(in texts: [String]) -> (query: String, source: Int?) {
    guard !texts.isEmpty, int(below: 4) != 0 else { return (text(), nil) }
    let source = int(below: texts.count)
    let characters = Array(texts[source])
    let start = int(below: max(1, characters.count))
    let end = min(characters.count, start + 1 + int(below: 4))
    let piece = String(characters[min(start, end)..<end])
    return (bool() ? piece.uppercased() : piece, source)
  }
}
