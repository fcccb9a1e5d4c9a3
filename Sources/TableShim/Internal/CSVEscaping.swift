// The one place where CSV output quotes a field (RFC 4180, section 2). A field is written as
// it is unless it holds a comma, a double quote, a CR or a LF, or it would be read otherwise:
// an empty field that is a record's only field (an empty line, which readers skip), and a
// field that starts with a byte order mark (which a reader drops at the start of a file).
// Such a field is written between double quotes, each `"` in it doubled. Line breaks and
// every other control character stay as they are (RFC 4180 allows them in a quoted field, and
// Python's `csv` module reads them back): a data format keeps the model's text exactly.

extension ByteSink {
  /// Appends `bytes`, valid UTF-8, as one CSV field, quoted when it has to be.
  ///
  /// - Parameters:
  ///   - bytes: The field's text.
  ///   - isAlone: Whether it is the only field of its record, so that empty it is quoted.
  mutating func writeCSVField(bytes: UnsafeBufferPointer<UInt8>, isAlone: Bool) {
    _ = write(upTo: ByteCursor.csvRoom(for: bytes.count)) { cursor in
      cursor.appendCSVField(bytes, isAlone: isAlone)
      return true
    }
  }
}

extension ByteCursor {
  /// The most bytes that a field of `count` bytes takes, quoted, with the eight bytes more
  /// that a word stored whole needs.
  static func csvRoom(for count: Int) -> Int { 2 * count + 10 }

  /// Appends `bytes`, valid UTF-8, as one CSV field, quoted when it has to be, in
  /// ``csvRoom(for:)`` bytes of room: a field with no byte that calls for quotes (most) is
  /// copied eight bytes at a time.
  ///
  /// - Parameters:
  ///   - bytes: The field's text.
  ///   - isAlone: Whether it is the only field of its record, so that empty it is quoted.
  @inline(__always)
  mutating func appendCSVField(_ bytes: UnsafeBufferPointer<UInt8>, isAlone: Bool) {
    if !bytes.isEmpty, !Self.startsWithByteOrderMark(bytes),
      appendIfUnmarked(bytes, by: DataFieldWord.csvMarks)
    {
      return
    }
    appendCSVChecked(bytes, isAlone: isAlone)
  }

  /// Appends a field that may need quotes: quoted, each `"` doubled, when it does.
  @inline(never)
  private mutating func appendCSVChecked(_ bytes: UnsafeBufferPointer<UInt8>, isAlone: Bool) {
    let needsQuotes =
      (isAlone && bytes.isEmpty) || Self.startsWithByteOrderMark(bytes)
      || bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    guard needsQuotes else { return append(bytes) }
    write(byte: 0x22)
    for byte in bytes {
      // A quote is written twice.
      if byte == 0x22 { write(byte: 0x22) }
      write(byte: byte)
    }
    write(byte: 0x22)
  }

  /// Whether a field starts with a byte order mark, which a reader would drop.
  @inline(__always)
  private static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }
}
