extension ByteSink {
  /// Lets `write` write at most `maximum` bytes through a cursor, with room made once instead
  /// of a capacity and uniqueness check per write; keeps what it wrote when it returns `true`
  /// and takes it all back when it returns `false`.
  ///
  /// A backend writes a whole row this way, and falls back to the sink's checked writes when
  /// the row turns out to need them (a line break or white space at a text's end, which the
  /// one-pass escaper leaves to them).
  @inline(__always)
  mutating func write(upTo maximum: Int, _ write: (inout ByteCursor) -> Bool) -> Bool {
    reserve(maximum)
    var kept = false
    withUnsafeRoom { start in
      var cursor = ByteCursor(start, limit: maximum)
      kept = write(&cursor)
      return kept ? cursor.written : 0
    }
    return kept
  }
}

/// Writes bytes into room a ``ByteSink`` made beforehand: a pointer that moves, with no checks
/// of its own (debug builds assert that it stays within the room).
struct ByteCursor {
  /// Where the next byte goes.
  private(set) var position: UnsafeMutablePointer<UInt8>
  private let start: UnsafeMutablePointer<UInt8>
  private let limit: Int

  init(_ start: UnsafeMutablePointer<UInt8>, limit: Int) {
    self.start = start
    self.limit = limit
    position = start
  }

  /// The number of bytes written.
  var written: Int { position - start }

  /// Appends literal markup.
  @inline(__always)
  mutating func write(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends one byte.
  @inline(__always)
  mutating func write(byte: UInt8) {
    assert(written < limit, "more bytes than room was made for")
    position.initialize(to: byte)
    position += 1
  }

  /// Appends bytes as they are.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    assert(written + bytes.count <= limit, "more bytes than room was made for")
    Self.copy(bytes, to: position)
    position += bytes.count
  }

  /// Stores eight bytes at the position without moving it: a word that is then either kept
  /// (``skip(_:)``) or written over.
  @inline(__always)
  mutating func store(word: UInt64) {
    assert(written + 8 <= limit, "more bytes than room was made for")
    UnsafeMutableRawPointer(position).storeBytes(of: word.littleEndian, as: UInt64.self)
  }

  /// Stores eight bytes `offset` bytes after the position, without moving it.
  @inline(__always)
  mutating func store(word: UInt64, atOffset offset: Int) {
    assert(written + offset + 8 <= limit, "more bytes than room was made for")
    UnsafeMutableRawPointer(position).storeBytes(
      of: word.littleEndian, toByteOffset: offset, as: UInt64.self)
  }

  /// Moves the position past `count` bytes that a ``store(word:)`` wrote.
  @inline(__always)
  mutating func skip(_ count: Int) {
    position += count
  }

  /// Writes `count` spaces, eight at a time: the room must hold eight bytes more than is
  /// written.
  @inline(__always)
  mutating func appendSpaces(_ count: Int) {
    var left = count
    while left > 0 {
      store(word: 0x2020_2020_2020_2020)
      skip(min(left, 8))
      left -= 8
    }
  }

  /// Copies bytes to memory with room for them.
  ///
  /// Most copies are a few bytes of markup or a short text: up to 16 bytes are copied with
  /// two overlapping 8- or 4-byte moves (byte by byte below 4) instead of a call to `memcpy`.
  @inline(__always)
  static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    if length > 16 {
      target.initialize(from: source, count: length)
    } else if length >= 8 {
      copyOverlapping(UInt64.self, from: source, to: target, count: length)
    } else if length >= 4 {
      copyOverlapping(UInt32.self, from: source, to: target, count: length)
    } else {
      for offset in 0..<length { target[offset] = source[offset] }
    }
  }

  /// Copies `count` bytes, at least one word and at most two, as a word from the start and
  /// a word that ends at the end (overlapping in the middle).
  @inline(__always)
  private static func copyOverlapping<Word: FixedWidthInteger>(
    _: Word.Type, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
    count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    let size = MemoryLayout<Word>.size
    let head = from.loadUnaligned(as: Word.self)
    let tail = from.loadUnaligned(fromByteOffset: count - size, as: Word.self)
    to.storeBytes(of: head, as: Word.self)
    to.storeBytes(of: tail, toByteOffset: count - size, as: Word.self)
  }
}
