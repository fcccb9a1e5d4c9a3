import Benchmark
import MixedData
import TableShim
import TableShimInput

/// Sizes of every benchmark, in rows.
private let sizes = [10_000, 100_000, 1_000_000]

/// The budgets of issue "Performance", as absolute thresholds on the median wall-clock time
/// of 1M rows, checked by `swift package benchmark --check-absolute` (Benchmarks/README.md).
private let budgets: [String: Int] = [
  "decode+render/markdown/list/1000000": 750_000_000,
  "decode+render/html/list/1000000": 750_000_000,
  "decode+render/markdown/grid-unpadded/1000000": 900_000_000,
  "decode+render/text/grid/1000000": 1_500_000_000,
]

private func configuration(for name: String, rows: Int) -> Benchmark.Configuration {
  var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [:]
  if let budget = budgets[name] {
    thresholds[.wallClock] = BenchmarkThresholds(absolute: [.p50: budget])
  }
  return Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident]
      + [.custom("rows/s"), .custom("output MB/s")],
    timeUnits: .milliseconds,
    warmupIterations: rows >= 1_000_000 ? 0 : 1,
    maxDuration: .seconds(rows >= 1_000_000 ? 20 : 5),
    maxIterations: rows >= 1_000_000 ? 3 : 20,
    thresholds: thresholds)
}

private let formats: [(name: String, format: OutputFormat)] = [
  ("text", .text), ("markdown", .markdown), ("html", .html),
]

let benchmarks: @Sendable () -> Void = {
  for rows in sizes {
    // The renderer alone, for each backend and layout, from a stream of rows.
    for (name, format) in formats {
      for grid in [false, true] {
        let label = "render/\(name)/\(grid ? "grid" : "list")/\(rows)"
        Benchmark(label, configuration: configuration(for: label, rows: rows)) { benchmark in
          for _ in benchmark.scaledIterations {
            try measure(benchmark, rows: rows) { output in
              try TableShim().render(
                events: MixedRows(count: rows, grid: grid), as: format, writingTo: output)
            }
          }
        }
      }
    }

    // What `tableshim FILE.list -t FORMAT` does: decode the list file and render it. Inputs
    // are made when a benchmark runs, not when the suite is listed.
    for (name, format, layout) in [
      ("markdown/list", OutputFormat.markdown, SectionLayout.list),
      ("html/list", .html, .list),
      ("markdown/grid-unpadded", .markdown(MarkdownBackend(padsTables: false)), .grid),
      ("text/grid", .text, .grid),
    ] {
      let label = "decode+render/\(name)/\(rows)"
      Benchmark(label, configuration: configuration(for: label, rows: rows)) { benchmark in
        let list = MixedData.listFile(rows: rows)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          try measure(benchmark, rows: rows) { output in
            let events = try TableInput.events(from: list, format: .list, file: "bench.list")
            try TableShim(preferredLayout: layout).render(
              events: events, as: format, writingTo: output)
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
      Benchmark(label, configuration: configuration(for: label, rows: rows)) { benchmark in
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

    // Search: a render that keeps the rows matching a Hangul query, marking the matches.
    let label = "search/markdown/\(rows)"
    Benchmark(label, configuration: configuration(for: label, rows: rows)) { benchmark in
      var shim = TableShim()
      shim.search = Search("손", highlightsMatches: true)
      for _ in benchmark.scaledIterations {
        try measure(benchmark, rows: rows) { output in
          try shim.render(
            events: MixedRows(count: rows, grid: false), as: .markdown, writingTo: output)
        }
      }
    }
  }
}

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
  benchmark.measurement(.custom("rows/s"), Int(Double(rows) / seconds))
  if bytes > 0 {
    benchmark.measurement(.custom("output MB/s"), Int(Double(bytes) / 1e6 / seconds))
  }
}
