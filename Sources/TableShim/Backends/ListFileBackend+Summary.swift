extension ListFileBackend {
  /// Writes `@summary TITLE = AGGREGATES` and `@grand-summary TITLE = AGGREGATES` for a
  /// column's aggregates that have specs (custom ones have none and are left out).
  ///
  /// - Throws: ``DataFormatError`` for a label with a line break.
  static func writeSummaries(
    of column: Column, place: DataFormatError.Place, into sink: inout ByteSink
  ) throws {
    for (name, aggregates) in [
      ("@summary", column.summaries), ("@grand-summary", column.grandSummaries),
    ] {
      let list = Aggregate.listSpec(aggregates)
      guard !list.isEmpty else { continue }
      guard !list.contains(where: \.isNewline) else {
        throw Self.error(place, "a list file's \(name) line cannot hold a label with a line break")
      }
      sink.write("\(name) \(column.title) = \(list)\n")
    }
  }
}

extension Column {
  /// Whether the column has aggregates that the data formats write as specs.
  var hasSummarySpecs: Bool {
    (summaries + grandSummaries).contains { $0.spec != nil }
  }
}
