import TableShim
import Testing

@testable import TableShimInput

/// The example of the list file's specification.
let specExample = """
  # Soccer players
  ## Forwards
  @columns Name | Country | Goals
  - Messi | Argentina | 112
  - Son Heung-min | 대한민국 | 51
  > Goals for the national team.
  ## Retired
  - [x] Zidane | France | 31

  """

/// The events of the specification's example, which its JSON form gives too.
let specExampleTrace = [
  "T Soccer players", "S Forwards Name,Country,Goals",
  "R Messi,Argentina,112 value1 d:Argentina", "R Son Heung-min,대한민국,51 value1 d:대한민국",
  "F \"Goals for the national team.\"", "S Retired Name,Country,Goals",
  "R Zidane,France,31 checkmark value1 d:France", "F -",
]

/// The message every line of no known form gets.
let expectedLine =
  "expected an empty line, '# title', '## header', '@columns', '@style', '@subtitle', '@note', "
  + "'@spanners', '- row' or '> footer'"

// MARK: Lines and sections

@Test func theSpecExampleDecodes() throws {
  #expect(try trace(specExample) == specExampleTrace)
}

@Test func emptyLinesAndLinesOfSpacesAndTabsAreIgnored() throws {
  #expect(
    try trace("\n# T\n   \n\t\n## A\n \t \n- a\n\n") == [
      "T T", "S A -", "R a default", "F -",
    ])
}

@Test func aByteOrderMarkIsSkippedAndCRLFEndsLines() throws {
  #expect(
    try trace("\u{FEFF}# T\r\n## A\r\n- a | b\r\n> f\r\n") == [
      "T T", "S A -", "R a,b value1 d:b", "F \"f\"",
    ])
  // The last line needs no line ending, and may end in a lone CR.
  #expect(try trace("- a\r\n- b") == ["S - -", "R a default", "R b default", "F -"])
  #expect(try trace("- a\r") == ["S - -", "R a default", "F -"])
  // A CR inside a line is text.
  #expect(try trace("- a\rb\n") == ["S - -", "R a\rb default", "F -"])
}

@Test func aByteOrderMarkOnlyCountsAtTheStart() throws {
  #expect(failure("- a\n\u{FEFF}- b\n") == "players.list:2:1: \(expectedLine)")
}

@Test func theTitleComesOnceBeforeTheFirstSection() throws {
  #expect(try trace("# Players\n") == ["T Players"])
  #expect(
    failure("# One\n\n# Two\n")
      == "players.list:3:1: a table has one title, and it was given on line 1")
  for (text, line) in [
    ("## A\n# T\n", 1), ("- a\n# T\n", 1), ("\n@columns a\n# T\n", 2), ("> f\n# T\n", 1),
    ("@style value1\n\n# T\n", 1),
  ] {
    #expect(
      failure(text).hasSuffix(
        ": the title must come before the first section, which began on line \(line)"),
      "\(text)")
  }
}

@Test func titlesAndHeadersAreTrimmed() throws {
  #expect(try trace("#   Players\t \n##  A  \n") == ["T Players", "S A -", "F -"])
}

@Test func aHeaderLineWithoutTextStartsASectionWithoutAHeader() throws {
  #expect(
    try trace("## A\n- a\n##\n- b\n##   \n") == [
      "S A -", "R a default", "F -", "S - -", "R b default", "F -", "S - -", "F -",
    ])
}

@Test func rowsBeforeTheFirstHeaderFormASectionWithoutOne() throws {
  #expect(
    try trace("- a\n## B\n- b\n") == [
      "S - -", "R a default", "F -", "S B -", "R b default", "F -",
    ])
  #expect(try trace("> only a footer\n") == ["S - -", "F \"only a footer\""])
}

@Test func everySectionWithAHeaderIsSentEvenWhenEmpty() throws {
  #expect(try trace("## A\n## B\n") == ["S A -", "F -", "S B -", "F -"])
}

@Test func directivesBeforeTheFirstHeaderWithoutRowsMakeNoSection() throws {
  #expect(
    try trace("@columns a | b\n@style subtitle\n## S\n- 1 | 2\n") == [
      "S S a,b", "R 1,2 value1 d:2", "F -",
    ])
}

@Test func otherLinesAreErrorsAtTheirFirstColumn() throws {
  let lines = [
    "### x", "#### x", "* x", "+ x", "1. x", "bare text", "#x", "#", "#   ", "##x", "-x",
    "--", ">x", "  - indented", "\t# T", "| a | b |", "[x] a", "\u{FEFF}",
  ]
  for line in lines {
    #expect(failure("## S\n" + line + "\n") == "players.list:2:1: \(expectedLine)", "\(line)")
  }
}

// MARK: Directives

@Test func columnsAreInheritedUntilDeclaredAgain() throws {
  let text = """
    ## A
    @columns a | b
    - 1 | 2
    ## B
    - 3 | 4
    ## C
    @columns x | y | z
    - 5
    ## D
    @columns
    - 6 | 7 | 8 | 9
    """
  #expect(
    try trace(text) == [
      "S A a,b", "R 1,2 value1 d:2", "F -", "S B a,b", "R 3,4 value1 d:4", "F -",
      "S C x,y,z", "R 5,, value1", "F -", "S D -", "R 6,7,8,9 value1 d:7", "F -",
    ])
}

@Test func columnTitlesSplitLikeCells() throws {
  #expect(
    try trace(#"@columns  a \| b |c\\| \d |"# + "\n- 1\n") == [
      #"S - a | b,c\,\d,"#, "R 1,,, value1", "F -",
    ])
}

@Test func directivesAfterTheFirstRowAreErrors() throws {
  #expect(
    failure("## A\n- a\n@columns x\n")
      == "players.list:3:1: '@columns' must come before the first row of its section")
  #expect(
    failure("- a\n@style value1\n")
      == "players.list:2:1: '@style' must come before the first row of its section")
  // Before the first row they may come in any order, after a footer too; the last wins.
  #expect(
    try trace("## A\n> f\n@style subtitle\n@columns a\n@columns a | b\n- 1 | 2\n") == [
      "S A a,b", "R 1,2 subtitle s:2", "F \"f\"",
    ])
}

@Test func unknownDirectivesAreErrors() throws {
  #expect(
    failure("## A\n@align left\n")
      == "players.list:2:1: unknown directive '@align'; expected '@columns', '@column', "
      + "'@style', '@subtitle', '@note', '@spanners', '@format', '@missing', '@summary', "
      + "'@grand-summary', '@color-scale', '@footnote', '@footnote-marks' or "
      + "'@footnote-placement'")
  #expect(failure("@columnsA | B\n").hasPrefix("players.list:1:1: unknown directive '@columnsA'"))
  #expect(failure("@ x\n").hasPrefix("players.list:1:1: unknown directive '@'"))
}

@Test func stylesArrangeTheFirstTwoCells() throws {
  let cases: [(style: String, trace: String)] = [
    ("default", "R a,b default"), ("subtitle", "R a,b subtitle s:b"),
    ("value1", "R a,b value1 d:b"), ("value2", "R a,b value2 d:b"),
  ]
  for (style, row) in cases {
    #expect(try trace("@style  \(style) \n- a | b\n") == ["S - -", row, "F -"], "\(style)")
  }
  #expect(try trace("@style subtitle\n- a\n") == ["S - -", "R a subtitle", "F -"])
}

@Test func withoutAStyleTwoCellsAreValue1AndOneIsDefault() throws {
  #expect(
    try trace("- a\n- a | b\n- a | b | c\n") == [
      "S - -", "R a default", "R a,b value1 d:b", "R a,b,c value1 d:b", "F -",
    ])
  // An empty second cell is no detail.
  #expect(try trace("- a |\n") == ["S - -", "R a, value1", "F -"])
}

@Test func aStyleHoldsForItsSectionOnly() throws {
  #expect(
    try trace("## A\n@style subtitle\n- a | b\n## B\n- c | d\n") == [
      "S A -", "R a,b subtitle s:b", "F -", "S B -", "R c,d value1 d:d", "F -",
    ])
}

@Test func rowsUseTheBuiltInCellTypeOfTheirStyle() throws {
  var events = try TableInput.events(
    from: .text("@style value2\n- a | b\n", name: "players.list"), format: .list)
  while let event = try events.nextEvent() {
    if case .cell(let cell) = event { #expect(cell.identifier == "value2") }
  }
  #expect(try firstRow("- a")?.style == .default)
}

@Test func unknownStylesAreErrorsNamingThem() throws {
  #expect(
    failure("## A\n@style  fancy\n")
      == "players.list:2:9: unknown style 'fancy'; expected default, subtitle, value1 or value2")
  #expect(
    failure("@style Value1\n")
      == "players.list:1:8: unknown style 'Value1'; expected default, subtitle, value1 or value2")
  #expect(
    failure("@style\n")
      == "players.list:1:7: expected a style after '@style': default, subtitle, value1 or value2")
}

// MARK: Rows and cells

@Test func checkBoxesMarkRows() throws {
  #expect(
    try trace("- [x] a\n- [X] b\n- [ ] c\n- [y] d\n-   [x]\te\n- [x]\n- [x]f\n") == [
      "S - -", "R a checkmark default", "R b checkmark default", "R c unchecked default",
      "R [y] d default", "R e checkmark default", "R  checkmark default", "R [x]f default",
      "F -",
    ])
  #expect(try firstRow("- [ ] todo | soon")?.accessory == .unchecked)
}

@Test func aDashAloneIsARowWithOneEmptyCell() throws {
  #expect(try trace("-\n- \n") == ["S - -", "R  default", "R  default", "F -"])
}

@Test func cellsSplitOnUnescapedPipesAndAreTrimmed() throws {
  #expect(
    try trace(#"- a \| b | c \\| \d |  e  "# + "\n") == [
      "S - -", #"R a | b,c \,\d,e value1 d:c \"#, "F -",
    ])
  #expect(try trace("- \t a \t|\t|b\n") == ["S - -", "R a,,b value1", "F -"])
  // A backslash before anything else, or at the end, stays.
  #expect(
    try trace(#"- C:\temp | \ | a\"# + "\n") == ["S - -", #"R C:\temp,\,a\ value1 d:\"#, "F -"])
  #expect(try trace(#"- \\\| | \\\\"# + "\n") == ["S - -", #"R \|,\\ value1 d:\\"#, "F -"])
}

@Test func textKeepsHangulAndEmoji() throws {
  let row = try firstRow("- 손흥민 👍🏽 | 대한민국 🇰🇷 | é\u{301}\n")
  #expect(row?.text == "손흥민 👍🏽")
  #expect(row?.detailText == "대한민국 🇰🇷")
  #expect(row?.columns == ["손흥민 👍🏽", "대한민국 🇰🇷", "é\u{301}"])
}

@Test func rowsWithFewerCellsThanColumnsArePadded() throws {
  #expect(
    try trace("@columns a | b | c\n- 1\n- 1 | 2\n") == [
      "S - a,b,c", "R 1,, value1", "R 1,2, value1 d:2", "F -",
    ])
}

@Test func aRowWithTooManyCellsPointsAtTheFirstExtraPipe() throws {
  #expect(
    failure("## A\n@columns a | b | c\n- Messi | Argentina | 112 | x\n")
      == "players.list:3:27: row has 4 cells; section has 3 columns")
  // Columns count Unicode scalars: each Hangul syllable is one, 👍🏽 is two.
  #expect(
    failure("@columns a | b\n- 손흥민 | 대한민국 | 51\n")
      == "players.list:2:14: row has 3 cells; section has 2 columns")
  #expect(
    failure("@columns a\n- [x] 👍🏽 \\| x | y | z\n")
      == "players.list:2:15: row has 3 cells; section has 1 columns")
}

@Test func aListSectionTakesAnyNumberOfCells() throws {
  let row = try firstRow("- a | b | c | d | e")
  #expect(row?.columns == ["a", "b", "c", "d", "e"])
}

// MARK: Footers

@Test func footerLinesJoinWithNewlines() throws {
  #expect(
    try trace("## A\n> one\n- a\n>\n>   three  \n## B\n") == [
      "S A -", "R a default", "F \"one\\n\\nthree\"", "S B -", "F -",
    ])
}

// MARK: Bytes

@Test func invalidUTF8NamesItsPlaceAndByteOffset() throws {
  #expect(
    failure(bytes: [0x2D, 0x20, 0x61, 0xFF, 0x0A])
      == "players.list:1:4: invalid UTF-8 (byte 0xFF at offset 3)")
  // The offset counts every byte before it: a byte-order mark, CRLF, multi-byte text; the
  // column counts the scalars before it on its line.
  let before = Array("\u{FEFF}# 손\r\n- 👍\r\n- a".utf8)
  #expect(
    failure(bytes: before + [0xC3, 0x28])
      == "players.list:3:4: invalid UTF-8 (byte 0xC3 at offset \(before.count))")
  for bad: [UInt8] in [
    [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE4, 0xB8], [0x80],
    [0xF8, 0x88, 0x80, 0x80, 0x80],
  ] {
    let byte = String(bad[0], radix: 16, uppercase: true)
    #expect(
      failure(bytes: Array("- ab".utf8) + bad + [0x0A])
        == "players.list:1:5: invalid UTF-8 (byte 0x\(byte) at offset 4)",
      "\(bad)")
  }
}

// MARK: Streaming

@Test func rowsArriveBeforeTheRestOfTheFileIsRead() throws {
  let source = GeneratedSource(head: "# Big\n## All\n@columns n | name\n", lines: 300_000) {
    "- \($0) | 손흥민 👍🏽\n"
  }
  var decoder = ListFileDecoder(source.input(named: "big.list"))
  var cells = 0
  while let event = try decoder.nextEvent() {
    guard case .cell = event else { continue }
    cells += 1
    if cells == 1 {
      // One chunk is enough for the first row.
      #expect(source.reads == 1)
      #expect(source.served <= ByteLineReader.chunkSize)
    }
  }
  #expect(cells == 300_000)
  #expect(source.reads > 100)
}

@Test func theDecoderNeverReadsMoreThanAChunkAhead() throws {
  let row = "- row | 대한민국 | 👍🏽 | text that makes the row longer\n"
  let source = GeneratedSource(head: "## All\n", lines: 200_000) { _ in row }
  var decoder = ListFileDecoder(source.input(named: "big.list"))
  var cells = 0
  var ahead = 0
  while let event = try decoder.nextEvent() {
    guard case .cell = event else { continue }
    cells += 1
    ahead = max(ahead, source.served - (7 + cells * row.utf8.count))
  }
  #expect(cells == 200_000)
  #expect(ahead <= ByteLineReader.chunkSize)
}

@Test func aDecoderReadsAPipeAsTheLinesArrive() throws {
  // The read end never blocks: a decoder that read past what was written would fail.
  try expectRowsAsTheyArrive(through: TestPipe(), readingAhead: false)
}

/// Writes a few lines to a pipe, checks that their events come while the pipe is still open,
/// then writes the rest and closes it.
func expectRowsAsTheyArrive(through pipe: TestPipe, readingAhead: Bool) throws {
  try pipe.write("# Live\n## Now\n- first | 1\n")
  var decoder = ListFileDecoder(
    .fileDescriptor(pipe.reader, name: "<stdin>"), readingAhead: readingAhead)
  // The pipe is still open: these events come from what was written so far.
  #expect(try decoder.nextEvent().map(describe) == "T Live")
  #expect(try decoder.nextEvent().map(describe) == "S Now -")
  #expect(try decoder.nextEvent().map(describe) == "R first,1 value1 d:1")
  try pipe.write("- second\n> done\n")
  pipe.closeWriter()
  var rest: [String] = []
  while let event = try decoder.nextEvent() { rest.append(describe(event)) }
  #expect(rest == ["R second default", "F \"done\""])
}

@Test func aChoppedStreamDecodesLikeMemory() throws {
  let text = "\u{FEFF}# 손\r\n## A\r\n@columns a | b\r\n- 👍🏽 | é\r\n- [x] x \\| y\r\n> f"
  let whole = try trace(text)
  for size in [1, 2, 3, 5] {
    let source = ChoppedSource(Array(text.utf8), maximumRead: size)
    #expect(try trace(source.input(named: "players.list"), format: .list) == whole, "\(size)")
  }
}
