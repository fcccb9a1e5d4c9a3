import Benchmark
import MixedData
import TableShim
import TableShimInput

/// Sizes of every benchmark, in rows.
private let sizes = [10_000, 100_000, 1_000_000]

/// Output megabytes per second, where more is better.
private let outputRate = BenchmarkMetric.custom("output MB/s", polarity: .prefersLarger)

// The budgets of issue "Performance" are checked by scripts/check-budgets.sh, on whole
// processes as users run them: package-benchmark's thresholds compare runs with each other,
// not with a fixed limit.
/// How each benchmark of `rows` rows runs and what it records.
private func configuration(rows: Int) -> Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident]
      + [.custom("rows/s", polarity: .prefersLarger), outputRate],
    timeUnits: .milliseconds,
    warmupIterations: rows >= 1_000_000 ? 0 : 1,
    maxDuration: .seconds(rows >= 1_000_000 ? 20 : 5),
    maxIterations: rows >= 1_000_000 ? 3 : 20)
}

/// What the renderer-alone benchmarks render: each backend in list and grid layout, and
/// Markdown's unpadded grid too, and the data formats, which have no layout.
private let renderCases: [(name: String, format: OutputFormat, grid: Bool)] = [
  ("text/list", .text, false), ("text/grid", .text, true),
  ("markdown/list", .markdown, false), ("markdown/grid", .markdown, true),
  ("markdown/grid-unpadded", .markdown(MarkdownBackend(padsTables: false)), true),
  ("html/list", .html, false), ("html/grid", .html, true),
  // The data formats (json, csv, tsv, list): issue 17 asks for 1.5x Markdown's time at most.
  ("json/list", .json, false), ("csv/grid", .csv, true), ("tsv/grid", .tsv, true),
  ("list/grid", .list, true),
  // The document formats, in list layout (issue 17: within 1.5x Markdown's time).
  ("latex/list", .named("latex")!, false), ("rst/list", .named("rst")!, false),
  ("asciidoc/list", .named("asciidoc")!, false), ("org/list", .org, false),
  ("mediawiki/list", .mediaWiki, false), ("jira/list", .jira, false),
]

let benchmarks: @Sendable () -> Void = {
  // The library diff of issue 20: 100k rows, 10k deleted, 10k inserted, 2k moved (target
  // < 0.04 s; scripts/measure-diff.sh prints the fastest run).
  Benchmark("diff/library/100000", configuration: configuration(rows: 100_000)) { benchmark in
    let ids = DiffInputs.editedIDs(rows: 100_000)
    let old = DiffInputs.model(ids.old, changeEvery: nil)
    let new = DiffInputs.model(ids.new, changeEvery: nil)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(TableDifference(from: old, to: new))
    }
  }

  // The same difference rendered as a text table with the default context: what `tableshim
  // diff` writes, which it renders row by row from the two inputs read again.
  Benchmark("diff/render/text/100000", configuration: configuration(rows: 100_000)) {
    benchmark in
    let ids = DiffInputs.editedIDs(rows: 100_000)
    let old = DiffInputs.model(ids.old, changeEvery: nil)
    let new = DiffInputs.model(ids.new, changeEvery: 100)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try TableDifference(from: old, to: new).render(as: .text))
    }
  }

  for rows in sizes {
    // The renderer alone, for each backend and layout, from a stream of rows.
    for (name, format, grid) in renderCases {
      let label = "render/\(name)/\(rows)"
      Benchmark(label, configuration: configuration(rows: rows)) { benchmark in
        for _ in benchmark.scaledIterations {
          try measure(benchmark, rows: rows) { output in
            try TableShim().render(
              events: MixedRows(count: rows, grid: grid), as: format, writingTo: output)
          }
        }
      }
    }

    // Column formats (issue 18): the grids of render/text/grid and render/html/grid with two
    // formatted columns (see FormattedRows); budget: at most 1.5x the same render unformatted
    // (scripts/measure-formats.sh checks it on whole processes).
    for (name, format) in [("text/grid", OutputFormat.text), ("html/grid", .html)] {
      let label = "render/\(name)+formats/\(rows)"
      Benchmark(label, configuration: configuration(rows: rows)) { benchmark in
        for _ in benchmark.scaledIterations {
          try measure(benchmark, rows: rows) { output in
            try TableShim().render(
              events: FormattedRows(MixedRows(count: rows, grid: true)), as: format,
              writingTo: output)
          }
        }
      }
    }

    // Summary rows (issue 19): sections of 10,000 rows with a sum and a mean of Goals each and
    // a grand sum, against the same sections without; budget: at most 1.5x the time without.
    // In list layout (`--layout list`) each summary row is an item after the section's.
    let summaryCases: [(String, OutputFormat, SectionLayout?)] = [
      ("text/grid", .text, nil), ("html/grid", .html, nil),
      ("markdown/list", .markdown, .list), ("text/list", .text, .list),
    ]
    for (name, format, layout) in summaryCases {
      for summarised in [false, true] {
        let label = "render/\(name)+sections\(summarised ? "+summaries" : "")/\(rows)"
        Benchmark(label, configuration: configuration(rows: rows)) { benchmark in
          for _ in benchmark.scaledIterations {
            try measure(benchmark, rows: rows) { output in
              try TableShim(preferredLayout: layout).render(
                events: SummarisedRows(MixedRows(count: rows, grid: true), summarised: summarised),
                as: format, writingTo: output)
            }
          }
        }
      }
    }

    // What `tableshim FILE -t FORMAT` does: decode a list file, a JSON document or CSV,
    // reading ahead on a second thread as the CLI does, and render it; padded Markdown and
    // text grids read the input twice (measure, then write), as the CLI does for a file.
    // Inputs are made when a benchmark runs, not when the suite is listed.
    let list = (InputFormat.list, MixedData.listFile(rows:))
    let json = (InputFormat.json, MixedData.json(rows:))
    let csv = (InputFormat.csv, MixedData.csv(rows:))
    let unpadded = OutputFormat.markdown(MarkdownBackend(padsTables: false))
    for (name, input, format, layout, groupBy) in [
      ("markdown/list", list, OutputFormat.markdown, SectionLayout.list, String?.none),
      ("html/list", list, .html, .list, nil),
      ("markdown/grid-unpadded", list, unpadded, .grid, nil),
      ("markdown/grid", list, .markdown, .grid, nil),
      ("text/grid", list, .text, .grid, nil),
      ("json/markdown/list", json, .markdown, .list, nil),
      ("json/html/list", json, .html, .list, nil),
      ("csv/markdown/grid", csv, .markdown, .grid, nil),
      ("csv/markdown/grid-unpadded", csv, unpadded, .grid, nil),
      ("csv/text/grid", csv, .text, .grid, nil),
      ("csv/html/grid", csv, .html, .grid, nil),
      ("csv/markdown/group-by", csv, .markdown, .grid, "Country"),
    ] {
      let label = "decode+render/\(name)/\(rows)"
      Benchmark(label, configuration: configuration(rows: rows)) { benchmark in
        let bytes = input.1(rows)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          try measure(benchmark, rows: rows) { output in
            func open() throws -> any TableEventSource {
              try TableInput.events(
                from: .bytes(bytes, name: "bench"), format: input.0, groupBy: groupBy,
                readingAhead: true)
            }
            // A grouped input is read once, as the CLI does: a copy of its decoder sends the
            // rows again.
            let grouped = groupBy == nil ? nil : try open()
            try TableShim(preferredLayout: layout).render(
              replaying: { try grouped ?? open() }, as: format, writingTo: output)
          }
        }
      }
    }

    // Decoding alone.
    for (name, format, make) in [
      ("list", InputFormat.list, MixedData.listFile(rows:)), ("csv", .csv, MixedData.csv(rows:)),
      ("json", .json, MixedData.json(rows:)),
    ] {
      let label = "decode/\(name)/\(rows)"
      Benchmark(label, configuration: configuration(rows: rows)) { benchmark in
        let bytes = make(rows)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          try measure(benchmark, rows: rows) { _ in
            var events = try TableInput.events(from: bytes, format: format, file: "bench")
            var count = 0
            while let event = try events.nextEvent() { if case .cell = event { count += 1 } }
            blackHole(count)
          }
        }
      }
    }

    // Search: a render that keeps the rows matching a query, with and without marking the
    // matches; to compare with render/markdown/list.
    for (kind, query) in searchQueries {
      for highlights in [false, true] {
        let label = "search/markdown/\(kind)\(highlights ? "+highlights" : "")/\(rows)"
        Benchmark(label, configuration: configuration(rows: rows)) { benchmark in
          var shim = TableShim()
          shim.search = Search(query, highlightsMatches: highlights)
          for _ in benchmark.scaledIterations {
            try measure(benchmark, rows: rows) { output in
              try shim.render(
                events: MixedRows(count: rows, grid: false), as: .markdown, writingTo: output)
            }
          }
        }
      }
    }
  }
}

/// Mixed rows whose Goals column is formatted as `number:2` and whose Note column, whose
/// cells are text, is formatted as `compact`: one column that formats every cell and one
/// whose every cell does not read and is kept as it came.
private struct FormattedRows: TableEventSource {
  var rows: MixedRows

  init(_ rows: MixedRows) {
    self.rows = rows
  }

  mutating func nextEvent() -> TableEvent? {
    let event = rows.nextEvent()
    guard case .beginSection(let header, let columns?, let id) = event else { return event }
    var formatted = columns
    formatted[2].format = .number(decimals: 2)
    formatted[3].format = .compact()
    return .beginSection(header: header, columns: formatted, id: id)
  }
}

/// Mixed rows in sections of 10,000, whose Goals column has, when `summarised`, a sum and a
/// mean per section and a grand sum.
private struct SummarisedRows: TableEventSource {
  var rows: MixedRows
  let summarised: Bool
  private var columns: [Column]?
  private var inSection = 0
  private var pending: TableEvent?

  init(_ rows: MixedRows, summarised: Bool) {
    self.rows = rows
    self.summarised = summarised
  }

  mutating func nextEvent() -> TableEvent? {
    if let event = pending {
      pending = nil
      return event
    }
    let event = rows.nextEvent()
    switch event {
    case .beginSection(let header, var columns?, let id):
      if summarised {
        columns[2].summaries = [.sum, .mean]
        columns[2].grandSummaries = [.sum]
      }
      self.columns = columns
      return .beginSection(header: header, columns: columns, id: id)
    case .cell:
      inSection += 1
      guard inSection > 10_000 else { return event }
      // A new section every 10,000 rows.
      inSection = 1
      pending = event
      return .beginSection(header: "More", columns: columns, id: nil)
    default:
      return event
    }
  }
}

/// The queries of the search benchmarks, one of each kind.
///
/// ASCII text, an ASCII query that finds an accented name (`Mbappé`), and Hangul syllables;
/// each finds a sixth of the rows.
private let searchQueries = [("ascii", "messi"), ("accented", "mbappe"), ("hangul", "손흥")]

/// Runs one iteration, handing it an output that counts bytes, and records rows per second
/// and output megabytes per second besides the suite's own metrics.
private func measure(
  _ benchmark: Benchmark, rows: Int,
  _ body: ((UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
) throws {
  var bytes = 0
  let clock = ContinuousClock()
  let start = clock.now
  try body { bytes += $0.count }
  let elapsed = start.duration(to: clock.now)
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  guard seconds > 0 else { return }
  benchmark.measurement(.custom("rows/s", polarity: .prefersLarger), Int(Double(rows) / seconds))
  if bytes > 0 {
    benchmark.measurement(outputRate, Int(Double(bytes) / 1e6 / seconds))
  }
}
