extension PlainTextBackend {
  /// The rows of spanners above a text grid's column titles, drawn with the grid style's
  /// rules: each label centred over its columns, a rule under it; a label's line breaks
  /// start new lines, as every text's do.
  ///
  /// ```
  ///           Stats       ╭───────┬──────────────╮
  ///        -----------    │       │    Stats     │
  /// Name   Goals  Caps    ├───────┼───────┬──────┤
  /// -----  -----  ----    │ Name  │ Goals │ Caps │
  /// ```
  struct SpannerHead {
    /// The spanner rows, outermost first.
    let rows: [[SpannerCell]]
    /// Each cell's label as a terminal shows it, line by line.
    private let labels: [[[String]]]

    /// The spanner rows of a section's columns; none when no column has spanners.
    init(_ columns: [Column]?) {
      rows = columns?.spannerRows ?? []
      labels = rows.map { row in
        row.map { cell in cell.label.map { $0.lines.map { String($0.terminalSafe) } } ?? [""] }
      }
    }

    /// Whether there is anything to draw.
    var isEmpty: Bool { rows.isEmpty }

    /// Widens the last column under each label too wide for its columns, so that it fits,
    /// as far as `available` (the most the columns may take together) allows; a label that
    /// still does not fit is cut short with `…` when it is drawn.
    func widen(_ layout: inout GridLayout, _ style: GridStyle, available: Int?) {
      for (level, row) in rows.enumerated() {
        for (index, cell) in row.enumerated() {
          let room = Self.width(of: cell.columns, layout, style)
          var extra = (labels[level][index].map(\.displayWidth).max() ?? 0) - room
          if let available { extra = min(extra, available - layout.widths.reduce(0, +)) }
          if extra > 0 { layout.widen(cell.columns.upperBound - 1, by: extra) }
        }
      }
    }

    /// A label cut to `room` terminal cells, its end replaced by `…`, when it is wider.
    private static func fitted(_ label: String, room: Int) -> String {
      guard label.displayWidth > room else { return label }
      guard room > 0 else { return "" }
      var cut = ""
      var width = 0
      for character in label {
        let next = String(character).displayWidth
        if width + next > room - 1 { break }
        cut.append(character)
        width += next
      }
      return cut + "\u{2026}"
    }

    /// Writes the top rule (when the style has one) and the spanner rows, each with the rule
    /// under it.
    ///
    /// - Returns: The number of lines written.
    @discardableResult
    func write(
      _ style: GridStyle, _ layout: GridLayout, look: TerminalStyle.Look,
      into sink: inout ByteSink
    ) -> Int {
      var lineCount = 0
      if let top = style.top {
        lineCount += 1
        writeRule(top, over: rows[0], fillsBlanks: true, style, layout, into: &sink)
      }
      for (level, row) in rows.enumerated() {
        let height = labels[level].map(\.count).max() ?? 1
        lineCount += height
        for line in 0..<height {
          sink.write(style.left)
          for (index, cell) in row.enumerated() {
            if index > 0 { sink.write(style.separator) }
            let lines = labels[level][index]
            let label = Self.fitted(
              line < lines.count ? lines[line] : "",
              room: Self.width(of: cell.columns, layout, style))
            let room = Self.width(of: cell.columns, layout, style) + 2 * style.padding
            let left = max(room - label.displayWidth, 0) / 2
            sink.writeLookStart(look)
            sink.write(repeating: UInt8(ascii: " "), count: left)
            sink.write(label)
            sink.write(
              repeating: UInt8(ascii: " "), count: max(room - label.displayWidth - left, 0))
            sink.writeLookEnd(look)
          }
          sink.write(style.right)
          sink.write(byte: UInt8(ascii: "\n"))
        }
        // The rule under a row meets the borders of the row below it.
        let below =
          level + 1 < rows.count
          ? rows[level + 1]
          : layout.widths.indices.map { SpannerCell(label: "", columns: $0..<($0 + 1)) }
        if let rule = style.rowRule ?? style.headerRule {
          writeRule(
            rule, under: row, over: below, fillsBlanks: !style.left.isEmpty, style, layout,
            into: &sink)
          lineCount += 1
        }
      }
      return lineCount
    }

    /// The display width of a run of columns with the separators between them, padding
    /// inside the run included but not at its ends.
    private static func width(
      of columns: Range<Int>, _ layout: GridLayout, _ style: GridStyle
    ) -> Int {
      columns.reduce(0) { $0 + layout.widths[$1] } + (columns.count - 1)
        * (style.separator.displayWidth + 2 * style.padding)
    }

    /// The crossing of a rule under a spanner row in a bordered style: the rule's own where
    /// cells meet above and below, the top rule's (`┬`) where only the row below parts, the
    /// bottom rule's (`┴`) where only the row above does, when they are drawn with the same
    /// line.
    private func crossing(
      at column: Int, _ rule: GridStyle.Rule, under: [SpannerCell]?, over: [SpannerCell],
      _ style: GridStyle
    ) -> String {
      guard let under, !style.left.isEmpty else { return rule.crossing }
      let above = under.contains { $0.columns.upperBound == column }
      let below = over.contains { $0.columns.upperBound == column }
      // Taken only from a rule drawn with the same line, so that `╤` never meets `─`.
      guard above != below, let other = above ? style.bottom : style.top,
        other.horizontal == rule.horizontal,
        other.crossing.displayWidth == rule.crossing.displayWidth
      else { return rule.crossing }
      return other.crossing
    }

    /// Writes a rule whose crossings stand where a cell of `under` ends, and in a bordered
    /// style (`fillsBlanks`) where a cell of `over` ends too; under a blank of `under` it is
    /// blank unless `fillsBlanks`.
    private func writeRule(
      _ rule: GridStyle.Rule, under: [SpannerCell]? = nil, over: [SpannerCell],
      fillsBlanks: Bool, _ style: GridStyle, _ layout: GridLayout, into sink: inout ByteSink
    ) {
      let ends = Set(
        (under ?? over).map(\.columns.upperBound)
          + (fillsBlanks ? over.map(\.columns.upperBound) : []))
      let blanks = Set(
        (under ?? []).filter { $0.label == nil }.flatMap { Array($0.columns) })
      let crossingWidth = rule.crossing.displayWidth
      sink.write(rule.left)
      for column in layout.widths.indices {
        let isBlank = blanks.contains(column) && !fillsBlanks
        if column > 0 {
          if ends.contains(column) {
            sink.write(
              isBlank && blanks.contains(column - 1)
                ? String(repeating: " ", count: crossingWidth)
                : crossing(at: column, rule, under: under, over: over, style))
          } else {
            sink.write(
              isBlank
                ? String(repeating: " ", count: crossingWidth)
                : String(repeating: rule.horizontal, count: crossingWidth))
          }
        }
        let width = layout.widths[column] + 2 * style.padding
        sink.write(
          isBlank
            ? String(repeating: " ", count: width)
            : String(repeating: rule.horizontal, count: width))
      }
      sink.write(rule.right)
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }
}
