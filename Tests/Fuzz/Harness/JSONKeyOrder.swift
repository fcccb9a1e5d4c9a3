import TableShim
import TableShimInput

/// Docs/ListFile.md: "The order of the keys in an object does not change the table", as long
/// as at most 1,000 rows wait for a key that comes after them.
///
/// A JSON input that decodes is written again from its events, with the keys of every object
/// in an order drawn from the reader, each row as an array or an object, and every section's
/// columns given; it must decode to the same events.
enum JSONKeyOrder {
  /// The difference between an input's events and those of the same table written again.
  ///
  /// - Parameters:
  ///   - decoded: The events of the input.
  ///   - reader: Where the key orders are drawn from.
  /// - Returns: The difference, if there is one; none for an input with a mistake or with
  ///   more than 1,000 rows.
  static func violations(
    of decoded: DecodedInput, from reader: inout FuzzReader
  ) -> [FuzzViolation] {
    let sections = decoded.sections
    guard decoded.failure == nil, sections.reduce(0, { $0 + $1.cells.count }) <= 1_000 else {
      return []
    }
    var members: [(String, String)] = []
    for event in decoded.events {
      if case .title(let title) = event { members.append(("title", quoted(title))) }
    }
    var objects: [String] = []
    for section in sections {
      var rows: [String] = []
      for cell in section.cells {
        guard let content = cell.customData as? CellContent else { return [] }
        rows.append(row(content, from: &reader))
      }
      var keys = [("rows", "[" + rows.joined(separator: ",") + "]")]
      keys.append(
        (
          "columns",
          "[" + (section.columns ?? []).map(\.title).map(quoted).joined(separator: ",") + "]"
        ))
      if let header = section.header { keys.append(("header", quoted(header))) }
      if let footer = section.footer { keys.append(("footer", quoted(footer))) }
      objects.append(object(keys, from: &reader))
    }
    members.append(("sections", "[" + objects.joined(separator: ",") + "]"))
    let document = object(members, from: &reader)
    let again = DecodedInput(.text(document, name: "fuzz.json"), format: .json)
    guard let difference = again.difference(from: decoded) else { return [] }
    return [
      FuzzViolation(
        rule: .decoderMismatch,
        message: "written again as \(document.debugDescription): \(difference)")
    ]
  }

  /// A row as an array of cells, or as an object with what else it shows.
  private static func row(_ content: CellContent, from reader: inout FuzzReader) -> String {
    let cells = "[" + content.columns.map(quoted).joined(separator: ",") + "]"
    var keys = [("cells", cells)]
    if let detail = content.detailText,
      content.columns.count < 2 || content.columns[1] != detail
    {
      keys.append(("detail", quoted(detail)))
    }
    switch content.accessory {
    case .checkmark: keys.append(("checked", "true"))
    case .unchecked: keys.append(("checked", "false"))
    default: break
    }
    if content.state != .normal || reader.bool() {
      keys.append(("state", quoted(content.state.rawValue)))
    }
    if let link = content.link { keys.append(("link", quoted(link))) }
    return keys.count == 1 && reader.bool() ? cells : object(keys, from: &reader)
  }

  /// An object of the members, in an order drawn from the reader.
  private static func object(_ members: [(String, String)], from reader: inout FuzzReader) -> String
  {
    var members = members
    var order: [String] = []
    while !members.isEmpty {
      let (key, value) = members.remove(at: reader.int(below: members.count))
      order.append(quoted(key) + ":" + value)
    }
    return "{" + order.joined(separator: ",") + "}"
  }

  /// A JSON string: `"` and `\` escaped, controls as `\u00XX`, everything else as it is.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
