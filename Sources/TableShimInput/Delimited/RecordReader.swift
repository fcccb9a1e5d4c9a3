/// Reads the records of a CSV (RFC 4180) or TSV input, line by line.
///
/// CSV: fields are separated by commas; a field in double quotes may hold commas, line
/// breaks and doubled quotes (`""` is one quote). TSV: fields are separated by tabs, and there
/// is no quoting: every character but the tab is part of its field. Empty lines are skipped.
/// A line break inside a quoted field is read as LF, whatever the file uses.
struct RecordReader {
  /// A record and the line it starts on.
  struct Record {
    var fields: [String]
    var line: Int
    /// The column of each separator, in the line it stands on.
    var separators: [Int]
  }

  private var reader: LineReader
  private let file: String
  private let separator: UInt8
  private let quotes: Bool

  init(reader: LineReader, file: String, separator: UInt8, quotes: Bool) {
    self.reader = reader
    self.file = file
    self.separator = separator
    self.quotes = quotes
  }

  /// The next record, or `nil` at the end of the input.
  mutating func nextRecord() throws -> Record? {
    var line: Line
    repeat {
      guard let next = try reader.nextLine() else { return nil }
      line = next
    } while line.text.isEmpty
    guard quotes else {
      let fields = line.text.split(separator: "\t", omittingEmptySubsequences: false)
      var offsets: [Int] = []
      var offset = 0
      for field in fields.dropLast() {
        offset += field.utf8.count + 1
        offsets.append(line.column(ofByte: offset - 1))
      }
      return Record(fields: fields.map(String.init), line: line.number, separators: offsets)
    }
    return try readQuoted(startingWith: line)
  }

  private mutating func readQuoted(startingWith first: Line) throws -> Record {
    var fields: [String] = []
    var separators: [Int] = []
    var field: [UInt8] = []
    var line = first
    var bytes = Array(line.text.utf8)
    var index = 0
    var quoteStart: (line: Line, offset: Int)?
    var wasQuoted = false
    while true {
      if let opening = quoteStart {
        // Inside quotes: a doubled quote is one quote; a lone one closes the field.
        guard index < bytes.count else {
          guard let next = try reader.nextLine() else {
            throw InputError(
              .unterminatedQuote, file: file, line: opening.line.number,
              column: opening.line.column(ofByte: opening.offset))
          }
          field.append(0x0A)
          line = next
          bytes = Array(line.text.utf8)
          index = 0
          continue
        }
        if bytes[index] == UInt8(ascii: "\"") {
          if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
            field.append(UInt8(ascii: "\""))
            index += 2
          } else {
            quoteStart = nil
            index += 1
            if index < bytes.count, bytes[index] != separator {
              throw strayQuote(line, at: index)
            }
          }
        } else {
          field.append(bytes[index])
          index += 1
        }
        continue
      }
      if index == bytes.count || bytes[index] == separator {
        fields.append(String(decoding: field, as: UTF8.self))
        field = []
        wasQuoted = false
        guard index < bytes.count else { break }
        separators.append(line.column(ofByte: index))
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") {
        guard field.isEmpty, !wasQuoted else { throw strayQuote(line, at: index) }
        quoteStart = (line, index)
        wasQuoted = true
        index += 1
        continue
      }
      field.append(bytes[index])
      index += 1
    }
    return Record(fields: fields, line: first.number, separators: separators)
  }

  private func strayQuote(_ line: Line, at offset: Int) -> InputError {
    InputError(.strayQuote, file: file, line: line.number, column: line.column(ofByte: offset))
  }
}
