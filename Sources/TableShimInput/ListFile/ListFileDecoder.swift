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
///
/// A decoder made with `readingAhead: true` reads and splits the lines on a second thread, a
/// few thousand lines ahead, while the caller renders: faster on a machine with a core to
/// spare, with the same events and errors in the same order.
public struct ListFileDecoder: TableEventSource {
  /// What is known of the section being read.
  private struct OpenSection {
    var header: String?
    var id: String?
    /// Whether a `##` line started it, rather than a line before the first `##`.
    var isExplicit: Bool
    var style: CellStyle?
    /// Whether its `beginSection` event was sent, which its first row does.
    var hasRows = false
    var footer: [String] = []
  }

  /// Where the recognised lines come from: read here as they are asked for, or from a
  /// thread that reads ahead.
  private enum Lines {
    case inline(ListFileParser)
    /// To be read ahead once the first event is asked for.
    case readAheadLater(ListFileParser)
    /// While the inline parser is out reading, or once the lines are read ahead.
    case taken
  }

  private var lines: Lines
  /// The thread that reads ahead, once it has started: kept apart from ``lines`` so that
  /// taking a line in does not copy the enumeration.
  private var readAhead: ReadAheadHandle<ParsedLines>?
  /// The lines read ahead and not yet taken in, and the next one to take.
  private var batch = ParsedLines()
  private var nextItem = 0
  private let file: String
  private var pending: [TableEvent] = []
  private var nextPending = 0
  private var isFinished = false
  private var failure: InputError?
  private var titleLine: Int?
  private var subtitleLine: Int?
  private var firstSectionLine: Int?
  /// The column titles in force: declared in this section, or inherited.
  private var columns: [Column]?
  /// The mark of `@missing MARK`, which later `@columns` get too.
  private var missingMark: String?
  private var section: OpenSection?
  /// The line of the last row read, for ``lastRowLocation``.
  private var lastRowLine: Int?
  /// The rows the renderer gives back, when lines are read ahead.
  private var returns: RowReturns?

  /// Where the last row handed out began: its line, column 1 (a row's events are handed out
  /// before the next line is read).
  var lastRowLocation: InputLocation? {
    lastRowLine.map { InputLocation(file: file, line: $0, column: 1) }
  }

  /// Creates a decoder of a list file.
  ///
  /// - Parameters:
  ///   - source: Where the file's bytes come from; nothing is read until the first event is
  ///     asked for.
  ///   - readingAhead: Whether to read and split lines on a second thread, ahead of the
  ///     events asked for, from the first event on.
  public init(_ source: InputSource, readingAhead: Bool = false) {
    let parser = ListFileParser(source)
    file = parser.file
    lines = readingAhead ? .readAheadLater(parser) : .inline(parser)
    returns = readingAhead ? RowReturns() : nil
  }

  /// Returns the next event of the file, reading as few lines as it needs.
  ///
  /// - Returns: The next event, or `nil` after the last.
  /// - Throws: ``InputError`` for a line that breaks the format, bytes that are not UTF-8, or
  ///   a failure to read. After an error, every later call throws it again.
  public mutating func nextEvent() throws(InputError) -> TableEvent? {
    if let (row, index) = returns?.returned() { batch.putBack(row, at: index) }
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
      // Read ahead: the lines are taken from the batch in place, without copying the
      // source of lines or the batch's items.
      if readAhead != nil {
        if let event = try nextReadAheadEvent() { return event }
        continue
      }
      switch lines {
      case .inline(var parser):
        // Taken out while it reads, so that it is not copied.
        lines = .taken
        let next = Result { () throws(InputError) in try parser.nextLine() }
        let cells = parser.cells
        lines = .inline(parser)
        guard let (line, number) = try next.get() else {
          isFinished = true
          closeSection()
          continue
        }
        if let row = try read(line, at: number, row: .cells(cells)) { return row }
      case .readAheadLater(let parser):
        // The decoder lets go of its copy before the reading thread starts on the parser.
        lines = .taken
        readAhead = ReadAheadHandle(ListFileReadAhead.start(parser))
      case .taken:
        preconditionFailure("the parser is put back before the lines are read on")
      }
    }
  }

  /// Takes in the next line read ahead, refilling the batch when it is used up; returns a
  /// row's event when it can be handed out at once, as ``read(_:at:row:)`` does.
  private mutating func nextReadAheadEvent() throws(InputError) -> TableEvent? {
    guard nextItem < batch.count else {
      if let failure = batch.failure { throw failure }
      if batch.isFinished {
        isFinished = true
        closeSection()
        return nil
      }
      // The used batch goes back to the reading thread moved, not copied: a copy kept
      // here while waiting would hold its rows, and free them on this thread.
      returns?.batchReturned()
      var used = ParsedLines()
      swap(&used, &batch)
      batch = readAhead!.readAhead.next(returning: consume used)
      nextItem = 0
      return nil
    }
    let index = nextItem
    nextItem += 1
    // Most lines are rows of a section already begun: read where they lie in the batch,
    // moved out once the renderer gives rows back.
    let moves = returns?.movesRows == true
    if section?.hasRows == true, let row = batch.handOutRow(at: index, moving: moves) {
      lastRowLine = batch.items[index].number
      if moves { returns!.moved(at: index) }
      return .cell(CellModel(row, stringID: batch.items[index].rowID))
    }
    let item = batch.items[index]
    return try read(item.lineRead, at: item.number, row: .made(item.row))
  }

  /// Takes in one line; returns a row's event when it can be handed out at once, and queues
  /// any other events in `pending`.
  private mutating func read(
    _ line: ListFileLine, at number: Int, row made: RowSource
  ) throws(InputError) -> TableEvent? {
    // Made only where an error or a directive needs it, not for every row.
    var location: InputLocation { InputLocation(file: file, line: number, column: 1) }
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
    case .subtitle(let subtitle):
      if let subtitleLine { throw .repeatedSubtitle(location, firstLine: subtitleLine) }
      guard firstSectionLine == nil else { throw .subtitleAfterSection(location) }
      subtitleLine = location.line
      pending.append(.subtitle(subtitle))
    case .note(let note):
      pending.append(.sourceNote(note))
    case .footnote(let note):
      try checkBeforeSections("@footnote", at: location)
      pending.append(.footnote(note))
    case .footnoteMarks(let marks):
      try checkBeforeSections("@footnote-marks", at: location)
      pending.append(.footnoteMarks(marks))
    case .footnotePlacement(let placement):
      try checkBeforeSections("@footnote-placement", at: location)
      pending.append(.footnotePlacement(placement))
    case .header(let header, let id):
      closeSection()
      section = OpenSection(header: header, id: id, isExplicit: true)
      firstSectionLine = firstSectionLine ?? location.line
    case .columns(let titles):
      try openSectionForDirective("@columns", at: location)
      columns = titles.map { $0.map { ListFileColumnOptions.withMark($0, missingMark) } }
    case .spanners(let paths):
      try openSectionForDirective("@spanners", at: location)
      guard let current = columns else {
        throw .badSpanners(location, problem: "'@spanners' needs '@columns' before it")
      }
      guard paths.count <= current.count else {
        throw .badSpanners(
          location,
          problem: "'@spanners' has \(paths.count) cells, but the section has "
            + "\(current.count) columns")
      }
      columns = current.indices.map { index in
        var column = current[index]
        column.spanners = index < paths.count ? paths[index] : []
        return column
      }
    case .columnOptions(let title, let options):
      try openSectionForDirective("@column", at: location)
      guard let index = columns?.firstIndex(where: { $0.title == title }) else {
        throw .unknownColumn(location, name: title, available: columns?.map(\.title) ?? [])
      }
      options.apply(to: &columns![index])
    case .format, .missing, .colorScale:
      try openSectionForDirective(ListFileColumnOptions.name(of: line), at: location)
      try ListFileColumnOptions.apply(
        line, to: &columns, tableMark: &missingMark, at: location)
    case .summary(_, _, _, let isGrand):
      try openSectionForDirective(isGrand ? "@grand-summary" : "@summary", at: location)
      try ListFileSummary.apply(line, to: &columns, at: location)
    case .style(let style):
      try openSectionForDirective("@style", at: location)
      section?.style = style
    case .row(let accessory, let id):
      openSection(atLine: number)
      lastRowLine = number
      let content: CellContent
      switch made {
      case .made(let row?):
        content = row
      case .made(nil):
        preconditionFailure("a row read ahead comes with its content")
      case .cells(let cells):
        content = cells.withCells { bytes, ends in
          CellContent.row(cellBytes: bytes, ends: ends, style: section?.style, accessory: accessory)
        }
      }
      let row = TableEvent.cell(CellModel(content, stringID: id))
      guard section?.hasRows == false else { return row }
      section?.hasRows = true
      pending.append(.beginSection(header: section?.header, columns: columns, id: section?.id))
      pending.append(row)
    case .label(let text):
      openSection(atLine: number)
      lastRowLine = number
      let row = TableEvent.cell(.label(text))
      guard section?.hasRows == false else { return row }
      section?.hasRows = true
      pending.append(.beginSection(header: section?.header, columns: columns, id: section?.id))
      pending.append(row)
    case .footer(let text):
      openSection(atLine: number)
      section?.footer.append(text)
    }
    return nil
  }

  /// Makes sure a section is open: a line before the first `##` opens one without a header.
  private mutating func openSection(atLine line: Int) {
    guard section == nil else { return }
    firstSectionLine = firstSectionLine ?? line
    section = OpenSection(header: nil, id: nil, isExplicit: false)
  }

  /// Opens the section for a directive, which must come before the section's first row.
  private mutating func openSectionForDirective(
    _ name: String, at location: InputLocation
  ) throws(InputError) {
    openSection(atLine: location.line)
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
      pending.append(.beginSection(header: current.header, columns: columns, id: current.id))
    }
    let footer = current.footer.isEmpty ? nil : current.footer.joined(separator: "\n")
    pending.append(.endSection(footer: footer))
  }

  /// Throws unless the first section is still to come, as footnotes need.
  private func checkBeforeSections(_ name: String, at location: InputLocation)
    throws(InputError)
  {
    guard let firstSectionLine else { return }
    throw .badFootnote(
      location,
      expected: "'\(name)' before the first section (line \(firstSectionLine)), as the title")
  }
}

/// Where a row line's content comes from: its cells, read on this thread, or made ahead.
private enum RowSource {
  case cells(CellBytes)
  case made(CellContent?)

}

extension ListFileDecoder: RowRecyclingSource {
  package var rowRecycler: RowRecycler? { returns?.recycler }
}
