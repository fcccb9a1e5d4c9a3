extension HTMLBackend {
  /// Writes a row as a list item, `<li class="ts-row ts-style-default">` and a `span` per
  /// text and cell, and returns `true`; returns `false` when `target` cannot write one of its
  /// parts (the target is then dropped and the item written again into the sink).
  static func writeListItem(
    _ row: CellContent, texts: CellTextBytes, highlights: ByteHighlights,
    labelled: Bool, _ footnoteMarks: FootnoteMarks, into target: inout some HTMLRowTarget
  ) -> Bool {
    guard writeRowStart("li", row, into: &target) else { return false }
    writeCheckbox(row, labelled: labelled, into: &target)
    if let image = texts[.image] {
      guard target.writeChecked({ writeImage(String(decoding: image, as: UTF8.self), into: &$0) })
      else { return false }
    }
    if let link = texts[.link] {
      guard target.writeChecked({ writeLinkedText(texts.text, highlights.text, link, into: &$0) })
      else { return false }
    } else {
      guard writeSpan("ts-text", texts.text, highlights.text, into: &target) else { return false }
    }
    let marks = row.footnoteMarks
    if let marks = marks?.columns[0] {
      guard
        target.writeChecked({
          writeReferences(marks, row: row, column: 0, footnoteMarks, into: &$0)
        })
      else { return false }
    }
    if let secondary = texts[.secondaryText] {
      target.write(" ")
      guard writeSpan("ts-secondary", secondary, highlights.secondaryText, into: &target) else {
        return false
      }
    }
    if let detail = texts[.detailText] {
      target.write(" ")
      guard writeSpan("ts-detail", detail, highlights.detailText, into: &target) else {
        return false
      }
    }
    // The cells that the text and detail do not show, so that none is left out.
    for cell in texts.unshownCells {
      target.write(" ")
      guard writeSpan("ts-cell", cell, [], into: &target) else { return false }
    }
    // The references of the other cells follow the cells, each with its own id.
    for (column, marks) in marks?.columns.sorted(by: { $0.key < $1.key }) ?? [] where column > 0 {
      guard
        target.writeChecked({
          writeReferences(marks, row: row, column: column, footnoteMarks, into: &$0)
        })
      else { return false }
    }
    switch row.accessory {
    case .disclosureIndicator:
      target.write(" <span class=\"ts-accessory\" aria-hidden=\"true\">\u{203A}</span>")
    case .detailButton:
      target.write(
        " <span class=\"ts-accessory\" role=\"img\" aria-label=\"details\">\u{24D8}</span>")
    default: break
    }
    target.write("</li>\n")
    return true
  }

  /// Writes a row that needs no more than escaping as a list item, in room made for it, as
  /// ``writeListItem(_:texts:highlights:labelled:_:into:)`` writes it, and returns `true`;
  /// returns `false`, for the sink's writes, when the row has an `id`, an image or a link.
  ///
  /// The caller has checked that the row is a data row with no search match and no footnote
  /// mark. Each span's opening markup is one literal, and no highlights, closures or
  /// protocol calls are passed per text: this is the path of almost every row of a large list.
  static func writePlainListItem(
    _ row: CellContent, texts: CellTextBytes, labelled: Bool, into cursor: inout ByteCursor
  ) -> Bool {
    guard texts.span(.id).isAbsent, texts.span(.image).isAbsent, texts.span(.link).isAbsent
    else { return false }
    cursor.write("<li class=\"")
    writeRowClasses(row, into: &cursor)
    cursor.write(row.state == .disabled ? "\" aria-disabled=\"true\">" : "\">")
    writeCheckbox(row, labelled: labelled, into: &cursor)
    cursor.write("<span class=\"ts-text\">")
    cursor.appendHTMLEscaped(texts.text)
    cursor.write("</span>")
    if let secondary = texts[.secondaryText] {
      cursor.write(" <span class=\"ts-secondary\">")
      cursor.appendHTMLEscaped(secondary)
      cursor.write("</span>")
    }
    if let detail = texts[.detailText] {
      cursor.write(" <span class=\"ts-detail\">")
      cursor.appendHTMLEscaped(detail)
      cursor.write("</span>")
    }
    // The cells that the text and detail do not show, so that none is left out.
    for cell in texts.unshownCells {
      cursor.write(" <span class=\"ts-cell\">")
      cursor.appendHTMLEscaped(cell)
      cursor.write("</span>")
    }
    switch row.accessory {
    case .disclosureIndicator:
      cursor.write(" <span class=\"ts-accessory\" aria-hidden=\"true\">\u{203A}</span>")
    case .detailButton:
      cursor.write(
        " <span class=\"ts-accessory\" role=\"img\" aria-label=\"details\">\u{24D8}</span>")
    default: break
    }
    cursor.write("</li>\n")
    return true
  }

  /// The most bytes a list item's markup takes, apart from its texts and cells: the row's
  /// start tag, check box, accessory and end tag.
  static let listItemMarkup = 320

  /// The most bytes one text of a list item or one cell of a table row adds besides its
  /// escaped bytes: the markup around it (` <span class="ts-secondary">` and `</span>`, or a
  /// cell's start and end tags) and the last word the escaper stores whole.
  static let rowTextMarkup = 64

  /// Writes the text of a list item with a link: in an `a` element when the link policy
  /// allows the URL, in a `span` otherwise.
  private static func writeLinkedText(
    _ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>],
    _ link: UnsafeBufferPointer<UInt8>, into sink: inout ByteSink
  ) {
    guard let safe = LinkPolicy.safeURL(String(decoding: link, as: UTF8.self)) else {
      _ = writeSpan("ts-text", text, highlights, into: &sink)
      return
    }
    sink.write("<a class=\"ts-text\"")
    writeAttribute("href", safe, into: &sink)
    sink.write(">")
    writeHighlighted(text, highlights, into: &sink)
    sink.write("</a>")
  }

  /// Writes a text in a `span` of a class; returns `false` when `target` cannot write it.
  static func writeSpan(
    _ cssClass: StaticString, _ text: UnsafeBufferPointer<UInt8>,
    _ highlights: [Range<Int>], into target: inout some HTMLRowTarget
  ) -> Bool {
    target.write("<span class=\"")
    target.write(cssClass)
    target.write("\">")
    guard target.writeText(text, highlights) else { return false }
    target.write("</span>")
    return true
  }
}

/// Where a row's HTML goes: the sink, or room made in it for the whole row, which takes only
/// what needs no more than escaping (no search match, link, image, `id` or footnote).
protocol HTMLRowTarget {
  /// Appends literal markup.
  mutating func write(_ text: StaticString)
  /// Appends a text escaped, its search matches in `mark` elements; returns `false` when the
  /// target cannot.
  mutating func writeText(_ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>])
    -> Bool
  /// Calls `write` with the sink, for a part that needs its checked writes, and returns
  /// `true`; returns `false`, calling nothing, when the target is not the sink.
  mutating func writeChecked(_ write: (inout ByteSink) -> Void) -> Bool
}

extension ByteSink: HTMLRowTarget {
  mutating func writeText(_ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>])
    -> Bool
  {
    HTMLBackend.writeHighlighted(text, highlights, into: &self)
    return true
  }

  mutating func writeChecked(_ write: (inout ByteSink) -> Void) -> Bool {
    write(&self)
    return true
  }
}

extension ByteCursor: HTMLRowTarget {
  mutating func writeText(_ text: UnsafeBufferPointer<UInt8>, _ highlights: [Range<Int>])
    -> Bool
  {
    guard highlights.isEmpty else { return false }
    appendHTMLEscaped(text)
    return true
  }

  mutating func writeChecked(_ write: (inout ByteSink) -> Void) -> Bool {
    false
  }
}

extension HTMLBackend {
  /// The name of a row's style in its class, `ts-style-` and this: its raw value, as a
  /// literal that a cursor writes.
  static func className(_ style: CellStyle) -> StaticString {
    switch style {
    case .default: "default"
    case .subtitle: "subtitle"
    case .value1: "value1"
    case .value2: "value2"
    }
  }

  /// The name of a row's accessory in its class, `ts-accessory-` and this: its raw value.
  static func className(_ accessory: CellAccessory) -> StaticString {
    switch accessory {
    case .none: "none"
    case .disclosureIndicator: "disclosureIndicator"
    case .checkmark: "checkmark"
    case .unchecked: "unchecked"
    case .detailButton: "detailButton"
    }
  }

  /// The name of a row's state in its class, `ts-state-` and this: its raw value.
  static func className(_ state: CellState) -> StaticString {
    switch state {
    case .normal: "normal"
    case .selected: "selected"
    case .highlighted: "highlighted"
    case .disabled: "disabled"
    }
  }
}
