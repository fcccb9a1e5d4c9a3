/// Writes a table as RFC 4180 CSV: fields separated by commas, records ended by CRLF, a field quoted
/// (its quotes doubled) when it holds a comma, a quote or a line break.
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
/// columns), then each row is a record of its cells, written as it comes. With
/// `sectionColumn`, a first column of that name holds each row's section header, so that
/// grouping the output by that column (`--group-by`) gives the sections back; without it, a
/// table of several sections is an error. Every section must have the columns of the first,
/// since there is one header row. The title, footers, ids, check boxes, states and links are
/// not cells and are not written: `json` keeps them. Text is kept exactly, control characters
/// included, never shown by stand-ins.
public struct CSVBackend: OutputBackend, Sendable {
  private var table: RecordTable

  /// Creates a CSV backend.
  ///
  /// - Parameter sectionColumn: The title of a first column holding each row's section
  ///   header, or `nil` for none.
  public init(sectionColumn: String? = nil) {
    table = RecordTable(.csv, sectionColumn: sectionColumn)
  }

  /// Writes nothing: the title is not a cell.
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - sink: Where the output goes.
  public mutating func beginTable(title: String?, into sink: inout ByteSink) {}

  /// Writes the header row with the first section, and checks later sections against it.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  /// - Throws: `DataFormatError` for a second section without a section column, or columns
  ///   other than the first section's.
  public mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) throws {
    try table.beginSection(section, into: &sink)
  }

  /// Writes a row as a record.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  /// - Throws: `DataFormatError` for a text that is not one of the row's cells.
  public mutating func writeRow(
    _ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink
  ) throws {
    try table.writeRow(row, at: indexPath, into: &sink)
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
}
