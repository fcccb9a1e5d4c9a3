/// Reads the records of a CSV (RFC 4180) or TSV input, a line at a time.
///
/// CSV: fields are separated by commas. A field that starts with a double quote ends at the
/// next lone quote, and may hold commas, doubled quotes (`""` for `"`) and line breaks, which
/// it keeps as the input has them: CRLF as CRLF, LF as LF, a lone CR as CR (RFC 4180, and
/// what Python's `csv` module reads). A quote anywhere else is an error, and so is text
/// between a closing quote and the next comma.
///
/// TSV: fields are separated by tabs, and nothing is quoted. Four escapes are decoded
/// (``TSVEscapes``): `\\`, `\t`, `\n` and `\r`; every other character, quotes, other
/// backslashes and lone CRs included, belongs to its field as it is.
///
/// In both, a record ends with its line (or, in CSV, with the line that closes its last quoted
/// field), empty lines between records are skipped, and fields are not trimmed.
/// A record's fields go into ``cells`` as UTF-8, laid end to end (``CellBytes``), so reading
/// a record makes no `String`; a quoted field's doubled quotes and a TSV field's escapes are
/// decoded on the way in.
struct CSVRecordReader {
  /// A record: where it starts, how many fields it has, and where it goes beyond an
  /// expected number of fields.
  ///
  /// Its fields are in ``CSVRecordReader/cells``.
  struct Record {
    /// The number of fields, those beyond the limit asked for included.
    var fieldCount: Int
    /// The line the record starts on.
    var line: Int
    /// The separator before the first field beyond the limit asked for, if there is one.
    var firstExtraSeparator: Position?
  }

  /// A place in the input, without the input's name: kept for every record and field read,
  /// and made an ``InputLocation`` only for an error. (A location held in an optional made
  /// every record's and scan's copy and destruction go through generic value witnesses,
  /// for the name's string.)
  struct Position {
    /// The line, from 1.
    var line: Int
    /// The column, from 1, in Unicode scalars.
    var column: Int

    /// The place in the input named `file`.
    func location(in file: String) -> InputLocation {
      InputLocation(file: file, line: line, column: column)
    }
  }

  /// Where a record's scan is: what the next byte means.
  private enum Mode {
    case fieldStart, unquoted, quoted, afterQuote
  }

  /// A record being read, which may span several lines.
  private struct Scan {
    var mode = Mode.fieldStart
    /// The offset in its line of the quote that opened the quoted field being read, while
    /// that line is being read: its column is counted only if the field goes on to the next
    /// line, where it could end up unterminated.
    var openingQuoteOffset: Int?
    /// Where the quoted field being read opened, once it has gone on past its first line.
    var openingQuote: Position?
    var firstExtraSeparator: Position?
  }

  private var reader: ByteLineReader
  private let separator: UInt8
  private let allowsQuotes: Bool
  /// The fields of the last record read, until the next is read.
  let cells = CellBytes()

  /// Creates a reader of CSV (`allowsQuotes`, comma-separated) or TSV (tab-separated).
  init(reader: ByteLineReader, tabSeparated: Bool) {
    self.reader = reader
    self.separator = tabSeparated ? 0x09 : UInt8(ascii: ",")
    self.allowsQuotes = !tabSeparated
  }

  /// The input's name, for errors.
  var file: String { reader.file }

  /// Whether the next record's first line can be read without reading from the source, which
  /// may block.
  var hasLineBuffered: Bool {
    mutating get { reader.hasLineBuffered }
  }

  /// The next record, whose fields are then in ``cells``, or `nil` at the end of the input.
  ///
  /// - Parameter limit: The number of fields a record may have, to locate the first extra
  ///   separator; `nil` for none.
  /// - Returns: The record, or `nil` when no record is left.
  /// - Throws: ``InputError`` for a malformed field, bytes that are not UTF-8, or a failure to
  ///   read.
  mutating func nextRecord(limit: Int?) throws(InputError) -> Record? {
    try nextRecord(limit: limit, from: nil)
  }

  /// Moves past the next record without keeping its fields.
  ///
  /// A record whose first line holds no quote (most records) is that line, whose fields are
  /// not looked at; any other is read as ``nextRecord(limit:)`` reads it. ``cells`` then hold
  /// nothing of it.
  ///
  /// For a reading that wants only some rows of an input read before in full: the records
  /// are the same, but a record skipped is not checked beyond its bytes being UTF-8.
  ///
  /// - Returns: `false` when no record is left.
  /// - Throws: As ``nextRecord(limit:)``.
  private mutating func skipRecord() throws(InputError) -> Bool {
    let quote = UInt8(ascii: "\"")
    while let line = try reader.nextLine() {
      let (isEmpty, mayQuote) = reader.withBytes(of: line) { bytes in
        (bytes.isEmpty, allowsQuotes && bytes.contains(quote))
      }
      if isEmpty { continue }
      if !mayQuote {
        cells.removeAll()
        return true
      }
      return try nextRecord(limit: nil, from: line) != nil
    }
    return false
  }

  /// Moves past the next `count` records without keeping their fields, and returns how many
  /// it passed: fewer only at the end of the input.
  ///
  /// Records whose lines hold no quote (most records) are passed as lines, found and not
  /// looked at (``ByteLineReader/skipLines(_:unlessHolding:)``); any other is read as
  /// ``skipRecord()`` reads it. For a reading that wants only some rows of an input read in
  /// full before: a record passed is not checked again, not even to be UTF-8.
  ///
  /// - Throws: As ``nextRecord(limit:)``, for a record that is read.
  mutating func skipRecords(_ count: Int) throws(InputError) -> Int {
    var skipped = 0
    while skipped < count {
      skipped += try reader.skipLines(
        count - skipped, unlessHolding: allowsQuotes ? UInt8(ascii: "\"") : nil)
      guard skipped < count, try skipRecord() else { break }
      skipped += 1
    }
    return skipped
  }

  /// ``nextRecord(limit:)``, whose first line is `first` when it has been read already.
  private mutating func nextRecord(limit: Int?, from first: ByteLineReader.Line?)
    throws(InputError) -> Record?
  {
    var scan = Scan()
    var firstLine = 0
    var pending = first
    let (separator, allowsQuotes, cells) = (self.separator, self.allowsQuotes, self.cells)
    cells.removeAll()
    while true {
      let next: ByteLineReader.Line?
      if let line = pending {
        next = line
        pending = nil
      } else {
        next = try reader.nextLine()
      }
      guard let line = next else {
        if let opening = scan.openingQuote, scan.mode == .quoted {
          throw .unterminatedQuote(opening.location(in: reader.file))
        }
        return nil
      }
      if firstLine == 0 {
        if reader.withBytes(of: line, { $0.isEmpty }) { continue }
        firstLine = line.number
      }
      // The file's name is handed on, not a location made for every line, which retained it.
      let isComplete = try reader.withBytesAndFile(of: line) { bytes, file throws(InputError) in
        try Self.read(
          bytes, into: &scan, cells: cells, separator: separator, allowsQuotes: allowsQuotes,
          limit: limit, file: file, line: line.number)
      }
      if isComplete {
        return Record(
          fieldCount: cells.count, line: firstLine,
          firstExtraSeparator: scan.firstExtraSeparator)
      }
      // The line break is inside a quoted field, which keeps it as it is.
      switch line.ending {
      case .lf: cells.append(byte: 0x0A)
      case .crlf:
        cells.append(byte: 0x0D)
        cells.append(byte: 0x0A)
      case .endOfInput: break
      }
    }
  }

  /// Reads one line of a record into `cells`; returns whether the record ends with it.
  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, into scan: inout Scan, cells: CellBytes,
    separator: UInt8, allowsQuotes: Bool, limit: Int?, file: String, line: Int
  ) throws(InputError) -> Bool {
    func at(_ offset: Int) -> Position {
      Position(line: line, column: ScalarColumn.of(byte: offset, in: bytes))
    }
    /// Ends a field; `next` is the offset of the separator after it, or `nil` at the record's end.
    func endField(separatorAt next: Int?) {
      cells.endCell()
      if let next, let limit, cells.count == limit, scan.firstExtraSeparator == nil {
        scan.firstExtraSeparator = at(next)
      }
      scan.mode = .fieldStart
    }
    let quote = UInt8(ascii: "\"")
    var index = 0
    while true {
      switch scan.mode {
      case .fieldStart:
        if allowsQuotes, index < bytes.count, bytes[index] == quote {
          scan.mode = .quoted
          scan.openingQuoteOffset = index
          index += 1
        } else {
          scan.mode = .unquoted
        }
      case .unquoted:
        // Unquoted fields one after another (most fields), without going back through the
        // modes for each.
        while true {
          // In CSV, a quote before the separator is an error; in TSV it is text.
          let stop = ByteScan.firstIndex(
            of: separator, or: allowsQuotes ? quote : separator, in: bytes, from: index)
          if stop < bytes.count, bytes[stop] == quote, allowsQuotes {
            throw .strayQuote(at(stop).location(in: file))
          }
          let field = UnsafeBufferPointer(rebasing: bytes[index..<stop])
          if allowsQuotes {
            cells.append(field)
          } else {
            TSVEscapes.append(field, to: cells)
          }
          endField(separatorAt: stop < bytes.count ? stop : nil)
          guard stop < bytes.count else { return true }
          index = stop + 1
          if allowsQuotes, index < bytes.count, bytes[index] == quote { break }
        }
      case .quoted:
        let stop = ByteScan.firstIndex(of: quote, or: quote, in: bytes, from: index)
        cells.append(UnsafeBufferPointer(rebasing: bytes[index..<stop]))
        guard stop < bytes.count else {
          if let offset = scan.openingQuoteOffset {
            scan.openingQuote = at(offset)
            scan.openingQuoteOffset = nil
          }
          return false
        }
        if stop + 1 < bytes.count, bytes[stop + 1] == quote {
          cells.append(byte: quote)
          index = stop + 2
        } else {
          scan.mode = .afterQuote
          scan.openingQuoteOffset = nil
          scan.openingQuote = nil
          index = stop + 1
        }
      case .afterQuote:
        guard index == bytes.count || bytes[index] == separator else {
          throw .textAfterQuote(at(index).location(in: file))
        }
        endField(separatorAt: index < bytes.count ? index : nil)
        guard index < bytes.count else { return true }
        index += 1
      }
    }
  }
}
