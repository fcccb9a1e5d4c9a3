import Foundation
import TableShimTesting
import Testing

/// Runs each built example as a process and compares what it prints with its snapshot in
/// `__Snapshots__/ExamplesTests/`, named after the example and its arguments.
@Suite struct ExamplesTests {
  static let runs: [(example: String, arguments: [String])] = [
    ("SoccerPlayers", []), ("SoccerPlayers", ["markdown"]), ("SoccerPlayers", ["html"]),
    ("SoccerPlayers", ["text", "손"]), ("SoccerPlayers", ["markdown", "e"]),
    ("IntList", []), ("IntList", ["markdown"]), ("IntList", ["html"]),
    ("Repositories", []), ("Repositories", ["markdown"]), ("Repositories", ["html"]),
    ("StatefulRows", []), ("StatefulRows", ["markdown"]), ("StatefulRows", ["html"]),
  ]

  @Test(arguments: runs.indices)
  func exampleOutputMatchesItsGoldenFile(_ index: Int) throws {
    let (example, arguments) = Self.runs[index]
    let result = try ExampleProcess.run(example, arguments)
    #expect(result.status == 0, "\(example) failed: \(result.standardError)")
    let name = ([example] + arguments).joined(separator: "-")
    assertSnapshot(of: result.standardOutput, as: .lines, named: name)
  }

  @Test(arguments: ["SoccerPlayers", "IntList", "Repositories", "StatefulRows"])
  func anUnknownFormatIsAUsageError(_ example: String) throws {
    let result = try ExampleProcess.run(example, ["pdf"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("usage: \(example)"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func aMissingJSONFileIsAnErrorNotACrash() throws {
    let result = try ExampleProcess.run("Repositories", ["text", "/nonexistent/players.json"])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("Repositories: "))
  }
}

/// A built executable of this package, run to completion.
enum ExampleProcess {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The folder of the built products: the test bundle sits beside them.
  static var productsFolder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  static func run(_ name: String, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = productsFolder.appending(path: name)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
