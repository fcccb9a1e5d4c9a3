public import TableShim

/// Decodes a list file (`.list`) into a stream of table events, a line at a time.
///
/// ```swift
/// var decoder = ListFileDecoder(.text("""
///   # Soccer players
///   ## Forwards
///   @columns Name | Country | Goals
///   - Messi | Argentina | 112
///   - [x] Zidane | France | 31
///   > Goals for the national team.
///   """, name: "players.list"))
/// while let event = try decoder.nextEvent() { print(event) }
/// // title, beginSection(Forwards), cell, cell, endSection(Goals for the national team.)
/// ```
///
/// Rows are decoded as they are read, so a file of any length renders while it is read and is
/// never held whole. The format is described in `Docs/ListFile.md`; every mistake in it throws
/// an ``InputError`` naming the line and column.
public struct ListFileDecoder: TableEventSource {
  /// What is known of the section being read.
  private struct OpenSection {
    var header: String?
    /// Whether a `##` line started it, rather than a line before the first `##`.
    var isExplicit: Bool
    var style: CellStyle?
    /// Whether its `beginSection` event was sent, which its first row does.
    var hasRows = false
    var footer: [String] = []
  }

  private var reader: ByteLineReader
  private var pending: [TableEvent] = []
  private var nextPending = 0
  private var isFinished = false
  private var failure: InputError?
  private var titleLine: Int?
  private var firstSectionLine: Int?
  /// The column titles in force: declared in this section, or inherited.
  private var columns: [Column]?
  private var section: OpenSection?
  /// The cells of the row being read, in a buffer kept from row to row.
  private let cells = CellBytes()

  /// Creates a decoder of a list file.
  ///
  /// - Parameter source: Where the file's bytes come from; nothing is read until the first
  ///   event is asked for.
  public init(_ source: InputSource) {
    reader = source.lineReader()
  }

  /// Returns the next event of the file, reading as few lines as it needs.
  ///
  /// - Returns: The next event, or `nil` after the last.
  /// - Throws: ``InputError`` for a line that breaks the format, bytes that are not UTF-8, or
  ///   a failure to read. After an error, every later call throws it again.
  public mutating func nextEvent() throws(InputError) -> TableEvent? {
    if let failure { throw failure }
    do {
      return try decodeNextEvent()
    } catch {
      failure = error
      throw error
    }
  }

  private mutating func decodeNextEvent() throws(InputError) -> TableEvent? {
    while true {
      if nextPending < pending.count {
        nextPending += 1
        return pending[nextPending - 1]
      }
      if !pending.isEmpty {
        pending.removeAll(keepingCapacity: true)
        nextPending = 0
      }
      guard !isFinished else { return nil }
      guard let line = try reader.nextLine() else {
        isFinished = true
        closeSection()
        continue
      }
      let location = InputLocation(file: reader.file, line: line.number, column: 1)
      let columnCount = columns?.count
      let cells = self.cells
      let parsed = try reader.withBytes(of: line) { bytes throws(InputError) in
        try ListFileLine(bytes, columns: columnCount, location: location, cells: cells)
      }
      if let row = try read(parsed, at: location) { return row }
    }
  }

  /// Takes in one line; returns a row's event when it can be handed out at once, and queues
  /// any other events in `pending`.
  private mutating func read(_ line: ListFileLine, at location: InputLocation) throws(InputError)
    -> TableEvent?
  {
    switch line {
    case .blank:
      break
    case .title(let title):
      if let titleLine { throw .repeatedTitle(location, firstLine: titleLine) }
      if let firstSectionLine {
        throw .titleAfterSection(location, sectionLine: firstSectionLine)
      }
      titleLine = location.line
      pending.append(.title(title))
    case .header(let header):
      closeSection()
      section = OpenSection(header: header, isExplicit: true)
      firstSectionLine = firstSectionLine ?? location.line
    case .columns(let titles):
      try openSectionForDirective("@columns", at: location)
      columns = titles
    case .style(let style):
      try openSectionForDirective("@style", at: location)
      section?.style = style
    case .row(let accessory):
      openSection(at: location)
      let row = TableEvent.cell(
        CellModel(CellContent.row(cells, style: section?.style, accessory: accessory)))
      guard section?.hasRows == false else { return row }
      section?.hasRows = true
      pending.append(.beginSection(header: section?.header, columns: columns, id: nil))
      pending.append(row)
    case .footer(let text):
      openSection(at: location)
      section?.footer.append(text)
    }
    return nil
  }

  /// Makes sure a section is open: a line before the first `##` opens one without a header.
  private mutating func openSection(at location: InputLocation) {
    guard section == nil else { return }
    firstSectionLine = firstSectionLine ?? location.line
    section = OpenSection(header: nil, isExplicit: false)
  }

  /// Opens the section for a directive, which must come before the section's first row.
  private mutating func openSectionForDirective(
    _ name: String, at location: InputLocation
  ) throws(InputError) {
    openSection(at: location)
    guard section?.hasRows != true else {
      throw .directiveAfterRows(location, name: name)
    }
  }

  /// Ends the section being read; one before the first `##` with neither rows nor a footer
  /// is left out.
  private mutating func closeSection() {
    guard let current = section else { return }
    section = nil
    guard current.isExplicit || current.hasRows || !current.footer.isEmpty else { return }
    if !current.hasRows {
      pending.append(.beginSection(header: current.header, columns: columns, id: nil))
    }
    let footer = current.footer.isEmpty ? nil : current.footer.joined(separator: "\n")
    pending.append(.endSection(footer: footer))
  }
}
