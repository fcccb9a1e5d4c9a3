/// The label rows of a held grid section, each with the number of data rows before it.
///
/// They are kept beside the section's rows rather than among them, so that a label never
/// counts in the width of a column. The text grid and the reStructuredText grid table draw
/// each as one cell across every column.
///
/// ```
/// ╭───────┬─────┬─────────╮
/// │ Model │  HP │ Country │
/// ├───────┴─────┴─────────┤
/// │ Europe                │
/// ├───────┬─────┬─────────┤
/// │ Golf  │ 150 │ DE      │
/// ╰───────┴─────┴─────────╯
/// ```
struct HeldLabels {
  /// The labels, each with the number of data rows held before it.
  private(set) var labels: [(row: Int, text: String)] = []
  /// The data rows held so far.
  var rowCount = 0

  /// Keeps a label row, to stand before the next data row.
  mutating func append(_ label: CellContent) {
    labels.append((rowCount, label.text))
  }

  /// Calls `write` with each label that stands before data row `row` (after the last row
  /// when `row` is the row count), from the label at index `next`.
  ///
  /// - Returns: The index of the first label after them.
  func write(before row: Int, from next: Int, _ write: (String) -> Void) -> Int {
    var next = next
    while next < labels.count, labels[next].row <= row {
      write(labels[next].text)
      next += 1
    }
    return next
  }
}
