import Foundation
import Testing

/// Padded Markdown tables and text grids hold small files' grid sections in memory and keep
/// those of pipes (and of files over 16 MiB) in a temporary file: a file, standard input and a
/// named pipe, read once as it comes, all give the same output.

private let formats = [["-t", "md"], ["-t", "text"], ["-t", "text", "--style", "grid"]]

@Test(arguments: formats)
func standardInputGivesWhatTheFileGives(format: [String]) throws {
  let csv = try String(
    contentsOf: TableShimProcess.root.appending(path: "Examples/scores.csv"), encoding: .utf8)
  let fromFile = try TableShimProcess.run(["Examples/scores.csv"] + format)
  let piped = try TableShimProcess.run(["-f", "csv"] + format, input: csv)
  #expect(fromFile.status == 0)
  #expect(piped.status == 0)
  #expect(piped.output == fromFile.output)
  #expect(piped.output.contains("Zidane"))
}

@Test(arguments: formats)
func aNamedPipeGivesWhatTheFileGives(format: [String]) throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let fifo = folder.appending(path: "scores.csv").path
  // A writer that fills the pipe once, as `<(cat scores.csv)` would.
  let writer = try startNamedPipe(
    at: fifo, end: "cat Examples/scores.csv > \"$0\"", arguments: [fifo])
  let fromPipe = try TableShimProcess.run([fifo] + format)
  writer.waitUntilExit()
  let fromFile = try TableShimProcess.run(["Examples/scores.csv"] + format)
  #expect(fromPipe.status == 0, "\(fromPipe.error)")
  #expect(fromPipe.output == fromFile.output)
}

@Test func aMistakeInAGridIsReportedBeforeAnyOutput() throws {
  let input = "Name,Goals\nSon,51\n" + String(repeating: "Kane,40\n", count: 5_000) + "a,b,c\n"
  let result = try TableShimProcess.run(["-f", "csv", "-t", "text"], input: input)
  #expect(result.status == 1)
  #expect(result.output.isEmpty)
  #expect(result.error.contains("<stdin>:5003"))
}
