import Foundation
import Testing

@testable import TableShim

/// The README's table of output formats, one row per catalog entry, as the catalog has it.
func readmeFormatRows() -> [String] {
  OutputFormat.catalog.map { entry in
    let aliases = entry.aliases.map { "`\($0)`" }.joined(separator: ", ")
    let extensions = entry.fileExtensions.map { "`.\($0)`" }.joined(separator: " ")
    let summary = entry.summary.replacingOccurrences(of: "|", with: "\\|")
    return "| `\(entry.name)` | \(aliases) | \(extensions) | \(summary) |"
  }
}

@Test func theReadmeListsEveryOutputFormatOfTheCatalog() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
  let table = readme.split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init).filter { $0.hasPrefix("| `") }
  #expect(table == readmeFormatRows())
}
