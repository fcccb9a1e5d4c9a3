// Writes the benchmarks' mixed rows as a list file, CSV or JSON to standard output, so that
// scripts/compare-peers.sh gives every tool the same data.
//
//   generate-mixed-data list|csv|json ROWS

import Foundation
import MixedData

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let rows = Int(arguments.last!), rows >= 0 else {
  FileHandle.standardError.write(Data("usage: generate-mixed-data list|csv|json ROWS\n".utf8))
  exit(2)
}
let bytes: [UInt8]
switch arguments.first! {
case "list": bytes = MixedData.listFile(rows: rows)
case "csv": bytes = MixedData.csv(rows: rows)
case "json": bytes = MixedData.json(rows: rows)
default:
  FileHandle.standardError.write(Data("usage: generate-mixed-data list|csv|json ROWS\n".utf8))
  exit(2)
}
FileHandle.standardOutput.write(Data(bytes))
