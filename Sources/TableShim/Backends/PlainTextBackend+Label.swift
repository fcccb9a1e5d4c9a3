extension PlainTextBackend {
  /// The lines of a label row as wide as `room`: its text with control characters shown
  /// visibly, broken at its line breaks and wrapped or cut to `room` as `overflow` says; a
  /// character wider than the whole row is cut to `…`.
  static func labelLines(_ text: String, room: Int, overflow: ColumnOverflow) -> [String] {
    TextWrapping.lines(of: visible(text), width: room, overflow: overflow).map { line in
      line.displayWidth <= room
        ? line : TextWrapping.cut(Substring(line), width: room, mark: "\u{2026}")
    }
  }

  /// The overflow of a label row: the columns' own when they all share one, folding
  /// otherwise.
  static func labelOverflow(_ columns: [Column]?) -> ColumnOverflow {
    guard let first = columns?.first?.overflow, columns!.allSatisfy({ $0.overflow == first })
    else { return .fold }
    return first
  }

  /// The display width inside a label row: every column's width, and the padding and
  /// separators between them.
  static func labelRoom(_ layout: GridLayout, _ style: GridStyle) -> Int {
    let count = layout.widths.count
    return layout.widths.reduce(0, +) + max(count - 1, 0)
      * (style.separator.displayWidth + 2 * style.padding)
  }

  /// Writes one line of a label row, padded to `room`, in a look.
  static func writeLabelLine(
    _ line: String, room: Int, _ style: GridStyle, look: TerminalStyle.Look,
    into sink: inout ByteSink
  ) {
    sink.write(style.left)
    sink.writeLookStart(look)
    sink.write(repeating: UInt8(ascii: " "), count: style.padding)
    sink.write(line)
    sink.write(
      repeating: UInt8(ascii: " "), count: max(room - line.displayWidth, 0) + style.padding)
    sink.writeLookEnd(look)
    sink.write(style.right)
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// The crossing of a rule where two columns meet, given whether the row above and the row
  /// below part there: the rule's own where both do; where only one does, the same line's
  /// junction that points only up (`┴`) or only down (`┬`); a plain stretch of the rule
  /// where neither does, as above and below a label row.
  static func junction(_ rule: GridStyle.Rule, above: Bool, below: Bool) -> String {
    let crossing = rule.crossing
    if above == below {
      guard !above, !crossing.allSatisfy(\.isWhitespace) else { return crossing }
      return String(repeating: rule.horizontal, count: crossing.displayWidth)
    }
    guard let pair = halfJunctions[crossing] else { return crossing }
    return above ? pair.up : pair.down
  }

  /// The junctions of the box-drawing crossings that point only up and only down, on the
  /// same line.
  private static let halfJunctions: [String: (up: String, down: String)] = [
    "┼": ("┴", "┬"), "╋": ("┻", "┳"), "┿": ("┷", "┯"), "╪": ("╧", "╤"), "╬": ("╩", "╦"),
  ]
}

extension PlainTextBackend.StreamedGrid {
  /// Writes the rule before a row: the rule after the head before the first row of a page,
  /// `rule` between rows; its crossings meet the row above and the row below, which a
  /// label row (`spans`) does not part.
  mutating func writeRowRule(
    before spans: Bool, _ rule: GridStyle.Rule?, _ style: GridStyle, into sink: inout ByteSink
  ) {
    guard let layout else { return }
    if let pending = pendingRule {
      pendingRule = nil
      return PlainTextBackend.writeRule(
        pending, style, layout, above: pendingRuleMeetsColumns, below: !spans, into: &sink)
    }
    guard pageRows > 0, let rule else { return }
    PlainTextBackend.writeRule(
      rule, style, layout, above: !lastWasLabel, below: !spans, into: &sink)
    pageLines += 1
  }

  /// Writes a label row: one cell across every column, its text wrapped or cut to their
  /// width and never widening them, with no crossing of the rules above and below it
  /// through it; in records, a line of its own above the next record.
  mutating func writeLabel(_ text: String, _ style: GridStyle, into sink: inout ByteSink) {
    guard let layout else { return }
    let look = colors?.sectionHeader ?? .plain
    if let records {
      if rowCount > 0 || recordLabelled { sink.write(byte: UInt8(ascii: "\n")) }
      records.writeLabel(text, into: &sink)
      recordLabelled = true
      return
    }
    let room = PlainTextBackend.labelRoom(layout, style)
    let lines = PlainTextBackend.labelLines(text, room: room, overflow: labelOverflow)
    if pageLength != nil { startPageIfFull(height: lines.count, style, into: &sink) }
    writeRowRule(before: true, style.rowRule, style, into: &sink)
    for line in lines {
      PlainTextBackend.writeLabelLine(line, room: room, style, look: look, into: &sink)
    }
    pageLines += lines.count
    pageRows += 1
    lastWasLabel = true
  }
}

extension PlainTextBackend.RecordGrid {
  /// Writes a label row among records: its text on lines of its own, in the look of the
  /// records' headings, wrapped to the width.
  func writeLabel(_ text: String, into sink: inout ByteSink) {
    let look = colors?.sectionHeader ?? .plain
    for line in PlainTextBackend.labelLines(text, room: width ?? .max, overflow: .fold) {
      sink.writeLookStart(look)
      sink.write(line)
      sink.writeLookEnd(look)
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }
}
