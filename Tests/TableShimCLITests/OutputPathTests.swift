import Foundation
import Testing

/// `-o` replaces a regular file through a temporary file renamed into place; what is not a
/// regular file it writes to as it is, and a symbolic link it follows.

private let table = "# Goals\n## All\n- Son | 51\n- Kane | 40\n"

/// The mode of the file at `path` (its type bits and permissions), not following a link.
private func mode(of path: String) -> mode_t? {
  var status = stat()
  guard lstat(path, &status) == 0 else { return nil }
  return status.st_mode
}

@Suite struct OutputPathTests {
  @Test func aSymbolicLinkIsKeptAndTheFileItLeadsToReplaced() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appending(path: "real"), withIntermediateDirectories: true)
    try Data("earlier\n".utf8).write(to: folder.appending(path: "real/out.md"))
    #expect(chmod(folder.appending(path: "real/out.md").path, 0o640) == 0)
    #expect(symlink("real/out.md", folder.appending(path: "link.md").path) == 0)
    let result = try TableShimProcess.run(
      ["-", "-f", "list", "-t", "md", "--layout", "list", "-o", "link.md"], input: table,
      in: folder)
    #expect(result.status == 0, "\(result.error)")
    #expect(mode(of: folder.appending(path: "link.md").path).map { $0 & S_IFMT } == S_IFLNK)
    let written = try String(contentsOf: folder.appending(path: "real/out.md"), encoding: .utf8)
    #expect(written.contains("- Son — *51*"))
    #expect(mode(of: folder.appending(path: "real/out.md").path) == S_IFREG | 0o640)
    // No temporary file is left in either folder.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "link.md", "real",
      ])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "real").path)
        == ["out.md"])
  }

  @Test func aNamedPipeIsWrittenToAndStaysAPipe() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appending(path: "out.md").path
    // A reader that drains the pipe into a file, as `-o >(cat > copy.md)` would.
    let reader = try startNamedPipe(
      at: fifo, end: "timeout 30 cat \"$0\" > \"$1\"",
      arguments: [fifo, folder.appending(path: "copy.md").path])
    let result = try TableShimProcess.run(
      ["-", "-f", "list", "-t", "md", "--layout", "list", "-o", fifo], input: table)
    reader.waitUntilExit()
    #expect(result.status == 0, "\(result.error)")
    let copied = try String(contentsOf: folder.appending(path: "copy.md"), encoding: .utf8)
    #expect(copied.contains("- Kane — *40*"))
    #expect(mode(of: fifo).map { $0 & S_IFMT } == S_IFIFO)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "copy.md", "out.md",
      ])
  }

  @Test func theNullDeviceStaysADevice() throws {
    let result = try TableShimProcess.run(
      ["-", "-f", "list", "-t", "html", "-o", "/dev/null"], input: table)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(mode(of: "/dev/null").map { $0 & S_IFMT } == S_IFCHR)
  }

  @Test func aFolderIsAnErrorBeforeAnythingIsRead() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appending(path: "out"), withIntermediateDirectories: true)
    let result = try TableShimProcess.run(
      ["-", "-f", "list", "-o", "out"], input: table, in: folder)
    #expect(result.status == 1)
    #expect(result.error == "tableshim: out: cannot write: Is a directory\n")
    #expect(result.output.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "out").path)
        .isEmpty)
  }
}
