import Testing

@testable import TableShimInput

@Test func csvReadsTitlesThenRows() throws {
  #expect(
    try trace("Name,Goals\nMessi,112\r\nSon,51", format: .csv) == [
      "S - Name,Goals", "R Messi,112 value1", "R Son,51 value1", "F -",
    ])
}

@Test func csvQuotedFieldsHoldCommasQuotesAndLineBreaks() throws {
  let text = "a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\r\nlines\",\"\"\n"
  #expect(
    try trace(text, format: .csv) == [
      "S - a,b", "R x, y,say \"hi\" value1", "R two\nlines, value1", "F -",
    ])
}

@Test func csvShortRecordsArePaddedAndEmptyLinesSkipped() throws {
  #expect(try trace("a,b,c\n\n1\n", format: .csv) == ["S - a,b,c", "R 1,, value1", "F -"])
}

@Test(arguments: [
  ("a,b\n1,2,3\n", "t.csv:2:4: row has 3 cells; section has 2 columns"),
  ("a,b\n\"open,2\n", "t.csv:2:1: quoted field has no closing quote"),
  (
    "a,b\nx\"y,2\n",
    "t.csv:2:2: a quote may only open a field or close a quoted one (double it inside)"
  ),
  (
    "a,b\n\"x\"y,2\n",
    "t.csv:2:4: a quote may only open a field or close a quoted one (double it inside)"
  ),
  ("", "t.csv:1:1: expected a first record of column titles"),
])
func csvErrorsArePositioned(text: String, message: String) {
  #expect(failure(text, format: .csv) == message)
}

@Test func tsvSplitsOnTabsWithoutQuoting() throws {
  #expect(
    try trace("a\tb\n\"x\"\ty, z\n", format: .tsv) == ["S - a,b", "R \"x\",y, z value1", "F -"])
  #expect(
    failure("a\tb\n1\t2\t3\n", format: .tsv) == "t.tsv:2:4: row has 3 cells; section has 2 columns")
}

@Test func groupByMakesASectionPerValueInOrderOfFirstAppearance() throws {
  let text = "Team,Player,Goals\nKorea,Son,51\nFrance,Mbappé,48\nKorea,Park,13\n"
  #expect(
    try trace(text, format: .csv, groupBy: "Team") == [
      "S Korea Player,Goals", "R Son,51 value1", "R Park,13 value1", "F -",
      "S France Player,Goals", "R Mbappé,48 value1", "F -",
    ])
  #expect(
    failure(text, format: .csv, groupBy: "Club")
      == "t.csv: no column 'Club'; the columns are 'Team', 'Player', 'Goals'")
}
