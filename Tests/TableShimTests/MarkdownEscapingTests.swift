import Testing

@testable import TableShim

/// The escaping rules for one line without white space at its ends, a character at a time:
/// what the word-at-a-time escaper must write.
private func referenceEscaped(_ text: String, blockStarts: Bool) -> String {
  let bytes = Array(text.utf8)
  var result: [UInt8] = []
  var index = 0
  if blockStarts, let first = bytes.first {
    let digits = bytes.prefix { (48...57).contains($0) }.count
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "=") {
      result.append(UInt8(ascii: "\\"))
    } else if digits > 0, digits < bytes.count,
      bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")")
    {
      result += bytes[..<digits] + [UInt8(ascii: "\\")]
      index = digits
    }
  }
  let punctuation = Set("\\`*_[]<>#|~&".utf8)
  while index < bytes.count {
    let byte = bytes[index]
    let before = bytes[..<index].suffix(3).map { $0 | 0x20 }
    let after = bytes[(index + 1)...].prefix(2)
    if punctuation.contains(byte) || (byte == UInt8(ascii: ".") && before.elementsEqual("www".utf8))
      || (byte == UInt8(ascii: ":") && after.elementsEqual("//".utf8))
    {
      result += [UInt8(ascii: "\\"), byte]
    } else if byte < 0x20 && byte != UInt8(ascii: "\t") {
      result += Array(String(Unicode.Scalar(0x2400 + UInt32(byte))!).utf8)
    } else if byte == 0x7F {
      result += Array("\u{2421}".utf8)
    } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
      result += Array("\\\\u{\(String(bytes[index + 1], radix: 16))}".utf8)
      index += 1
    } else {
      result.append(byte)
    }
    index += 1
  }
  return String(decoding: result, as: UTF8.self)
}

private func escaped(_ text: String, in context: MarkdownTextContext) -> String {
  var sink = ByteSink(capacity: 0)
  sink.writeMarkdownEscaped(text, in: context)
  return sink.text
}

@Test func escapingAWordAtATimeMatchesEscapingACharacterAtATime() {
  // Every piece at every offset of texts up to three words long, among plain neighbours of
  // one, two and three bytes, so that escapes fall in whole words, in the last partial word
  // and across both.
  let pieces = [
    "<", "\\", "|", "&", "*", "_", "`", "#", "~", "[", "]", ">", ".", ":", "www.", "WwW.",
    "://", "\0", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\t", "°", "\u{A0}",
    "-", "1.", "12)", "+", "=", "a.b", ",", "'", "\"", "é", "손", "👨‍👩‍👧‍👦",
  ]
  let fillers = ["a", "é", "손", "9"]
  for piece in pieces {
    for filler in fillers {
      for length in 0...18 {
        for offset in 0...length {
          let text =
            String(repeating: filler, count: offset) + piece
            + String(repeating: filler, count: length - offset)
          for context in [MarkdownTextContext.block(indent: 2), .tableCell(lineBreak: "<br>")] {
            let blockStarts: Bool
            if case .block = context { blockStarts = true } else { blockStarts = false }
            let edges: Set<Character> = [" ", "\t", "\u{A0}"]
            let trimmed =
              text.first.map(edges.contains) == true || text.last.map(edges.contains) == true
            guard !trimmed else { continue }
            #expect(
              escaped(text, in: context) == referenceEscaped(text, blockStarts: blockStarts),
              "\(text.debugDescription) in \(context)")
          }
        }
      }
    }
  }
}

@Test func escapingStopsAtANewlineAndWritesTheTextLineByLine() {
  for offset in 0..<20 {
    let text = String(repeating: "a", count: offset) + "\n*b*"
    let cell = escaped(text, in: .tableCell(lineBreak: "<br>"))
    #expect(cell == String(repeating: "a", count: offset) + "<br>\\*b\\*")
  }
}
