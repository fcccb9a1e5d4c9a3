/// Random tables from a seed, for the property check: texts made of hostile fragments, and
/// random styles, accessories, states, links, images, ids, columns and row widths.
///
/// Table `index` of seed `seed` depends on nothing else, so one failing table is made again
/// with `conformance-render --random SEED 1 INDEX`. The generator draws with its own
/// arithmetic, not the standard library's, so a seed makes the same tables on any toolchain.
struct RandomTables {
  private var dice: Dice

  /// The generator of table `index` of `seed`.
  init(seed: UInt64, index: Int) {
    var mixer = Dice(seed: seed)
    dice = Dice(seed: mixer.next() ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
  }

  /// A random table.
  mutating func table() -> TableDescription {
    var sections: [SectionDescription] = []
    for _ in 0..<(1 + dice.below(4)) { sections.append(section()) }
    return TableDescription(
      title: dice.chance(80) ? text() : nil, sections: sections,
      markdownPadsTables: dice.chance(70),
      markdownTableNewlines: dice.chance(80) ? "lineBreak" : "space")
  }

  private mutating func section() -> SectionDescription {
    let columns: [ColumnDescription]? =
      dice.chance(45)
      ? (0..<(1 + dice.below(4))).map { _ in
        ColumnDescription(
          title: text(),
          alignment: dice.chance(50) ? nil : dice.pick(["left", "center", "right"]),
          minWidth: dice.chance(10) ? 1 + dice.below(6) : nil)
      } : nil
    let rowCount = dice.chance(10) ? 0 : 1 + dice.below(5)
    return SectionDescription(
      header: dice.chance(70) ? text() : nil, footer: dice.chance(50) ? text() : nil,
      columns: columns, id: dice.chance(40) ? identifier() : nil,
      rows: (0..<rowCount).map { _ in row(columnCount: columns?.count) })
  }

  private mutating func row(columnCount: Int?) -> RowDescription {
    let state = dice.chance(60) ? "normal" : dice.pick(["selected", "highlighted", "disabled"])
    let link = dice.chance(25) ? self.link() : nil
    let id = dice.chance(30) ? identifier() : nil
    if dice.chance(35) {
      // A decoded row: its cells padded to the section's columns, or 1 to 5 in a list.
      let cells = (0..<(columnCount ?? 1 + dice.below(5))).map { _ in
        dice.chance(25) ? "" : text()
      }
      return RowDescription(
        kind: .decoded, link: link, columns: cells,
        style: dice.chance(50) ? nil : dice.pick(["default", "subtitle", "value1", "value2"]),
        accessory: dice.pick(["none", "none", "checkmark", "unchecked"]), state: state, id: id)
    }
    let mainText = text()
    var detail = dice.chance(40) ? text() : nil
    var secondary = dice.chance(30) ? text() : nil
    // Cells that repeat the text or detail, some empty, the others texts of their own.
    var cells: [String] = (0..<dice.below((columnCount ?? 5) + 1)).map { _ in
      switch dice.below(10) {
      case 0, 1, 2: mainText
      case 3, 4: detail ?? ""
      case 5: ""
      default: text()
      }
    }
    if dice.chance(15) { cells = [] }
    // A row without cells shows its text, detail and secondary text as a grid's cells: no
    // more than fit (more is an error).
    if cells.isEmpty, let columnCount {
      if columnCount < 3 { secondary = nil }
      if columnCount < 2 { detail = nil }
    }
    return RowDescription(
      kind: dice.chance(50) ? .content : .custom, text: mainText, secondary: secondary,
      detail: detail, image: dice.chance(20) ? image() : nil, link: link, columns: cells,
      style: dice.pick(["default", "subtitle", "value1", "value2"]),
      accessory: dice.pick([
        "none", "disclosureIndicator", "checkmark", "unchecked", "detailButton",
      ]),
      state: state, id: id)
  }

  /// A text of zero to five pieces: fragments, controls and line breaks.
  private mutating func text(startingMarks: Bool = true) -> String {
    var result = ""
    for _ in 0..<dice.below(6) {
      switch dice.below(12) {
      case 0: result += String(dice.pick(Self.controls))
      case 1: result += dice.pick(["\n", "\r", "\r\n"])
      default:
        let fragment = dice.pick(Self.fragments)
        if !startingMarks, fragment.unicodeScalars.first?.properties.isGraphemeExtend == true {
          continue
        }
        result += fragment
      }
    }
    return result
  }

  /// A text for an HTML `id`: no combining mark joins a white-space character, which HTML
  /// output replaces whole.
  private mutating func identifier() -> String {
    text(startingMarks: false)
  }

  private mutating func link() -> String {
    dice.chance(30) ? text() : dice.pick(Self.links)
  }

  private mutating func image() -> String {
    dice.chance(40)
      ? dice.pick(Self.links) : String(text().unicodeScalars.filter { $0 != "/" })
  }

  /// Every control character the rules name: C0, DEL and C1.
  static let controls: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(UInt8(0x7F))]
    + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }

  /// Pieces of hostile text.
  ///
  /// No box-drawing character: the checker splits text grids on them.
  static let fragments: [String] = [
    // Words and numbers, which grids align.
    "Messi", "Son", "x", "a b", "42", "-7", "3.14", "1,000", "0", "word ",
    // Markdown and HTML punctuation, and block starts.
    "*", "**", "_", "__", "`", "``", "~", "~~", "#", "## ", "[", "]", "[x] ", "[ ]", "(", ")",
    "![", "](", "!", "<", ">", "&", "\"", "'", "|", "\\", "\\\\", "-", "- ", "+ ", "* ", "=",
    "===", "---", "1. ", "2) ", "> ", ":", "{", "}", "$", "^", "@", "```", "~~~", "<b>", "</li>",
    "<br>", "<script>alert(1)</script>", "<!--", "-->", "]]>", "<a href=x>", " onload=",
    // Entities, some naming controls: data, never references.
    "&amp;", "&lt;", "&gt;", "&#65;", "&#x41;", "&copy;", "&nbsp;", "&#13;", "&#27;", "&#x1B;",
    "&#133;", "&#0;", "&#9;", "&#10;",
    // White space of every kind, at the ends too.
    " ", "  ", "    ", "\t", "\u{A0}", "\u{3000}", "\u{200B}", "\u{FEFF}", "\u{2028}",
    // Hangul, CJK, emoji and combining marks, which have display widths of 2 and 0.
    "손흥민", "대한민국", "한", "中文", "日本語", "ｱ", "🇰🇷", "👨‍👩‍👧‍👦", "👍🏽", "⚽️", "e\u{301}",
    "\u{301}", "a\u{308}", "\u{20DD}", "\u{FFFD}",
    // What autolinkers take for links.
    "www.", "www.example.com", "://", "http://", "https://example.com/a?b=1&c=2", "a@b.co",
    "mailto:", "javascript:",
  ]

  /// Links and image URLs, safe and not.
  static let links: [String] = [
    "https://example.com/a?b=1&c=2", "http://x.test/<a>\"'&\\(x)", "/relative/path.png",
    "page.html#top", "mailto:someone@example.com", "https://例え.jp/パス?q=손",
    "HTTPS://EXAMPLE.COM/", "//other.test/x", "javascript:alert(1)", "JaVaScRiPt:alert(1)",
    " https://lead.space/", "data:text/html,<script>", "vbscript:msgbox", "java\tscript:x/",
    "https://x.test/\u{1B}[31m", "https://x.test/\u{85}/", "https://x.test/a\rb", "", "x y/z",
  ]
}

/// SplitMix64: a small generator whose sequence a seed fixes.
struct Dice {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number from 0 to `count - 1`.
  mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// Whether a draw falls in `percent` of a hundred.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
