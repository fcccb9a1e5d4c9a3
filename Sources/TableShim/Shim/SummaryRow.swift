/// One summary row as the ``SummaryTracker`` makes it, before a layout shapes it: its label
/// and the values of the columns that have one, which grid, list and records layout each
/// show in their own way.
struct SummaryRow {
  /// One column's value.
  struct Value {
    /// The column's position in the section.
    var column: Int
    /// The column's title, and its title under its spanners, as a record shows it.
    var title: String
    var flattenedTitle: String
    /// The aggregate's value, in the column's format.
    var text: String
  }

  /// The label, such as `Total` or `Grand mean (of matching rows)`.
  var label: String
  /// ``RowRole/summary`` or ``RowRole/grandSummary``.
  var role: RowRole
  /// The number of cells of the grid row.
  var width: Int
  /// The values, in column order; columns without a value are left out.
  var values: [Value]

  /// The row as a grid shows it: the label in the first cell, before that column's own
  /// value (`Total: 12`), the values in their columns and the other cells empty.
  var gridContent: CellContent {
    var cells = Array(repeating: "", count: max(width, 1))
    for value in values where value.column < cells.count { cells[value.column] = value.text }
    cells[0] = cells[0].isEmpty ? label : label + ": " + cells[0]
    var row = CellContent(columns: cells)
    row.role = role
    return row
  }

  /// The row as a list item: the label as its text and the values, each after its column's
  /// title, as its detail: `Total` and `Price: $234,700; Share: 21.0%`.
  var listContent: CellContent {
    let detail = values.map { $0.title + ": " + $0.text }.joined(separator: "; ")
    var row = CellContent(text: label, detailText: detail.isEmpty ? nil : detail, style: .value1)
    row.role = role
    return row
  }

  /// The row's pairs as a record shows them: each column's title (under its spanners) and
  /// value.
  var recordRows: [CellContent] {
    values.map { value in
      CellContent(
        text: value.flattenedTitle, columns: [value.flattenedTitle, value.text])
    }
  }
}
