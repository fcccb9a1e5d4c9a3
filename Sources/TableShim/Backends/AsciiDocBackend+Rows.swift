extension AsciiDocBackend {
  /// Writes a row as the text of a list item:
  /// `[x] **text** — __detail__ — __cell__ ›`, then a hard line break and `__secondary__`;
  /// `{empty}` for a row with nothing to show, since a list item needs text.
  static func writeListItem(_ row: CellContent, texts: CellTextBytes, into sink: inout ByteSink) {
    let start = sink.count
    switch row.accessory {
    case .checkmark: sink.write("[x] ")
    case .unchecked: sink.write("[ ] ")
    default: break
    }
    if let image = texts[.image] { writeImage(image, into: &sink) }
    let text = texts.text
    if !text.isEmpty {
      let (open, close) = delimiters(for: row.state)
      sink.write(open)
      let link = texts[.link].flatMap { LinkPolicy.safeURL(String(decoding: $0, as: UTF8.self)) }
      if let link {
        sink.write("link:")
        sink.writeAsciiDocTarget(link)
        sink.write("[")
      }
      sink.writeAsciiDocEscaped(bytes: text, in: .block)
      if link != nil { sink.write("]") }
      sink.write(close)
    }
    if let detail = texts[.detailText], !detail.isEmpty {
      writeEmphasized(detail, after: " \u{2014} ", into: &sink)
    }
    for cell in texts.unshownCells {
      writeEmphasized(cell, after: " \u{2014} ", into: &sink)
    }
    if let secondary = texts[.secondaryText], !secondary.isEmpty {
      writeEmphasized(secondary, after: " +\n", into: &sink)
    }
    switch row.accessory {
    case .disclosureIndicator: sink.write(" \u{203A}")
    case .detailButton: sink.write(" \u{24D8}")
    default: break
    }
    if sink.count == start { sink.write("{empty}") }
  }

  /// Writes markup and then a text in emphasis.
  private static func writeEmphasized(
    _ text: UnsafeBufferPointer<UInt8>, after markup: StaticString, into sink: inout ByteSink
  ) {
    sink.write(markup)
    sink.write("__")
    sink.writeAsciiDocEscaped(bytes: text, in: .block)
    sink.write("__")
  }

  /// Writes an image: a symbol as text, a safe image URL as an inline image, nothing for
  /// another URL.
  private static func writeImage(_ image: UnsafeBufferPointer<UInt8>, into sink: inout ByteSink) {
    guard image.contains(UInt8(ascii: "/")) else {
      sink.writeAsciiDocEscaped(bytes: image, in: .block)
      return sink.write(" ")
    }
    guard let url = LinkPolicy.safeURL(String(decoding: image, as: UTF8.self)) else { return }
    sink.write("image:")
    sink.writeAsciiDocTarget(url)
    sink.write("[] ")
  }

  /// Opens a table: its `cols` spec, one alignment per column (`<`, `^` or `>`; left when
  /// the column sets none), `options="header"` when it has column titles, and `|===`.
  static func writeTableStart(
    alignments: [ColumnAlignment?], header: Bool = true, into sink: inout ByteSink
  ) {
    sink.write("[cols=\"")
    for (index, alignment) in alignments.enumerated() {
      if index > 0 { sink.write(",") }
      switch alignment {
      case .center: sink.write("^")
      case .right: sink.write(">")
      case .left, nil: sink.write("<")
      }
    }
    sink.write(header ? "\",options=\"header\"]\n|===\n" : "\"]\n|===\n")
  }

  /// Writes a table's header: its column titles, under a row per level of spanners, each
  /// label centred over its columns (`2+^|Stats`).
  ///
  /// AsciiDoc has one header row: with spanners it is the outermost spanner row, and the
  /// later spanner rows and the titles are rows of header cells (`h|`).
  static func writeHeaderRows(_ columns: [Column], into sink: inout ByteSink) {
    let spanners = columns.spannerRows
    for (level, row) in spanners.enumerated() {
      for (index, cell) in row.enumerated() {
        if index > 0 { sink.write(" ") }
        if cell.columns.count > 1 { sink.write("\(cell.columns.count)+") }
        if cell.label != nil { sink.write("^") }
        sink.write(level == 0 ? "|" : "h|")
        cell.label?.withUTF8Bytes { sink.writeAsciiDocEscaped(bytes: $0, in: .block) }
      }
      sink.write(level == 0 ? "\n\n" : "\n")
    }
    for (index, column) in columns.enumerated() {
      if index > 0 { sink.write(" ") }
      sink.write(spanners.isEmpty ? "|" : "h|")
      column.title.withUTF8Bytes { sink.writeAsciiDocEscaped(bytes: $0, in: .block) }
    }
    sink.write("\n\n")
  }

  /// Writes one table row on a line of its own.
  ///
  /// That is `|` and each cell, in the emphasis of the
  /// row's state, the first after the row's check mark; `cellCount` cells come from `cell`,
  /// the rest of the table's columns stay empty. A space stands before each `|`, so that the
  /// end of a cell is never read as the next cell's spec (`2+|`, `e|`).
  static func writeTableRow(
    _ row: CellContent, cellCount: Int, columnCount: Int? = nil, into sink: inout ByteSink,
    cell: (Int) -> UnsafeBufferPointer<UInt8>
  ) {
    if row.role == .label, let columnCount, columnCount > 1 {
      // A label row: one cell spanning the columns, `3+|Europe`.
      sink.write(String(columnCount))
      sink.write("+|")
      sink.writeAsciiDocEscaped(bytes: cell(0), in: .block, startsLine: true)
      return sink.write(byte: UInt8(ascii: "\n"))
    }
    let (open, close) = delimiters(for: row.state)
    for column in 0..<max(cellCount, columnCount ?? 0) {
      sink.write(column == 0 ? "|" : " |")
      let text = column < cellCount ? cell(column) : UnsafeBufferPointer(start: nil, count: 0)
      var mark: StaticString = ""
      if column == 0 {
        switch row.accessory {
        case .checkmark: mark = "[x] "
        case .unchecked: mark = "[ ] "
        default: break
        }
      }
      guard !text.isEmpty || mark.utf8CodeUnitCount > 0 else { continue }
      sink.write(open)
      if mark.utf8CodeUnitCount > 0 {
        // The check mark is text in a cell, escaped with it (AsciiDoc has check boxes only in
        // lists).
        sink.writeAsciiDocEscaped(
          bytes: UnsafeBufferPointer(start: mark.utf8Start, count: mark.utf8CodeUnitCount),
          in: .block, endsLine: text.isEmpty)
      }
      sink.writeAsciiDocEscaped(bytes: text, in: .block, startsLine: mark.utf8CodeUnitCount == 0)
      sink.write(close)
    }
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// The markup that shows a row's state: around its text in a list, around each cell in a
  /// table.
  static func delimiters(for state: CellState) -> (StaticString, StaticString) {
    switch state {
    case .normal: ("", "")
    case .selected: ("**", "**")
    case .highlighted: ("__", "__")
    case .disabled: ("[.line-through]##", "##")
    }
  }
}
