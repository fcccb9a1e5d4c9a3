/// Writes a table as CSV or TSV: one header row, then one record per row, written as it
/// comes.
///
/// - CSV follows RFC 4180: fields separated by commas, records ended by CRLF, a field quoted
///   (its quotes doubled) when it holds a comma, a quote or a line break.
/// - TSV separates fields by tabs and ends records by LF, with the four escapes of "linear
///   TSV" (`\\`, `\t`, `\n`, `\r`) that the TSV input decodes.
///
/// ```swift
/// let model = TableViewModel(sections: [
///   SectionModel(columns: [Column("Name"), Column("Goals")], cells: [
///     CellModel(CellContent(text: "Son, Heung-min", columns: ["Son, Heung-min", "51"]))
///   ])
/// ])
/// print(try TableShim().render(model, as: .csv))
/// // Name,Goals\r\n
/// // "Son, Heung-min",51\r\n
/// ```
///
/// The first record holds the column titles (`text` and `detail` for a section without
/// columns). With `sectionColumn`, a first column of that name holds each row's section
/// header, so that grouping the output by that column (`--group-by`) gives the sections back;
/// without it, a table of several sections is an error, since nothing would tell where the
/// next one starts. Every section must have the columns of the first, since a file has one
/// header row. The title, subtitle, source notes, footers, ids, check boxes, states and links
/// are not cells and are not written (`tableshim` warns when it drops a subtitle or notes):
/// `json` keeps them; so are footnotes, marks and notes alike. A column under spanners is titled with them, `Stats › Goals`
/// (``Column/flattenedTitle``). Text is kept exactly, control characters included, never
/// shown by stand-ins.
public struct DelimitedTextBackend: OutputBackend, Sendable {
  /// Footnotes are not cells: neither their marks nor their notes are written.
  public var showsFootnotes: Bool { false }

  /// How fields are written and records end.
  public enum Dialect: Sendable {
    /// RFC 4180 CSV.
    case csv
    /// TSV with the escapes `\\`, `\t`, `\n` and `\r`.
    case tsv

    var name: String { self == .csv ? "csv" : "tsv" }
  }

  /// CSV or TSV.
  public let dialect: Dialect
  /// The title of the first column, holding each row's section header, if there is one.
  public let sectionColumn: String?
  /// The column titles of the header row, once written.
  private var titles: [String]? {
    didSet { width = titles?.count ?? 0 }
  }
  /// The number of fields of a record, read a row without touching ``titles``.
  private var width = 0
  /// The current section's header, the section column's value.
  private var header = ""
  /// Whether the current section has columns.
  private var hasColumns = false
  private var sectionCount = 0

  /// Creates a CSV or TSV backend.
  ///
  /// - Parameters:
  ///   - dialect: CSV or TSV.
  ///   - sectionColumn: The title of a first column holding each row's section header, or
  ///     `nil` for none.
  public init(_ dialect: Dialect, sectionColumn: String? = nil) {
    self.dialect = dialect
    self.sectionColumn = sectionColumn
  }

  /// CSV and TSV hold data only: summary rows are left out (a reader would take them for
  /// data).
  public var drawsSummaryRows: Bool { false }

  /// Writes nothing: the title is not a cell.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  public mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) {}

  /// The names of a section without columns.
  static let listTitles = ["text", "detail"]

  /// Writes the header row with the first section, and checks every later one against it.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  /// - Throws: `DataFormatError` for a second section without a section column, or columns
  ///   other than the first section's.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) throws {
    let columns = section.columns?.map(\.flattenedTitle) ?? []
    hasColumns = !columns.isEmpty
    let sectionTitles = hasColumns ? columns : Self.listTitles
    header = section.header ?? ""
    defer { sectionCount += 1 }
    guard let titles else {
      if let sectionColumn, sectionTitles.contains(sectionColumn) {
        throw error(
          .section(section.index),
          "the section column '\(sectionColumn)' has the name of one of the columns; "
            + "choose another name")
      }
      titles = sectionTitles
      try writeRecord(
        (sectionColumn.map { [$0] } ?? []) + sectionTitles, place: .section(section.index),
        into: &sink)
      return
    }
    guard sectionColumn != nil || sectionCount == 0 else {
      throw error(
        .section(section.index),
        "a \(dialect.name) file holds one section; give --section-column NAME "
          + "(sectionColumn:) to write each row's section header in a column, which "
          + "--group-by NAME reads back as sections")
    }
    guard sectionTitles == titles else {
      throw error(
        .section(section.index),
        "the section's columns are \(Self.list(sectionTitles)), but a \(dialect.name) file has "
          + "one header row, written from the first section: \(Self.list(titles))")
    }
  }

  /// Writes a row as one record: the section's header, if asked for, then the row's cells.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - path: The row's position.
  ///   - sink: Where the output goes.
  /// - Throws: `DataFormatError` for a text that is not one of the row's cells.
  public mutating func writeRow(
    _ row: CellContent, at path: IndexPath, into sink: inout ByteSink
  ) throws {
    let width = self.width
    let dialect = dialect
    let isAlone = sectionColumn == nil && width == 1
    let hasColumns = hasColumns
    try row.withTextBytes { texts in
      let shape = DataRow(style: row.style, texts: texts)
      var detail: UnsafeBufferPointer<UInt8>?
      if !hasColumns, shape.needsDetail {
        detail = texts[.detailText]
      } else if shape.needsDetail {
        throw error(
          .row(path), "the row's detail is not one of its cells; write it as json, which keeps it")
      }
      if let name = shape.firstExtraName, hasColumns {
        throw error(
          .row(path),
          "the row's \(name) is not one of its cells; write it as json, which keeps it")
      }
      let count = shape.cells.count + (detail == nil ? 0 : 1) + shape.extras.count
      guard count <= width else {
        throw error(
          .row(path),
          "the row has \(count) texts; a section without columns is written as two, "
            + "text and detail: give the section columns")
      }
      if isAlone, dialect == .tsv, shape.cells[0].isEmpty {
        throw error(
          .row(path), "a tsv line cannot hold a record of one empty field (it is an empty line)")
      }
      let record = Record(
        dialect: dialect, isAlone: isAlone, width: width, cells: shape.cells, detail: detail,
        extras: shape.extras)
      if sectionColumn == nil {
        record.write(header: nil, into: &sink)
      } else {
        header.withUTF8Bytes { record.write(header: $0, into: &sink) }
      }
    }
  }

  /// Writes nothing: the footer is not a cell.
  ///
  /// - Parameters:
  ///   - section: The section that ends.
  ///   - end: The footer and the match summary.
  ///   - sink: Where the output goes.
  public mutating func endSection(
    _ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink
  ) {}

  /// Writes nothing.
  ///
  /// - Parameters:
  ///   - end: The row count and the empty-state message.
  ///   - sink: Where the output goes.
  public mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) {}

  private var separator: UInt8 { dialect == .csv ? UInt8(ascii: ",") : 0x09 }

  private func writeField(
    _ bytes: UnsafeBufferPointer<UInt8>, isAlone: Bool, into sink: inout ByteSink
  ) {
    switch dialect {
    case .csv: sink.writeCSVField(bytes: bytes, isAlone: isAlone)
    case .tsv: sink.writeTSVField(bytes: bytes)
    }
  }

  private func endRecord(into sink: inout ByteSink) {
    sink.write(dialect == .csv ? "\r\n" : "\n")
  }

  private func writeRecord(
    _ fields: [String], place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    if dialect == .tsv, fields.first?.hasPrefix("\u{FEFF}") == true {
      throw error(
        place, "a tsv file cannot start with a byte order mark, which readers drop; write csv")
    }
    if dialect == .tsv, fields.count == 1, fields[0].isEmpty {
      throw error(
        place, "a tsv line cannot hold a record of one empty field (it is an empty line)")
    }
    for (index, field) in fields.enumerated() {
      if index > 0 { sink.write(byte: separator) }
      field.withUTF8Bytes { writeField($0, isAlone: fields.count == 1, into: &sink) }
    }
    endRecord(into: &sink)
  }

  private func error(_ place: DataFormatError.Place, _ problem: String) -> DataFormatError {
    DataFormatError(format: dialect.name, place: place, problem: problem)
  }

  private static func list(_ titles: [String]) -> String {
    titles.map { "'\($0)'" }.joined(separator: ", ")
  }
}
