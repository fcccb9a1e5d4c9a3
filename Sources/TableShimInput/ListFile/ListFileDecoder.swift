public import TableShim

/// Reads a list file (`.list`) as a stream of table events, one line at a time.
///
/// ```
/// # Soccer players
/// ## Forwards
/// @columns Name | Country | Goals
/// - Messi | Argentina | 112
/// - [x] Zidane | France | 31
/// > Goals for the national team.
/// ```
///
/// The format is described in `Docs/ListFile.md`. Rows stream: a file of any length is read
/// while the table renders. Every error is an ``InputError`` naming the line and column.
public struct ListFileDecoder: TableEventSource {
  private var reader: LineReader
  private let file: String
  private var pending: [TableEvent] = []
  private var finished = false
  // What is known of the current section, and whether its start has been sent.
  private var hasSection = false
  private var sectionStarted = false
  private var header: String?
  private var columns: [Column]?
  private var style: CellStyle?
  private var footer: [String] = []
  private var sawTitle = false
  private var sawRowOrSection = false

  init(reader: LineReader, file: String) {
    self.reader = reader
    self.file = file
  }

  /// Returns the next event of the file.
  ///
  /// - Returns: The next event, or `nil` at the end of the file.
  /// - Throws: ``InputError`` for a line that breaks the format, invalid UTF-8, or a read
  ///   error.
  public mutating func nextEvent() throws -> TableEvent? {
    while pending.isEmpty {
      guard !finished else { return nil }
      guard let line = try reader.nextLine() else {
        finished = true
        closeSection()
        break
      }
      try read(line)
    }
    return pending.isEmpty ? nil : pending.removeFirst()
  }

  private mutating func read(_ line: Line) throws {
    let text = line.text
    let utf8 = text.utf8
    guard utf8.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
    let second = utf8.dropFirst().first
    let third = utf8.dropFirst(2).first
    switch utf8.first {
    case UInt8(ascii: "#") where second == UInt8(ascii: "#") && (third == nil || third == 0x20):
      closeSection()
      hasSection = true
      header = trimmed(text.dropFirst(2))
      sawRowOrSection = true
    case UInt8(ascii: "#") where second == nil || second == 0x20:
      guard !sawTitle, !sawRowOrSection else { throw error(.misplacedTitle, line, column: 1) }
      sawTitle = true
      pending.append(.title(trimmed(text.dropFirst(1))))
    case UInt8(ascii: "@"):
      try readDirective(line)
    case UInt8(ascii: "-") where second == nil || second == 0x20:
      try readRow(line)
    case UInt8(ascii: ">") where second == nil || second == 0x20:
      footer.append(String(text.dropFirst(second == nil ? 1 : 2)))
    default:
      throw error(.unknownLine, line, column: 1)
    }
  }

  private mutating func readDirective(_ line: Line) throws {
    let text = line.text
    let name = String(text.prefix { $0 != " " && $0 != "\t" })
    let value = text.dropFirst(name.count)
    switch name {
    case "@columns":
      guard !sectionStarted else { throw error(.lateDirective(name), line, column: 1) }
      columns = CellSplitter.split(line.text, from: name.utf8.count).cells.map { Column($0) }
    case "@style":
      guard !sectionStarted else { throw error(.lateDirective(name), line, column: 1) }
      let styleName = trimmed(value)
      guard let parsed = CellStyle(rawValue: styleName) else {
        throw error(.unknownStyle(styleName), line, column: name.unicodeScalars.count + 2)
      }
      style = parsed
    default:
      throw error(.unknownDirective(name), line, column: 1)
    }
  }

  private mutating func readRow(_ line: Line) throws {
    // After "-": " [x] ", " [X] " or " [ ] " (or the same at the end of the line) marks a
    // check box; the cells start after it.
    var text = line.text
    let (accessory, start) = text.withUTF8 { bytes -> (CellAccessory, Int) in
      guard bytes.count >= 5, bytes[1] == 0x20, bytes[2] == UInt8(ascii: "["),
        bytes[4] == UInt8(ascii: "]"), bytes.count == 5 || bytes[5] == 0x20
      else { return (.none, 1) }
      switch bytes[3] {
      case UInt8(ascii: "x"), UInt8(ascii: "X"): return (.checkmark, min(6, bytes.count))
      case 0x20: return (.unchecked, min(6, bytes.count))
      default: return (.none, 1)
      }
    }
    var (cells, pipes) = CellSplitter.split(line.text, from: start)
    if let columns, cells.count > columns.count {
      let column = line.column(ofByte: pipes[columns.count - 1])
      throw error(.tooManyCells(cells: cells.count, columns: columns.count), line, column: column)
    }
    if let columns { cells += Array(repeating: "", count: columns.count - cells.count) }
    startSection()
    sawRowOrSection = true
    let rowStyle = style ?? (cells.count > 1 ? .value1 : .default)
    let second = cells.count > 1 ? cells[1] : nil
    let content = CellContent(
      text: cells[0], secondaryText: rowStyle == .subtitle ? second : nil,
      detailText: rowStyle == .value1 || rowStyle == .value2 ? second : nil,
      accessory: accessory, columns: cells, style: rowStyle)
    pending.append(.cell(CellModel(content)))
  }

  /// Sends the start of the current section, once, before its first row.
  private mutating func startSection() {
    guard !sectionStarted else { return }
    hasSection = true
    sectionStarted = true
    pending.append(.beginSection(header: header, columns: columns, id: nil))
  }

  /// Ends the current section with its footer; columns carry over to the next.
  private mutating func closeSection() {
    guard hasSection || !footer.isEmpty else { return }
    startSection()
    pending.append(.endSection(footer: footer.isEmpty ? nil : footer.joined(separator: "\n")))
    hasSection = false
    sectionStarted = false
    header = nil
    style = nil
    footer = []
  }

  private func trimmed(_ text: Substring) -> String {
    String(
      text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
        .reversed())
  }

  private func error(_ kind: InputError.Kind, _ line: Line, column: Int) -> InputError {
    InputError(kind, file: file, line: line.number, column: column)
  }
}
