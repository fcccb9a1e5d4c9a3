internal import TableShim

/// Reads the JSON table schema into a table.
///
/// ```json
/// {"title": "Soccer players",
///  "sections": [
///    {"header": "Forwards", "columns": ["Name", "Goals"],
///     "rows": [["Messi", "112"], "Son", {"cells": ["Zidane", "31"], "checked": true}],
///     "footer": "Goals for the national team."}]}
/// ```
///
/// A row is a string (one cell), an array of strings, or an object with `cells` and optional
/// `checked` (a boolean), `state` (`normal`, `selected`, `highlighted`, `disabled`), `link`
/// and `detail`. A section without `columns` takes the previous section's, as in a list
/// file. Unknown keys, duplicate keys and wrong types are errors that point at the
/// key or value. The whole document is parsed before the first row is rendered.
struct JSONTableDecoder {
  private let locator: JSONLocator
  private let file: String

  init(bytes: [UInt8], file: String) {
    self.locator = JSONLocator(bytes: bytes)
    self.file = file
  }

  func decode() throws -> TableViewModel {
    var parser = JSONParser(bytes: locator.bytes, file: file)
    let document = try parser.parseDocument()
    let members = try object(document, keys: ["title", "sections"], what: "the table")
    var model = TableViewModel()
    if let title = members["title"] { model.title = try string(title, what: "'title'") }
    guard let sections = members["sections"] else {
      throw failure(at: document.offset, "the table needs a 'sections' array")
    }
    for section in try array(sections, what: "'sections'") {
      model.sections.append(try decodeSection(section, columnsFrom: model.sections.last?.columns))
    }
    return model
  }

  private func decodeSection(_ value: JSONValue, columnsFrom previous: [Column]?) throws
    -> SectionModel
  {
    let members = try object(
      value, keys: ["header", "footer", "columns", "rows"], what: "a section")
    var section = SectionModel()
    if let header = members["header"] { section.header = try string(header, what: "'header'") }
    if let footer = members["footer"] { section.footer = try string(footer, what: "'footer'") }
    if let columns = members["columns"] {
      section.columns = try strings(columns, what: "'columns'").map { Column($0) }
    } else {
      section.columns = previous
    }
    for row in try members["rows"].map({ try array($0, what: "'rows'") }) ?? [] {
      section.cells.append(try decodeRow(row, columns: section.columns?.count))
    }
    return section
  }

  private func decodeRow(_ value: JSONValue, columns: Int?) throws -> CellModel {
    var cells: [String]
    var content = CellContent()
    var detail: String?
    switch value.kind {
    case .string(let text): cells = [text]
    case .array: cells = try strings(value, what: "a row")
    case .object:
      let members = try object(
        value, keys: ["cells", "checked", "state", "link", "detail"], what: "a row")
      guard let list = members["cells"] else {
        throw failure(at: value.offset, "a row object needs a 'cells' array")
      }
      cells = try strings(list, what: "'cells'")
      if let checked = members["checked"] {
        guard case .bool(let isChecked) = checked.kind else {
          throw failure(
            at: checked.offset, "'checked' must be true or false, not \(checked.typeName)")
        }
        content.accessory = isChecked ? .checkmark : .unchecked
      }
      if let state = members["state"] {
        let name = try string(state, what: "'state'")
        guard let parsed = CellState(rawValue: name) else {
          throw failure(
            at: state.offset,
            "unknown state '\(name)'; expected normal, selected, highlighted or disabled")
        }
        content.state = parsed
      }
      if let link = members["link"] { content.link = try string(link, what: "'link'") }
      if let value = members["detail"] { detail = try string(value, what: "'detail'") }
    default:
      throw failure(
        at: value.offset,
        "a row must be a string, an array of strings or an object, not \(value.typeName)")
    }
    if let columns, cells.count > columns {
      throw InputError(
        .tooManyCells(cells: cells.count, columns: columns), file: file,
        line: locator.position(of: value.offset).line,
        column: locator.position(of: value.offset).column)
    }
    if let columns { cells += Array(repeating: "", count: columns - cells.count) }
    content.text = cells.first ?? ""
    content.columns = cells
    content.detailText = detail ?? (cells.count > 1 ? cells[1] : nil)
    content.style = content.detailText == nil ? .default : .value1
    return CellModel(content)
  }

  // MARK: Typed access, with errors that point at the value

  private func object(_ value: JSONValue, keys: Set<String>, what: String) throws
    -> [String: JSONValue]
  {
    guard case .object(let members) = value.kind else {
      throw failure(at: value.offset, "\(what) must be an object, not \(value.typeName)")
    }
    var result: [String: JSONValue] = [:]
    for member in members {
      guard keys.contains(member.key) else {
        let allowed = keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        throw failure(
          at: member.keyOffset, "unknown key '\(member.key)' in \(what); expected \(allowed)")
      }
      guard result[member.key] == nil else {
        throw failure(at: member.keyOffset, "duplicate key '\(member.key)' in \(what)")
      }
      result[member.key] = member.value
    }
    return result
  }

  private func array(_ value: JSONValue, what: String) throws -> [JSONValue] {
    guard case .array(let elements) = value.kind else {
      throw failure(at: value.offset, "\(what) must be an array, not \(value.typeName)")
    }
    return elements
  }

  private func string(_ value: JSONValue, what: String) throws -> String {
    guard case .string(let text) = value.kind else {
      throw failure(at: value.offset, "\(what) must be a string, not \(value.typeName)")
    }
    return text
  }

  private func strings(_ value: JSONValue, what: String) throws -> [String] {
    try array(value, what: what).map { try string($0, what: "each of \(what)") }
  }

  private func failure(at offset: Int, _ message: String) -> InputError {
    let (line, column) = locator.position(of: offset)
    return InputError(.schema(message), file: file, line: line, column: column)
  }
}
