/// Writes a table as plain text for a terminal or a log.
///
/// The title is underlined with `=`, section headers with `-`, and rows are list items whose
/// accessory and state stay visible without color:
///
/// ```swift
/// print(try TableShim().render(model, as: .text))
/// // Players
/// // =======
/// //
/// // Forwards
/// // --------
/// // - Messi — Argentina >
/// // [x] Zidane [disabled]
/// ```
///
/// Sections with columns are drawn as grids, aligned by display width, in the chosen
/// ``GridStyle``, with cells wrapped to fit ``width``.
///
/// A row's cells that its text and detail do not show follow the detail, each after an em
/// dash, so that no cell is left out. Control characters in the data never reach the
/// terminal: they are shown as Control Pictures (`␉`, `␛`) or `\u{85}`-style escapes, and
/// a line break (LF, CRLF or CR) starts a new, indented line.
///
/// With ``colors`` set, titles, headers, footers, row states and search matches are shown in
/// colour by SGR escape sequences (see ``TerminalStyle``); taking the sequences out gives the
/// output without colour, but for search matches, which colour marks instead of `«` and `»`.
public struct PlainTextBackend: OutputBackend, Sendable {
  /// How grids draw their rules.
  public var gridStyle: GridStyle
  /// The widest a grid may be, in terminal cells; `nil` for no limit.
  ///
  /// Cells wrap to fit, at spaces where they can and between characters otherwise.
  public var width: Int?
  /// The colours and attributes of each part, or `nil` for output without escape sequences.
  public var colors: TerminalStyle?
  /// The most lines of a grid between two rows of column titles, for printing and pagers:
  /// a grid longer than that is cut between rows into pages, each after the first starting
  /// with a line `(continued)` and the titles again; `nil` for titles only at the top.
  public var pageLength: Int?
  private var needsBlankLine = false
  private var grid: GridSection?
  /// The states of a held grid's rows, when its rows are coloured by state.
  private var gridStates: [CellState] = []
  /// The shades of a held grid's rows, when its columns have colour scales.
  var gridShades: [[CellShade?]] = []
  /// The label rows of a held grid, kept beside its rows.
  private var gridLabels = HeldLabels()
  /// How grid sections are taken: held, or measured and kept in a spill as they come.
  var gridPass = GridPass.holding
  private var measuring: GridMeasuring?

  /// Creates a plain-text backend.
  ///
  /// - Parameters:
  ///   - gridStyle: How grids draw their rules.
  ///   - width: The widest a grid may be, in terminal cells; `nil` for no limit.
  ///   - colors: The colours and attributes of each part, or `nil` for no escape sequences.
  ///   - pageLength: The most lines of a grid between two rows of column titles; `nil` for
  ///     titles only at the top.
  public init(
    gridStyle: GridStyle = .simple, width: Int? = nil, colors: TerminalStyle? = nil,
    pageLength: Int? = nil
  ) {
    self.gridStyle = gridStyle
    self.width = width
    self.colors = colors
    self.pageLength = pageLength
  }

  /// Writes the title, underlined with `=`.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    if let title = start.title {
      writeHeading(title, underline: UInt8(ascii: "="), look: colors?.title, into: &sink)
    }
    if let subtitle = start.subtitle {
      // The subtitle stands right under the title's rule, as part of the heading.
      if needsBlankLine && start.title == nil { sink.write(byte: UInt8(ascii: "\n")) }
      writeLines(
        subtitle, indent: 0, look: colors?.sectionHeader ?? .plain, into: &sink, whole: true)
      sink.write(byte: UInt8(ascii: "\n"))
      needsBlankLine = true
    }
  }

  /// Writes the section header, underlined with `-`.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    grid = nil
    gridStates.removeAll()
    gridShades.removeAll()
    gridLabels = HeldLabels()
    measuring = nil
    if section.layout == .grid {
      if gridPass.spills {
        measuring = GridMeasuring(
          section, shownAs: Self.shown, showing: Self.plainlyShown, keepsPlain: false,
          wraps: width != nil, spills: true, labelsSpan: true)
      } else {
        grid = GridSection(section, shownAs: Self.shown)
      }
    }
    if section.record != nil, let header = section.header {
      // A record's heading stands on its own line, not underlined.
      if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
      let look = colors?.sectionHeader ?? .plain
      sink.writeLookStart(look)
      sink.writeTerminalSafe(header)
      sink.writeLookEnd(look)
      sink.write(byte: UInt8(ascii: "\n"))
    } else if let header = section.header {
      writeHeading(header, underline: UInt8(ascii: "-"), look: colors?.sectionHeader, into: &sink)
    } else if needsBlankLine {
      sink.write(byte: UInt8(ascii: "\n"))
    }
    needsBlankLine = false
  }

  /// Writes a row as a list item.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    if grid != nil {
      if row.role == .label { return gridLabels.append(row) }
      gridLabels.rowCount += 1
      grid?.append(row)
      if colors != nil { gridStates.append(row.state) }
      if !row.shades.isEmpty { holdShades(row.shades, rowCount: gridStates.count) }
      return
    }
    // A grid section's row goes to its spill (written in place: testing `measuring` against
    // nil first would copy it for every row).
    if measuring?.add(row) != nil { return }
    if row.role.isSummary { return writeSummaryLine(row, into: &sink) }
    guard let width else { return writeListItem(row, at: indexPath, into: &sink) }
    // Within a width, the item is made whole and then wrapped under its text.
    var item = ByteSink(capacity: 0)
    writeListItem(row, at: indexPath, into: &item)
    var text = item.text
    text.removeLast()
    let indent = row.accessory == .checkmark || row.accessory == .unchecked ? 4 : 2
    sink.write(HangingIndent.wrap(text, width: width, indent: indent))
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// Writes a row as a list item: its marker, texts, accessory and state, its later lines
  /// indented under the first.
  private mutating func writeListItem(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) {
    let marker: StaticString =
      switch row.accessory {
      case .checkmark: "[x] "
      case .unchecked: "[ ] "
      default: "- "
      }
    let look = colors?.look(of: row.state, row: indexPath.row) ?? .plain
    sink.writeLookStart(look)
    sink.write(marker)
    let indent = marker.utf8CodeUnitCount
    let highlights = row.byteHighlights ?? ByteHighlights()
    row.withTextBytes { texts in
      /// Writes a text, its matches marked when it has any.
      func write(_ text: UnsafeBufferPointer<UInt8>, marking ranges: [Range<Int>]) {
        guard !ranges.isEmpty else {
          return Self.writeLines(text, indent: indent, look: look, into: &sink)
        }
        let runs = HighlightedRuns(bytes: text, ranges: ranges)
        if let match = colors?.match {
          runs.forEachRun { run, isMatch in
            // A match is the row's look and the match's on top, again after a line break.
            let runLook = isMatch ? look + match : look
            if isMatch { sink.writeLookStart(match) }
            Self.writeLines(run, indent: indent, look: runLook, into: &sink)
            if isMatch {
              sink.writeLookEnd(runLook)
              sink.writeLookStart(look)
            }
          }
          return
        }
        Self.marked(runs).withUnsafeBufferPointer {
          Self.writeLines($0, indent: indent, look: look, into: &sink)
        }
      }
      if let image = texts[.image] {
        Self.writeLines(image, indent: indent, look: look, into: &sink)
        sink.write(byte: UInt8(ascii: " "))
      }
      write(texts.text, marking: highlights.text)
      // A dash stands before each part after the text, with a space before it only when
      // something stands there, as in Markdown.
      var started = !texts.text.isEmpty
      func writeSeparator() {
        sink.write(started ? " \u{2014} " : "\u{2014} ")
        started = true
      }
      if let detail = texts[.detailText], !detail.isEmpty {
        writeSeparator()
        write(detail, marking: highlights.detailText)
      }
      for cell in texts.unshownCells {
        writeSeparator()
        Self.writeLines(cell, indent: indent, look: look, into: &sink)
      }
      if let link = texts[.link] {
        sink.write(" <")
        Self.writeLines(link, indent: indent, look: look, into: &sink)
        sink.write(">")
      }
      switch row.accessory {
      case .disclosureIndicator: sink.write(" >")
      case .detailButton: sink.write(" (i)")
      default: break
      }
      if row.state != .normal {
        sink.write(" [")
        sink.write(row.state.rawValue)
        sink.write("]")
      }
      if let secondary = texts[.secondaryText] {
        sink.writeLookEnd(look)
        sink.write(byte: UInt8(ascii: "\n"))
        sink.write(repeating: UInt8(ascii: " "), count: indent)
        sink.writeLookStart(look)
        write(secondary, marking: highlights.secondaryText)
      }
    }
    sink.writeLookEnd(look)
    sink.write(byte: UInt8(ascii: "\n"))
    needsBlankLine = true
  }

  /// Writes the search's match count and the footer, after a blank line.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    if let grid {
      writeGrid(grid, states: gridStates, shades: gridShades, labels: gridLabels, into: &sink)
      self.grid = nil
      needsBlankLine = true
    }
    if var measuring {
      self.measuring = nil
      writeSpilledGrid(section, &measuring, into: &sink)
      needsBlankLine = true
    }
    if let summary = end.matchSummary {
      let look = colors?.note ?? .plain
      sink.writeLookStart(look)
      sink.write("(")
      writeLines(summary, indent: 1, look: look, into: &sink)
      sink.write(")")
      sink.writeLookEnd(look)
      sink.write(byte: UInt8(ascii: "\n"))
      needsBlankLine = true
    }
    if let footer = end.footer {
      if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
      writeLines(footer, indent: 0, look: colors?.footer ?? .plain, into: &sink, whole: true)
      sink.write(byte: UInt8(ascii: "\n"))
      needsBlankLine = true
    }
    // The footnotes first marked in the section, one under another, after a blank line.
    if !end.footnoteLines.isEmpty, needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    for note in end.footnoteLines {
      writeLines(note, indent: 0, look: colors?.footer ?? .plain, into: &sink, whole: true)
      sink.write(byte: UInt8(ascii: "\n"))
      needsBlankLine = true
    }
  }

  /// Writes the empty-state message of a table without rows.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    if let message = end.emptyMessage {
      if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
      writeLines(message, indent: 0, look: colors?.note ?? .plain, into: &sink, whole: true)
      sink.write(byte: UInt8(ascii: "\n"))
      needsBlankLine = true
    }
    // The source notes, one under another, after a blank line.
    if !end.notes.isEmpty, needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    for note in end.notes {
      writeLines(note, indent: 0, look: colors?.footer ?? .plain, into: &sink, whole: true)
      sink.write(byte: UInt8(ascii: "\n"))
    }
  }

  private mutating func writeHeading(
    _ text: String, underline: UInt8, look: TerminalStyle.Look?, into sink: inout ByteSink
  ) {
    if needsBlankLine { sink.write(byte: UInt8(ascii: "\n")) }
    var width = 0
    for line in text.lines {
      sink.writeLookStart(look ?? .plain)
      sink.writeTerminalSafe(line)
      sink.writeLookEnd(look ?? .plain)
      sink.write(byte: UInt8(ascii: "\n"))
      width = max(width, line.terminalSafe.displayWidth)
    }
    sink.write(repeating: underline, count: max(width, 1))
    sink.write(byte: UInt8(ascii: "\n"))
    needsBlankLine = true
  }

  /// Writes text whose later lines are indented to line up under the first, in a look that
  /// it turns on and off around the text when `whole`.
  private func writeLines(
    _ text: String, indent: Int, look: TerminalStyle.Look, into sink: inout ByteSink,
    whole: Bool = false
  ) {
    if whole { sink.writeLookStart(look) }
    text.withUTF8Bytes { Self.writeLines($0, indent: indent, look: look, into: &sink) }
    if whole { sink.writeLookEnd(look) }
  }

  /// Writes text given as UTF-8 whose later lines are indented to line up under the first.
  ///
  /// The text stands in a look that is on: it is turned off before each line break and on
  /// again after the indent, so that no attribute (a background, an underline) runs past
  /// the text.
  private static func writeLines(
    _ text: UnsafeBufferPointer<UInt8>, indent: Int, look: TerminalStyle.Look,
    into sink: inout ByteSink
  ) {
    var lineStart = 0
    while let lineBreak = LineBreaks.next(in: text, from: lineStart) {
      sink.writeTerminalSafe(
        bytes: UnsafeBufferPointer(rebasing: text[lineStart..<lineBreak.start]))
      sink.writeLookEnd(look)
      sink.write(byte: UInt8(ascii: "\n"))
      sink.write(repeating: UInt8(ascii: " "), count: indent)
      sink.writeLookStart(look)
      lineStart = lineBreak.end
    }
    sink.writeTerminalSafe(bytes: UnsafeBufferPointer(rebasing: text[lineStart...]))
  }

  /// The text with each search match between `«` and `»`.
  private static func marked(_ runs: HighlightedRuns) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(runs.bytes.count + 4 * runs.ranges.count)
    runs.forEachRun { run, isMatch in
      if isMatch { result += "\u{AB}".utf8 }
      result += run
      if isMatch { result += "\u{BB}".utf8 }
    }
    return result
  }
}
