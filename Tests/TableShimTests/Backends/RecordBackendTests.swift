import TableShimTesting
import Testing

@testable import TableShim

@Test func csvAndTSVWriteAHeaderRowAndOneRecordPerRow() throws {
  assertSnapshot(of: DataFixtures.players, as: .rendered(.csv(sectionColumn: "Section")))
  assertSnapshot(of: DataFixtures.players, as: .rendered(.tsv(sectionColumn: "Section")))
}

@Test func csvQuotesOnlyTheFieldsThatNeedIt() throws {
  func record(_ text: String) throws -> String {
    let csv = try TableShim().render(DataFixtures.cell(text), as: .csv)
    return String(csv.dropFirst(2))  // "A" and CRLF, one Character
  }
  #expect(try record("plain text é") == "plain text é\r\n")
  #expect(try record("a,b") == "\"a,b\"\r\n")
  #expect(try record("say \"hi\"") == "\"say \"\"hi\"\"\"\r\n")
  #expect(try record("a\r\nb\nc\rd") == "\"a\r\nb\nc\rd\"\r\n")
  #expect(try record(" spaced \t") == " spaced \t\r\n")
  #expect(try record("esc\u{1B}\u{0}") == "esc\u{1B}\u{0}\r\n")
  // An empty field alone on its record would be an empty line, which readers skip.
  #expect(try record("") == "\"\"\r\n")
  #expect(try record("\u{FEFF}bom") == "\"\u{FEFF}bom\"\r\n")
}

@Test func tsvEscapesBackslashTabAndLineBreaksOnly() throws {
  func record(_ text: String) throws -> String {
    let tsv = try TableShim().render(DataFixtures.cell(text), as: .tsv)
    return String(tsv.dropFirst(2))  // "A\n"
  }
  #expect(try record("a\\b\tc\nd\re\r\n") == "a\\\\b\\tc\\nd\\re\\r\\n\n")
  #expect(try record("\"q\",|\u{1B}") == "\"q\",|\u{1B}\n")
  #expect(throws: DataFormatError.self) { try record("") }
}

@Test func aSectionWithoutColumnsIsWrittenAsTextAndDetail() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [
      CellModel(text: "Messi", detail: "Argentina"), CellModel(text: "Son"),
      CellModel(text: "Son", secondary: "대한민국"),
    ])
  ])
  #expect(
    try TableShim().render(model, as: .csv)
      == "text,detail\r\nMessi,Argentina\r\nSon,\r\nSon,대한민국\r\n")
}

@Test func severalSectionsNeedASectionColumnAndTheSameColumns() throws {
  func failure(_ model: TableViewModel, _ format: OutputFormat) -> String {
    do {
      _ = try TableShim().render(model, as: format)
      return "no error"
    } catch { return "\(error)" }
  }
  #expect(
    failure(DataFixtures.players, .csv)
      == "csv: section 1: a csv file holds one section; give --section-column NAME "
      + "(sectionColumn:) to write each row's section header in a column, which --group-by "
      + "NAME reads back as sections")
  let mixed = TableViewModel(sections: [
    SectionModel(columns: [Column("A")]), SectionModel(columns: [Column("B")]),
  ])
  #expect(
    failure(mixed, .tsv(sectionColumn: "S"))
      == "tsv: section 1: the section's columns are 'B', but a tsv file has one header row, "
      + "written from the first section: 'A'")
  #expect(
    failure(mixed, .csv(sectionColumn: "A"))
      == "csv: section 0: the section column 'A' has the name of one of the columns; choose "
      + "another name")
  #expect(try TableShim().render(TableViewModel(sections: []), as: .csv).isEmpty)
}
