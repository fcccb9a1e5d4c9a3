/// Breaks text into lines no wider than a display width: at spaces where it can, and
/// between characters (grapheme clusters) in a word wider than the line, such as Hangul,
/// CJK or a long URL.
enum TextWrapping {
  /// The lines of `text` (already free of control characters) within `width`.
  ///
  /// A newline in the text always breaks the line. A single character wider than `width`
  /// stands alone on its line.
  static func lines(of text: String, width: Int) -> [String] {
    var result: [String] = []
    for paragraph in text.lines {
      guard paragraph.displayWidth > width else {
        result.append(String(paragraph))
        continue
      }
      result += wrap(paragraph, width: max(width, 1))
    }
    return result
  }

  private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = word.displayWidth
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 || !line.isEmpty {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      for character in word {
        let characterWidth = character.displayWidth
        if lineWidth + characterWidth > width && lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    lines.append(line)
    return lines
  }
}
