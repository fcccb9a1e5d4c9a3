#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of an input, checked to be UTF-8, without its line ending.
struct Line {
  /// The text of the line.
  let text: String
  /// The line's number, from 1.
  let number: Int

  /// The column, from 1 in Unicode scalars, of a byte offset into the line.
  func column(ofByte offset: Int) -> Int {
    let prefix = text.utf8.prefix(offset)
    return (String(prefix) ?? String(decoding: prefix, as: UTF8.self)).unicodeScalars.count + 1
  }
}

/// Reads an input line by line, in chunks of 64 KiB, so that a file of any size is never
/// held whole: LF or CRLF line endings, a leading byte-order mark skipped, and every line
/// checked to be UTF-8 (an error names the byte offset of the first bad byte).
struct LineReader {
  private var source: any ByteSource
  private let file: String
  private var buffer: [UInt8] = []
  private var start = 0
  private var consumed = 0
  private var lineNumber = 0
  private var isAtEnd = false
  private static let chunk = 1 << 16

  init(source: any ByteSource, file: String) {
    self.source = source
    self.file = file
  }

  /// The next line, or `nil` at the end of the input.
  mutating func nextLine() throws -> Line? {
    while true {
      let from = start
      let newline = buffer.withUnsafeBufferPointer { bytes -> Int? in
        guard from < bytes.count, let base = bytes.baseAddress,
          let found = memchr(base + from, 0x0A, bytes.count - from)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      if let newline {
        return try takeLine(upTo: newline, skipping: 1)
      }
      if isAtEnd {
        guard start < buffer.count else { return nil }
        return try takeLine(upTo: buffer.count, skipping: 0)
      }
      try fill()
    }
  }

  private mutating func fill() throws {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let old = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: Self.chunk))
    let count = try buffer.withUnsafeMutableBufferPointer { all in
      try source.read(into: UnsafeMutableBufferPointer(rebasing: all[old...]))
    }
    buffer.removeLast(Self.chunk - count)
    if count == 0 { isAtEnd = true }
  }

  private mutating func takeLine(upTo end: Int, skipping ending: Int) throws -> Line {
    var lineStart = start
    var lineEnd = end
    let lineOffset = consumed
    if lineNumber == 0, buffer[start...].starts(with: [0xEF, 0xBB, 0xBF]) { lineStart += 3 }
    if lineEnd > lineStart, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
    let bytes = buffer[lineStart..<lineEnd]
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let bad = UTF8Validation.firstInvalidByte(in: bytes) ?? 0
      throw InputError(.invalidUTF8(byteOffset: lineOffset + (lineStart - start) + bad), file: file)
    }
    consumed += end - start + ending
    start = end + ending
    lineNumber += 1
    return Line(text: text, number: lineNumber)
  }
}

/// Finds where UTF-8 goes wrong.
enum UTF8Validation {
  /// The offset, from the slice's start, of the first byte that is not part of valid UTF-8.
  static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int? {
    var decoder = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error(let length): _ = length; return offset
      }
    }
  }
}
