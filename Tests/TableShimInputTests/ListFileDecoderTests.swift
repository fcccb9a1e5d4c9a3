import Testing

@testable import TableShim
@testable import TableShimInput

/// The table a list file decodes to, as text: `T` title, `S` section, `R` row, `F` footer.
func trace(_ text: String, format: InputFormat = .list, groupBy: String? = nil) throws -> [String] {
  var events = try TableInput.events(
    from: Array(text.utf8), format: format, file: "t.\(format.rawValue)", groupBy: groupBy)
  var lines: [String] = []
  while let event = try events.nextEvent() {
    switch event {
    case .title(let title): lines.append("T \(title)")
    case .beginSection(let header, let columns, _):
      lines.append(
        "S \(header ?? "-") \(columns.map { $0.map(\.title).joined(separator: ",") } ?? "-")")
    case .cell(let cell):
      let content = cell.customData as! CellContent
      var row = "R \(content.columns.joined(separator: ","))"
      if content.accessory != .none { row += " \(content.accessory)" }
      if content.state != .normal { row += " \(content.state)" }
      row += " \(content.style)"
      lines.append(row)
    case .endSection(let footer): lines.append("F \(footer.map { $0.debugDescription } ?? "-")")
    }
  }
  return lines
}

/// The message of the error decoding `text` throws.
func failure(_ text: String, format: InputFormat = .list, groupBy: String? = nil) -> String {
  do {
    _ = try trace(text, format: format, groupBy: groupBy)
    return "no error"
  } catch {
    return "\(error)"
  }
}

/// The example of the list file's specification, which the JSON example mirrors.
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

@Test func theSpecExampleDecodes() throws {
  #expect(
    try trace(specExample) == [
      "T Soccer players", "S Forwards Name,Country,Goals", "R Messi,Argentina,112 value1",
      "R Son Heung-min,대한민국,51 value1", "F \"Goals for the national team.\"",
      "S Retired Name,Country,Goals", "R Zidane,France,31 checkmark value1", "F -",
    ])
}

@Test func rowsBeforeTheFirstHeaderFormASectionWithoutOne() throws {
  #expect(
    try trace("- a\n## B\n- b\n") == ["S - -", "R a default", "F -", "S B -", "R b default", "F -"])
}

@Test func blankLinesBOMAndCRLFAreAccepted() throws {
  #expect(
    try trace("\u{FEFF}# T\r\n\r\n   \r\n- a | b\r\n") == ["T T", "S - -", "R a,b value1", "F -"])
}

@Test func cellsSplitOnUnescapedPipesAndTrim() throws {
  #expect(
    try trace(#"- a \| b | c \\| d \x |  e  "#) == ["S - -", #"R a | b,c \,d \x,e value1"#, "F -"])
  #expect(try trace("- [ ] todo") == ["S - -", "R todo unchecked default", "F -"])
  #expect(
    try trace("- [X] done\n-\n- [x]") == [
      "S - -", "R done checkmark default", "R  default", "R  checkmark default", "F -",
    ])
}

@Test func stylesPickTheSecondCellsRole() throws {
  var events = try TableInput.events(
    from: Array("@style subtitle\n- a | b\n## S\n- c | d\n".utf8), format: .list, file: "t")
  var contents: [CellContent] = []
  while let event = try events.nextEvent() {
    if case .cell(let cell) = event { contents.append(cell.customData as! CellContent) }
  }
  #expect(contents[0].style == .subtitle)
  #expect(contents[0].secondaryText == "b")
  #expect(contents[0].detailText == nil)
  #expect(contents[1].style == .value1)
  #expect(contents[1].detailText == "d")
}

@Test func columnsAreInheritedAndRowsArePadded() throws {
  #expect(
    try trace("@columns a | b | c\n- 1\n## Next\n- 2 | 3\n") == [
      "S - a,b,c", "R 1,, value1", "F -", "S Next a,b,c", "R 2,3, value1", "F -",
    ])
}

@Test func footersJoinWithNewlines() throws {
  #expect(try trace("## S\n> one\n>\n> three\n") == ["S S -", "F \"one\\n\\nthree\""])
}

@Test(arguments: [
  (
    "- a\n### x\n",
    "t.list:2:1: expected '# title', '## header', '@columns', '@style', '- row' or '> footer'"
  ),
  (
    "* x\n",
    "t.list:1:1: expected '# title', '## header', '@columns', '@style', '- row' or '> footer'"
  ),
  (
    "text\n",
    "t.list:1:1: expected '# title', '## header', '@columns', '@style', '- row' or '> footer'"
  ),
  (
    "#x\n",
    "t.list:1:1: expected '# title', '## header', '@columns', '@style', '- row' or '> footer'"
  ),
  (
    "  - a\n",
    "t.list:1:1: expected '# title', '## header', '@columns', '@style', '- row' or '> footer'"
  ),
  ("# A\n# B\n", "t.list:2:1: a '# title' may come only once, before the first section or row"),
  ("## S\n# T\n", "t.list:2:1: a '# title' may come only once, before the first section or row"),
  ("- a\n@columns x\n", "t.list:2:1: '@columns' must come before the section's first row"),
  (
    "@style fancy\n",
    "t.list:1:8: unknown style 'fancy'; expected default, subtitle, value1 or value2"
  ),
  ("@align left\n", "t.list:1:1: unknown directive '@align'; expected @columns or @style"),
  ("@columns a | b\n- 1 | 2 | 3 | 4\n", "t.list:2:9: row has 4 cells; section has 2 columns"),
  ("@columns 이름 | 나라\n- 손 | 흥 | 민\n", "t.list:2:9: row has 3 cells; section has 2 columns"),
])
func everyBrokenRuleIsAPositionedError(text: String, message: String) {
  #expect(failure(text) == message)
}

@Test func invalidUTF8NamesTheByteOffset() throws {
  var events = try TableInput.events(
    from: [0x2D, 0x20, 0x61, 0x0A, 0x2D, 0x20, 0xC3, 0x28], format: .list, file: "bad.list")
  #expect(throws: InputError(.invalidUTF8(byteOffset: 6), file: "bad.list")) {
    while try events.nextEvent() != nil {}
  }
  #expect(
    "\(InputError(.invalidUTF8(byteOffset: 6), file: "bad.list"))"
      == "bad.list: invalid UTF-8 at byte 6")
}

/// A source of two million generated rows that counts the chunks read from it.
final class CountingSource: ByteSource {
  let lines = 2_000_000
  var produced = 0
  var chunks = 0

  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    chunks += 1
    var count = 0
    while produced < lines, count + 16 <= buffer.count {
      for byte in Array("- row \(produced % 10000)\n".utf8) {
        buffer[count] = byte
        count += 1
      }
      produced += 1
    }
    return count
  }
}

@Test func aLargeListFileStreamsWithoutBeingReadWhole() throws {
  let source = CountingSource()
  var events = try TableInput.events(from: source, format: .list, file: "big.list", groupBy: nil)
  var rows = 0
  while rows < 10, let event = try events.nextEvent() {
    if case .cell = event { rows += 1 }
  }
  #expect(rows == 10)
  #expect(source.chunks == 1)
  #expect(source.produced < 10_000)
}
