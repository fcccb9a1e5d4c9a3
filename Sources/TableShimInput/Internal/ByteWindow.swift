#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A window onto an input read in chunks, for a parser that reads it a byte at a time: the
/// bytes from ``mark`` to the end of what was read, checked to be UTF-8.
///
/// The parser reads `base[index]` while `index < end`, and calls ``refill()`` for more. A
/// refill drops the bytes before ``mark``, so the parser moves the mark on to the start of
/// each unit it may have to point back at (a row, a value): the window then holds that unit
/// and a chunk, never the whole input. Dropped bytes are counted by a ``LineCounter``, which
/// is how an error anywhere gets its line and column.
///
/// Bytes are checked to be UTF-8 as they arrive, up to the last whole character. An
/// ill-formed sequence ends the bytes the parser can see: a parser that stops before it
/// reports its own error, and one that reads on gets
/// ``InputError/invalidUTF8(_:byte:byteOffset:)``, so errors come in the order of the input.
struct ByteWindow {
  /// How many bytes are read at a time.
  static let chunkSize = 1 << 16

  /// The input's name, for errors.
  let file: String
  private let source: any ByteSource
  private let storage: Storage
  /// The bytes; `base[index]` is the next one to read.
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// The next byte to read.
  var index = 0
  /// The end of the bytes checked to be UTF-8, which the parser may read.
  private(set) var end = 0
  /// The first byte to keep at the next refill; at most `index`.
  var mark = 0
  /// The end of the bytes read, of which those after `end` are the start of a character cut by
  /// the end of a read, or an ill-formed sequence.
  private var readEnd = 0
  /// The offset of `base[0]` from the input's first byte.
  private var bufferOffset = 0
  /// The line and column of `base[0]`.
  private var counter = LineCounter()
  /// Whether `end` is at an ill-formed sequence.
  private var isAtInvalidByte = false
  private var isAtEnd = false
  /// Called before every read from the source, which may block.
  ///
  /// Returning `false` ends the input there. A reader on a thread of its own hands over what
  /// it has made.
  var willRead: (() -> Bool)?

  /// Owns the window's memory.
  private final class Storage {
    var base: UnsafeMutablePointer<UInt8>
    var capacity: Int

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(capacity: capacity)
    }

    deinit {
      base.deallocate()
    }
  }

  /// A window onto a source, of which nothing is read yet.
  init(source: any ByteSource, file: String) {
    self.source = source
    self.file = file
    storage = Storage(capacity: Self.chunkSize)
    base = storage.base
  }

  /// The number of bytes the window holds room for: the largest unit kept plus a chunk.
  var bufferCapacity: Int { storage.capacity }

  /// The offset of the byte at `index` in the window from the input's first byte.
  func offset(of index: Int) -> Int { bufferOffset + index }

  /// The index in the window of the byte at an input offset; the byte must still be held.
  func index(ofOffset offset: Int) -> Int { offset - bufferOffset }

  /// Skips a byte-order mark at the start of the input; the columns of the first line do not
  /// count it.
  mutating func skipByteOrderMark() throws(InputError) {
    while end - index < 3, try refill() {}
    guard end - index >= 3, base[index] == 0xEF, base[index + 1] == 0xBB, base[index + 2] == 0xBF
    else { return }
    index += 3
    counter = LineCounter(skipsFirstScalar: true)
  }

  /// Makes more bytes readable after `end`, dropping those before ``mark``.
  ///
  /// - Returns: `false` at the end of the input, when no byte came.
  /// - Throws: ``InputError/invalidUTF8(_:byte:byteOffset:)`` when the next byte is the
  ///   start of an ill-formed sequence, or the source's error.
  mutating func refill() throws(InputError) -> Bool {
    // Compared as offsets in the input: a read first drops the bytes before the mark, which
    // moves `end` back by as many, and as many bytes may then come.
    let oldEnd = offset(of: end)
    while offset(of: end) == oldEnd {
      if isAtInvalidByte { throw invalidUTF8(at: end) }
      if isAtEnd { return false }
      try read()
    }
    return true
  }

  /// The line and column of the byte at `index`, which must not be before ``mark``.
  func location(ofIndex target: Int) -> InputLocation {
    var counter = counter
    counter.advance(over: UnsafeBufferPointer(start: base, count: target))
    return InputLocation(file: file, line: counter.line, column: counter.column)
  }

  /// The line and column of the byte at an input offset, which must not be before ``mark``.
  func location(ofOffset offset: Int) -> InputLocation {
    location(ofIndex: index(ofOffset: offset))
  }

  /// Reads a chunk after the bytes read so far, and checks what it completes.
  private mutating func read() throws(InputError) {
    if let willRead, !willRead() {
      isAtEnd = true
      return checkRest()
    }
    dropBeforeMark()
    if storage.capacity < readEnd + Self.chunkSize {
      let capacity = max(storage.capacity * 2, readEnd + Self.chunkSize)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      grown.initialize(from: base, count: readEnd)
      storage.base.deallocate()
      (storage.base, storage.capacity) = (grown, capacity)
      base = grown
    }
    let count = try source.read(
      into: UnsafeMutableBufferPointer(start: base + readEnd, count: Self.chunkSize))
    guard count > 0 else {
      isAtEnd = true
      return checkRest()
    }
    readEnd += count
    check(upTo: Self.lastWholeCharacter(in: base, from: end, to: readEnd))
  }

  /// Drops the bytes before the mark, counting their lines and columns.
  private mutating func dropBeforeMark() {
    guard mark > 0 else { return }
    counter.advance(over: UnsafeBufferPointer(start: base, count: mark))
    memmove(base, base + mark, readEnd - mark)
    bufferOffset += mark
    index -= mark
    end -= mark
    readEnd -= mark
    mark = 0
  }

  /// At the end of the input, checks every byte left, a character cut short included.
  private mutating func checkRest() {
    check(upTo: readEnd)
    if end < readEnd { isAtInvalidByte = true }
  }

  /// Checks the bytes from `end` to `limit`, and moves `end` to the first ill-formed
  /// sequence among them or to `limit`.
  private mutating func check(upTo limit: Int) {
    let bad = UTF8Validation.firstInvalidOffset(
      in: UnsafeBufferPointer(start: base + end, count: limit - end))
    if let bad {
      end += bad
      isAtInvalidByte = true
    } else {
      end = limit
    }
  }

  /// Where the bytes from `start` to `limit` stop being whole characters: at the lead byte of
  /// a character whose last bytes are still to be read, or at `limit`.
  private static func lastWholeCharacter(
    in base: UnsafeMutablePointer<UInt8>, from start: Int, to limit: Int
  ) -> Int {
    var lead = limit
    // A character has four bytes at most: its lead is one of the last three, if it is cut.
    while lead > max(start, limit - 3) {
      lead -= 1
      let byte = base[lead]
      guard byte & 0xC0 == 0x80 else {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return lead + length > limit ? lead : limit
      }
    }
    return limit
  }

  /// The error for the ill-formed sequence at `index`.
  private func invalidUTF8(at index: Int) -> InputError {
    .invalidUTF8(location(ofIndex: index), byte: base[index], byteOffset: offset(of: index))
  }
}
