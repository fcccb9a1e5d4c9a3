// Renders mixed rows made on the fly with one backend, several times, and prints the median
// output rate: the renderer-alone budget that scripts/check-budgets.sh checks.
//
//   measure-render FORMAT LAYOUT ROWS RUNS
//   FORMAT: text | markdown | markdown-unpadded | html; LAYOUT: list | grid

import Foundation
import MixedData
import TableShim

let arguments = CommandLine.arguments.dropFirst()
let formats: [String: OutputFormat] = [
  "text": .text, "markdown": .markdown, "html": .html,
  "markdown-unpadded": .markdown(MarkdownBackend(padsTables: false)),
]
guard arguments.count == 4, let format = formats[arguments[1]],
  ["list", "grid"].contains(arguments[2]), let rows = Int(arguments[3]),
  let runs = Int(arguments[4]), rows > 0, runs > 0
else {
  FileHandle.standardError.write(
    Data("usage: measure-render text|markdown|markdown-unpadded|html list|grid ROWS RUNS\n".utf8))
  exit(2)
}

let clock = ContinuousClock()
var rates: [Double] = []
var bytes = 0
for _ in 0..<runs {
  bytes = 0
  let start = clock.now
  try TableShim().render(
    events: MixedRows(count: rows, grid: arguments[2] == "grid"), as: format,
    writingTo: { bytes += $0.count })
  let elapsed = start.duration(to: clock.now)
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  rates.append(Double(bytes) / 1e6 / seconds)
}
rates.sort()
let median = rates[rates.count / 2]
print("\(Int(median.rounded())) MB/s (\(bytes) bytes a run, median of \(runs))")
