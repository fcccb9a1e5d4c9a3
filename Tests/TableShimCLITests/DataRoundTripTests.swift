import Foundation
import Testing

/// The data formats' round trips through the built `tableshim`, on every data fixture of the
/// repository: the examples and the fuzzing corpus (whose invalid inputs are left out).
@Suite struct DataRoundTripTests {
  /// The fixtures of one input format: their paths from the root.
  static func fixtures(_ fileExtension: String) throws -> [String] {
    let root = TableShimProcess.root
    var paths: [String] = []
    for folder in ["Examples", "Examples/Repositories", "Tests/Fuzz/Corpus/\(fileExtension)"] {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: root.appending(path: folder).path)
      for name in names.sorted()
      where folder.hasPrefix("Tests") || name.hasSuffix(".\(fileExtension)") {
        paths.append("\(folder)/\(name)")
      }
    }
    return paths
  }

  /// Runs `tableshim` on bytes given on standard input.
  static func convert(_ input: [UInt8], from: String, to: String, _ more: [String] = [])
    throws -> TableShimProcess.Result
  {
    try TableShimProcess.run(["-f", from, "-t", to] + more, inputBytes: input)
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: TableShimProcess.root.appending(path: path)))
  }

  @Test func listToJSONToListIsTheIdentityOnEveryListFixture() throws {
    var checked = 0
    for path in try Self.fixtures("list") {
      let json = try Self.convert(try Self.bytes(path), from: "list", to: "json")
      guard json.status == 0 else { continue }  // an input with a mistake
      let list = try Self.convert(try Self.bytes(path), from: "list", to: "list")
      guard list.status == 0 else {
        // What a list file cannot write is an error that says so, never a loss.
        #expect(list.error.hasPrefix("tableshim: list: "), "\(path): \(list.error)")
        continue
      }
      let again = try Self.convert(Array(json.output.utf8), from: "json", to: "list")
      #expect(Array(again.output.utf8) == Array(list.output.utf8), "\(path)")
      let fromList = try Self.convert(Array(list.output.utf8), from: "list", to: "json")
      #expect(Array(fromList.output.utf8) == Array(json.output.utf8), "\(path)")
      checked += 1
    }
    #expect(checked >= 20)
  }

  @Test func jsonToJSONIsTheIdentityOnEveryJSONFixture() throws {
    var checked = 0
    for path in try Self.fixtures("json") {
      let json = try Self.convert(try Self.bytes(path), from: "json", to: "json")
      guard json.status == 0 else { continue }
      let again = try Self.convert(Array(json.output.utf8), from: "json", to: "json")
      #expect(again.status == 0 && Array(again.output.utf8) == Array(json.output.utf8), "\(path)")
      checked += 1
    }
    #expect(checked >= 10)
  }

  @Test(arguments: ["csv", "tsv"])
  func csvToJSONToCSVIsTheIdentityOnEveryFixture(format: String) throws {
    var checked = 0
    for path in try Self.fixtures("csv") {
      let input = try Self.bytes(path)
      let csv = try Self.convert(input, from: "csv", to: format)
      guard csv.status == 0 else {
        #expect(
          !csv.error.hasPrefix("tableshim: \(format): ") || format == "tsv",
          "\(path): \(csv.error)")
        continue
      }
      let json = try Self.convert(Array(csv.output.utf8), from: format, to: "json")
      let again = try Self.convert(Array(json.output.utf8), from: "json", to: format)
      #expect(Array(again.output.utf8) == Array(csv.output.utf8), "\(path)")
      // Grouped by a column, written with it as the section column, grouped again: the same.
      guard let title = csv.output.split(whereSeparator: \.isNewline).first, format == "csv",
        !title.contains("\""), let first = title.split(separator: ",").first
      else {
        checked += 1
        continue
      }
      let grouped = try Self.convert(input, from: "csv", to: "json", ["--group-by", String(first)])
      let written = try Self.convert(
        input, from: "csv", to: "csv", ["--group-by", String(first), "--section-column", "§"])
      // Titles without rows group into no section, and no section is an empty file.
      if written.status == 0, !grouped.output.contains("\"sections\": []") {
        let regrouped = try Self.convert(
          Array(written.output.utf8), from: "csv", to: "json", ["--group-by", "§"])
        #expect(Array(regrouped.output.utf8) == Array(grouped.output.utf8), "\(path)")
      }
      checked += 1
    }
    #expect(checked >= 10)
  }
}
