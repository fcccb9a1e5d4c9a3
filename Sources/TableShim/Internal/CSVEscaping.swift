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
    let needsQuotes =
      (isAlone && bytes.isEmpty)
      || (bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF)
      || bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    guard needsQuotes else { return append(bytes) }
    write(byte: 0x22)
    var runStart = 0
    for index in bytes.indices where bytes[index] == 0x22 {
      // The quote ends this run and starts the next, so it is written twice.
      append(UnsafeBufferPointer(rebasing: bytes[runStart...index]))
      runStart = index
    }
    append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    write(byte: 0x22)
  }
}
