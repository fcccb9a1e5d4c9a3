extension CellModel {
  /// A label row: a sub-heading inside a section that spans the full width of its grid.
  ///
  /// ```swift
  /// let section = SectionModel(
  ///   columns: ["Player", "Goals"],
  ///   cells: [.label("Europe"), CellModel(CellContent(columns: ["Messi", "12"]))])
  /// ```
  ///
  /// A label row is not a data row: summaries do not read it, row counts leave it out, and
  /// under a search it is shown only when a row below it (before the next label) is shown.
  /// Formats that cannot span a row show the label in the first cell (see
  /// `Docs/LabelRows.md`); in list layout it is a sub-heading line.
  ///
  /// - Parameters:
  ///   - text: The label, literal text.
  ///   - id: A stable identifier of the row.
  /// - Returns: The row's model.
  public static func label(_ text: String, id: AnyHashable? = nil) -> CellModel {
    CellModel(CellContent(labelRow: text), id: id)
  }
}

extension CellContent {
  /// The content of a label row: the label as its text and first cell, role ``RowRole/label``.
  ///
  /// - Parameter text: The label.
  package init(labelRow text: String) {
    self.init(text: text, columns: [text])
    role = .label
  }
}
