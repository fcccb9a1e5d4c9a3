import TableShim
import TableShimInput
import Testing

@Suite struct FootnoteInputTests {
  @Test func aListFileGivesItsFootnotesAndMarks() throws {
    let text = """
      # T
      @footnote-marks symbols
      @footnote title = On the title.
      @footnote Goals = Penalties = goals too.
      @footnote column:title = On a column titled title.
      @footnote spanner:Record = On a spanner.
      @footnote section:Retired = On a section.
      @footnote cell:son:Goals = On a cell.
      - a
      """
    #expect(
      try trace(text) == [
        "T T", "FM symbols", "FN title On the title.",
        "FN column(\"Goals\") Penalties = goals too.",
        "FN column(\"title\") On a column titled title.", "FN spanner(\"Record\") On a spanner.",
        "FN section(\"Retired\") On a section.",
        "FN cell(rowID: \"son\", column: \"Goals\") On a cell.", "S - -", "R a default", "F -",
      ])
  }

  @Test(arguments: [
    (
      "@footnote Goals\n",
      "players.list:1:11: bad footnote; expected '@footnote TARGET = TEXT', such as '@footnote Goals = Penalties included'"
    ),
    ("@footnote Goals =\n", "players.list:1:18: bad footnote; expected the note's text after '='"),
    ("@footnote cell:son = x\n", "players.list:1:16: bad footnote; expected 'cell:ROWID:COLUMN'"),
    (
      "@footnote spanner: = x\n",
      "players.list:1:19: bad footnote; expected a name after 'spanner:'"
    ),
    (
      "@footnote-marks roman\n",
      "players.list:1:17: bad footnote; expected '@footnote-marks numbers', 'letters' or 'symbols'"
    ),
    (
      "- a\n@footnote title = x\n",
      "players.list:2:1: bad footnote; expected '@footnote' before the first section (line 1), as the title"
    ),
  ])
  func aListFileFootnoteMistakeIsPositioned(_ text: String, _ message: String) {
    #expect(failure(.text(text, name: "players.list"), format: .list) == message)
  }

  @Test func theFootnotePlacementComesFromAListFileOrAJSONDocument() throws {
    #expect(
      try trace("@footnote-placement section\n@footnote title = x\n- a\n").prefix(2) == [
        "FP afterEachSection", "FN title x",
      ])
    #expect(
      try trace(
        #"{"footnotePlacement": "table", "footnotes": [{"target": "title", "text": "x"}], "sections": []}"#,
        .json
      ).prefix(2) == ["FP afterTable", "FN title x"])
    #expect(
      failure("@footnote-placement sections\n")
        == "players.list:1:21: bad footnote; expected '@footnote-placement table' or 'section'")
    #expect(
      failure("- a\n@footnote-placement section\n")
        == "players.list:2:1: bad footnote; expected '@footnote-placement' before the first "
        + "section (line 1), as the title")
    #expect(
      failure(#"{"footnotePlacement": "end", "sections": []}"#, .json)
        == "players.json:1:23: bad footnote; expected footnotePlacement of table or section, "
        + "not 'end'")
  }

  @Test func aJSONDocumentGivesItsFootnotesAndMarks() throws {
    let text = """
      {"title": "T", "footnoteMarks": "letters",
       "footnotes": [{"target": "title", "text": "On the title."},
                     {"target": "column", "name": "Goals", "text": "On a column."},
                     {"text": "On a cell.", "target": "cell", "row": "son", "column": "Goals"}],
       "sections": [{"rows": ["a"]}]}
      """
    #expect(
      try trace(text, .json) == [
        "T T", "FM letters", "FN title On the title.", "FN column(\"Goals\") On a column.",
        "FN cell(rowID: \"son\", column: \"Goals\") On a cell.", "S - -", "R a default", "F -",
      ])
  }

  @Test(arguments: [
    (
      #"{"sections": [], "footnotes": []}"#,
      "players.json:1:18: 'footnotes' must come before 'sections' in the document"
    ),
    (
      #"{"footnotes": [{"target": "row", "text": "x"}], "sections": []}"#,
      "players.json:1:17: bad footnote; expected a target of title, column, spanner, section or cell, not 'row'"
    ),
    (
      #"{"footnotes": [{"target": "column", "text": "x"}], "sections": []}"#,
      "players.json:1:16: footnotes[0] needs the key 'name'"
    ),
    (
      #"{"footnotes": [{"target": "title", "name": "T", "text": "x"}], "sections": []}"#,
      "players.json:1:16: bad footnote; expected no 'name' in a footnote on a title"
    ),
    (
      #"{"footnotes": [{"target": "title"}], "sections": []}"#,
      "players.json:1:16: footnotes[0] needs the key 'text'"
    ),
    (
      #"{"footnoteMarks": "roman", "sections": []}"#,
      "players.json:1:19: bad footnote; expected footnoteMarks of numbers, letters or symbols, not 'roman'"
    ),
  ])
  func aJSONFootnoteMistakeIsPositioned(_ text: String, _ message: String) {
    #expect(failure(.text(text, name: "players.json"), format: .json) == message)
  }

  @Test func checkingAnInputWarnsOfANoteOnARowIDItDoesNotHave() throws {
    let text = "@footnote cell:kane:Goals = x\n@columns Name | Goals\n- Son | 1 {#son}\n"
    var findings: [String] = []
    try TableInput.checkFormats(from: .text(text, name: "players.list"), format: .list) {
      _, finding in findings.append(finding.description)
    }
    #expect(
      findings == [
        "warning: section 1: footnote 1 ('x'): no row has the id 'kane'; the note is not shown "
          + "[footnote-without-target]"
      ])
  }
}
