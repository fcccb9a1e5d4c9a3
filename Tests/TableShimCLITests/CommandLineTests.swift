import Foundation
import Testing

@testable import tableshim

@Suite struct UsageTests {
  @Test func helpListsEveryOptionAndExitsZero() throws {
    let result = try TableShimProcess.run(["--help"])
    #expect(result.status == 0)
    for option in [
      "--from", "--to", "--output", "--standalone", "--title", "--search", "--layout", "--style",
      "--width", "--group-by", "--check", "--help", "--version",
    ] {
      #expect(result.output.contains(option), "help lacks \(option)")
    }
    #expect(result.output.hasPrefix("tableshim "))
    #expect(result.error.isEmpty)
    #expect(try TableShimProcess.run(["-h"]).output == result.output)
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try TableShimProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("tableshim 0."))
  }

  @Test(arguments: [
    (["--bogus"], "tableshim: unknown option '--bogus'"),
    (["-x"], "tableshim: unknown option '-x'"),
    (["-t"], "tableshim: option '-t' needs a value (FORMAT)"),
    (["--to"], "tableshim: option '--to' needs a value (FORMAT)"),
    (
      ["-t", "pdf"],
      "tableshim: bad value 'pdf' for '--to'; expected a format that --list-formats lists"
    ),
    (["--width", "0"], "tableshim: bad value '0' for '--width'; expected a positive number"),
    (["--width=wide"], "tableshim: bad value 'wide' for '--width'; expected a positive number"),
    (
      ["--layout", "table"],
      "tableshim: bad value 'table' for '--layout'; expected auto, list, grid, records"
    ),
    (
      ["--style", "fancy"],
      "tableshim: bad value 'fancy' for '--style'; expected simple, plain, ascii, grid, outline, "
        + "rounded, rounded_grid, simple_outline, simple_grid, heavy_outline, heavy_grid, "
        + "mixed_outline, mixed_grid, double_outline, double_grid, fancy_outline, fancy_grid, "
        + "psql, presto, orgtbl"
    ),
    (["-f", "xml"], "tableshim: bad value 'xml' for '--from'; expected list, csv, tsv, json"),
    (["--check=yes"], "tableshim: option '--check' takes no value"),
    (["-sx"], "tableshim: unknown option '-sx'"),
    (
      ["data.xyz"],
      "tableshim: cannot tell the format of 'data.xyz' from its extension; name it with -f"
    ),
  ])
  func badUsageIsOneLinePlusTheSynopsisAndExitsTwo(arguments: [String], message: String) throws {
    let result = try TableShimProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    let lines = result.error.split(separator: "\n")
    #expect(lines.first.map(String.init) == message)
    #expect(lines.dropFirst().first?.hasPrefix("usage: tableshim [INPUT ...]") == true)
  }
}

@Suite struct DocumentationTests {
  /// The long options `--help` lists, from the same table the parser reads.
  static func optionsInHelp() throws -> [String] {
    let help = try TableShimProcess.run(["--help"]).output
    return help.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  "), line.drop(while: { $0 == " " }).hasPrefix("-"),
        let range = line.firstRange(of: "--")
      else { return nil }
      return String(line[range.lowerBound...].prefix { $0 != " " && $0 != "," })
    }.filter { $0.count > 2 && !$0.contains("[") }
  }

  @Test func theReferenceAndTheManPageDescribeEveryOption() throws {
    let options = Set(try Self.optionsInHelp())
    // Every option of the table the parser uses is in the help.
    #expect(Set(tableshim.options.map { "--" + $0.long }).isSubset(of: options))
    let root = TableShimProcess.root
    let reference = try String(contentsOf: root.appending(path: "Docs/CLI.md"), encoding: .utf8)
    let manual = try String(contentsOf: root.appending(path: "Docs/tableshim.1"), encoding: .utf8)
    for option in options {
      #expect(reference.contains("`\(option)"), "Docs/CLI.md lacks \(option)")
      #expect(manual.contains("Fl -\(option.dropFirst(2))"), "Docs/tableshim.1 lacks \(option)")
    }
  }
}
