import Foundation
import Testing

/// Compares output with a golden file in a `Golden` folder beside the test file.
func expectGolden(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appending(path: "Golden/\(name)")
  let expected = try String(contentsOf: url, encoding: .utf8)
  #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
}
