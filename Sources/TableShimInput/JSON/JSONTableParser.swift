import TableShim

/// Reads the JSON table schema while it parses the document, and makes the table's items
/// (title, section starts, rows, section ends) as it goes, so that rows are rendered while the
/// input is still being read and a document of any length is never held whole.
///
/// The document is an object with an optional `title` and `subtitle` (strings), a `sections`
/// array and optional `notes` (an array of strings, the source notes, anywhere), `footnotes`
/// (objects with `target`, `name` or `row` and `column`, and `text`) and `footnoteMarks`
/// (`numbers`, `letters` or `symbols`), both before `sections`. A
/// section is an object with optional `header`, `footer` and `id` (strings), `columns`
/// (strings, or objects with a `title` and optional `spanners`, an array of strings; an empty
/// array for none; without the key, the previous section's) and `rows`. A
/// row is a string (one cell), an array of strings, or an object with `cells` (an array of
/// strings) and optional `checked` (a boolean), `state`, `link`, `detail`, `style` and `id`
/// (strings). Any other key, a
/// key given twice, a value of another type (`null` included), and a row with more cells than
/// its section has columns are errors that point at the key or value.
///
/// A section's start carries its header and columns, and is sent before its rows, so keys
/// that come after others they decide are waited for:
///
/// - a section's rows are held until its `header` and `columns` keys have been read, or the
///   section has ended: the usual order, `header` and `columns` before `rows`, holds nothing,
///   and a `footer` after the rows is sent with the section's end (an `id` after `rows` is
///   taken while the rows are held, and is an error once they were sent, as `header` is);
/// - every row is held until the `title` key has been read, or the document has ended; a
///   `subtitle` is taken until the first section was sent.
///
/// At most ``heldRowLimit`` rows wait so. The next row sends them on, with the title, header
/// and columns known by then, and a `title`, `header` or `columns` key that comes after that is
/// an error (``InputError/keyTooLate(_:key:before:path:limit:)``). Memory stays bounded
/// whatever the order of the keys and the length of the input, and the output is never wrong.
struct JSONTableParser {
  /// The most rows held back waiting for a `title`, `header` or `columns` key.
  static let heldRowLimit = 1_000

  /// Where in the document the parser is.
  enum Place {
    case start, document, sections, section, rows, end, finished
  }

  /// What is known of the section being read.
  private struct Section {
    var header: String?
    var footer: String?
    var id: String?
    /// The keys read so far, as bits of `sectionKeys`.
    var keys: UInt8 = 0
    /// Whether its start was made: its rows are made as they are read.
    var isStarted = false
    /// Whether its rows are held until its start is known.
    var isHolding = false
  }

  static let documentKeys: [StaticString] = [
    "title", "sections", "subtitle", "notes", "missing", "footnotes", "footnoteMarks",
    "footnotePlacement",
  ]
  private static let sectionKeys: [StaticString] = ["header", "footer", "columns", "rows", "id"]
  static let rowKeys: [StaticString] = [
    "cells", "checked", "state", "link", "detail", "style", "id", "label",
  ]

  var parser: JSONParser
  /// What the parser made.
  let sink = JSONItemSink()
  var place = Place.start
  /// Whether the next member or element is the first of its object or array.
  var isFirst = true

  var documentStart: InputLocation?
  var documentKeys: UInt8 = 0
  /// Whether the title was sent, or the table went on without one.
  var isTitleKnown = false
  /// Whether a section's start was sent, after which a subtitle is too late.
  var sentSection = false
  /// The items made while the title is not known, and how many of them are rows.
  var heldItems: [JSONItem] = []
  var heldItemRows = 0

  private(set) var sectionIndex = -1
  /// The column titles in force: given by this section, or inherited.
  private(set) var columns: [Column]?
  /// The document's `missing`: the mark of every column without its own.
  var missingMark: String?
  private var section = Section()
  private(set) var rowIndex = 0
  private var heldRows = JSONHeldRows()
  /// The cells of the row being read.
  let cells = CellBytes()
  /// The input offsets of the cells of a row being held.
  var cellOffsets: [Int] = []

  /// Creates a parser of a source; nothing is read yet.
  init(_ source: InputSource) {
    parser = JSONParser(window: source.byteWindow())
  }

  /// Whether the rows of the section being read are held back.
  var isHoldingRows: Bool { section.isHolding }

  /// Reads on until the sink holds `count` items or more, the input ends, or it fails, which
  /// ends the sink's batch with the error.
  mutating func fill(upTo count: Int) {
    do {
      while sink.batch.count < count && place != .finished { try step() }
    } catch {
      place = .finished
      sink.batch.failure = error
      sink.batch.isFinished = true
    }
  }

  /// Reads one part of the document: a key and its value, an array's element or its end.
  private mutating func step() throws(InputError) {
    switch place {
    case .rows: try readRow()
    case .start: try startDocument()
    case .document: try readDocumentMember()
    case .sections: try readSection()
    case .section: try readSectionMember()
    case .end:
      guard try parser.peek() == nil else { throw parser.failure(.expectedEnd) }
      place = .finished
      sink.batch.isFinished = true
    case .finished: return
    }
  }

  // MARK: Sections

  private mutating func readSection() throws(InputError) {
    guard let first = try parser.nextElement(isFirst: isFirst) else {
      place = .document
      isFirst = false
      return
    }
    isFirst = false
    sectionIndex += 1
    guard first == UInt8(ascii: "{") else {
      try parser.wrongType(
        path: Self.path(ofSection: sectionIndex), expected: [.object], depth: 2,
        closing: closeBracket)
    }
    parser.window.index += 1
    section = Section()
    place = .section
    isFirst = true
  }

  private mutating func readSectionMember() throws(InputError) {
    if !section.isHolding { parser.window.mark = parser.window.index }
    let index = sectionIndex
    guard
      let (key, offset) = try parser.nextKey(
        of: Self.sectionKeys, seen: &section.keys, isFirst: isFirst,
        path: Self.path(ofSection: index))
    else {
      try endSection()
      place = .sections
      isFirst = false
      return
    }
    isFirst = false
    switch key {
    case 0:
      guard !section.isStarted else { throw tooLate(key: "header", before: "rows", at: offset) }
      section.header = try parser.readString(
        path: Self.path(ofSection: index) + ".header", depth: 3)
    case 1:
      section.footer = try parser.readString(
        path: Self.path(ofSection: index) + ".footer", depth: 3)
    case 4:
      guard !section.isStarted else {
        throw .idAfterRows(
          parser.window.location(ofOffset: offset), path: Self.path(ofSection: index))
      }
      section.id = try parser.readString(path: Self.path(ofSection: index) + ".id", depth: 3)
    case 2:
      guard !section.isStarted else { throw tooLate(key: "columns", before: "rows", at: offset) }
      guard try parser.peek() == UInt8(ascii: "[") else {
        try parser.wrongType(
          path: Self.path(ofSection: index) + ".columns", expected: [.array], depth: 3,
          closing: closeBrace)
      }
      let read = try readColumns(
        path: Self.path(ofSection: index) + ".columns", missingMark: missingMark)
      columns = read.isEmpty ? nil : read
    default:
      guard try parser.peek() == UInt8(ascii: "[") else {
        try parser.wrongType(
          path: Self.path(ofSection: index) + ".rows", expected: [.array], depth: 3,
          closing: closeBrace)
      }
      parser.window.index += 1
      // Header and columns read: nothing can change the section's start any more.
      if section.keys & 0b101 == 0b101 {
        startSection()
      } else {
        section.isHolding = true
      }
      rowIndex = 0
      place = .rows
      isFirst = true
    }
  }

  /// Makes the section's start, with the columns in force.
  private mutating func startSection() {
    section.isStarted = true
    make(.beginSection(header: section.header, columns: columns, id: section.id), isRow: false)
  }

  private mutating func endSection() throws(InputError) {
    if !section.isStarted {
      startSection()
      try sendHeldRows()
    }
    make(.endSection(footer: section.footer), isRow: false)
  }

  // MARK: Rows

  private mutating func readRow() throws(InputError) {
    guard let first = try parser.nextElement(isFirst: isFirst) else {
      place = .section
      isFirst = false
      return
    }
    isFirst = false
    if section.isHolding || !isTitleKnown, heldItemRows + heldRows.count >= Self.heldRowLimit {
      try sendHeldRowsOn()
    }
    if section.isHolding {
      cellOffsets.removeAll(keepingCapacity: true)
      let options = try readRow(startingWith: first)
      heldRows.append(cells, offsets: cellOffsets, options: options)
    } else {
      parser.window.mark = parser.window.index
      let options = try readRow(startingWith: first)
      make(.row(makeRow(options), id: options.id), isRow: true)
    }
    rowIndex += 1
  }

  /// Sends the held rows on, with the title, header and columns known by now.
  private mutating func sendHeldRowsOn() throws(InputError) {
    if !isTitleKnown { sendHeldItems() }
    if section.isHolding {
      startSection()
      try sendHeldRows()
    }
  }

  /// Makes the rows the section held, checked against its columns.
  private mutating func sendHeldRows() throws(InputError) {
    guard section.isHolding else { return }
    section.isHolding = false
    let limit = columns?.count
    var rows = heldRows
    heldRows = JSONHeldRows()
    defer { heldRows = rows }
    try rows.removeAll(loadingInto: cells) { offsets, options throws(InputError) in
      if let limit, offsets.count > limit {
        throw .tooManyCells(
          parser.window.location(ofOffset: offsets[offsets.startIndex + limit]),
          cells: offsets.count, columns: limit)
      }
      make(.row(makeRow(options), id: options.id), isRow: true)
    }
  }

  /// The row whose cells are in ``cells``, padded to the columns in force.
  private func makeRow(_ options: JSONRowOptions) -> CellContent {
    if let label = options.label { return CellContent(labelRow: label) }
    if let count = columns?.count { cells.pad(to: count) }
    var content: CellContent
    if var spare = sink.batch.takeSpareRow() {
      // Written over where it is, while it is held only here.
      cells.withCells { bytes, ends in
        spare.reuseAsRow(
          cellBytes: bytes, ends: ends, style: options.style, accessory: options.accessory)
      }
      content = spare
    } else {
      content = cells.withCells { bytes, ends in
        CellContent.row(
          cellBytes: bytes, ends: ends, style: options.style, accessory: options.accessory)
      }
    }
    if options.state != .normal { content.state = options.state }
    if let link = options.link { content.link = link }
    if let detail = options.detail {
      content.detailText = detail
      // A style given is kept as it is; without one, a detail makes the row `value1`.
      if options.style == nil, content.style == .default { content.style = .value1 }
    }
    return content
  }

  /// Sends an item, or holds it while the title is not known.
  @inline(__always)
  private mutating func make(_ item: JSONItem, isRow: Bool) {
    if isTitleKnown {
      if !isRow { sentSection = true }
      sink.batch.append(item)
    } else {
      heldItems.append(item)
      if isRow { heldItemRows += 1 }
    }
  }

  let closeBrace = UInt8(ascii: "}")
  let closeBracket = UInt8(ascii: "]")

  /// The path of a section, for errors.
  static func path(ofSection section: Int) -> String { "sections[\(section)]" }

  /// The path of a row, for errors.
  static func path(ofRow row: Int, inSection section: Int) -> String {
    "sections[\(section)].rows[\(row)]"
  }

  /// The error for a key that comes after rows that could not wait for it.
  func tooLate(key: String, before: String, at offset: Int) -> InputError {
    .keyTooLate(
      parser.window.location(ofOffset: offset), key: key, before: before,
      path: key == "title" ? "" : Self.path(ofSection: sectionIndex), limit: Self.heldRowLimit)
  }
}
