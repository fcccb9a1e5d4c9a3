import TableShim
import Testing

@testable import TableShimInput

// A field keeps its content as the input has it: a line break inside a quoted CSV field stays
// CRLF, LF or CR; escapes give exactly what they say; a line's own ending is in no cell.

/// An input decoded into a table held in memory.
private func table(
  _ text: String, _ format: InputFormat, readingAhead: Bool = false
) throws -> TableViewModel {
  let source = InputSource.text(text, name: inputName(format))
  guard readingAhead else { return try TableInput.model(from: source, format: format) }
  var decoder = ListFileDecoder(source, readingAhead: true)
  return try TableViewModel(collecting: &decoder)
}

/// The cells of every row of a table, in order.
private func cells(of table: TableViewModel) -> [[String]] {
  table.sections.flatMap(\.cells).map { ($0.customData as? CellContent)?.columns ?? ["?"] }
}

/// The column titles of every section of a table.
private func titles(of table: TableViewModel) -> [[String]] {
  table.sections.map { $0.columns?.map(\.title) ?? [] }
}

// MARK: CSV

@Test(arguments: [
  // csv-spectrum's newlines_crlf and newlines: a quoted line break stays as the file has it.
  (
    "a,b,c\r\n1,2,3\r\n\"Once upon \r\na time\",5,6\r\n7,8,9\r\n",
    [["1", "2", "3"], ["Once upon \r\na time", "5", "6"], ["7", "8", "9"]]
  ),
  (
    "a,b,c\n1,2,3\n\"Once upon \na time\",5,6\n7,8,9\n",
    [["1", "2", "3"], ["Once upon \na time", "5", "6"], ["7", "8", "9"]]
  ),
  // csv-spectrum's quotes_and_newlines.
  ("a,b\n1,\"ha \n\"\"ha\"\" \nha\"\n3,4\n", [["1", "ha \n\"ha\" \nha"], ["3", "4"]]),
  // A lone LF in a CRLF file stays LF; a lone CR stays CR, before a CRLF too.
  ("a,b\r\n\"x\ny\",z\r\n", [["x\ny", "z"]]),
  ("a,b\r\n\"x\ry\",z\r\n\"\r\",\"x\r\r\ny\"\r\n", [["x\ry", "z"], ["\r", "x\r\r\ny"]]),
  // Mixed endings in one field, and empty lines inside it.
  ("a\r\n\"1\r\n2\n\r\n\n3\"\r\n", [["1\r\n2\n\r\n\n3"]]),
  // Outside quotes, a CR in a field stays; the one of a CRLF, or at the input's end, does not.
  ("a,b\r\nx\ry,z\r\n1,2\r", [["x\ry", "z"], ["1", "2"]]),
])
func aCSVFieldKeepsItsLineBreaksAsTheInputHasThem(text: String, rows: [[String]]) throws {
  let decoded = try table(text, .csv)
  #expect(cells(of: decoded) == rows)
  #expect(titles(of: decoded).allSatisfy { $0.allSatisfy { !$0.contains("\r") } })
}

@Test func aQuotedCRLFIsKeptWhereverTheReadsCutIt() throws {
  let text = "a,b\r\n\"one\r\ntwo\",\"x\ny\r\nz\"\r\n"
  for size in 1...5 {
    let source = ChoppedSource(Array(text.utf8), maximumRead: size).input(named: "cut.csv")
    let decoded = try TableInput.model(from: source, format: .csv)
    #expect(cells(of: decoded) == [["one\r\ntwo", "x\ny\r\nz"]], "\(size)")
  }
}

@Test func groupedCSVKeepsTheLineBreaksToo() throws {
  let decoded = try TableInput.model(
    from: .text("g,a\r\n\"x\r\ny\",\"1\r\n2\"\r\n", name: "g.csv"), format: .csv, groupBy: "g")
  #expect(decoded.sections.map(\.header) == ["x\r\ny"])
  #expect(cells(of: decoded) == [["1\r\n2"]])
}

// MARK: TSV

@Test func aTSVFieldDecodesItsFourEscapesAndKeepsItsCRs() throws {
  // `\n`, `\r`, `\t` and `\\` are a LF, a CR, a tab and a backslash; a lone CR is kept.
  let decoded = try table("a\tb\r\nx\\ny\tc\\r\\t\\\\\r\nx\ry\tz\r", .tsv)
  #expect(cells(of: decoded) == [["x\ny", "c\r\t\\"], ["x\ry", "z"]])
  #expect(titles(of: decoded) == [["a", "b"]])
}

@Test func aTSVBackslashBeforeAnyOtherCharacterStaysAsWritten() throws {
  let decoded = try table("a\\tb\tc\\\n\\x\\\\\\\t\\\"\\u0041\\\n", .tsv)
  #expect(titles(of: decoded) == [["a\tb", "c\\"]])
  #expect(cells(of: decoded) == [["\\x\\\\", "\\\"\\u0041\\"]])
}

// MARK: JSON

@Test func aJSONStringKeepsExactlyWhatItsEscapesSay() throws {
  let text = #"""
    {"title": "t\r\n", "sections": [{"header": "h\r", "columns": ["a\r\nb", "c"],
      "rows": [["x\r\ny", "\n"], {"cells": ["\r"], "detail": "d\r\n"}], "footer": "f\r\nf"}]}
    """#
  let decoded = try table(text, .json)
  #expect(decoded.title == "t\r\n")
  #expect(decoded.sections.map(\.header) == ["h\r"])
  #expect(titles(of: decoded) == [["a\r\nb", "c"]])
  #expect(cells(of: decoded) == [["x\r\ny", "\n"], ["\r", ""]])
  let detail = decoded.sections[0].cells[1].customData as? CellContent
  #expect(detail?.detailText == "d\r\n")
  #expect(decoded.sections.map(\.footer) == ["f\r\nf"])
}

// MARK: List files

@Test(arguments: [false, true])
func aCRLFListFileKeepsNoCRInItsTexts(readingAhead: Bool) throws {
  let text =
    "# T\r\n## H\r\n@columns a | b\r\n- x | y\r\n- [x] z\r\n> f\r\n>\r\n> g\r\n## I\r\n- p | q\r"
  let decoded = try table(text, .list, readingAhead: readingAhead)
  #expect(decoded.title == "T")
  #expect(decoded.sections.map(\.header) == ["H", "I"])
  #expect(titles(of: decoded) == [["a", "b"], ["a", "b"]])
  #expect(cells(of: decoded) == [["x", "y"], ["z", ""], ["p", "q"]])
  #expect(decoded.sections.map(\.footer) == ["f\n\ng", nil])
}

@Test func aCRInsideAListFileLineStays() throws {
  let decoded = try table("- x\ry | z\r\r\n", .list)
  // The CR of the CRLF ends the line; the one before it is the cell's, and trimming keeps it.
  #expect(cells(of: decoded) == [["x\ry", "z\r"]])
}
