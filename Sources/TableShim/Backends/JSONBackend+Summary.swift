extension JSONBackend {
  /// Writes a column object's `summaries` and `grandSummaries`: arrays of aggregate specs
  /// (custom aggregates have none and are left out).
  static func writeSummaries(of column: Column, into sink: inout ByteSink) {
    for (key, aggregates): (StaticString, [Aggregate]) in [
      ("summaries", column.summaries), ("grandSummaries", column.grandSummaries),
    ] {
      let specs = aggregates.compactMap(\.spec)
      guard !specs.isEmpty else { continue }
      sink.write(", \"")
      sink.write(key)
      sink.write("\": [")
      for (index, spec) in specs.enumerated() {
        if index > 0 { sink.write(", ") }
        sink.writeJSONString(spec)
      }
      sink.write("]")
    }
  }
}
