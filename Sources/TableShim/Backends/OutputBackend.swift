/// Writes a table in one output format as the shim walks it, one section and row at a time.
///
/// The shim calls `beginTable`, then for each section `beginSection`, `writeRow` for each
/// row and `endSection`, then `endTable`. A backend sees only ``CellContent``, never a row's
/// data, and escapes every text for its format. A backend that lays out a grid may keep the
/// current section's rows until `endSection`; nothing else should be buffered.
public protocol OutputBackend {
  /// Writes what comes before the first section, such as the title and subtitle.
  ///
  /// - Parameters:
  ///   - start: The table's title and subtitle.
  ///   - sink: Where the output goes.
  /// - Throws: An error that ends the render.
  mutating func beginTable(_ start: TableStart, into sink: inout ByteSink) throws

  /// Writes what comes before a section's rows, such as its header.
  ///
  /// - Parameters:
  ///   - section: The section's header, columns, identifier and layout.
  ///   - sink: Where the output goes.
  /// - Throws: An error that ends the render.
  mutating func beginSection(_ section: SectionStart, into sink: inout ByteSink) throws

  /// Writes one row, or keeps it until the section ends.
  ///
  /// - Parameters:
  ///   - row: What the row shows.
  ///   - indexPath: The row's position.
  ///   - sink: Where the output goes.
  /// - Throws: An error that ends the render.
  mutating func writeRow(_ row: CellContent, at indexPath: IndexPath, into sink: inout ByteSink)
    throws

  /// Writes what comes after a section's rows, such as its footer.
  ///
  /// - Parameters:
  ///   - section: The section that ends, as it started.
  ///   - end: The footer, the number of rows and the search's match summary.
  ///   - sink: Where the output goes.
  /// - Throws: An error that ends the render.
  mutating func endSection(_ section: SectionStart, _ end: SectionEnd, into sink: inout ByteSink)
    throws

  /// Writes what comes after the last section, such as an empty-state message and the
  /// source notes.
  ///
  /// - Parameters:
  ///   - end: The number of rows, the message for a table without any, and the notes.
  ///   - sink: Where the output goes.
  /// - Throws: An error that ends the render.
  mutating func endTable(_ end: TableEnd, into sink: inout ByteSink) throws

  /// Whether the backend writes each column's ``Column/format`` and ``Column/missingMark``
  /// with the cells as they came (so that reading its output back formats them again),
  /// rather than the formatted cells.
  var keepsColumnFormats: Bool { get }

  /// Whether the backend draws summary rows (``RowRole/summary``) among the rows; the data
  /// formats do not (JSON and the list file keep the columns' aggregates instead).
  var drawsSummaryRows: Bool { get }
  /// Whether the backend shows footnotes: marks after the texts they are on, and the notes
  /// after the table.
  var showsFootnotes: Bool { get }
}

extension OutputBackend {
  /// Whether the backend writes each column's ``Column/format`` and ``Column/missingMark``
  /// with the cells as they came, as the data formats that can hold them do (JSON, the list
  /// file), rather than the formatted cells; `false` unless a backend says otherwise.
  public var keepsColumnFormats: Bool { false }

  /// Whether the backend shows footnotes, with marks after the texts they are on and the
  /// notes after the table; `true` unless a backend says otherwise.
  public var showsFootnotes: Bool { true }
}
