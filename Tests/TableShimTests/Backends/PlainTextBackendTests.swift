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
