/// Where a table's footnotes are listed: all after the table, or after each section the
/// notes first marked in it.
///
/// ```swift
/// var model = TableViewModel(title: "Scorers", sections: sections, footnotes: notes)
/// model.footnotePlacement = .afterEachSection
/// ```
///
/// Marks keep one numbering across the table either way. With ``afterEachSection``, a
/// section is followed by the notes whose first mark appeared in it (notes on the title
/// or on parts before the first section follow the first section); a note listed once is
/// not listed again, and notes not yet listed when the table ends follow the table.
public enum FootnotePlacement: String, Hashable, Sendable, CaseIterable {
  /// After the last section (the default).
  case afterTable = "table"
  /// After each section, the notes whose first mark appeared in it.
  case afterEachSection = "section"
}
