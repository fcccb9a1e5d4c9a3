import TableShim
import Testing

@testable import TableShimInput

/// The name each format's test inputs have in errors.
func inputName(_ format: InputFormat) -> String {
  switch format {
  case .list: "players.list"
  case .csv: "scores.csv"
  case .tsv: "scores.tsv"
  case .json: "players.json"
  }
}

/// An event as one line of text: `T` title, `U` subtitle, `N` note, `S` section (header,
/// columns), `R` row, `F` footer, `FN` footnote, `FM` footnote marks.
///
/// A row shows its columns, then its accessory and state when they are not the default, its
/// style, and its detail (`d:`) and secondary text (`s:`) when it has them.
func describe(_ event: TableEvent) -> String {
  switch event {
  case .title(let title):
    return "T \(title)"
  case .subtitle(let subtitle):
    return "U \(subtitle)"
  case .sourceNote(let note):
    return "N \(note)"
  case .beginSection(let header, let columns, _):
    let titles = columns.map { $0.map(\.title).joined(separator: ",") } ?? "-"
    return "S \(header ?? "-") \(titles)"
  case .cell(let cell):
    guard let content = cell.customData as? CellContent else { return "R ?" }
    var row = "R \(content.columns.joined(separator: ","))"
    if content.accessory != .none { row += " \(content.accessory)" }
    if content.state != .normal { row += " \(content.state)" }
    row += " \(content.style)"
    if let detail = content.detailText { row += " d:\(detail)" }
    if let secondary = content.secondaryText { row += " s:\(secondary)" }
    return row
  case .endSection(let footer):
    return "F \(footer.map { $0.debugDescription } ?? "-")"
  case .footnote(let note):
    return "FN \(note.target) \(note.text)"
  case .footnoteMarks(let marks):
    return "FM \(marks)"
  case .footnotePlacement(let placement):
    return "FP \(placement)"
  }
}

/// All the events of an input, described.
func trace(_ source: InputSource, format: InputFormat, groupBy: String? = nil) throws
  -> [String]
{
  var events = try TableInput.events(from: source, format: format, groupBy: groupBy)
  var lines: [String] = []
  while let event = try events.nextEvent() { lines.append(describe(event)) }
  return lines
}

/// The events a decoder gives, each described, and the error that ends them as its message,
/// checked to be thrown again by a later call.
func outcome(of decoder: inout some TableEventSource) -> [String] {
  var lines: [String] = []
  do {
    while let event = try decoder.nextEvent() { lines.append(describe(event)) }
  } catch {
    lines.append("error: \(error)")
    do {
      _ = try decoder.nextEvent()
      lines.append("no error after the error")
    } catch let again {
      if "\(again)" != "\(error)" { lines.append("another error: \(again)") }
    }
  }
  return lines
}

/// All the events of a text, described.
func trace(_ text: String, _ format: InputFormat = .list, groupBy: String? = nil) throws
  -> [String]
{
  try trace(.text(text, name: inputName(format)), format: format, groupBy: groupBy)
}

/// The message of the error that decoding an input throws, or `no error`.
func failure(_ source: InputSource, format: InputFormat, groupBy: String? = nil) -> String {
  do {
    _ = try trace(source, format: format, groupBy: groupBy)
    return "no error"
  } catch {
    return "\(error)"
  }
}

/// The message of the error that decoding a text throws, or `no error`.
func failure(_ text: String, _ format: InputFormat = .list, groupBy: String? = nil) -> String {
  failure(.text(text, name: inputName(format)), format: format, groupBy: groupBy)
}

/// The message of the error that decoding bytes throws, or `no error`.
func failure(bytes: [UInt8], _ format: InputFormat = .list) -> String {
  failure(.bytes(bytes, name: inputName(format)), format: format)
}

/// The content of the first row of a list file.
func firstRow(_ text: String) throws -> CellContent? {
  var events = try TableInput.events(from: .text(text, name: "players.list"), format: .list)
  while let event = try events.nextEvent() {
    if case .cell(let cell) = event { return cell.customData as? CellContent }
  }
  return nil
}
