/// A note attached to one part of a table, shown after the table and pointed at by a mark
/// (`¹`, `ᵃ`, `*`) on the part it is about.
///
/// Notes with the same text share one mark. Marks are assigned in the order their parts
/// first appear while the table streams: the title, then in each section its spanners, its
/// column titles, its header, and its cells.
///
/// ```swift
/// let model = TableViewModel(
///   title: "Scorers",
///   sections: [SectionModel(columns: ["Name", "Goals"], cells: [CellModel(columns: ["Messi", "112"])])],
///   footnotes: [Footnote("Including penalties", on: .column("Goals"))])
/// print(try TableShim().render(model, as: .text))
/// // Scorers
/// // …  Goals¹ …
/// // ¹ Including penalties
/// ```
public struct Footnote: Hashable, Sendable {
  /// The part of the table the note is about.
  public var target: FootnoteTarget
  /// The note's text, shown after the table.
  public var text: String

  /// Creates a footnote.
  ///
  /// - Parameters:
  ///   - text: The note's text.
  ///   - target: The part of the table it is about.
  public init(_ text: String, on target: FootnoteTarget) {
    self.text = text
    self.target = target
  }
}

/// The part of a table a ``Footnote`` is about.
public enum FootnoteTarget: Hashable, Sendable {
  /// The table's title.
  case title
  /// The column with this title, in every section that has it.
  case column(String)
  /// The spanner with this label, wherever it is drawn.
  case spanner(String)
  /// The section with this header or, when none has it, this id.
  case section(String)
  /// The cell of a row, found by the row's id and the title of the cell's column; in a
  /// section without columns, the row's text.
  case cell(rowID: String, column: String)
}

/// How the marks of a table's footnotes are written.
public enum FootnoteMarks: String, Hashable, Sendable, CaseIterable {
  /// `1`, `2`, `3`, ...
  case numbers
  /// `a`, `b`, ..., `z`, then doubled: `aa`, `bb`, ...
  case letters
  /// `*`, `†`, `‡`, `§`, `¶`, then doubled: `**`, `††`, ... (gt's convention).
  case symbols
}
