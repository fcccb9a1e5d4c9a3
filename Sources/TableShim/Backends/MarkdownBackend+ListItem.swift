extension MarkdownBackend {
  /// Writes a row as a list item, `- [x] **text** — *detail* — *cell*` (the cells that the
  /// text and detail do not show follow the detail) with its secondary text on a line of its
  /// own, and returns `true`; returns `false` when `target` cannot write one of
  /// its parts (the target is then dropped and the item written again into the sink).
  static func writeListItem(
    _ row: CellContent, texts: CellTextBytes, highlights: ByteHighlights,
    bullet: UInt8, into target: inout some MarkdownListItemTarget
  ) -> Bool {
    target.write(byte: bullet)
    target.write(byte: UInt8(ascii: " "))
    switch row.accessory {
    case .checkmark: target.write("[x] ")
    case .unchecked: target.write("[ ] ")
    default: break
    }
    // Whether the item's first line has content: a separator stands only between two parts,
    // since white space after the marker would change the item's indent.
    var started = false
    if let image = texts[.image], isShownImage(image) {
      guard target.writeItemImage(image) else { return false }
      started = true
    }
    let (open, close) = delimiters(for: row.state)
    if !texts.text.isEmpty {
      if started { target.write(byte: UInt8(ascii: " ")) }
      target.write(open)
      guard target.writeItemText(texts.text, highlights.text, link: texts[.link]) else {
        return false
      }
      target.write(close)
      guard target.writeReferences(row, columns: { $0 == 0 }) else { return false }
      started = true
    }
    // The detail, then the cells that the text and detail do not show, so that none is left
    // out.
    var details = texts.unshownCells
    var detail = texts[.detailText].flatMap { $0.isEmpty ? nil : $0 } ?? details.next()
    var highlighted = texts[.detailText]?.isEmpty == false ? highlights.detailText : []
    while let text = detail {
      target.write(started ? " \u{2014} *" : "\u{2014} *")
      guard target.writeItemText(text, highlighted, link: nil) else { return false }
      target.write("*")
      started = true
      detail = details.next()
      highlighted = []
    }
    // The references of the other cells end the item's first line, as in reStructuredText
    // (those of a row without text too).
    let textShown = !texts.text.isEmpty
    guard target.writeReferences(row, columns: { $0 > 0 || !textShown }) else { return false }
    if let secondary = texts[.secondaryText], !secondary.isEmpty {
      // A hard line break and the item's indent, after a first line with content.
      target.write(started ? "\\\n  *" : "*")
      guard target.writeItemText(secondary, highlights.secondaryText, link: nil) else {
        return false
      }
      target.write("*")
    }
    switch row.accessory {
    case .disclosureIndicator: target.write(" \u{203A}")
    case .detailButton: target.write(" \u{24D8}")
    default: break
    }
    target.write(byte: UInt8(ascii: "\n"))
    return true
  }

  /// Writes a row that needs no more than escaping as a list item, in room made for it, as
  /// ``writeListItem(_:texts:highlights:bullet:into:)`` writes it, and returns `true`;
  /// returns `false` for a row with an image or a link, or a text that the one-pass
  /// escaper leaves to the sink's writes (the item is then written into the sink).
  ///
  /// The caller has checked that the row has no footnote mark, and made room for the markup
  /// of each text and each highlight (``listItemTextMarkup``). It reads each field's place
  /// once and walks the columns itself, with no closures or protocol calls per text: this is
  /// the path of almost every row of a large list, and of a search's matches. It is compiled
  /// once for rows without matches (``NoHighlights``) and once for rows with them.
  static func writePlainListItem(
    _ row: CellContent, texts: CellTextBytes, highlights: some ListItemHighlights,
    bullet: UInt8, into cursor: inout ByteCursor
  ) -> Bool {
    guard texts.span(.image).isAbsent, texts.span(.link).isAbsent else { return false }
    cursor.write(byte: bullet)
    cursor.write(byte: UInt8(ascii: " "))
    switch row.accessory {
    case .checkmark: cursor.write("[x] ")
    case .unchecked: cursor.write("[ ] ")
    default: break
    }
    var started = false
    let text = texts.text
    if !text.isEmpty {
      let (open, close) = delimiters(for: row.state)
      cursor.write(open)
      guard cursor.appendMarkdownText(text, highlights.ranges(of: .text)) else { return false }
      cursor.write(close)
      started = true
    }
    var cells = texts.unshownCells
    var highlighted = highlights.ranges(of: .detailText)
    var detail = texts.nonEmpty(.detailText)
    if detail == nil {
      detail = cells.next()
      highlighted = nil
    }
    while let shown = detail {
      cursor.write(started ? " \u{2014} *" : "\u{2014} *")
      guard cursor.appendMarkdownText(shown, highlighted) else { return false }
      cursor.write(byte: UInt8(ascii: "*"))
      started = true
      detail = cells.next()
      highlighted = nil
    }
    if let secondary = texts.nonEmpty(.secondaryText) {
      cursor.write(started ? "\\\n  *" : "*")
      guard cursor.appendMarkdownText(secondary, highlights.ranges(of: .secondaryText)) else {
        return false
      }
      cursor.write(byte: UInt8(ascii: "*"))
    }
    switch row.accessory {
    case .disclosureIndicator: cursor.write(" \u{203A}")
    case .detailButton: cursor.write(" \u{24D8}")
    default: break
    }
    cursor.write(byte: UInt8(ascii: "\n"))
    return true
  }

  /// Writes a row with search matches that needs no more than escaping as a list item, in
  /// room made for it and its matches, as
  /// ``writePlainListItem(_:texts:highlights:bullet:into:)`` writes it; returns whether it
  /// did.
  @inline(never)
  static func writeMarkedListItem(
    _ row: CellContent, texts: CellTextBytes, bullet: UInt8, into sink: inout ByteSink
  ) -> Bool {
    guard let highlights = texts.highlights else { return false }
    let room =
      listItemMarkup + ByteCursor.markdownRoom(for: texts.byteCount)
      + (3 + texts.columnCount + highlights.count) * listItemTextMarkup
    return sink.write(upTo: room) { cursor in
      writePlainListItem(row, texts: texts, highlights: highlights, bullet: bullet, into: &cursor)
    }
  }

  /// Whether an image shows: a symbol that is not empty, or a URL the link policy allows.
  private static func isShownImage(_ image: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !image.isEmpty else { return false }
    guard image.contains(UInt8(ascii: "/")) else { return true }
    return LinkPolicy.safeURL(String(decoding: image, as: UTF8.self)) != nil
  }

  /// The indent of a list item's continuation lines: the width of `- `.
  static let listItemIndent = 2

  /// The most bytes a list item's markup takes, apart from its texts and cells.
  static let listItemMarkup = 40

  /// The most bytes one text of a list item adds besides its escaped bytes: the markup
  /// around a cell (` — *` and `*`) and the last word the escaper stores whole.
  static let listItemTextMarkup = 16
}

/// Where a Markdown list item that needs more than escaping goes: the sink.
///
/// An item with search matches, footnote marks, an image or a link is written here; the
/// others are written in room made for them.
protocol MarkdownListItemTarget {
  /// Appends literal markup.
  mutating func write(_ text: StaticString)
  /// Appends one byte of markup.
  mutating func write(byte: UInt8)
  /// Appends one of the item's texts escaped, its search matches in strong emphasis, as a
  /// link when it has one; returns `false` when the target cannot.
  mutating func writeItemText(
    _ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    link: UnsafeBufferPointer<UInt8>?
  ) -> Bool
  /// Appends the item's image; returns `false` when the target cannot.
  mutating func writeItemImage(_ image: UnsafeBufferPointer<UInt8>) -> Bool
  /// Appends the GFM footnote references (`[^3]`) of the row's cells whose column index
  /// `columns` accepts, in column order; returns `false` when the target cannot.
  mutating func writeReferences(_ row: CellContent, columns: (Int) -> Bool) -> Bool
}

extension ByteSink: MarkdownListItemTarget {
  mutating func writeItemText(
    _ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    link: UnsafeBufferPointer<UInt8>?
  ) -> Bool {
    MarkdownBackend.writeText(
      text, highlights, link: link, indent: MarkdownBackend.listItemIndent, into: &self)
    return true
  }

  mutating func writeItemImage(_ image: UnsafeBufferPointer<UInt8>) -> Bool {
    MarkdownBackend.writeImage(String(decoding: image, as: UTF8.self), into: &self)
    return true
  }

  mutating func writeReferences(_ row: CellContent, columns: (Int) -> Bool) -> Bool {
    for column in row.footnoteMarks?.columns.keys.sorted() ?? [] where columns(column) {
      MarkdownBackend.writeCellReferences(row, column: column, into: &self)
    }
    return true
  }
}

extension CellTextBytes {
  /// A field's bytes when it has a text that is not empty.
  func nonEmpty(_ field: CellTexts.Field) -> UnsafeBufferPointer<UInt8>? {
    guard let bytes = self[field], !bytes.isEmpty else { return nil }
    return bytes
  }
}

extension ByteCursor {
  /// Appends one of a list item's texts escaped, its search matches (if any) in strong
  /// emphasis, as ``MarkdownBackend``'s sink writes them; returns `false`, having written
  /// nothing that counts, when a run needs the sink's writes.
  ///
  /// It needs ``markdownRoom(for:)`` bytes of room, and
  /// ``MarkdownBackend/listItemTextMarkup`` more for each highlight.
  @inline(__always)
  fileprivate mutating func appendMarkdownText(
    _ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>]?
  ) -> Bool {
    guard let highlights, !highlights.isEmpty else {
      return appendMarkdownText(text, blockStarts: true)
    }
    return appendHighlightedMarkdownText(text, highlights)
  }

  @inline(never)
  private mutating func appendHighlightedMarkdownText(
    _ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>]
  ) -> Bool {
    var start = 0
    var written = true
    HighlightedRuns(bytes: text, ranges: highlights).widenedForMarkdown().forEachRun {
      run, isMatch in
      guard written else { return }
      let end = start + run.count
      // Runs that a line break starts or ends are left to the sink, which writes line by line.
      let startsLine = start == 0 || isMatch
      let endsLine = end == text.count || isMatch
      if isMatch { write("**") }
      written = appendMarkdownText(
        run, blockStarts: startsLine, startsLine: startsLine, endsLine: endsLine)
      if isMatch { write("**") }
      start = end
    }
    return written
  }
}

/// The search matches of a list item written in one pass: a row's highlights, or none
/// (``NoHighlights``, most rows), for which the writer is compiled without looking for them.
protocol ListItemHighlights {
  /// The byte ranges of a field's matches, or `nil` when it has none.
  func ranges(of field: CellTexts.Field) -> [Range<Int>]?
}

/// No search match.
struct NoHighlights: ListItemHighlights {
  @inline(__always)
  func ranges(of field: CellTexts.Field) -> [Range<Int>]? { nil }
}

extension ByteHighlights: ListItemHighlights {
  func ranges(of field: CellTexts.Field) -> [Range<Int>]? {
    switch field {
    case .text: text
    case .secondaryText: secondaryText
    case .detailText: detailText
    default: nil
    }
  }
}
