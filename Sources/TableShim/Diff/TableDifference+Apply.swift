extension TableDifference {
  /// Applies the difference to the old table it was worked out from, giving the new table.
  ///
  /// Rows kept or moved without a change are taken from `old` at their old index paths;
  /// inserted and changed rows, and every section's header, footer, columns and id, come from
  /// the difference.
  ///
  /// ```swift
  /// let difference = TableDifference(from: old, to: new)
  /// let rebuilt = difference.apply(to: old)  // the same sections and rows as `new`
  /// ```
  ///
  /// - Parameter old: The table the difference was worked out from.
  /// - Returns: The new table, or `nil` when an old index path of the difference is not in
  ///   `old`.
  public func apply(to old: TableViewModel) -> TableViewModel? {
    var result = TableViewModel(title: newTitle)
    for section in sections {
      guard var rebuilt = section.new else { continue }
      for row in section.rows {
        guard let new = row.new else {
          guard let path = row.oldPath, Self.contains(path, in: old) else { return nil }
          continue
        }
        guard let path = row.oldPath, row.changes.isEmpty else {
          rebuilt.cells.append(new)
          continue
        }
        guard Self.contains(path, in: old) else { return nil }
        rebuilt.cells.append(old[path])
      }
      result.sections.append(rebuilt)
    }
    return result
  }

  private static func contains(_ path: IndexPath, in table: TableViewModel) -> Bool {
    table.sections.indices.contains(path.section)
      && table.sections[path.section].cells.indices.contains(path.row)
  }
}
