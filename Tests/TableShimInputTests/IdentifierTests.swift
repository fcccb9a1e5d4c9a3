import TableShim
import Testing

@testable import TableShimInput

// Ids of sections and rows: a trailing ` {#ID}` in a list file, an `id` key in JSON.

/// The ids of a decoded table: each section's, then its rows', as text (`-` for none).
private func ids(_ text: String, _ format: InputFormat, readingAhead: Bool = false) throws
  -> [String]
{
  let source = InputSource.text(text, name: inputName(format))
  let model: TableViewModel
  switch (format, readingAhead) {
  case (.list, true):
    var decoder = ListFileDecoder(source, readingAhead: true)
    model = try TableViewModel(collecting: &decoder)
  case (.json, true):
    var decoder = JSONTableDecoder(source, readingAhead: true)
    model = try TableViewModel(collecting: &decoder)
  default:
    model = try TableInput.model(from: source, format: format)
  }
  return model.sections.flatMap { section in
    ["S \(section.id.map { "\($0)" } ?? "-")"]
      + section.cells.map { "R \($0.id.map { "\($0)" } ?? "-")" }
  }
}

/// The first cell of every row, and each section's header.
private func texts(_ text: String, _ format: InputFormat = .list) throws -> [String] {
  let model = try TableInput.model(from: .text(text, name: inputName(format)), format: format)
  return model.sections.flatMap { section in
    ["## \(section.header ?? "-")"]
      + section.cells.map { ($0.customData as? CellContent)?.columns.joined(separator: "|") ?? "?" }
  }
}

// MARK: List files

@Test(arguments: [false, true])
func aTrailingIdNamesASectionOrARow(readingAhead: Bool) throws {
  let text = """
    ## Forwards {#fw}
    - Messi | 112 {#p-10}
    - [x] Son {#손}
    - Zidane
    ## {#empty}
    ##
    - x {#a{#b}

    """
  #expect(
    try ids(text, .list, readingAhead: readingAhead) == [
      "S fw", "R p-10", "R 손", "R -", "S empty", "S -", "R a{#b",
    ])
  #expect(
    try texts(text) == ["## Forwards", "Messi|112", "Son", "Zidane", "## -", "## -", "x"])
}

@Test func anIdIsTheLastWordAfterABlankAndIsNotPartOfTheCells() throws {
  // Blanks around the id go; without a blank before it, or with text after it, it is text.
  #expect(try ids("- a |\t{#x}\t \n", .list) == ["S -", "R x"])
  #expect(try texts("- a |\t{#x}\t \n") == ["## -", "a|"])
  #expect(
    try texts("- a{#x}\n- a {#x} b\n- a |{#x}\n- {#x}}\n- {#}x}\n") == [
      "## -", "a{#x}", "a {#x} b", "a|{#x}", "{#x}}", "{#}x}",
    ])
  #expect(try ids("- a{#x}\n- a {#x} b\n", .list) == ["S -", "R -", "R -"])
  // A row of only an id has one empty cell; with columns it is padded.
  #expect(try texts("@columns A | B\n- {#x}\n") == ["## -", "|"])
}

@Test func aBackslashBeforeTheIdMakesItText() throws {
  // One backslash is dropped; the rest are the cell's escapes as usual.
  #expect(
    try texts(
      #"""
      ## Header \{#h}
      ## Two \\{#h}
      - a \{#x}
      - a \{#}
      - a \\{#x}
      - a \\\{#x}
      - a | \{#x}
      - C:\{#x} | \{

      """#) == [
        "## Header {#h}", "## Two \\{#h}", #"a {#x}"#, #"a {#}"#, #"a \{#x}"#, #"a \{#x}"#,
        "a|{#x}", #"C:\{#x}|\{"#,
      ])
  #expect(try ids(#"- a \{#x}"#, .list) == ["S -", "R -"])
}

@Test func anEmptyIdOrOneWithWhiteSpaceIsAnError() {
  #expect(
    failure("- a\n- b {#}\n")
      == "players.list:2:5: an id needs a character or more, as in '{#forwards}'; "
      + #"write '\{#' for a literal '{#'"#)
  #expect(
    failure("## h {#a\u{A0}b}\n")
      == "players.list:1:6: id 'a\u{A0}b' has white space; an id is one or more characters "
      + "other than white space and '}'")
}

/// Every white space an id may hold (a tab or a space ends the word, a line feed the line) is
/// found: the ASCII ones byte by byte, the others by their Unicode property; other scalars,
/// ASCII or not, make ids.
@Test func whiteSpaceIsFoundInAnIdWhetherItIsASCIIOrNot() throws {
  for space in ["\u{0B}", "\u{0C}", "\u{0D}", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}"] {
    let message = failure("- a {#x\(space)y}\n")
    #expect(message.hasPrefix("players.list:1:5: id 'x"), "\(space.unicodeScalars.first!)")
    #expect(message.contains("has white space"), "\(space.unicodeScalars.first!)")
  }
  #expect(
    try ids("- a {#\u{1C}\u{1F}}\n- b {#é}\n- c {#선수}\n- d {#x\u{200B}}\n", .list)
      == ["S -", "R \u{1C}\u{1F}", "R é", "R 선수", "R x\u{200B}"])
}

@Test func theIdComesAfterEveryCellSoCellsAreCountedWithoutIt() {
  #expect(
    failure("@columns A\n- a | b {#x}\n")
      == "players.list:2:5: row has 2 cells; section has 1 columns")
  #expect(failure("@columns A\n- a {#x|y}\n") == "no error")
}

// MARK: JSON

@Test(arguments: [false, true])
func jsonSectionsAndRowsTakeAnId(readingAhead: Bool) throws {
  let text = """
    {"sections": [
      {"id": "fw", "header": "Forwards", "rows": [
        {"cells": ["Messi"], "id": "p 10"}, ["Son"], "Zidane", {"id": "", "cells": []}]},
      {"rows": [{"cells": ["x"], "id": "x"}], "id": "late but held"}]}
    """
  #expect(
    try ids(text, .json, readingAhead: readingAhead) == [
      "S fw", "R p 10", "R -", "R -", "R ", "S late but held", "R x",
    ])
}

@Test func aJSONSectionIdAfterItsRowsWereSentIsAnError() {
  #expect(
    failure(
      #"{"sections": [{"header": "h", "columns": [], "rows": [], "id": "x"}]}"#, .json)
      == "players.json:1:58: 'id' must come before 'rows' in sections[0], whose rows were sent")
  #expect(
    failure(#"{"sections": [{"id": 3}]}"#, .json)
      == "players.json:1:22: sections[0].id must be a string, not a number")
  #expect(
    failure(#"{"sections": [{"rows": [{"cells": [], "id": null}]}]}"#, .json)
      == "players.json:1:45: sections[0].rows[0].id must be a string, not null")
}

@Test func aJSONRowTakesAStyle() throws {
  let text = """
    {"sections": [{"rows": [
      {"cells": ["a", "b"], "style": "subtitle"},
      {"cells": ["a", "b"], "style": "default"},
      {"cells": ["a"], "style": "value2", "detail": "d"},
      {"cells": ["a"], "style": "default", "detail": "d"},
      {"cells": ["a"], "detail": "d"}]}]}
    """
  #expect(
    try trace(text, .json) == [
      "S - -", "R a,b subtitle s:b", "R a,b default", "R a value2 d:d", "R a default d:d",
      "R a value1 d:d", "F -",
    ])
  #expect(
    failure(#"{"sections": [{"rows": [{"cells": [], "style": "fancy"}]}]}"#, .json)
      == "players.json:1:48: unknown style 'fancy'; expected default, subtitle, value1 or value2")
  #expect(
    failure(#"{"sections": [{"rows": [{"cells": [], "colour": "red"}]}]}"#, .json)
      == "players.json:1:39: unknown key 'colour' in sections[0].rows[0]; expected 'cells', "
      + "'checked', 'state', 'link', 'detail', 'style', 'id' or 'label'")
}
