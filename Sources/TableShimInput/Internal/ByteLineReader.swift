#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input line by line as bytes, never holding more than the current line and a chunk.
///
/// Lines end in LF or CRLF (a CR at the very end of the input is dropped too); a lone CR does
/// not end a line. The last line needs no line ending. Each line says how it ended, for a CSV
/// field that spans lines and keeps its line breaks as they are. A byte-order mark at the
/// start of the input is skipped.
///
/// Every line is checked to be UTF-8 before it is handed out, and an ill-formed one throws
/// ``InputError/invalidUTF8(_:byte:byteOffset:)`` with its line, its column (in scalars, as
/// every error counts them) and its offset from the input's first byte. A line is whole in the
/// buffer when it is checked, so a sequence cut by the end of a chunk is checked whole too, and
/// the column is counted only once an error is found.
///
/// A streamed input is read in chunks of ``chunkSize`` bytes; an input in memory is used
/// where it is, without copying.
struct ByteLineReader {
  /// A line: where its bytes are in the reader's buffer, its number and how it ends.
  struct Line {
    /// The line's bytes in the buffer, without the line ending (and without a leading BOM).
    fileprivate let range: Range<Int>
    /// The line's number, from 1.
    let number: Int
    /// The line's ending, which a CSV field that spans lines keeps.
    let ending: LineEnding
  }

  /// How a line ends: LF, CRLF, or the end of the input (a CR just before it is in no line).
  enum LineEnding {
    case lf, crlf, endOfInput

    /// The ending's bytes.
    var bytes: [UInt8] {
      switch self {
      case .lf: [0x0A]
      case .crlf: [0x0D, 0x0A]
      case .endOfInput: []
      }
    }
  }

  /// How many bytes a streamed input is read at a time.
  static let chunkSize = 1 << 16

  /// The input's name, for errors.
  let file: String
  private let source: (any ByteSource)?
  private var buffer: [UInt8]
  /// The first byte not yet handed out, and the end of the bytes read so far.
  private var start = 0
  private var end: Int
  /// Where to go on looking for the next LF: the bytes before it hold none.
  private var searchFrom = 0
  /// The LF that ends the next line, when ``hasLineBuffered`` has found it; -1 when not
  /// known, so that the next line does not look for it a second time.
  private var knownNewline = -1
  /// The offset of `buffer[0]` from the input's first byte.
  private var bufferOffset = 0
  private var isAtEnd: Bool
  private var lineNumber = 0

  /// Reads bytes held in memory.
  init(bytes: [UInt8], file: String) {
    self.file = file
    self.source = nil
    self.buffer = bytes
    self.end = bytes.count
    self.isAtEnd = true
  }

  /// Reads a stream in chunks.
  init(source: any ByteSource, file: String) {
    self.file = file
    self.source = source
    self.buffer = []
    self.end = 0
    self.isAtEnd = false
  }

  /// The number of bytes the reader holds: the largest line so far plus a chunk, at most.
  var bufferCapacity: Int { buffer.count }

  /// The next line, or `nil` at the end of the input.
  ///
  /// - Throws: ``InputError`` for bytes that are not UTF-8, or when the source fails.
  @inline(__always)
  mutating func nextLine() throws(InputError) -> Line? {
    if knownNewline >= 0 {
      let newline = knownNewline
      knownNewline = -1
      return try take(upTo: newline, next: newline + 1)
    }
    while true {
      if let newline = findNewline() {
        return try take(upTo: newline, next: newline + 1)
      }
      searchFrom = end
      if isAtEnd {
        return start < end ? try take(upTo: end, next: end) : nil
      }
      try fill()
    }
  }

  /// Whether ``nextLine()`` can return without reading from the source, which may block.
  var hasLineBuffered: Bool {
    mutating get {
      if knownNewline >= 0 || isAtEnd { return true }
      guard let newline = findNewline() else {
        searchFrom = end
        return false
      }
      searchFrom = newline
      knownNewline = newline
      return true
    }
  }

  /// Moves past lines until `count` of them that are not blank are passed, and returns how
  /// many were: fewer at the end of the input, or at a line holding `stop`, which is left
  /// to be read.
  ///
  /// For a reading that wants only some lines of an input read in full before: the lines
  /// passed are found, not checked (they were UTF-8 then), and not handed out. Blank lines,
  /// an ending CR taken away, are passed without counting, as readers skip them.
  ///
  /// - Parameters:
  ///   - count: The number of lines that are not blank to pass.
  ///   - stop: A byte that a line to be read in full holds (a CSV quote), or `nil`.
  /// - Returns: The number of lines that are not blank passed.
  /// - Throws: ``InputError`` when the source fails.
  mutating func skipLines(_ count: Int, unlessHolding stop: UInt8?) throws(InputError) -> Int {
    // The whole line is looked at for `stop`, though its LF may be known already.
    knownNewline = -1
    searchFrom = start
    var passed = 0
    while passed < count {
      // The byte-order mark of the first line is the reader's to skip.
      if bufferOffset + start == 0 { return passed }
      let (stopped, lineEnd) = buffer.withUnsafeBufferPointer { all in
        let found = ByteScan.firstIndex(
          of: 0x0A, or: stop ?? 0x0A, in: UnsafeBufferPointer(rebasing: all[..<end]),
          from: searchFrom)
        return (found < end && all[found] != 0x0A, found)
      }
      if stopped { return passed }
      if lineEnd == end {
        searchFrom = end
        if !isAtEnd {
          try fill()
          continue
        }
        guard start < end else { return passed }
      }
      var upper = lineEnd
      if upper > start, buffer[upper - 1] == 0x0D { upper -= 1 }
      if upper > start { passed += 1 }
      start = lineEnd < end ? lineEnd + 1 : end
      searchFrom = start
      lineNumber += 1
    }
    return passed
  }

  /// Calls `body` with the bytes of a line that ``nextLine()`` returned last.
  func withBytes<Result, Failure>(
    of line: Line, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try buffer.withUnsafeBufferPointer { all throws(Failure) in
      try body(UnsafeBufferPointer(rebasing: all[line.range]))
    }
  }

  /// Calls `body` with the bytes of a line that ``nextLine()`` returned last and the input's
  /// name, for errors: handed on borrowed, so that a line read needs no copy of the name.
  func withBytesAndFile<Result, Failure>(
    of line: Line, _ body: (UnsafeBufferPointer<UInt8>, String) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try buffer.withUnsafeBufferPointer { all throws(Failure) in
      try body(UnsafeBufferPointer(rebasing: all[line.range]), file)
    }
  }

  private func findNewline() -> Int? {
    guard searchFrom < end else { return nil }
    return buffer.withUnsafeBufferPointer { all -> Int? in
      guard let base = all.baseAddress,
        let found = memchr(base + searchFrom, 0x0A, end - searchFrom)
      else { return nil }
      return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }
  }

  /// Hands out the bytes from `start` to `lineEnd`, and moves on to `next`.
  private mutating func take(upTo lineEnd: Int, next: Int) throws(InputError) -> Line {
    var lower = start
    var upper = lineEnd
    if bufferOffset + lower == 0, upper - lower >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB,
      buffer[2] == 0xBF
    {
      lower += 3
    }
    var ending = next > lineEnd ? LineEnding.lf : .endOfInput
    if upper > lower, buffer[upper - 1] == 0x0D {
      upper -= 1
      if ending == .lf { ending = .crlf }
    }
    let bad = buffer.withUnsafeBufferPointer {
      UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: $0[lower..<upper]))
    }
    if let bad { throw invalidUTF8(at: lower + bad, inLineFrom: lower) }
    start = next
    searchFrom = next
    lineNumber += 1
    return Line(range: lower..<upper, number: lineNumber, ending: ending)
  }

  /// The error for the ill-formed sequence at `index` in the buffer, on the line being taken,
  /// which starts at `lineStart`: its column is counted now, from the line's valid bytes.
  private func invalidUTF8(at index: Int, inLineFrom lineStart: Int) -> InputError {
    let column = buffer.withUnsafeBufferPointer {
      ScalarColumn.of(byte: index - lineStart, in: UnsafeBufferPointer(rebasing: $0[lineStart...]))
    }
    return .invalidUTF8(
      InputLocation(file: file, line: lineNumber + 1, column: column), byte: buffer[index],
      byteOffset: bufferOffset + index)
  }

  /// Keeps the bytes of the unfinished line, and reads the next chunk after them.
  private mutating func fill() throws(InputError) {
    guard let source else {
      isAtEnd = true
      return
    }
    if start > 0 {
      let (from, kept) = (start, end - start)
      buffer.withUnsafeMutableBufferPointer { all in
        guard let base = all.baseAddress else { return }
        memmove(base, base + from, kept)
      }
      bufferOffset += start
      searchFrom -= start
      end = kept
      start = 0
    }
    if buffer.count < end + Self.chunkSize {
      buffer.append(contentsOf: repeatElement(0, count: end + Self.chunkSize - buffer.count))
    }
    let from = end
    let count = try buffer.withUnsafeMutableBufferPointer { all throws(InputError) in
      try source.read(into: UnsafeMutableBufferPointer(rebasing: all[from..<from + Self.chunkSize]))
    }
    end += count
    if count == 0 { isAtEnd = true }
  }
}
