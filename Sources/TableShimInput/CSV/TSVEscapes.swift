/// The escapes of a TSV field, those of "linear TSV".
///
/// `\\` is a backslash, `\t` a tab, `\n` a line feed and `\r` a carriage return. A backslash
/// before any other character, or at the end of the field, stays as it is written.
enum TSVEscapes {
  /// The text of a field, with its escapes decoded.
  ///
  /// - Parameter field: The field's bytes, between separators; valid UTF-8.
  /// - Returns: The field's text.
  static func decode(_ field: UnsafeBufferPointer<UInt8>) -> String {
    let backslash = UInt8(ascii: "\\")
    guard var index = field.firstIndex(of: backslash) else {
      return String(decoding: field, as: UTF8.self)
    }
    var decoded = Array(field[..<index])
    decoded.reserveCapacity(field.count)
    while index < field.count {
      let byte = field[index]
      guard byte == backslash, index + 1 < field.count else {
        decoded.append(byte)
        index += 1
        continue
      }
      switch field[index + 1] {
      case backslash: decoded.append(backslash)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      default:
        decoded.append(byte)
        index += 1
        continue
      }
      index += 2
    }
    return String(decoding: decoded, as: UTF8.self)
  }
}
