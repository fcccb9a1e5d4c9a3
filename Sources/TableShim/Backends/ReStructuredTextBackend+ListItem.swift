extension ReStructuredTextBackend {
  /// Writes one row as the text of a bullet-list item:
  /// `[x] text — detail — cell › [disabled]`, then its secondary text on a line of its own.
  ///
  /// An item with a secondary text or a text of several lines is a line block, each line
  /// after a `| `. Markup written next to a line break keeps its spaces, as substitutions.
  struct ListItem {
    let accessory: CellAccessory
    let state: CellState
    /// Whether the output stands at the start of a line of the item.
    private var atLineStart = true
    /// The footnote references of the row's text (its first column), and of its other cells.
    private var textReferences = "", cellReferences = ""

    /// The indent of the item's continuation lines: the width of `- `.
    static let indent = 2

    init(_ row: CellContent) {
      accessory = row.accessory
      state = row.state
      if let footnotes = row.footnoteMarks {
        for (column, numbers) in footnotes.columns.sorted(by: { $0.key < $1.key }) {
          if column == 0 {
            textReferences = ReStructuredTextBackend.references(numbers)
          } else {
            cellReferences += ReStructuredTextBackend.references(numbers)
          }
        }
      }
    }

    /// Writes the item's texts, recording the substitutions it uses.
    mutating func write(
      _ texts: CellTextBytes, substitutions: inout ReStructuredTextSubstitutions,
      into sink: inout ByteSink
    ) {
      let detail = texts[.detailText].flatMap { $0.isEmpty ? nil : $0 }
      let secondary = texts[.secondaryText].flatMap { $0.isEmpty ? nil : $0 }
      var isBlock =
        secondary != nil || LineBreaks.contains(texts.text)
        || detail.map(LineBreaks.contains) == true || texts[.image].map(LineBreaks.contains) == true
      for cell in texts.unshownCells where !isBlock { isBlock = LineBreaks.contains(cell) }
      if isBlock { sink.write("| ") }
      let trailer =
        accessory == .disclosureIndicator || accessory == .detailButton
        || state != .normal
      var cells = texts.unshownCells
      var nextCell = cells.next()
      let text = texts.text
      switch accessory {
      case .checkmark:
        markup("[x] ", before: texts[.image] ?? text, substitutions: &substitutions, into: &sink)
      case .unchecked:
        markup("[ ] ", before: texts[.image] ?? text, substitutions: &substitutions, into: &sink)
      default: break
      }
      if let image = texts[.image] {
        writeImage(image, before: text, substitutions: &substitutions, into: &sink)
      }
      let link =
        text.isEmpty
        ? nil : texts[.link].flatMap { LinkPolicy.safeURL(String(decoding: $0, as: UTF8.self)) }
      if let link, Self.isLinkable(text) {
        sink.write("`")
        sink.writeReStructuredTextEscaped(
          bytes: text, in: .lines(indent: Self.indent), substitutions: &substitutions,
          startsLine: false, endsLine: false)
        writeTarget(link, afterText: true, into: &sink)
        writeReferences(textReferences, into: &sink)
      } else {
        write(
          text, endsLine: !(detail != nil || nextCell != nil || trailer || link != nil),
          &substitutions, &sink)
        writeReferences(textReferences, into: &sink)
        if let link {
          markup(" ", before: nil, endsLine: false, substitutions: &substitutions, into: &sink)
          sink.write("`")
          writeTarget(link, afterText: false, into: &sink)
        }
      }
      if let detail {
        markup(" \u{2014} ", before: detail, substitutions: &substitutions, into: &sink)
        write(detail, endsLine: !(nextCell != nil || trailer), &substitutions, &sink)
      }
      while let cell = nextCell {
        nextCell = cells.next()
        markup(" \u{2014} ", before: cell, substitutions: &substitutions, into: &sink)
        write(cell, endsLine: !(nextCell != nil || trailer), &substitutions, &sink)
      }
      writeReferences(cellReferences, into: &sink)
      switch accessory {
      case .disclosureIndicator:
        markup(" \u{203A}", before: nil, substitutions: &substitutions, into: &sink)
      case .detailButton:
        markup(" \u{24D8}", before: nil, substitutions: &substitutions, into: &sink)
      default: break
      }
      switch state {
      case .normal: break
      case .selected: markup(" [selected]", before: nil, substitutions: &substitutions, into: &sink)
      case .highlighted:
        markup(" [highlighted]", before: nil, substitutions: &substitutions, into: &sink)
      case .disabled: markup(" [disabled]", before: nil, substitutions: &substitutions, into: &sink)
      }
      if let secondary {
        sink.write("\n  | ")
        atLineStart = true
        write(secondary, endsLine: true, &substitutions, &sink)
      }
    }

    /// Writes an image: a symbol as text, a safe image URL as a link to it (a picture in
    /// the text would need a substitution definition of its own), nothing for another URL.
    private mutating func writeImage(
      _ image: UnsafeBufferPointer<UInt8>, before text: UnsafeBufferPointer<UInt8>,
      substitutions: inout ReStructuredTextSubstitutions, into sink: inout ByteSink
    ) {
      guard image.contains(UInt8(ascii: "/")) else {
        write(image, endsLine: false, &substitutions, &sink)
        return markup(" ", before: text, substitutions: &substitutions, into: &sink)
      }
      guard let url = LinkPolicy.safeURL(String(decoding: image, as: UTF8.self)) else { return }
      sink.write("`")
      writeTarget(url, afterText: false, into: &sink)
      markup(" ", before: text, substitutions: &substitutions, into: &sink)
    }

    /// Writes the end of an anonymous hyperlink reference, `<url>`__`, after the opening
    /// backquote and the reference's text, if any (without one the URL is the text).
    private mutating func writeTarget(_ url: String, afterText: Bool, into sink: inout ByteSink) {
      sink.write(afterText ? " <" : "<")
      sink.writeReStructuredTextURI(url)
      sink.write(">`__")
      atLineStart = false
    }

    /// Writes footnote references, `\ [3]_`, after what the item has written.
    private mutating func writeReferences(_ references: String, into sink: inout ByteSink) {
      guard !references.isEmpty else { return }
      sink.write(references)
      atLineStart = false
    }

    /// Writes one of the item's texts, escaped.
    private mutating func write(
      _ text: UnsafeBufferPointer<UInt8>, endsLine: Bool,
      _ substitutions: inout ReStructuredTextSubstitutions, _ sink: inout ByteSink
    ) {
      guard !text.isEmpty else { return }
      sink.writeReStructuredTextEscaped(
        bytes: text, in: .lines(indent: Self.indent), substitutions: &substitutions,
        startsLine: atLineStart, endsLine: endsLine)
      atLineStart = Self.isLineBreak(text[text.count - 1])
    }

    /// Writes markup, with a space at either end of a line as a substitution: at the start
    /// after a text that ends with a line break, at the end before one that starts with one
    /// (or before an empty text).
    private mutating func markup(
      _ markup: StaticString, before next: UnsafeBufferPointer<UInt8>?, endsLine: Bool? = nil,
      substitutions: inout ReStructuredTextSubstitutions, into sink: inout ByteSink
    ) {
      let endsLine = endsLine ?? (next.map { $0.isEmpty || Self.isLineBreak($0[0]) } ?? true)
      guard atLineStart || endsLine else {
        // Markup between texts on a line keeps its spaces: most markup.
        atLineStart = false
        return sink.write(markup)
      }
      sink.writeReStructuredTextEscaped(
        bytes: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount),
        in: .lines(indent: Self.indent), substitutions: &substitutions, startsLine: atLineStart,
        endsLine: endsLine, raw: true)
      atLineStart = false
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Whether a text can be a hyperlink reference's text: one line, not empty, with no
    /// white space at its ends and nothing that needs a substitution, which cannot stand
    /// inside a reference.
    static func isLinkable(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
      guard !text.isEmpty, !LineBreaks.contains(text),
        let first = UTF8Scalars.scalar(startingAt: 0, in: text),
        let last = UTF8Scalars.scalar(endingAt: text.count, in: text),
        !ReStructuredTextWhiteSpace.contains(first), !ReStructuredTextWhiteSpace.contains(last)
      else { return false }
      return !UTF8Scalars.Decoded(text).contains {
        $0.value == 0x09 || $0.value == 0x2028 || $0.value == 0x2029
      }
    }
  }
}
