// The one place where TSV output escapes a field, with the escapes of "linear TSV" that
// TableShim's TSV decoder reads: a backslash is `\\`, a tab `\t`, a line feed `\n` and a
// carriage return `\r`. Every other character, other control characters included, is written
// as it is: a data format keeps the model's text exactly, and these four are the only bytes
// that would change how a line of TSV is split.

extension ByteSink {
  /// Appends `bytes`, valid UTF-8, as one TSV field with the four escapes.
  mutating func writeTSVField(bytes: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for index in bytes.indices {
      let escape: StaticString
      switch bytes[index] {
      case 0x5C: escape = "\\\\"
      case 0x09: escape = "\\t"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      default: continue
      }
      append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      write(escape)
      runStart = index + 1
    }
    append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }
}
