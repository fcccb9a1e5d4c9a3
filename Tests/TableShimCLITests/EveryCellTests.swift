import Foundation
import Testing

/// The built `tableshim` shows every cell of every row, in every format and layout, as the
/// library does: rows wider than the list layout's text and detail, CSV and JSON included.
@Suite struct EveryCellTests {
  private let wide = """
    ## Players
    - Messi | Argentina | 112 | 2005

    """

  @Test func listRowsShowTheCellsAfterTheDetail() throws {
    let markdown = try TableShimProcess.run(["-t", "md"], input: wide)
    #expect(markdown.status == 0, "\(markdown.error)")
    #expect(markdown.output.contains("- Messi — *Argentina* — *112* — *2005*\n"))
    let text = try TableShimProcess.run(["-t", "text"], input: wide).output
    #expect(text.contains("- Messi — Argentina — 112 — 2005\n"))
    let html = try TableShimProcess.run(["-t", "html"], input: wide).output
    #expect(html.contains("<span class=\"ts-cell\">112</span> <span class=\"ts-cell\">2005</span>"))
  }

  @Test func aSecondCellInStyleDefaultIsShownToo() throws {
    let section = "## Retired\n@style default\n- Zidane | France\n"
    let text = try TableShimProcess.run(["-t", "text"], input: section).output
    #expect(text.contains("- Zidane — France\n"))
  }

  @Test func gridsForcedIntoListLayoutKeepEveryColumn() throws {
    let csv = "Name,Country,Goals\nMessi,Argentina,112\n"
    for arguments in [["-f", "csv"], ["-f", "json"]] {
      let input =
        arguments[1] == "csv"
        ? csv
        : #"{"sections": [{"columns": ["Name", "Country", "Goals"], "rows": [["Messi", "Argentina", "112"]]}]}"#
      let result = try TableShimProcess.run(
        arguments + ["--layout", "list", "-t", "md"], input: input)
      #expect(result.status == 0, "\(result.error)")
      #expect(result.output.contains("- Messi — *Argentina* — *112*\n"), "\(arguments)")
    }
  }
}

/// The output formats come from one table: `-t` takes each name and alias, `-o` infers each
/// extension, and `--list-formats` lists them.
@Suite struct OutputFormatTests {
  @Test func listFormatsNamesEveryFormatAndItsExtensions() throws {
    let result = try TableShimProcess.run(["--list-formats"])
    #expect(result.status == 0)
    for line in ["text, txt, plain", "markdown, md, gfm", "html, htm"] {
      #expect(result.output.contains(line))
    }
    #expect(result.output.contains(".md .markdown"))
  }

  @Test func theOutputFileExtensionChoosesTheFormat() throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "tableshim-formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, marker) in [
      ("out.htm", "<article"), ("out.markdown", "- a\n"), ("out.text", "- a\n"),
    ] {
      let path = directory.appending(path: name).path
      let result = try TableShimProcess.run(["-o", path], input: "- a\n")
      #expect(result.status == 0, "\(result.error)")
      #expect(try String(contentsOfFile: path, encoding: .utf8).contains(marker), "\(name)")
    }
  }
}
