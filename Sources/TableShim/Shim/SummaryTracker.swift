/// The summary rows of a render: running aggregates of the current section's summarised
/// columns and of the whole table's, fed each shown row before it is formatted, and turned
/// into rows (``RowRole/summary``, ``RowRole/grandSummary``) when a section ends.
struct SummaryTracker {
  /// A summarised column of the current section or the table.
  private struct Tracked {
    var index: Int
    var running: RunningAggregate
  }

  /// The columns of the section being read, when it is summarised.
  private var columns: [Column] = []
  private var section: [Tracked] = []
  /// The whole table's summarised columns, by position, with the aggregates and the column
  /// they were first given with.
  private var grand: [Tracked] = []
  private var grandColumns: [Int: Column] = [:]
  /// The row being read: its cells, one per tracked column, until the row is shown.
  private var sectionReadings: [CellReading] = []
  private var grandReadings: [CellReading] = []
  private var number = DecimalNumber()
  /// For each grand column, the section column whose reading it shares, if any.
  private var grandSharing: [Int?] = []
  /// Whether any row is read at all: a section or the table has summaries.
  private(set) var isActive = false
  /// Whether the section being read shows summary rows.
  private var showsRows = false

  /// Whether the table has a grand summary, which the last section shows.
  var hasGrandSummary: Bool { !grand.isEmpty }

  /// Begins a section: its columns, or `nil` when it shows no summary rows.
  ///
  /// A section without columns and the data formats show none; grid, list and records
  /// layout all show them.
  mutating func beginSection(_ columns: [Column]?) {
    section = []
    self.columns = columns ?? []
    isActive = false
    showsRows = columns != nil
    guard let columns else { return }
    for (index, column) in columns.enumerated() {
      if !column.summaries.isEmpty {
        let keeps = column.summaries.contains { $0.kind == nil }
        section.append(Tracked(index: index, running: RunningAggregate(keepsCells: keeps)))
      }
      if !column.grandSummaries.isEmpty, grandColumns[index] == nil {
        grandColumns[index] = column
        let keeps = column.grandSummaries.contains { $0.kind == nil }
        grand.append(Tracked(index: index, running: RunningAggregate(keepsCells: keeps)))
      }
    }
    isActive = !section.isEmpty || !grand.isEmpty
    grandSharing = grand.map { item in
      section.firstIndex { $0.index == item.index && $0.running.cells == nil }
        .flatMap { item.running.cells == nil ? $0 : nil }
    }
  }

  /// Reads a row's summarised cells, before they are formatted.
  mutating func read(_ content: CellContent) {
    sectionReadings.removeAll(keepingCapacity: true)
    grandReadings.removeAll(keepingCapacity: true)
    content.withTextBytes { texts in
      func cell(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        index < texts.columnCount ? texts.column(index) : UnsafeBufferPointer(start: nil, count: 0)
      }
      for tracked in section {
        sectionReadings.append(
          CellReading(
            cell(tracked.index), number: &number, keepsText: tracked.running.cells != nil,
            isExtreme: tracked.running.isExtreme))
      }
      for (position, tracked) in grand.enumerated() {
        // A column summarised in both reads once.
        if let shared = grandSharing[position] {
          grandReadings.append(sectionReadings[shared])
          continue
        }
        grandReadings.append(
          CellReading(
            cell(tracked.index), number: &number, keepsText: tracked.running.cells != nil,
            isExtreme: tracked.running.isExtreme))
      }
    }
  }

  /// Counts the row last read: the search kept it.
  mutating func commit() {
    for index in sectionReadings.indices { section[index].running.add(sectionReadings[index]) }
    for index in grandReadings.indices { grand[index].running.add(grandReadings[index]) }
  }

  /// The summary rows of the section that ends, followed by the table's when it is the last.
  ///
  /// - Parameters:
  ///   - isLast: Whether the section is the table's last.
  ///   - isShown: Whether the section is shown (a search may drop it); its own summary rows
  ///     are left out when it is not.
  ///   - searching: Whether a search dropped rows, which each label then says.
  /// - Returns: The rows, in the order the columns name their aggregates.
  func rows(isLast: Bool, isShown: Bool, searching: Bool) -> [SummaryRow] {
    guard showsRows else { return [] }
    var rows =
      !isShown
      ? []
      : Self.rows(
        section, columns: { columns.indices.contains($0) ? columns[$0] : nil },
        aggregates: \.summaries, width: columns.count, role: .summary, searching: searching)
    if isLast, !grand.isEmpty {
      let width = max(columns.count, (grand.map(\.index).max() ?? 0) + 1)
      rows += Self.rows(
        grand,
        columns: { index in
          // The last section's column, when it has one there: its format shows the value.
          self.columns.indices.contains(index) ? self.columns[index] : grandColumns[index]
        }, aggregates: { _ in [] }, width: width, role: .grandSummary, searching: searching,
        grandAggregates: grandColumns.mapValues(\.grandSummaries))
    }
    return rows
  }

  private static func rows(
    _ tracked: [Tracked], columns: (Int) -> Column?, aggregates: (Column) -> [Aggregate],
    width: Int, role: RowRole, searching: Bool, grandAggregates: [Int: [Aggregate]]? = nil
  ) -> [SummaryRow] {
    func aggregatesOf(_ index: Int) -> [Aggregate] {
      if let grandAggregates { return grandAggregates[index] ?? [] }
      return columns(index).map(aggregates) ?? []
    }
    // One row per distinct aggregate, in the order the columns name them.
    var order: [Aggregate] = []
    for item in tracked {
      for aggregate in aggregatesOf(item.index) where !order.contains(aggregate) {
        order.append(aggregate)
      }
    }
    return order.map { aggregate in
      var values: [SummaryRow.Value] = []
      for item in tracked.sorted(by: { $0.index < $1.index })
      where item.index < max(width, 1) && aggregatesOf(item.index).contains(aggregate) {
        let column = columns(item.index)
        let text = value(of: aggregate, item.running, format: column?.format)
        guard !text.isEmpty else { continue }
        values.append(
          SummaryRow.Value(
            column: item.index, title: column?.title ?? "",
            flattenedTitle: column?.flattenedTitle ?? "", text: text))
      }
      var label = aggregate.label
      if role == .grandSummary, aggregate.hasDefaultLabel { label = "Grand " + label.lowercased() }
      if searching { label += " (of matching rows)" }
      return SummaryRow(label: label, role: role, width: width, values: values)
    }
  }

  /// The shown text of an aggregate, in the column's format unless it is a count.
  private static func value(
    of aggregate: Aggregate, _ running: RunningAggregate, format: ColumnFormat?
  ) -> String {
    let text: String?
    if let kind = aggregate.kind {
      text = running.text(of: kind)
      if kind == .count || kind == .countPresent { return text ?? "" }
    } else {
      text = aggregate.custom?(running.cells ?? [])
    }
    guard let text else { return "" }
    guard let format else { return text }
    return format.format(text) ?? text
  }
}
