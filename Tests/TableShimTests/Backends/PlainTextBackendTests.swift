import TableShimTesting
import Testing

@testable import TableShim

@Test func plainTextShowsTitlesHeadersRowsAccessoriesStatesAndFooters() throws {
  assertSnapshot(of: Fixtures.players, as: .text)
}

@Test func plainTextUnderlinesByDisplayWidthAndIndentsLaterLines() throws {
  let model = TableViewModel(
    title: "손흥민",
    sections: [
      SectionModel(
        header: "two\nlines", footer: "foot\nnote",
        cells: [CellModel(CellContent(text: "a\nb", accessory: .checkmark))])
    ])
  let expected = """
    손흥민
    ======

    two
    lines
    -----
    [x] a
        b

    foot
    note

    """
  #expect(try TableShim().render(model, as: .text) == expected)
}

@Test func plainTextShowsControlCharactersInsteadOfSendingThemToTheTerminal() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(text: "esc\u{1B}[31m bell\u{07} tab\t cr\r del\u{7F} nul\u{0} c1\u{85}")
    ])
  ])
  let output = try TableShim().render(model, as: .text)
  #expect(
    output
      == "- esc\u{241B}[31m bell\u{2407} tab\u{2409} cr\n   del\u{2421} nul\u{2400} c1\\u{85}\n"
  )
  #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
}

@Test func plainTextBreaksLinesAtLFCRLFAndCR() throws {
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "a\r\nb\rc\nd")])])
  #expect(try TableShim().render(model, as: .text) == "- a\n  b\n  c\n  d\n")
  let grid = TableViewModel(sections: [
    SectionModel(columns: ["A"], cells: [CellModel(CellContent(columns: ["a\r\nb\rc"]))])
  ])
  #expect(try TableShim().render(grid, as: .text) == "A\n-\na\nb\nc\n")
}

@Test func plainTextStartsARowWithoutATextWithItsFirstPart() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(detailText: "detail", style: .value1)),
      CellModel(CellContent(text: "text", detailText: "", style: .value1)),
      CellModel(CellContent(columns: ["", "", "x"], style: .value1)),
    ])
  ])
  #expect(try TableShim().render(model, as: .text) == "- \u{2014} detail\n- text\n- \u{2014} x\n")
}

@Test func plainTextOfAnEmptyTableIsItsTitleOrNothing() throws {
  #expect(try TableShim().render(TableViewModel(), as: .text) == "")
  #expect(try TableShim().render(TableViewModel(title: "T"), as: .text) == "T\n=\n")
}

@Test func plainTextInColourShowsEveryPartInItsLook() throws {
  var colors = TerminalStyle.standard
  colors.zebra = .background(.brightBlack)
  assertSnapshot(
    of: Fixtures.players, as: .rendered(.text(PlainTextBackend(colors: colors))),
    named: "colors")
}

@Test func plainTextInColourTurnsALookOffAroundLineBreaksAndMarksMatchesInColour() throws {
  let colored = PlainTextBackend(colors: .standard)
  let broken = TableViewModel(sections: [
    SectionModel(
      footer: "one\ntwo", cells: [CellModel(CellContent(text: "a\nb", state: .selected))])
  ])
  let text = try TableShim().render(broken, as: .text(colored))
  #expect(
    text == """
      \u{1B}[7m- a\u{1B}[0m
        \u{1B}[7mb [selected]\u{1B}[0m

      \u{1B}[2mone\u{1B}[0m
      \u{1B}[2mtwo\u{1B}[0m

      """)
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(CellContent(text: "a")),
      CellModel(CellContent(text: "Son\u{1B}[31m son", state: .disabled)),
    ])
  ])
  var shim = TableShim()
  shim.search = Search("son", highlightsMatches: true, countsMatches: true)
  // The ESC in the data is shown as a picture; only the backend writes escape sequences.
  #expect(
    try shim.render(model, as: .text(colored)) == """
      \u{1B}[2m- \u{1B}[30;43mSon\u{1B}[0m\u{1B}[2m␛[31m \u{1B}[30;43mson\u{1B}[0m\u{1B}[2m [disabled]\u{1B}[0m
      \u{1B}[2;3m(1 of 2)\u{1B}[0m

      """)
}

@Test func plainTextGridsInColourColourEachCellAndItsPaddingNotTheRules() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["Name", "Goals"],
      cells: [
        CellModel(CellContent(columns: ["Messi", "112"])),
        CellModel(CellContent(columns: ["Son", "51"], state: .selected)),
      ])
  ])
  let text = try TableShim().render(model, as: .text(PlainTextBackend(colors: .standard)))
  #expect(
    text == """
      \u{1B}[1mName          \u{1B}[0m  \u{1B}[1mGoals\u{1B}[0m
      --------------  -----
      Messi             112
      \u{1B}[7mSon [selected]\u{1B}[0m  \u{1B}[7m   51\u{1B}[0m

      """)
}
