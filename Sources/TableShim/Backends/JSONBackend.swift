/// Writes a table as a JSON document of the schema the JSON input reads, so that decoding the
/// output gives back the same table: title, sections (header, columns, id, footer) and every
/// row's cells, check box, state, link, detail, style and id.
///
/// ```swift
/// let model = TableViewModel(sections: [
///   SectionModel(header: "Forwards", cells: [CellModel(text: "Messi", detail: "Argentina")])
/// ])
/// print(try TableShim().render(model, as: .json))
/// // {
/// //   "sections": [
/// //     {"header": "Forwards", "columns": [], "rows": [
/// //       ["Messi", "Argentina"]
/// //     ]}
/// //   ]
/// // }
/// ```
///
/// Rows are written as they come, one a line, never held. A row is an array of strings when
/// its cells say everything, else an object with `cells` and the keys it needs. Texts the
/// schema has no key for (an image, a secondary text in a style that does not show one) are
/// kept as extra cells after the row's cells in a section without columns, and are an error in
/// a section with columns, which has no room for them. The accessories `checkmark` and
/// `unchecked` are `checked`; the display marks `disclosureIndicator` and `detailButton` are
/// not written. Text is kept exactly, control characters escaped (`\u001b`).
public struct JSONBackend: OutputBackend, Sendable {
  /// Writes each column's format and missing mark with the cells as they came, so that the
  /// output reads back as the same table.
  public var keepsColumnFormats: Bool { true }

  /// The data formats keep the columns' aggregates, not the summary rows they make.
  public var drawsSummaryRows: Bool { false }

  /// Whether a section was written, so the next one needs a comma.
  private var hasSection = false
  /// Whether a row of the current section was written.
  private var hasRow = false
  /// Whether the current section has columns, so extra texts have no room.
  private var hasColumns = false

  /// Creates a JSON backend.
  public init() {}

  /// Writes the document's start and its title.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {
    sink.write("{\n")
    if let title = start.title {
      sink.write("  \"title\": ")
      sink.writeJSONString(title)
      sink.write(",\n")
    }
    if let subtitle = start.subtitle {
      sink.write("  \"subtitle\": ")
      sink.writeJSONString(subtitle)
      sink.write(",\n")
    }
    Self.writeFootnotes(start, into: &sink)
    sink.write("  \"sections\": [")
  }

  /// Writes a section object's start: header, id, columns and the start of its rows.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) {
    sink.write(hasSection ? ",\n    {" : "\n    {")
    hasSection = true
    hasRow = false
    if let header = section.header {
      sink.write("\"header\": ")
      sink.writeJSONString(header)
      sink.write(", ")
    }
    if let id = section.id {
      sink.write("\"id\": ")
      sink.writeJSONString(id)
      sink.write(", ")
    }
    // Always written: without the key a section would inherit the columns before it.
    sink.write("\"columns\": [")
    let columns = section.columns ?? []
    hasColumns = !columns.isEmpty
    for (index, column) in columns.enumerated() {
      if index > 0 { sink.write(", ") }
      writeColumn(column, into: &sink)
    }
    sink.write("], \"rows\": [")
  }

  /// Writes a column: its title, or an object with `title`, `format`, `missing`, `spanners`
  /// and `colorScale` when it has any of them.
  private func writeColumn(_ column: Column, into sink: inout ByteSink) {
    guard
      column.format != nil || column.missingMark != nil || !column.spanners.isEmpty
        || column.hasSummarySpecs || column.colorScale != nil || column.hasWidthOptions
    else {
      return sink.writeJSONString(column.title)
    }
    sink.write("{\"title\": ")
    sink.writeJSONString(column.title)
    if let format = column.format {
      sink.write(", \"format\": ")
      sink.writeJSONString(format.spec)
    }
    if let mark = column.missingMark {
      sink.write(", \"missing\": ")
      sink.writeJSONString(mark)
    }
    if !column.spanners.isEmpty {
      // Outermost first.
      sink.write(", \"spanners\": [")
      for (level, label) in column.spanners.enumerated() {
        if level > 0 { sink.write(", ") }
        sink.writeJSONString(label)
      }
      sink.write("]")
    }
    Self.writeSummaries(of: column, into: &sink)
    if let scale = column.colorScale {
      sink.write(", \"colorScale\": ")
      sink.writeJSONString(scale.spec)
    }
    Self.writeWidthOptions(of: column, into: &sink)
    sink.write("}")
  }

  /// Writes a row on a line of its own.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  /// - Throws: ``DataFormatError`` for a text with no place in a section with columns.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) throws {
    sink.write(hasRow ? ",\n      " : "\n      ")
    hasRow = true
    if row.role == .label { return Self.writeLabelRow(row, into: &sink) }
    try row.withTextBytes { texts in
      let shape = DataRow(style: row.style, texts: texts)
      if hasColumns, let name = shape.firstExtraName {
        throw DataFormatError(
          format: "json", place: .row(indexPath),
          problem: "the row's \(name) is not one of its cells, and a section with columns "
            + "has no room for it")
      }
      let isPlain =
        !shape.needsDetail && !shape.needsStyle && row.accessory != .checkmark
        && row.accessory != .unchecked && row.state == .normal && texts[.link] == nil
        && texts[.id] == nil
      Self.writeCells(shape, isPlain: isPlain, into: &sink)
      guard !isPlain else { return }
      switch row.accessory {
      case .checkmark: sink.write(", \"checked\": true")
      case .unchecked: sink.write(", \"checked\": false")
      default: break
      }
      if row.state != .normal {
        sink.write(", \"state\": ")
        sink.writeJSONString(row.state.rawValue)
      }
      if let link = texts[.link] {
        sink.write(", \"link\": ")
        sink.writeJSONString(bytes: link)
      }
      if shape.needsDetail, let detail = texts[.detailText] {
        sink.write(", \"detail\": ")
        sink.writeJSONString(bytes: detail)
      }
      if shape.needsStyle {
        sink.write(", \"style\": ")
        sink.writeJSONString(row.style.rawValue)
      }
      if let id = texts[.id] {
        sink.write(", \"id\": ")
        sink.writeJSONString(bytes: id)
      }
      sink.write(byte: UInt8(ascii: "}"))
    }
  }

  /// Ends the section's rows and writes its footer.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer; the search's match summary is not data, and is not written.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {
    sink.write(hasRow ? "\n    ]" : "]")
    if let footer = end.footer {
      sink.write(", \"footer\": ")
      sink.writeJSONString(footer)
    }
    sink.write(byte: UInt8(ascii: "}"))
  }

  /// Ends the document; an empty-state message is not data, and is not written.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {
    sink.write(hasSection ? "\n  ]" : "]")
    if !end.notes.isEmpty {
      sink.write(",\n  \"notes\": [")
      for (index, note) in end.notes.enumerated() {
        sink.write(index == 0 ? "\n    " : ",\n    ")
        sink.writeJSONString(note)
      }
      sink.write("\n  ]")
    }
    sink.write("\n}\n")
  }
}
