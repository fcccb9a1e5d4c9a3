/// Breaks text into lines no wider than a display width: at spaces where it can, and
/// between characters (grapheme clusters) in a word wider than the line, such as Hangul,
/// CJK or a long URL.
enum TextWrapping {
  /// The lines of `text` (already free of control characters) within `width`.
  ///
  /// A newline in the text always breaks the line. A single character wider than `width`
  /// stands alone on its line.
  static func lines(of text: String, width: Int) -> [String] {
    lines(of: text, width: width, overflow: .fold)
  }

  /// The lines of `text` within `width`, each line wider than that wrapped (`fold`) or cut
  /// (`crop`, `ellipsis`).
  static func lines(of text: String, width: Int, overflow: ColumnOverflow) -> [String] {
    var result: [String] = []
    for paragraph in text.lines {
      guard paragraph.displayWidth > width else {
        result.append(String(paragraph))
        continue
      }
      switch overflow {
      case .fold: result += wrap(paragraph, width: max(width, 1))
      case .crop: result.append(cut(paragraph, width: width, mark: ""))
      case .ellipsis: result.append(cut(paragraph, width: width, mark: "\u{2026}"))
      }
    }
    return result
  }

  /// The start of a line that fits `width` with `mark` after it: whole characters only, so
  /// that neither a grapheme cluster is split nor a wide character shown by half.
  static func cut(_ line: Substring, width: Int, mark: String) -> String {
    let room = width - mark.displayWidth
    guard room >= 0 else { return "" }
    var kept = ""
    var keptWidth = 0
    for character in line {
      let characterWidth = character.displayWidth
      if keptWidth + characterWidth > room { break }
      kept.append(character)
      keptWidth += characterWidth
    }
    return kept + mark
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
