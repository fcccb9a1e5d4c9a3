/// One cell of a spanner row: a label over a run of adjacent columns, or a blank over
/// columns that have no spanner at that level.
public struct SpannerCell: Hashable, Sendable {
  /// The spanner's label; `nil` for a blank over columns without a spanner at this level.
  public var label: String?
  /// The columns under the cell, by index.
  public var columns: Range<Int>

  /// Creates a spanner cell.
  ///
  /// - Parameters:
  ///   - label: The spanner's label, or `nil` for a blank.
  ///   - columns: The columns under the cell, by index.
  public init(label: String?, columns: Range<Int>) {
    self.label = label
    self.columns = columns
  }
}

extension Array where Element == Column {
  /// Whether any column sits under a spanner.
  public var hasSpanners: Bool { contains { !$0.spanners.isEmpty } }

  /// The rows of spanners above the column titles, outermost first: what formats that span
  /// header cells draw.
  ///
  /// Level `i` shows each column's `spanners[i]`; adjacent columns whose spanners agree up to
  /// and including level `i` share one cell. Adjacent columns without a spanner at a level
  /// share one blank cell. Every row covers every column exactly once.
  ///
  /// ```swift
  /// let columns = [
  ///   Column("Name"), Column("Goals", spanners: ["Stats"]), Column("Caps", spanners: ["Stats"]),
  /// ]
  /// columns.spannerRows
  /// // [[SpannerCell(label: nil, columns: 0..<1), SpannerCell(label: "Stats", columns: 1..<3)]]
  /// ```
  public var spannerRows: [[SpannerCell]] {
    let depth = map(\.spanners.count).max() ?? 0
    return (0..<depth).map { level in
      var cells: [SpannerCell] = []
      for (index, column) in enumerated() {
        let path = column.spanners.count > level ? column.spanners[...level] : nil
        if let last = cells.last, last.columns.upperBound == index {
          let previous = self[index - 1].spanners
          let previousPath = previous.count > level ? previous[...level] : nil
          if previousPath == path {
            cells[cells.count - 1].columns = last.columns.lowerBound..<(index + 1)
            continue
          }
        }
        cells.append(SpannerCell(label: path.map { $0[level] }, columns: index..<(index + 1)))
      }
      return cells
    }
  }
}

extension Column {
  /// The separator of a flattened title: a space, the single right-pointing angle quotation
  /// mark, and a space.
  public static let spannerSeparator = " \u{203A} "

  /// The title with the spanners above it, for formats that cannot span header cells:
  /// `"Stats › Attack › Goals"`; the title alone for a column without spanners.
  public var flattenedTitle: String {
    guard !spanners.isEmpty else { return title }
    return (spanners + [title]).joined(separator: Self.spannerSeparator)
  }
}
