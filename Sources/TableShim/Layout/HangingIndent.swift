/// Wraps the text backend's list items to a width with a hanging indent: every line after an
/// item's first starts under its text, after the marker.
///
/// It takes an item as written, escape sequences of its colours included: they take no
/// width, and a look in force at a break is turned off before it and on again after the
/// indent, so that no attribute runs into the margin.
enum HangingIndent {
  /// The item with each line wider than `width` broken at spaces where it can, and between
  /// characters in a word wider than the line.
  ///
  /// - Parameters:
  ///   - item: The item's lines as written, without the final line break.
  ///   - width: The widest a line may be.
  ///   - indent: The spaces that start each line after the first.
  /// - Returns: The item wrapped; the item itself when every line fits.
  static func wrap(_ item: String, width: Int, indent: Int) -> String {
    guard width > indent else { return item }
    var result: [String] = []
    for line in item.split(separator: "\n", omittingEmptySubsequences: false) {
      guard visibleWidth(of: line) > width else {
        result.append(String(line))
        continue
      }
      result += wrap(line, width: width, indent: indent)
    }
    return result.joined(separator: "\n")
  }

  /// One line wrapped, word by word.
  private static func wrap(_ line: Substring, width: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    /// The looks in force: the sequences since the last `ESC [ 0 m`.
    var looks: [Substring] = []
    func breakLine() {
      lines.append(looks.isEmpty ? current : current + "\u{1B}[0m")
      current = String(repeating: " ", count: indent) + looks.joined()
      currentWidth = indent
    }
    func append(_ piece: Substring, width pieceWidth: Int) {
      current += piece
      currentWidth += pieceWidth
      for sequence in sequences(in: piece) {
        if sequence == "\u{1B}[0m" { looks.removeAll() } else { looks.append(sequence) }
      }
    }
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    for (index, word) in words.enumerated() {
      let wordWidth = visibleWidth(of: word)
      if index > 0 {
        if currentWidth + 1 + wordWidth <= width {
          append(" ", width: 1)
          append(word, width: wordWidth)
          continue
        }
        if currentWidth > indent || lines.isEmpty { breakLine() }
      }
      if currentWidth + wordWidth <= width {
        append(word, width: wordWidth)
        continue
      }
      // A word wider than the line: between its characters.
      for piece in pieces(of: word) {
        if currentWidth + piece.width > width, currentWidth > indent { breakLine() }
        append(piece.text, width: piece.width)
      }
    }
    lines.append(current)
    return lines
  }

  /// The display width of a text, its escape sequences taking none.
  static func visibleWidth(of text: Substring) -> Int {
    guard text.utf8.contains(0x1B) else { return text.displayWidth }
    return pieces(of: text).reduce(0) { $0 + $1.width }
  }

  /// A text as its characters and escape sequences, each with its width.
  private static func pieces(of text: Substring) -> [(text: Substring, width: Int)] {
    var result: [(text: Substring, width: Int)] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\u{1B}", let end = text[index...].firstIndex(of: "m") {
        let next = text.index(after: end)
        result.append((text[index..<next], 0))
        index = next
      } else {
        let next = text.index(after: index)
        result.append((text[index..<next], text[index].displayWidth))
        index = next
      }
    }
    return result
  }

  /// The escape sequences in a text.
  private static func sequences(in text: Substring) -> [Substring] {
    guard text.utf8.contains(0x1B) else { return [] }
    return pieces(of: text).filter { $0.width == 0 && $0.text.hasPrefix("\u{1B}") }.map(\.text)
  }
}
