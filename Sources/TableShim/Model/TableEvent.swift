/// One step of a table as a stream: how sources too large to hold in memory feed the shim.
///
/// A stream is an optional `title` and `subtitle`, then sections: `beginSection`, its
/// `cell`s, and `endSection` with the footer. A `cell` outside a section opens a section
/// without a header, and the last section may end with the stream. `sourceNote`s may come
/// anywhere; they are shown under the table, in the order they came, when the stream ends.
/// A producer that knows its notes only at the end sends them after the last section.
/// `footnote`s, `footnoteMarks` and `footnotePlacement`, like the title, come before the
/// first section.
public enum TableEvent {
  /// The table's title; only before the first section.
  case title(String)
  /// A line under the title; only before the first section.
  case subtitle(String)
  /// A source note, shown under the table.
  case sourceNote(String)
  /// A new section starts.
  case beginSection(header: String?, columns: [Column]?, id: AnyHashable?)
  /// A row of the current section.
  case cell(CellModel)
  /// The current section ends, with its footer.
  case endSection(footer: String?)
  /// A footnote; only before the first section.
  case footnote(Footnote)
  /// How the footnotes' marks are written; only before the first section.
  case footnoteMarks(FootnoteMarks)
  /// Where the footnotes are listed; only before the first section.
  case footnotePlacement(FootnotePlacement)
}

/// A source of ``TableEvent``s, read one at a time while the table renders.
///
/// Decoders of large files conform to it, so that rows are read while the backend writes
/// and the whole table is never held in memory. ``TableViewModel`` provides one through
/// ``TableViewModel/events``.
public protocol TableEventSource {
  /// Returns the next event, or `nil` at the end of the table.
  ///
  /// - Returns: The next event, or `nil` when the table is complete.
  /// - Throws: Any error reading the source; the render ends with it.
  mutating func nextEvent() throws -> TableEvent?
}
