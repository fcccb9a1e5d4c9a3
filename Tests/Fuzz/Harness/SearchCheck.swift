import TableShim

/// Docs/Search.md: matching ignores case, diacritics, width and normalization, and compares
/// whole characters; so a query made of whole characters of a row's text, in upper case or
/// not, keeps that row.
enum SearchCheck {
  /// Whether filtering keeps the row whose text the query is a piece of.
  ///
  /// - Parameters:
  ///   - model: The table.
  ///   - shim: The shim that renders it, with the cell types its rows need.
  ///   - search: The search, whose query is a piece of `row`'s text.
  ///   - row: What the row shows.
  /// - Returns: A violation when the row is not kept; none when the table cannot be filtered
  ///   (a row of a cell type that is not registered).
  static func violations(
    of model: TableViewModel, by shim: TableShim, searching search: Search, keeping row: CellContent
  ) -> [FuzzViolation] {
    guard !search.query.isEmpty, let filtered = try? shim.filter(model, by: search) else {
      return []
    }
    let isKept = filtered.sections.contains { section in
      section.cells.contains { ($0.customData as? CellContent) == row }
    }
    guard !isKept else { return [] }
    return [
      FuzzViolation(
        rule: .search,
        message: "the query \(search.query.debugDescription), a piece of the text "
          + "\(row.text.debugDescription), does not keep its row")
    ]
  }
}
