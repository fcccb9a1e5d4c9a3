import Foundation
import Testing

// Every input of Tests/Fuzz/Corpus (the fuzzers' seeds and the inputs of the bugs they found)
// goes through the very checks the fuzz targets make, without the sanitizers: the harness in
// Tests/Fuzz/Harness, which this target compiles through the FuzzHarness link. See
// Docs/Fuzzing.md.

/// One file of the fuzz corpus and the target it is an input of.
struct CorpusInput: CustomTestStringConvertible, Sendable {
  let target: FuzzTarget
  let name: String

  var testDescription: String { "\(target.rawValue)/\(name)" }

  /// The folder of each target's inputs.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

  /// Every input of every target.
  static let all: [CorpusInput] = FuzzTarget.allCases.flatMap { target in
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent(target.rawValue).path)
    return (names ?? []).sorted().map { CorpusInput(target: target, name: $0) }
  }

  /// The invariants the input breaks.
  func violations() throws -> [FuzzViolation] {
    let path = Self.folder.appendingPathComponent(target.rawValue).appendingPathComponent(name)
    return target.violations(in: Array(try Data(contentsOf: path)))
  }
}

@Test func everyTargetHasACorpus() {
  for target in FuzzTarget.allCases {
    #expect(CorpusInput.all.contains { $0.target == target }, "no inputs for \(target)")
  }
}

@Test(arguments: CorpusInput.all)
func corpusInputKeepsEveryInvariant(_ input: CorpusInput) throws {
  for violation in try input.violations() {
    if let knownIssue = violation.knownIssue {
      withKnownIssue(Comment(rawValue: knownIssue)) { Issue.record("\(violation)") }
    } else {
      Issue.record("\(violation)")
    }
  }
}
