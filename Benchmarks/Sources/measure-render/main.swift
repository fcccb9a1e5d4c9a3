// Renders mixed rows made on the fly with one backend, several times, and prints the median
// output rate and time: the renderer-alone budgets that scripts/check-budgets.sh checks.
//
//   measure-render FORMAT LAYOUT ROWS RUNS [--search QUERY [--no-highlights]]
//   FORMAT: text | markdown | markdown-unpadded | html | json | csv | tsv | list;
//   LAYOUT: list | grid (the data formats write the same for both)
//
// With --search, only the rows that match QUERY are written, their matches highlighted unless
// --no-highlights is given.

import Foundation
import MixedData
import TableShim

var arguments = Array(CommandLine.arguments.dropFirst())
var search: Search?
if let flag = arguments.firstIndex(of: "--search"), flag + 1 < arguments.count {
  let highlights = !arguments.contains("--no-highlights")
  search = Search(arguments[flag + 1], highlightsMatches: highlights)
  arguments.removeSubrange(flag...(flag + 1))
  arguments.removeAll { $0 == "--no-highlights" }
}
let formats: [String: OutputFormat] = [
  "text": .text, "markdown": .markdown, "html": .html,
  "markdown-unpadded": .markdown(MarkdownBackend(padsTables: false)),
  "json": .json, "csv": .csv, "tsv": .tsv, "list": .list,
]
guard arguments.count == 4, let format = formats[arguments[0]],
  ["list", "grid"].contains(arguments[1]), let rows = Int(arguments[2]),
  let runs = Int(arguments[3]), rows > 0, runs > 0
else {
  FileHandle.standardError.write(
    Data(
      """
      usage: measure-render text|markdown|markdown-unpadded|html|json|csv|tsv|list \
      list|grid ROWS RUNS \
      [--search QUERY [--no-highlights]]

      """.utf8))
  exit(2)
}

var shim = TableShim()
shim.search = search
let clock = ContinuousClock()
var durations: [Double] = []
var bytes = 0
for _ in 0..<runs {
  bytes = 0
  let start = clock.now
  try shim.render(
    events: MixedRows(count: rows, grid: arguments[1] == "grid"), as: format,
    writingTo: { bytes += $0.count })
  let elapsed = start.duration(to: clock.now)
  durations.append(
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
durations.sort()
let median = durations[durations.count / 2]
let rate = Double(bytes) / 1e6 / median
print(
  "\(Int(rate.rounded())) MB/s (\(bytes) bytes a run, median of \(runs): "
    + String(format: "%.3f s)", median))
