import TableShim
import Testing

@testable import TableShimInput

/// The CSV of the examples: teams in the order 대한민국, France, Argentina.
let scores = """
  Team,Player,Goals
  대한민국,Son Heung-min,51
  France,Kylian Mbappé,48
  대한민국,"Park Ji-sung",13
  France,"Zidane, Zinédine",31
  Argentina,Lionel Messi,112

  """

// MARK: CSV

@Test func theFirstRecordHoldsTheTitlesOfOneSection() throws {
  #expect(
    try trace(scores, .csv) == [
      "S - Team,Player,Goals", "R 대한민국,Son Heung-min,51 value1 d:Son Heung-min",
      "R France,Kylian Mbappé,48 value1 d:Kylian Mbappé",
      "R 대한민국,Park Ji-sung,13 value1 d:Park Ji-sung",
      "R France,Zidane, Zinédine,31 value1 d:Zidane, Zinédine",
      "R Argentina,Lionel Messi,112 value1 d:Lionel Messi", "F -",
    ])
  #expect(try trace("Name\nMessi\n", .csv) == ["S - Name", "R Messi default", "F -"])
  #expect(try trace("Name,Goals\n", .csv) == ["S - Name,Goals", "F -"])
}

@Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() throws {
  let text =
    "a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\r\n\"two\r\nlines\",\"one\nmore\"\r\n\"\",\"\"\"\"\r\n"
  #expect(
    try trace(text, .csv) == [
      "S - a,b", "R x, y,say \"hi\" value1 d:say \"hi\"",
      "R two\r\nlines,one\nmore value1 d:one\nmore", "R ,\" value1 d:\"", "F -",
    ])
}

@Test func aQuotedFieldMayBeEmptyOrSpanEmptyLines() throws {
  #expect(try trace("a\n\"\n\n\"\n", .csv) == ["S - a", "R \n\n default", "F -"])
}

@Test func recordsEndWithLFCRLFOrTheInput() throws {
  for text in ["a,b\n1,2\n", "a,b\r\n1,2\r\n", "a,b\n1,2", "a,b\r\n\"1\",\"2\""] {
    #expect(try trace(text, .csv) == ["S - a,b", "R 1,2 value1 d:2", "F -"], "\(text)")
  }
}

@Test func emptyFieldsAndEmptyLines() throws {
  #expect(
    try trace("a,b,c\n\n,,\n1,,3\n\n\n2,\n", .csv) == [
      "S - a,b,c", "R ,, value1", "R 1,,3 value1", "R 2,, value1", "F -",
    ])
}

@Test func fieldsAreNotTrimmed() throws {
  #expect(try trace("a,b\n x , y \n", .csv) == ["S - a,b", "R  x , y  value1 d: y ", "F -"])
}

@Test func aByteOrderMarkIsSkipped() throws {
  #expect(try trace("\u{FEFF}Name\nMessi\n", .csv) == ["S - Name", "R Messi default", "F -"])
}

@Test func recordsWithFewerFieldsArePadded() throws {
  #expect(
    try trace("a,b,c\n1\n1,2\n", .csv) == [
      "S - a,b,c", "R 1,, value1", "R 1,2, value1 d:2", "F -",
    ])
}

@Test func aRecordWithMoreFieldsThanTitlesPointsAtTheFirstExtraComma() throws {
  #expect(
    failure("a,b\n1,2\n손흥민,2,3,4\n", .csv)
      == "scores.csv:3:6: record has 4 fields; the titles name 2 columns")
  // In a record over several lines, the comma's own line and column.
  #expect(
    failure("a,b\n\"1\n2\",\"3\n4\",5\n", .csv)
      == "scores.csv:4:3: record has 3 fields; the titles name 2 columns")
}

@Test func anUnterminatedQuotePointsAtTheOpeningQuote() throws {
  #expect(
    failure("a,b\n1,\"two\nthree\n", .csv) == "scores.csv:2:3: quoted field has no closing quote")
  #expect(failure("\"a", .csv) == "scores.csv:1:1: quoted field has no closing quote")
}

@Test func aQuoteInsideAnUnquotedFieldIsAnError() throws {
  let message =
    "quote inside a field that does not start with one; quote the whole field and double "
    + "the quotes inside it"
  #expect(failure("a,b\n1,x\"y\n", .csv) == "scores.csv:2:4: \(message)")
  #expect(failure("a,b\n1, \"y\"\n", .csv) == "scores.csv:2:4: \(message)")
  #expect(failure("a\"\n", .csv) == "scores.csv:1:2: \(message)")
}

@Test func textAfterAClosingQuoteIsAnError() throws {
  #expect(
    failure("a,b\n\"손\"x,2\n", .csv)
      == "scores.csv:2:4: expected a separator or the end of the record after the closing quote")
  #expect(
    failure("a,b\n\"x\" ,2\n", .csv)
      == "scores.csv:2:4: expected a separator or the end of the record after the closing quote")
}

@Test func anInputWithoutTitlesIsAnError() throws {
  for text in ["", "\n\n", "\u{FEFF}", "\r\n"] {
    #expect(
      failure(text, .csv) == "scores.csv:1:1: expected a first record holding the column titles",
      "\(text.debugDescription)")
  }
}

@Test func invalidUTF8InCSVNamesItsPlaceAndByteOffset() throws {
  // Inside a quoted field that spans lines, the line is the one the byte is on.
  #expect(
    failure(bytes: Array("a,b\n\"x\n".utf8) + [0xE0, 0x80, 0x80], .csv)
      == "scores.csv:3:1: invalid UTF-8 (byte 0xE0 at offset 7)")
}

@Test func csvRowsArriveBeforeTheRestIsRead() throws {
  let source = GeneratedSource(head: "n,name\n", lines: 100_000) { "\($0),\"손, \"\"흥\"\"\"\n" }
  var decoder = try CSVDecoder(source.input(named: "big.csv"))
  var cells = 0
  while let event = try decoder.nextEvent() {
    guard case .cell(let cell) = event else { continue }
    cells += 1
    if cells == 1 {
      #expect(source.reads == 1)
      #expect((cell.customData as? CellContent)?.columns == ["0", "손, \"흥\""])
    }
  }
  #expect(cells == 100_000)
  #expect(source.reads > 10)
}

// MARK: TSV

@Test func tsvSeparatesFieldsByTabsWithoutQuoting() throws {
  #expect(
    try trace("a\tb\tc\r\n\"x\"\ty,z\t\"\n1\t\t\n", .tsv) == [
      "S - a,b,c", "R \"x\",y,z,\" value1 d:y,z", "R 1,, value1", "F -",
    ])
}

@Test func tsvErrorsNameTheExtraTab() throws {
  #expect(
    failure("a\tb\n1\t2\t3\n", .tsv)
      == "scores.tsv:2:4: record has 3 fields; the titles name 2 columns")
  #expect(failure("", .tsv) == "scores.tsv:1:1: expected a first record holding the column titles")
}

// MARK: Grouping

@Test func groupingMakesOneSectionPerValueInOrderOfFirstAppearance() throws {
  #expect(
    try trace(scores, .csv, groupBy: "Team") == [
      "S 대한민국 Player,Goals", "R Son Heung-min,51 value1 d:51", "R Park Ji-sung,13 value1 d:13",
      "F -", "S France Player,Goals", "R Kylian Mbappé,48 value1 d:48",
      "R Zidane, Zinédine,31 value1 d:31", "F -", "S Argentina Player,Goals",
      "R Lionel Messi,112 value1 d:112", "F -",
    ])
}

@Test func groupingByAMiddleColumnKeepsTheOthersInOrder() throws {
  #expect(
    try trace("a,g,b\n1,x,2\n3,y,4\n5,x,6\n", .csv, groupBy: "g") == [
      "S x a,b", "R 1,2 value1 d:2", "R 5,6 value1 d:6", "F -", "S y a,b", "R 3,4 value1 d:4",
      "F -",
    ])
}

@Test func theEmptyValueMakesASectionWithoutAHeader() throws {
  #expect(
    try trace("g,a\n,1\nx,2\n", .csv, groupBy: "g") == [
      "S - a", "R 1 default", "F -", "S x a", "R 2 default", "F -",
    ])
}

@Test func groupingByTheOnlyColumnKeepsIt() throws {
  #expect(
    try trace("g\nx\ny\nx\n", .csv, groupBy: "g") == [
      "S x g", "R x default", "R x default", "F -", "S y g", "R y default", "F -",
    ])
}

@Test func groupingTSVWorksTheSameWay() throws {
  #expect(
    try trace("g\ta\nx\t1\ny\t2\n", .tsv, groupBy: "g") == [
      "S x a", "R 1 default", "F -", "S y a", "R 2 default", "F -",
    ])
}

@Test func groupingAnInputWithoutRowsGivesNoSections() throws {
  #expect(try trace("g,a\n", .csv, groupBy: "g") == [])
}

@Test func anUnknownGroupColumnListsTheAvailableOnes() throws {
  #expect(
    failure(scores, .csv, groupBy: "Club")
      == "scores.csv:1:1: no column 'Club' to group by; the columns are 'Team', 'Player' and "
      + "'Goals'"
  )
  #expect(
    failure("\n\nTeam\n", .csv, groupBy: "team")
      == "scores.csv:3:1: no column 'team' to group by; the columns are 'Team'")
}

@Test func errorsInGroupedRowsStillPointAtThem() throws {
  #expect(
    failure("g,a\nx,1\ny,2,3\n", .csv, groupBy: "g")
      == "scores.csv:3:4: record has 3 fields; the titles name 2 columns")
}
