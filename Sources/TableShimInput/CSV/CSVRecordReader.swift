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
struct CSVRecordReader {
  /// A record, and where it goes beyond an expected number of fields.
  struct Record {
    var fields: [String]
    /// The line the record starts on.
    var line: Int
    /// The separator before the first field beyond the limit asked for, if there is one.
    var firstExtraSeparator: InputLocation?
  }

  /// Where a record's scan is: what the next byte means.
  private enum Mode {
    case fieldStart, unquoted, quoted, afterQuote
  }

  /// A record being read, which may span several lines.
  private struct Scan {
    var fields: [String] = []
    var quoted: [UInt8] = []
    var mode = Mode.fieldStart
    var openingQuote: InputLocation?
    var firstExtraSeparator: InputLocation?
  }

  private var reader: ByteLineReader
  private let separator: UInt8
  private let allowsQuotes: Bool

  /// Creates a reader of CSV (`allowsQuotes`, comma-separated) or TSV (tab-separated).
  init(reader: ByteLineReader, tabSeparated: Bool) {
    self.reader = reader
    self.separator = tabSeparated ? 0x09 : UInt8(ascii: ",")
    self.allowsQuotes = !tabSeparated
  }

  /// The input's name, for errors.
  var file: String { reader.file }

  /// The next record, or `nil` at the end of the input.
  ///
  /// - Parameter limit: The number of fields a record may have, to locate the first extra
  ///   separator; `nil` for none.
  /// - Returns: The record, or `nil` when no record is left.
  /// - Throws: ``InputError`` for a malformed field, bytes that are not UTF-8, or a failure to
  ///   read.
  mutating func nextRecord(limit: Int?) throws(InputError) -> Record? {
    var scan = Scan()
    var firstLine = 0
    let (separator, allowsQuotes, file) = (self.separator, self.allowsQuotes, reader.file)
    while true {
      guard let line = try reader.nextLine() else {
        if let opening = scan.openingQuote, scan.mode == .quoted {
          throw .unterminatedQuote(opening)
        }
        return nil
      }
      if firstLine == 0 {
        if reader.withBytes(of: line, { $0.isEmpty }) { continue }
        firstLine = line.number
      }
      let location = InputLocation(file: file, line: line.number, column: 1)
      let isComplete = try reader.withBytes(of: line) { bytes throws(InputError) in
        try Self.read(
          bytes, into: &scan, separator: separator, allowsQuotes: allowsQuotes,
          limit: limit, location: location)
      }
      if isComplete {
        return Record(
          fields: scan.fields, line: firstLine, firstExtraSeparator: scan.firstExtraSeparator)
      }
      // The line break is inside a quoted field, which keeps it as it is.
      scan.quoted.append(contentsOf: line.ending.bytes)
    }
  }

  /// Reads one line of a record; returns whether the record ends with it.
  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, into scan: inout Scan, separator: UInt8,
    allowsQuotes: Bool, limit: Int?, location: InputLocation
  ) throws(InputError) -> Bool {
    func at(_ offset: Int) -> InputLocation {
      var here = location
      here.column = ScalarColumn.of(byte: offset, in: bytes)
      return here
    }
    func text(_ range: Range<Int>) -> String {
      allowsQuotes
        ? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        : TSVEscapes.decode(UnsafeBufferPointer(rebasing: bytes[range]))
    }
    /// Ends a field; `next` is the offset of the separator after it, or `nil` at the record's end.
    func end(_ field: String, separatorAt next: Int?) {
      scan.fields.append(field)
      if let next, let limit, scan.fields.count == limit, scan.firstExtraSeparator == nil {
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
          scan.openingQuote = at(index)
          scan.quoted.removeAll(keepingCapacity: true)
          index += 1
        } else {
          scan.mode = .unquoted
        }
      case .unquoted:
        var stop = index
        while stop < bytes.count, bytes[stop] != separator {
          if allowsQuotes, bytes[stop] == quote { throw .strayQuote(at(stop)) }
          stop += 1
        }
        end(text(index..<stop), separatorAt: stop < bytes.count ? stop : nil)
        guard stop < bytes.count else { return true }
        index = stop + 1
      case .quoted:
        var stop = index
        while stop < bytes.count, bytes[stop] != quote { stop += 1 }
        scan.quoted.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<stop]))
        guard stop < bytes.count else { return false }
        if stop + 1 < bytes.count, bytes[stop + 1] == quote {
          scan.quoted.append(quote)
          index = stop + 2
        } else {
          scan.mode = .afterQuote
          index = stop + 1
        }
      case .afterQuote:
        guard index == bytes.count || bytes[index] == separator else {
          throw .textAfterQuote(at(index))
        }
        end(
          String(decoding: scan.quoted, as: UTF8.self),
          separatorAt: index < bytes.count ? index : nil)
        guard index < bytes.count else { return true }
        index += 1
      }
    }
  }
}
