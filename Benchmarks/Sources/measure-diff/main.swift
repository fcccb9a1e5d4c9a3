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

func writeCSV(_ ids: [Int], changeEvery: Int?, to path: String) {
  guard let file = fopen(path, "w") else {
    report("measure-diff: cannot write \(path)")
    exit(2)
  }
  fputs("id,name,goals\n", file)
  for id in ids {
    let changed = changeEvery.map { id % $0 == 5 } ?? false
    fputs(DiffInputs.cells(id, changed: changed).joined(separator: ",") + "\n", file)
  }
  fclose(file)
}

/// Writes the rows `ids` as a list file, the id of each row also its trailing ` {#ID}`.
func writeListFile(_ ids: [Int], changeEvery: Int?, to path: String) {
  guard let file = fopen(path, "w") else {
    report("measure-diff: cannot write \(path)")
    exit(2)
  }
  fputs("@columns id | name | goals\n", file)
  for id in ids {
    let changed = changeEvery.map { id % $0 == 5 } ?? false
    let cells = DiffInputs.cells(id, changed: changed)
    fputs("- " + cells.joined(separator: " | ") + " {#\(id)}\n", file)
  }
  fclose(file)
}

/// Writes the rows `ids` as a JSON table of one section, each row with its `id`.
func writeJSON(_ ids: [Int], changeEvery: Int?, to path: String) {
  guard let file = fopen(path, "w") else {
    report("measure-diff: cannot write \(path)")
    exit(2)
  }
  fputs("{\"sections\": [{\"columns\": [\"id\", \"name\", \"goals\"], \"rows\": [\n", file)
  for (index, id) in ids.enumerated() {
    let changed = changeEvery.map { id % $0 == 5 } ?? false
    let cells = DiffInputs.cells(id, changed: changed).map { "\"\($0)\"" }
    let separator = index == ids.count - 1 ? "\n" : ",\n"
    fputs("{\"cells\": [\(cells.joined(separator: ", "))], \"id\": \"\(id)\"}" + separator, file)
  }
  fputs("]}]}\n", file)
  fclose(file)
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
  writeCSV(ids.old, changeEvery: nil, to: folder + "/old.csv")
  writeCSV(ids.new, changeEvery: 100, to: folder + "/new.csv")
  writeListFile(ids.old, changeEvery: nil, to: folder + "/old.list")
  writeListFile(ids.new, changeEvery: 100, to: folder + "/new.list")
  writeJSON(ids.old, changeEvery: nil, to: folder + "/old.json")
  writeJSON(ids.new, changeEvery: 100, to: folder + "/new.json")
default:
  report("usage: measure-diff library [ROWS] [RUNS] | measure-diff files DIR ROWS")
  exit(2)
}
