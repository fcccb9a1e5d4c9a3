// Renders tables for the conformance checks, which parse the output with real GFM and HTML5
// parsers. Three modes, each writing a JSON array on standard output:
//
//   conformance-render                       reads a JSON array of strings on standard input;
//                                            for each, one table in which the string stands in
//                                            every field (HostileFixture.swift), as Markdown,
//                                            a standalone HTML page, a fragment and text
//   conformance-render --tables              reads a JSON array of TableDescription; for each,
//                                            {"outputs": every rendering (Renderings.swift)}
//   conformance-render --data                reads a JSON array of TableDescription; for each,
//                                            the data formats (Renderings.swift,
//                                            `dataRenderings`) for `formats/data_check.py`
//   conformance-render --random SEED COUNT [FIRST]
//                                            tables FIRST ..< FIRST + COUNT of SEED, each as
//                                            {"seed", "index", "table", "outputs"}

import Foundation
import TableShim

let arguments = Array(CommandLine.arguments.dropFirst())
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

switch arguments.first {
case nil:
  let strings = try JSONDecoder().decode(
    [String].self, from: FileHandle.standardInput.readDataToEndOfFile())
  let shim = TableShim()
  var results: [[String: String]] = []
  for text in strings {
    let model = hostileFixture(text)
    results.append([
      "markdown": try shim.render(model, as: .markdown),
      "html": try shim.render(model, as: .html(HTMLBackend(document: .standalone))),
      "fragment": try shim.render(model, as: .html),
      "text": try shim.render(model, as: .text),
    ])
  }
  FileHandle.standardOutput.write(try encoder.encode(results))

case "--tables":
  let tables = try JSONDecoder().decode(
    [TableDescription].self, from: FileHandle.standardInput.readDataToEndOfFile())
  let results = try tables.map { ["outputs": try renderings(of: $0)] }
  FileHandle.standardOutput.write(try encoder.encode(results))

case "--data":
  let tables = try JSONDecoder().decode(
    [TableDescription].self, from: FileHandle.standardInput.readDataToEndOfFile())
  let results = try tables.map { try dataRenderings(of: $0) }
  FileHandle.standardOutput.write(try encoder.encode(results))

case "--random":
  guard arguments.count >= 3, let seed = UInt64(arguments[1]), let count = Int(arguments[2]),
    let first = arguments.count > 3 ? Int(arguments[3]) : 0
  else {
    FileHandle.standardError.write(
      Data("usage: conformance-render --random SEED COUNT [FIRST]\n".utf8))
    exit(2)
  }
  struct RandomResult: Encodable {
    let seed: UInt64
    let index: Int
    let table: TableDescription
    let outputs: [String: String]
  }
  var results: [RandomResult] = []
  for index in first..<(first + count) {
    var generator = RandomTables(seed: seed, index: index)
    let table = generator.table()
    results.append(
      RandomResult(seed: seed, index: index, table: table, outputs: try renderings(of: table)))
  }
  FileHandle.standardOutput.write(try encoder.encode(results))

default:
  FileHandle.standardError.write(
    Data("usage: conformance-render [--tables | --data | --random SEED COUNT [FIRST]]\n".utf8))
  exit(2)
}
