// Measures TableDifference, and writes the inputs of the end-to-end `tableshim diff`
// measurement (scripts/measure-diff.sh).
//
//   measure-diff library [ROWS] [RUNS]   the library diff of ROWS rows (default 100000) with
//                                        a tenth deleted, a tenth inserted and a fiftieth
//                                        moved; prints the fastest of RUNS runs (default 10),
//                                        and the least CPU time of freeing the difference
//   measure-diff files DIR ROWS          writes DIR/old.csv and DIR/new.csv of ROWS rows, the
//                                        same edits and a hundredth of the rows changed, and
//                                        the same tables as list files (DIR/old.list, a
//                                        `{#id}` on each row) and as JSON (an "id" key)

import MixedData
import TableShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Writes a line to standard error.
func report(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Writes a table of the rows `ids` to `path`: `head`, a line per row (`line` of the row's
/// id, its cells, and whether it is the last), then `tail`.
func writeTable(
  to path: String, head: String, tail: String = "", _ ids: [Int], changeEvery: Int?,
  line: (_ id: Int, _ cells: [String], _ isLast: Bool) -> String
) {
  guard let file = fopen(path, "w") else {
    report("measure-diff: cannot write \(path)")
    exit(2)
  }
  fputs(head, file)
  for (index, id) in ids.enumerated() {
    let changed = changeEvery.map { id % $0 == 5 } ?? false
    fputs(line(id, DiffInputs.cells(id, changed: changed), index == ids.count - 1), file)
  }
  fputs(tail, file)
  fclose(file)
}

/// Writes the rows `ids` as CSV, as a list file (the id of each row also its trailing
/// ` {#ID}`) and as JSON (each row with its `id`), as `old` or `new` in `folder`.
func writeTables(_ ids: [Int], changeEvery: Int?, named name: String, in folder: String) {
  writeTable(to: "\(folder)/\(name).csv", head: "id,name,goals\n", ids, changeEvery: changeEvery) {
    _, cells, _ in cells.joined(separator: ",") + "\n"
  }
  writeTable(
    to: "\(folder)/\(name).list", head: "@columns id | name | goals\n", ids,
    changeEvery: changeEvery
  ) { id, cells, _ in "- " + cells.joined(separator: " | ") + " {#\(id)}\n" }
  writeTable(
    to: "\(folder)/\(name).json",
    head: "{\"sections\": [{\"columns\": [\"id\", \"name\", \"goals\"], \"rows\": [\n",
    tail: "]}]}\n", ids, changeEvery: changeEvery
  ) { id, cells, isLast in
    let quoted = cells.map { "\"\($0)\"" }.joined(separator: ", ")
    return "{\"cells\": [\(quoted)], \"id\": \"\(id)\"}" + (isLast ? "\n" : ",\n")
  }
}

/// Frees a difference: its own function, so that callgrind can count its instructions
/// (`--toggle-collect` of its symbol, as scripts/measure-diff.sh does).
@inline(never)
func freeDifference(_ difference: inout TableDifference?) {
  difference = nil
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "library":
  let rows = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
  let runs = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10
  let ids = DiffInputs.editedIDs(rows: rows)
  let old = DiffInputs.model(ids.old, changeEvery: nil)
  let new = DiffInputs.model(ids.new, changeEvery: nil)
  var fastest = Double.infinity
  var leastCPU = Double.infinity
  var leastFreeing = Double.infinity
  var counts = TableDifference.Counts()
  for _ in 0..<runs {
    let start = now()
    let startCPU = now(CLOCK_THREAD_CPUTIME_ID)
    var difference: TableDifference? = TableDifference(from: old, to: new)
    leastCPU = min(leastCPU, now(CLOCK_THREAD_CPUTIME_ID) - startCPU)
    fastest = min(fastest, now() - start)
    counts = difference?.counts ?? counts
    let startFreeing = now(CLOCK_THREAD_CPUTIME_ID)
    freeDifference(&difference)
    leastFreeing = min(leastFreeing, now(CLOCK_THREAD_CPUTIME_ID) - startFreeing)
  }
  // The CPU time (of this thread) is less disturbed by other processes than the wall clock
  // on a shared machine; the last field is the wall clock, which the target is about.
  print(
    "library diff, \(rows) rows (\(counts)): least CPU time of \(runs): \(leastCPU) s; "
      + "fastest of \(runs): \(fastest) s; freeing it: least CPU time \(leastFreeing) s")
case "files":
  let folder = arguments.dropFirst().first ?? "."
  let rows = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000_000
  let ids = DiffInputs.editedIDs(rows: rows)
  writeTables(ids.old, changeEvery: nil, named: "old", in: folder)
  writeTables(ids.new, changeEvery: 100, named: "new", in: folder)
default:
  report("usage: measure-diff library [ROWS] [RUNS] | measure-diff files DIR ROWS")
  exit(2)
}
