import TableShim
import Testing

@testable import TableShimInput

/// The columns of the first section of a list file.
private func columns(_ text: String) throws -> [Column]? {
  var events = try TableInput.events(from: .text(text, name: "players.list"), format: .list)
  while let event = try events.nextEvent() {
    if case .beginSection(_, let columns, _) = event { return columns }
  }
  return nil
}

@Test func columnOptionsSetTheColumnTheyName() throws {
  let found = try columns(
    """
    @columns Code | Official name | Name
    @column Official name = ratio:2, valign:middle
    @column Name=max:20,overflow:ellipsis, align:right
    - AF | Islamic Republic of Afghanistan | Afghanistan

    """)
  #expect(
    found == [
      Column("Code"), Column("Official name", ratio: 2, verticalAlignment: .middle),
      Column("Name", alignment: .right, maxWidth: 20, overflow: .ellipsis),
    ])
}

@Test func columnOptionsStayWithTheColumnsIntoLaterSections() throws {
  let text = "@columns a | b\n@column b = min:4\n## One\n- 1 | 2\n## Two\n- 3 | 4\n"
  var events = try TableInput.events(from: .text(text, name: "players.list"), format: .list)
  var starts: [[Column]?] = []
  while let event = try events.nextEvent() {
    if case .beginSection(_, let columns, _) = event { starts.append(columns) }
  }
  #expect(
    starts == [[Column("a"), Column("b", minWidth: 4)], [Column("a"), Column("b", minWidth: 4)]])
}

@Test func badColumnOptionsSayWhere() {
  #expect(
    failure("@columns Name\n@column Name = overflow:cut\n")
      == "players.list:2:25: bad '@column' options; expected fold, crop, ellipsis after 'overflow:'"
  )
  #expect(
    failure("@columns Name\n@column Name = max:x\n")
      == "players.list:2:20: bad '@column' options; expected a whole number after 'max:'")
  #expect(
    failure("@columns Name\n@column Name = size:3\n")
      == "players.list:2:16: bad '@column' options; expected a key of min, max, ratio, overflow, valign, align"
  )
  #expect(
    failure("@columns Name\n@column Name\n")
      == "players.list:2:13: bad '@column' options; expected '@column TITLE = KEY:VALUE, ...'")
  #expect(
    failure("@columns Name\n@column Nmae = max:3\n")
      == "players.list:2:1: no column 'Nmae'; the columns are 'Name'")
  #expect(
    failure("@columns Name\n- x\n@column Name = max:3\n")
      == "players.list:3:1: '@column' must come before the first row of its section")
}
