import TableShim
import Testing

@testable import TableShimInput

// The escapers of the data formats read a field eight bytes at a time: a byte to escape at
// every place of a field, fields of every length around a word's, and multi-byte characters
// beside escapes are written as a byte-by-byte escaper writes them, and read back as they were.

/// Fields of 0 to 17 plain bytes, and each of them with one of `specials` at every place.
private func edgeFields(_ specials: [String]) -> [String] {
  var fields: [String] = []
  for length in 0...17 {
    fields.append(String(repeating: "a", count: length))
    for special in specials {
      for place in 0...length {
        fields.append(
          String(repeating: "a", count: place) + special
            + String(repeating: "b", count: length - place))
      }
    }
  }
  return fields
}

/// A table of one section with three columns, each row holding `field` in all three.
private func table(_ fields: [String]) -> TableViewModel {
  TableViewModel(sections: [
    SectionModel(
      columns: [Column("A"), Column("B"), Column("C")],
      cells: fields.map { CellModel(CellContent(text: $0, columns: [$0, $0, $0])) })
  ])
}

/// The rows' cells of a decoded table.
private func cells(of model: TableViewModel) -> [[String]] {
  model.sections.flatMap { section in
    section.cells.map { ($0.customData as? CellContent)?.columns ?? ["?"] }
  }
}

/// Renders `fields` in `format`, checks that decoding gives them back, and returns the text.
private func roundTrip(
  _ fields: [String], _ format: OutputFormat, as input: InputFormat,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
  let model = table(fields)
  let text = try TableShim().render(model, as: format)
  let decoded = try TableInput.model(
    from: .text(text, name: "edges.\(format.fileExtension)"), format: input)
  let expected = fields.map { [$0, $0, $0] }
  #expect(cells(of: decoded) == expected, sourceLocation: sourceLocation)
  return text
}

/// TSV's escapes, a byte at a time.
private func tsvField(_ text: String) -> String {
  var field = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": field += "\\\\"
    case "\t": field += "\\t"
    case "\n": field += "\\n"
    case "\r": field += "\\r"
    default: field.unicodeScalars.append(scalar)
    }
  }
  return field
}

/// CSV's quoting, a byte at a time.
private func csvField(_ text: String) -> String {
  let needsQuotes =
    text.unicodeScalars.first == "\u{FEFF}"
    || text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
  guard needsQuotes else { return text }
  var field = "\""
  for scalar in text.unicodeScalars {
    if scalar == "\"" { field += "\"" }
    field.unicodeScalars.append(scalar)
  }
  return field + "\""
}

/// JSON's escapes, a scalar at a time.
private func jsonString(_ text: String) -> String {
  var string = "\""
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x22: string += "\\\""
    case 0x5C: string += "\\\\"
    case 0x08: string += "\\b"
    case 0x09: string += "\\t"
    case 0x0A: string += "\\n"
    case 0x0C: string += "\\f"
    case 0x0D: string += "\\r"
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
      let hex = String(scalar.value, radix: 16)
      string += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: string.unicodeScalars.append(scalar)
    }
  }
  return string + "\""
}

@Test func tsvEscapesEveryPlaceOfFieldsAroundAWord() throws {
  let fields = edgeFields([
    "\\", "\t", "\n", "\r", "é\\", "\\é", "손\t", "\u{1}", "\u{B}", "\u{C}", "\u{7F}", ",",
    "👍🏽\r", "\\\\",
  ])
  let text = try roundTrip(fields, .tsv, as: .tsv)
  let expected =
    "A\tB\tC\n"
    + fields.map { field in
      let escaped = tsvField(field)
      return "\(escaped)\t\(escaped)\t\(escaped)\n"
    }.joined()
  #expect(text == expected)
}

@Test func csvQuotesEveryPlaceOfFieldsAroundAWord() throws {
  let fields = edgeFields([
    ",", "\"", "\n", "\r", "\r\n", "é,", "\"손", "\u{1}", "\t", "\\", "\u{C}", "\u{FEFF}",
    "👍🏽\"",
  ])
  let text = try roundTrip(fields, .csv, as: .csv)
  let expected =
    "A,B,C\r\n"
    + fields.map { field in
      let quoted = csvField(field)
      return "\(quoted),\(quoted),\(quoted)\r\n"
    }.joined()
  #expect(text == expected)
}

@Test func jsonEscapesEveryPlaceOfFieldsAroundAWord() throws {
  let fields = edgeFields([
    "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}",
    "\u{2028}", "\u{2029}", "\u{2027}", "\u{200D}", "é\"", "\\손", "👍🏽\n",
  ])
  let text = try roundTrip(fields, .json, as: .json)
  let expected = fields.map { field in
    let string = jsonString(field)
    // A row made in code has style `default`, which its cells do not imply: a key says it.
    return "      {\"cells\": [\(string), \(string), \(string)], \"style\": \"default\"}"
  }.joined(separator: ",\n")
  #expect(text.contains(expected))
}

@Test func listFileEscapesEveryPlaceOfFieldsAroundAWord() throws {
  let fields = edgeFields(["|", "\\", "\\|", "é|", "\\손", "👍🏽\\", "{#x}", "\\{#x}"]).filter {
    !$0.isEmpty
  }
  let text = try roundTrip(fields, .list, as: .list)
  for field in fields where !field.contains("{#") {
    var escaped = ""
    for character in field.unicodeScalars {
      if character == "|" || character == "\\" { escaped += "\\" }
      escaped.unicodeScalars.append(character)
    }
    #expect(text.contains("\n- \(escaped) | \(escaped) | \(escaped)\n"))
  }
}

@Test func listFileGivesTheSameErrorsWrittenWholeOrNot() throws {
  // A problem in any cell is found where the line is written cell by cell.
  for cells in [["a", "b ", "c"], ["a", "b", "c\r"], ["a\nb", "c", "d"], ["[x] a", "b", "c"]] {
    let model = TableViewModel(sections: [
      SectionModel(
        columns: [Column("A"), Column("B"), Column("C")],
        cells: [CellModel(CellContent(text: cells[0], columns: cells))])
    ])
    #expect(throws: DataFormatError.self) { try TableShim().render(model, as: .list) }
  }
}
