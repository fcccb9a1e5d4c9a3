import Foundation
import Testing

/// A built executable of this package (`tableshim` unless told otherwise), run as a process
/// with arguments and standard input.
struct TableShimProcess {
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// The folder of the package's built products: the test bundle sits beside them.
  static var productsFolder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  /// The repository's root, for its example files.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs the executable in `directory` (the repository's root by default).
  static func run(
    _ arguments: [String], input: String? = nil, in directory: URL = root,
    executable: String = "tableshim", environment: [String: String]? = nil
  ) throws -> Result {
    try run(
      arguments, inputBytes: Array((input ?? "").utf8), in: directory, executable: executable,
      environment: environment)
  }

  /// Runs the executable in `directory` with any bytes, UTF-8 or not, on standard input, in
  /// the given environment (the test's own when `nil`).
  static func run(
    _ arguments: [String], inputBytes: [UInt8], in directory: URL = root,
    executable: String = "tableshim", environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = productsFolder.appending(path: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    // Standard input comes from a file, so that no writer thread races the process.
    let inputFile = FileManager.default.temporaryDirectory.appending(
      path: "tableshim-stdin-\(UUID().uuidString)")
    try Data(inputBytes).write(to: inputFile)
    defer { try? FileManager.default.removeItem(at: inputFile) }
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    try process.run()
    // Error messages are short: the pipe holds them while the output is read to the end.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}

/// A fresh folder for files a test writes, removed by the caller.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appending(
    path: "tableshim-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Makes a named pipe at `path` and starts a shell script at its other end.
///
/// The script runs from the package's root with `arguments` as `$0`, `$1`...: a writer that
/// fills the pipe, as `<(cat FILE)` would, or a reader that drains it. The caller waits for
/// it to exit.
func startNamedPipe(at path: String, end script: String, arguments: [String]) throws -> Process {
  guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script] + arguments
  process.currentDirectoryURL = TableShimProcess.root
  try process.run()
  return process
}
