/// Writes a table as a list file (`.list`), the format the list-file input reads, so that
/// `tableshim -t list` normalizes a list file and decoding the output gives back the same table.
///
/// ```swift
/// let model = TableViewModel(title: "Players", sections: [
///   SectionModel(header: "Forwards", cells: [CellModel(text: "Messi", detail: "Argentina")])
/// ])
/// print(try TableShim().render(model, as: .list))
/// // # Players
/// //
/// // ## Forwards
/// // - Messi | Argentina
/// ```
///
/// Every section starts with a `##` line (with ` {#ID}` for an id), followed by `@columns`
/// when its columns differ from the ones in force and `@style` when its first row's style is
/// not the one its cells imply. Cells are escaped (`\|`, `\\`). What a list file cannot say is
/// an error that names the place and suggests `json`: a line break (but in a footer), spaces
/// or tabs at the ends of a text, an empty title or header, a row state, a link, a detail or
/// an image that is not one of the cells, rows of one section in different styles, and an id
/// with white space or `}`. The display marks `disclosureIndicator` and `detailButton` are not
/// written.
public struct ListFileBackend: OutputBackend, Sendable {
  /// Writes each column's format and missing mark with the cells as they came, so that the
  /// output reads back as the same table.
  public var keepsColumnFormats: Bool { true }

  /// The data formats keep the columns' aggregates, not the summary rows they make.
  public var drawsSummaryRows: Bool { false }

  /// The column titles in force, which a section without `@columns` inherits.
  private var columnsInForce: [String] = []
  /// The spanners of the columns in force, which `@columns` clears.
  private var spannersInForce: [[String]] = []
  /// The formats and missing marks of the columns in force.
  private var optionsInForce: [ColumnOptions] = []
  /// The current section's `@style`, and the rows held until it is known.
  private var styles = StyleChoice()
  private var columnCount = 0
  /// Whether a line was written, so that a section is set off by an empty line.
  private var hasLines = false

  /// Creates a list-file backend.
  public init() {}

  /// Writes the title as a `#` line and the subtitle as an `@subtitle` line.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  /// - Throws: ``DataFormatError`` for a title a list file cannot hold.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) throws {
    if let title = start.title { try writeTitle(title, into: &sink) }
    if let subtitle = start.subtitle {
      try writeDirective("@subtitle", subtitle, place: .subtitle, into: &sink)
    }
    if try Self.writeFootnotes(start, into: &sink) { hasLines = true }
  }

  /// Writes the title line, `# TITLE`.
  private mutating func writeTitle(_ title: String, into sink: inout ByteSink) throws {
    try title.withUTF8Bytes { bytes in
      guard !bytes.isEmpty else { throw Self.error(.title, "a list file's title is not empty") }
      if let problem = ListFileText.problem(bytes, endsLine: true) {
        throw Self.error(.title, problem)
      }
      sink.write("# ")
      sink.append(bytes)
      sink.write("\n")
      hasLines = true
    }
  }

  /// Writes the `##` line, and `@columns` when the columns change.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  /// - Throws: ``DataFormatError`` for a header, id or column title a list file cannot hold.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) throws {
    let place = DataFormatError.Place.section(section.index)
    sink.write(hasLines ? "\n##" : "##")
    hasLines = true
    if let header = section.header {
      try header.withUTF8Bytes { bytes in
        guard !bytes.isEmpty else {
          throw Self.error(place, "a list file's header is not empty; leave it out instead")
        }
        if let problem = ListFileText.problem(bytes, endsLine: section.id == nil) {
          throw Self.error(place, problem)
        }
        sink.write(byte: 0x20)
        sink.writeListFileHeader(bytes: bytes, endsLine: section.id == nil)
      }
    }
    if let id = section.id { try Self.writeID(id, place: place, into: &sink) }
    sink.write(byte: 0x0A)
    let titles = section.columns?.map(\.title) ?? []
    let options = section.columns?.map {
      ColumnOptions(
        format: $0.format, mark: $0.missingMark, summaries: $0.summaries,
        grandSummaries: $0.grandSummaries)
    }
    if titles != columnsInForce || (options ?? []) != optionsInForce {
      if titles.count == 1, titles[0].isEmpty {
        throw Self.error(place, "a list file cannot give a single column an empty title")
      }
      sink.write("@columns")
      for (index, title) in titles.enumerated() {
        try title.withUTF8Bytes { bytes in
          if let problem = ListFileText.problem(bytes, endsLine: index == titles.count - 1) {
            throw Self.error(place, problem)
          }
          sink.write(index == 0 ? " " : " | ")
          sink.writeListFileCell(bytes: bytes, endsLine: false)
        }
      }
      sink.write(byte: 0x0A)
      columnsInForce = titles
      optionsInForce = options ?? []
      try Self.writeColumnOptions(section.columns ?? [], place: place, into: &sink)
      spannersInForce = []
    }
    let spanners = section.columns?.map(\.spanners) ?? []
    if spanners.contains(where: { !$0.isEmpty })
      ? spanners != spannersInForce
      : !spannersInForce.isEmpty
    {
      try Self.writeSpanners(spanners, place: place, into: &sink)
      spannersInForce = spanners.contains(where: { !$0.isEmpty }) ? spanners : []
    }
    columnCount = titles.count
    styles = StyleChoice()
  }

  /// Writes a row as a `-` line, after `@style` for the section's first row when needed.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  /// - Throws: ``DataFormatError`` for a row a list file cannot hold.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) throws {
    let place = DataFormatError.Place.row(indexPath)
    if row.role == .label {
      if row.id != nil {
        throw Self.error(place, "a list file cannot hold a label row's id; write it as json")
      }
      guard styles.isDecided else {
        return try Self.writeDirective("@label", row.text, place: place, into: &styles.held)
      }
      return try Self.writeDirective("@label", row.text, place: place, into: &sink)
    }
    if row.state != .normal {
      throw Self.error(place, "a list file cannot hold a row's state; write it as json")
    }
    try row.withTextBytes { texts in
      if texts[.link] != nil {
        throw Self.error(place, "a list file cannot hold a row's link; write it as json")
      }
      let shape = DataRow(style: row.style, texts: texts)
      if let name = shape.firstExtraName {
        throw Self.error(place, "the row's \(name) is not one of its cells; write it as json")
      }
      if shape.needsDetail {
        throw Self.error(place, "the row's detail is not one of its cells; write it as json")
      }
      // The decoder pads a row to the columns, and infers the style from the padded cells.
      let count = max(shape.cells.count, columnCount)
      let implied: CellStyle = count > 1 ? .value1 : .default
      switch styles.take(row.style, implied: implied, hasColumns: columnCount > 0) {
      case .hold:
        try Self.writeLine(row, shape, texts, place: place, into: &styles.held)
      case .decide(let style):
        if let style {
          sink.write("@style ")
          sink.write(style.rawValue)
          sink.write(byte: 0x0A)
        }
        styles.writeHeld(into: &sink)
        try Self.writeLine(row, shape, texts, place: place, into: &sink)
      case .write:
        try Self.writeLine(row, shape, texts, place: place, into: &sink)
      case .conflict(let style):
        throw Self.error(
          place,
          "the row's style is \(row.style.rawValue), but a list file gives a section one "
            + "style, here \(style.rawValue); write it as json")
      }
    }
  }

  /// Writes a row's `-` line.
  private static func writeLine(
    _ row: CellContent, _ shape: DataRow, _ texts: CellTextBytes,
    place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    if texts[.id] == nil, Self.isWritableWhole(row, shape),
      Self.writeWholeLine(row.accessory, shape.cells, into: &sink)
    {
      return
    }
    sink.write("-")
    var isFirst = true
    switch row.accessory {
    case .checkmark:
      sink.write(" [x]")
    case .unchecked:
      sink.write(" [ ]")
    default:
      if let first = shape.cells.first, Self.readsAsCheckBox(first) {
        throw Self.error(
          place, "a list file reads a first cell that starts with '[x]' or '[ ]' as a check box")
      }
    }
    let hasID = texts[.id] != nil
    for (index, cell) in shape.cells.enumerated() {
      let isLast = index == shape.cells.count - 1
      if let problem = ListFileText.problem(cell, endsLine: isLast && !hasID) {
        throw Self.error(place, problem)
      }
      if isFirst {
        if !cell.isEmpty || !isLast { sink.write(byte: 0x20) }
      } else {
        sink.write(" | ")
      }
      isFirst = false
      sink.writeListFileCell(bytes: cell, endsLine: isLast && !hasID)
    }
    if let id = texts[.id] {
      try Self.writeID(String(decoding: id, as: UTF8.self), place: place, into: &sink)
    }
    sink.write(byte: 0x0A)
  }

  /// Writes the footer as `>` lines, one for each of its lines.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer; the search's match summary is not data, and is not written.
  ///   - sink: Where the output goes.
  /// - Throws: ``DataFormatError`` for a footer a list file cannot hold.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) throws {
    styles.writeHeld(into: &sink)
    guard let footer = end.footer else { return }
    try footer.withUTF8Bytes { bytes in
      if let problem = ListFileText.problem(bytes, endsLine: true, allowsLineFeeds: true) {
        throw Self.error(.section(section.index), problem)
      }
      for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        sink.write(line.isEmpty ? ">" : "> ")
        sink.append(UnsafeBufferPointer(rebasing: line))
        sink.write(byte: 0x0A)
      }
    }
  }

  /// Writes the source notes as `@note` lines; an empty-state message is not data.
  ///
  /// - Parameters:
  ///   - end: The row count, the empty-state message and the notes.
  ///   - sink: Where the output goes.
  /// - Throws: ``DataFormatError`` for a note a list file cannot hold.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) throws {
    for note in end.notes { try writeDirective("@note", note, place: .note, into: &sink) }
  }

  /// Writes a directive line that holds one text, such as `@subtitle TEXT`.
  private mutating func writeDirective(
    _ name: String, _ text: String, place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    try Self.writeDirective(name, text, place: place, into: &sink)
    hasLines = true
  }

  /// Writes a directive line that holds one text, such as `@label TEXT`.
  private static func writeDirective(
    _ name: String, _ text: String, place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    try text.withUTF8Bytes { bytes in
      guard !bytes.isEmpty else { throw Self.error(place, "a list file's \(name) is not empty") }
      if let problem = ListFileText.problem(bytes, endsLine: true) {
        throw Self.error(place, problem)
      }
      sink.write(name)
      sink.write(" ")
      sink.append(bytes)
      sink.write("\n")
    }
  }

  /// Writes the `@spanners` line: each column's spanners joined by ` › `, up to the last
  /// column that has any; `@spanners` alone when none has.
  private static func writeSpanners(
    _ spanners: [[String]], place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    let count = (spanners.lastIndex { !$0.isEmpty } ?? -1) + 1
    sink.write("@spanners")
    for index in 0..<count {
      for label in spanners[index] {
        if label.isEmpty || label.contains("\u{203A}") || label.containsLineBreak {
          throw Self.error(
            place,
            "a list file cannot hold the spanner label '\(label)' (empty, with '\u{203A}' or a "
              + "line break); write it as json")
        }
      }
      let cell = spanners[index].joined(separator: Column.spannerSeparator)
      try cell.withUTF8Bytes { bytes in
        if let problem = ListFileText.problem(bytes, endsLine: index == count - 1) {
          throw Self.error(place, problem)
        }
        sink.write(index == 0 ? " " : " | ")
        sink.writeListFileCell(bytes: bytes, endsLine: false)
      }
    }
    sink.write(byte: 0x0A)
  }

  private static func writeID(
    _ id: String, place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    if let problem = ListFileText.idProblem(id) { throw Self.error(place, problem) }
    sink.write(" {#")
    sink.write(id)
    sink.write("}")
  }

  /// Whether a first cell would be read as a check box after `- `.
  static func readsAsCheckBox(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
    cell.count >= 3 && cell[0] == UInt8(ascii: "[") && cell[2] == UInt8(ascii: "]")
      && (cell[1] == UInt8(ascii: "x") || cell[1] == UInt8(ascii: "X")
        || cell[1] == UInt8(ascii: " "))
      && (cell.count == 3 || cell[3] == 0x20 || cell[3] == 0x09)
  }

  static func error(_ place: DataFormatError.Place, _ problem: String)
    -> DataFormatError
  {
    DataFormatError(format: "list", place: place, problem: problem)
  }
}
