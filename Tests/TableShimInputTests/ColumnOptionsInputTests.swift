import TableShim
import Testing

@testable import TableShimInput

/// The columns of each section of an input, in order.
private func columns(_ text: String, _ format: InputFormat) throws -> [[Column]] {
  let model = try TableInput.model(from: .text(text, name: "t"), format: format)
  return model.sections.map { $0.columns ?? [] }
}

@Test func listFileDirectivesSetFormatsAndMarks() throws {
  let list = """
    @missing —
    ## A
    @columns Name | Score | Due
    @format Score = number:1
    @missing Score = n/a
    @format Due = date:d MMM yyyy@fr_FR
    - x | 1 | 2024-01-02
    ## B
    - y
    ## C
    @columns Name
    - z

    """
  let sections = try columns(list, .list)
  #expect(sections[0][0] == Column("Name", missingMark: "—"))
  #expect(sections[0][1] == Column("Score", format: .number(decimals: 1), missingMark: "n/a"))
  #expect(sections[0][2].format == .date("d MMM yyyy", locale: "fr_FR"))
  // Inherited with the columns.
  #expect(sections[1] == sections[0])
  // A new @columns starts afresh, with the table's mark.
  #expect(sections[2] == [Column("Name", missingMark: "—")])
}

@Test func listFileDirectiveErrorsArePositioned() {
  #expect(
    failure("@columns A\n@format B = number\n")
      == "players.list:2:9: no column 'B'; the columns are 'A'")
  #expect(
    failure("@format A = number\n")
      == "players.list:1:9: '@format' names a column, so it needs '@columns' first")
  #expect(
    failure("@columns A\n@format A = numbr\n")
      == "players.list:2:13: bad column format 'numbr'; expected a format: number, integer, "
      + "percent, currency, scientific, compact, bytes, date, datetime, duration, sparkline")
  #expect(
    failure("@columns A\n@format A = currency:EURO\n")
      == "players.list:2:22: bad column format 'currency:EURO'; expected ':' and an ISO 4217 "
      + "currency code such as EUR or USD")
  #expect(failure("@columns A\n@format A\n").hasPrefix("players.list:2:9: bad column format 'A'"))
  #expect(
    failure("@columns A\n- 1\n@missing A = -\n")
      == "players.list:3:1: '@missing' must come before the first row of its section")
  #expect(
    failure("@columns A\n@missing B = -\n")
      == "players.list:2:10: no column 'B'; the columns are 'A'")
}

@Test func jsonColumnObjectsAndTableMark() throws {
  let json = """
    {"missing": "—", "sections": [{"columns": ["Name",
      {"title": "Score", "format": "percent:1", "missing": "n/a"},
      {"title": "Paid", "format": "currency:EUR@de_DE"}], "rows": [["a", "0.5", "1"]]}]}
    """
  let sections = try columns(json, .json)
  #expect(
    sections[0] == [
      Column("Name", missingMark: "—"),
      Column("Score", format: .percent(decimals: 1), missingMark: "n/a"),
      Column("Paid", format: .currency("EUR", locale: "de_DE"), missingMark: "—"),
    ])
}

@Test func jsonColumnErrorsArePositioned() {
  #expect(
    failure(#"{"sections": [{"columns": [{"title": "A", "format": "number:x"}]}]}"#, .json)
      == "players.json:1:61: bad column format 'number:x'; expected a count of decimals or "
      + "'nogroup' for number, or the end of the format")
  #expect(
    failure(#"{"sections": [{"columns": [{"format": "number"}]}]}"#, .json)
      == "players.json:1:28: sections[0].columns[0] needs the key 'title'")
  #expect(
    failure(#"{"sections": [{"columns": [{"title": "A", "width": 3}]}]}"#, .json)
      .hasPrefix("players.json:1:43: unknown key 'width' in sections[0].columns[0]"))
  #expect(
    failure(#"{"sections": [{"columns": [3]}]}"#, .json).hasPrefix("players.json:1:28:"))
  #expect(
    failure(#"{"sections": [], "missing": "-"}"#, .json)
      .hasPrefix("players.json:1:18: 'missing' must come before 'sections'"))
}

@Test func checkingFormatsReportsEachCellAtItsLine() throws {
  let csv = "Name,Score,Due\na,1.5,2024-01-01\nb,x,2024-02-30\nc,,\n"
  var found: [String] = []
  try TableInput.checkFormats(
    from: .text(csv, name: "s.csv"), format: .csv,
    adjustingColumns: { columns in
      columns.map { column in
        var column = column
        if column.title == "Score" { column.format = .number() }
        if column.title == "Due" { column.format = .date() }
        return column
      }
    }
  ) { location, finding in
    found.append("\(location.map { "\($0)" } ?? "?"): \(finding.message)")
  }
  #expect(
    found == [
      "s.csv:3:1: column 'Score': 'x' does not read as number:2; shown as it is",
      "s.csv:3:1: column 'Due': '2024-02-30' does not read as date:yyyy-MM-dd; shown as it is",
    ])
}

@Test func lintWarnsOfUnformattableCells() throws {
  let list = "@columns A | B\n@format B = integer\n- a | 12\n- b | twelve\n"
  let model = try TableInput.model(from: .text(list, name: "t.list"), format: .list)
  let findings = model.lint().filter { $0.rule == .unformattableCell }
  #expect(findings.map(\.place) == ["section 1, row 2"])
  #expect(findings.first?.severity == .warning)
}
