import TableShim

/// The document's own keys: `title`, `subtitle`, `notes`, `missing`, the footnotes' keys, and
/// `sections`, whose elements ``JSONTableParser`` reads as sections.
extension JSONTableParser {
  /// Reads the document's opening brace, after a byte order mark if there is one.
  mutating func startDocument() throws(InputError) {
    try parser.window.skipByteOrderMark()
    guard let first = try parser.peek() else { throw parser.failure(.expectedValue) }
    guard first == UInt8(ascii: "{") else {
      try parser.wrongType(path: "", expected: [.object], depth: 0, closing: nil)
    }
    documentStart = parser.window.location(ofIndex: parser.window.index)
    parser.window.index += 1
    place = .document
    isFirst = true
  }

  /// Reads one key of the document and its value; at the closing brace, ends the document.
  mutating func readDocumentMember() throws(InputError) {
    parser.window.mark = parser.window.index
    guard
      let (key, offset) = try parser.nextKey(
        of: Self.documentKeys, seen: &documentKeys, isFirst: isFirst, path: "")
    else {
      guard documentKeys & 2 != 0 else {
        throw .missingKey(
          documentStart ?? parser.window.location(ofIndex: 0), key: "sections", path: "")
      }
      sendHeldItems()
      place = .end
      return
    }
    isFirst = false
    if key == 0 {
      guard !isTitleKnown else { throw tooLate(key: "title", before: "sections", at: offset) }
      sink.batch.append(.title(try parser.readString(path: "title", depth: 1)))
      sendHeldItems()
    } else if key == 2 {
      guard !sentSection else {
        throw .subtitleAfterSection(parser.window.location(ofOffset: offset))
      }
      sink.batch.append(.subtitle(try parser.readString(path: "subtitle", depth: 1)))
    } else if key == 3 {
      try readNotes()
    } else if key == 5 || key == 6 || key == 7 {
      guard documentKeys & 2 == 0 else {
        throw .keyTooLate(
          parser.window.location(ofOffset: offset),
          key: ["footnotes", "footnoteMarks", "footnotePlacement"][key - 5],
          before: "sections", path: "", limit: 0)
      }
      switch key {
      case 5: try readFootnotes()
      case 6: try readFootnoteMarks()
      default: try readFootnotePlacement()
      }
    } else if key == 4 {
      guard documentKeys & 2 == 0 else {
        throw .keyTooLate(
          parser.window.location(ofOffset: offset), key: "missing", before: "sections", path: "",
          limit: 0)
      }
      missingMark = try parser.readString(path: "missing", depth: 1)
    } else {
      guard try parser.peek() == UInt8(ascii: "[") else {
        try parser.wrongType(path: "sections", expected: [.array], depth: 1, closing: closeBrace)
      }
      parser.window.index += 1
      place = .sections
      isFirst = true
    }
  }

  /// Reads the `notes` array and sends each note: notes may come anywhere in a stream.
  private mutating func readNotes() throws(InputError) {
    guard try parser.peek() == UInt8(ascii: "[") else {
      try parser.wrongType(path: "notes", expected: [.array], depth: 1, closing: closeBrace)
    }
    parser.window.index += 1
    var index = 0
    while let first = try parser.nextElement(isFirst: index == 0) {
      guard first == UInt8(ascii: "\"") else {
        try parser.wrongType(
          path: "notes[\(index)]", expected: [.string], depth: 2, closing: closeBracket)
      }
      sink.batch.append(.note(try parser.readString(path: "notes[\(index)]", depth: 2)))
      index += 1
    }
  }

  /// Sends the items held while the title was not known: the title is known from now on.
  mutating func sendHeldItems() {
    isTitleKnown = true
    if !heldItems.isEmpty { sentSection = true }
    sink.batch.append(contentsOf: heldItems)
    heldItems.removeAll()
    heldItemRows = 0
  }
}
