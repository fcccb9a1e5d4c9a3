import TableShimTesting
import Testing

@testable import TableShim

@Test func aPlainGridAlignsByDisplayWidth() throws {
  assertSnapshot(
    of: try TableShim().render(worldCup, as: .text), as: .lines("txt"), named: "world-cup-plain")
}

@Test func anASCIIGridDrawsBordersAndLinesUpDecimalPoints() throws {
  let output = try TableShim().render(worldCup, as: .text(PlainTextBackend(gridStyle: .ascii)))
  assertSnapshot(of: output, as: .lines("txt"), named: "world-cup-ascii")
}

@Test func aRoundedGridUsesBoxDrawing() throws {
  let model = TableViewModel {
    Section(columns: ["a", Column("b", alignment: .center)]) {
      Row(CellContent(columns: ["x", "y"]))
    }
  }
  let expected = """
    ╭───┬───╮
    │ a │ b │
    ├───┼───┤
    │ x │ y │
    ╰───┴───╯

    """
  #expect(
    try TableShim().render(model, as: .text(PlainTextBackend(gridStyle: .rounded))) == expected)
}

@Test func numbersAreAlignedOnTheirPointsButNeverRewritten() throws {
  let model = TableViewModel {
    Section(columns: ["n"]) {
      for value in ["42992e1", "1,234.5", "007", "-3.25", "12%"] {
        Row(CellContent(columns: [value]))
      }
    }
  }
  let lines = try TableShim().render(model, as: .text).split(separator: "\n")
  #expect(
    lines == [
      "         n", "----------", "42992e1   ", "  1,234.5 ", "    007   ", "     -3.25",
      "    12%   ",
    ])
}

@Test func columnOptionsSetAlignmentAndWidths() throws {
  let model = TableViewModel {
    Section(columns: [
      Column("left", alignment: .left), Column("c", alignment: .center, minWidth: 5),
      Column("r", alignment: .right), Column("narrow", maxWidth: 3),
    ]) {
      Row(CellContent(columns: ["1", "x", "ab", "abcdef"]))
    }
  }
  let expected = """
    left    c     r  nar
                     row
    ----  -----  --  ---
    1       x    ab  abc
                     def

    """
  #expect(try TableShim().render(model, as: .text) == expected)
}

@Test func raggedRowsArePaddedAndTooManyCellsIsAnError() throws {
  let short = TableViewModel {
    Section(columns: ["a", "b"]) { Row(CellContent(columns: ["1"])) }
  }
  #expect(try TableShim().render(short, as: .text) == "a  b\n-  -\n1   \n")
  let long = TableViewModel {
    Section(columns: ["a", "b"]) {
      Row(CellContent(columns: ["1", "2"]))
      Row(CellContent(columns: ["1", "2", "3"]))
    }
  }
  #expect {
    try TableShim().render(long, as: .markdown)
  } throws: { "\($0)" == "row [0, 1]: row has 3 cells; section has 2 columns" }
}

@Test func aGridWithoutTitlesHasNoHeaderRowInText() throws {
  var shim = TableShim()
  shim.preferredLayout = .grid
  let model = TableViewModel { Section { Row("a", detail: "1") } }
  #expect(try shim.render(model, as: .text) == "a  1\n")
}

@Test func controlCharactersInCellsCannotBreakTheGrid() throws {
  let model = TableViewModel {
    Section(columns: ["a", "b"]) { Row(CellContent(columns: ["tab\there", "esc\u{1B}[2J"])) }
  }
  let output = try TableShim().render(model, as: .text(PlainTextBackend(gridStyle: .ascii)))
  #expect(output.contains("| tab\u{2409}here | esc\u{241B}[2J |"))
  #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
}

@Test func multiLineCellsKeepTheGridIntact() throws {
  let model = TableViewModel {
    Section(columns: ["a", "b"]) { Row(CellContent(columns: ["one\ntwo\nthree", "x"])) }
  }
  let expected = """
    +-------+---+
    | a     | b |
    +-------+---+
    | one   | x |
    | two   |   |
    | three |   |
    +-------+---+

    """
  #expect(try TableShim().render(model, as: .text(PlainTextBackend(gridStyle: .ascii))) == expected)
}

@Test func aWidthWrapsCellsAtWordsThenCharacters() throws {
  let model = TableViewModel {
    Section(columns: ["name", "note"]) {
      Row(CellContent(columns: ["손흥민", "Tottenham captain since 2023"]))
    }
  }
  let output = try TableShim().render(
    model, as: .text(PlainTextBackend(gridStyle: .rounded, width: 24)))
  let expected = """
    ╭────────┬─────────────╮
    │ name   │ note        │
    ├────────┼─────────────┤
    │ 손흥민 │ Tottenham   │
    │        │ captain     │
    │        │ since 2023  │
    ╰────────┴─────────────╯

    """
  #expect(output == expected)
}

@Test func aRoundedGridWrappedToAWidthStaysIntact() throws {
  let backend = PlainTextBackend(gridStyle: .rounded, width: 36)
  assertSnapshot(
    of: try TableShim().render(worldCup, as: .text(backend)), as: .lines("txt"),
    named: "world-cup-rounded-36")
  assertSnapshot(
    of: try TableShim().render(worldCup, as: .text(PlainTextBackend(gridStyle: .rounded))),
    as: .lines("txt"), named: "world-cup-rounded")
}
