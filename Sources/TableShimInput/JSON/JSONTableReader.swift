import TableShim

/// Reads the JSON table schema from parsed JSON into a table.
///
/// The document is an object with an optional `title` (a string) and a `sections` array. A
/// section is an object with optional `header` and `footer` (strings), `columns` (strings;
/// an empty array for none; without the key, the previous section's) and `rows`. A row is a
/// string (one cell), an array of strings, or an object with `cells` (an array of strings) and
/// optional `checked` (a boolean), `state`, `link` and `detail` (strings). Any other key, a
/// value of another type (`null` included), and a row with more cells than its section has
/// columns are errors that point at the key or value.
struct JSONTableReader {
  /// Where a byte offset is, for errors.
  let locate: (Int) -> InputLocation

  /// The table a document describes.
  func table(from document: JSONValue) throws(InputError) -> TableViewModel {
    let members = try object(document, path: { "" }, keys: ["title", "sections"])
    var table = TableViewModel()
    if let title = members["title"] { table.title = try string(title, path: { "title" }) }
    guard let sections = members["sections"] else {
      throw .missingKey(locate(document.offset), key: "sections", path: "")
    }
    var columns: [Column]?
    for (index, section) in try array(sections, path: { "sections" }).enumerated() {
      table.sections.append(
        try self.section(section, path: { "sections[\(index)]" }, columns: &columns))
    }
    return table
  }

  /// A section; `columns` are those in force, which the section may replace.
  private func section(_ value: JSONValue, path: () -> String, columns: inout [Column]?)
    throws(InputError) -> SectionModel
  {
    let members = try object(value, path: path, keys: ["header", "footer", "columns", "rows"])
    var section = SectionModel()
    if let header = members["header"] {
      section.header = try string(header, path: { path() + ".header" })
    }
    if let footer = members["footer"] {
      section.footer = try string(footer, path: { path() + ".footer" })
    }
    if let titles = members["columns"] {
      let strings = try strings(titles, path: { path() + ".columns" }).map(\.text)
      columns = strings.isEmpty ? nil : strings.map { Column($0) }
    }
    section.columns = columns
    if let rows = members["rows"] {
      for (index, row) in try array(rows, path: { path() + ".rows" }).enumerated() {
        let content = try self.row(
          row, path: { path() + ".rows[\(index)]" }, columns: columns?.count)
        section.cells.append(CellModel(content))
      }
    }
    return section
  }

  private func row(_ value: JSONValue, path: () -> String, columns: Int?) throws(InputError)
    -> CellContent
  {
    var cells: [(text: String, offset: Int)]
    var members: [String: JSONValue] = [:]
    switch value.kind {
    case .string(let text):
      cells = [(text, value.offset)]
    case .array:
      cells = try strings(value, path: path)
    case .object:
      members = try object(
        value, path: path, keys: ["cells", "checked", "state", "link", "detail"])
      guard let list = members["cells"] else {
        throw .missingKey(locate(value.offset), key: "cells", path: path())
      }
      cells = try strings(list, path: { path() + ".cells" })
    default:
      throw .wrongType(
        locate(value.offset), path: path(), expected: [.string, .array, .object], found: value.type)
    }
    if let columns, cells.count > columns {
      throw .tooManyCells(locate(cells[columns].offset), cells: cells.count, columns: columns)
    }
    var texts = cells.map(\.text)
    if let columns { texts += repeatElement("", count: columns - texts.count) }
    var content = CellContent.row(texts)
    try applyOptions(members, to: &content, path: path)
    return content
  }

  /// The options of a row object: `checked`, `state`, `link` and `detail`.
  private func applyOptions(
    _ members: [String: JSONValue], to content: inout CellContent, path: () -> String
  ) throws(InputError) {
    if let checked = members["checked"] {
      guard case .boolean(let isChecked) = checked.kind else {
        throw .wrongType(
          locate(checked.offset), path: path() + ".checked", expected: [.boolean],
          found: checked.type)
      }
      content.accessory = isChecked ? .checkmark : .unchecked
    }
    if let state = members["state"] {
      let name = try string(state, path: { path() + ".state" })
      guard let parsed = CellState(rawValue: name) else {
        throw .unknownState(locate(state.offset), name: name)
      }
      content.state = parsed
    }
    if let link = members["link"] { content.link = try string(link, path: { path() + ".link" }) }
    if let detail = members["detail"] {
      content.detailText = try string(detail, path: { path() + ".detail" })
      if content.style == .default { content.style = .value1 }
    }
  }

  // MARK: Typed access, with errors that point at the value

  /// An object's members by key, refusing keys that are not in `keys`.
  private func object(_ value: JSONValue, path: () -> String, keys: [String]) throws(InputError)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value.kind else {
      throw .wrongType(locate(value.offset), path: path(), expected: [.object], found: value.type)
    }
    var byKey: [String: JSONValue] = [:]
    for member in members {
      guard keys.contains(member.key) else {
        throw .unknownKey(locate(member.keyOffset), key: member.key, path: path(), allowed: keys)
      }
      byKey[member.key] = member.value
    }
    return byKey
  }

  private func array(_ value: JSONValue, path: () -> String) throws(InputError) -> [JSONValue] {
    guard case .array(let elements) = value.kind else {
      throw .wrongType(locate(value.offset), path: path(), expected: [.array], found: value.type)
    }
    return elements
  }

  private func string(_ value: JSONValue, path: () -> String) throws(InputError) -> String {
    guard case .string(let text) = value.kind else {
      throw .wrongType(locate(value.offset), path: path(), expected: [.string], found: value.type)
    }
    return text
  }

  /// An array of strings, each with its offset.
  private func strings(_ value: JSONValue, path: () -> String) throws(InputError) -> [(
    text: String, offset: Int
  )] {
    var texts: [(text: String, offset: Int)] = []
    for (index, element) in try array(value, path: path).enumerated() {
      texts.append((try string(element, path: { "\(path())[\(index)]" }), element.offset))
    }
    return texts
  }
}
