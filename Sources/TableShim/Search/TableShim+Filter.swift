extension TableShim {
  /// Returns the table with only the rows that match a search.
  ///
  /// Rows match by their data's query when it is ``Searchable``, otherwise by the texts
  /// their cells show, which the shim configures to find out. Headers and footers of the
  /// sections kept stay as they are:
  ///
  /// ```swift
  /// let forwards = try shim.filter(model, by: Search("손"))
  /// ```
  ///
  /// To mark the matches, count them or show an empty-state message, set ``search`` and
  /// render instead.
  ///
  /// - Parameters:
  ///   - model: The table to filter.
  ///   - search: The search; an empty query returns the table unchanged.
  /// - Returns: The matching rows, in their sections.
  /// - Throws: ``TableShimError`` naming a row whose cell could not be configured.
  public func filter(_ model: TableViewModel, by search: Search) throws -> TableViewModel {
    guard let matcher = SearchMatcher(search) else { return model }
    var queue = makeReuseQueue()
    var filtered = model
    filtered.sections = []
    for (sectionIndex, section) in model.sections.enumerated() {
      var kept = section
      kept.cells = try section.cells.enumerated().filter { row, cell in
        if cell.searchableData != nil {
          return matcher.matches(cell, showing: CellContent())
        }
        let path = IndexPath(row: row, section: sectionIndex)
        let content = try queue.configuredContent(of: cell, at: path)
        return matcher.matches(cell, showing: content)
      }.map(\.element)
      if !kept.cells.isEmpty || !search.dropsEmptySections { filtered.sections.append(kept) }
    }
    return filtered
  }
}
