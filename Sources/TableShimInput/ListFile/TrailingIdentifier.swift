/// The trailing ` {#ID}` of a `##` or `-` line, which gives the section or row an id.
///
/// The line's last word (what follows its last space or tab, once blanks at its end are
/// trimmed) is looked at:
///
/// - `{#ID}`, where ID is one or more characters other than white space and `}`, is the id;
///   the word is not part of the text;
/// - one or more backslashes, then `{#…}` of the same form (ID may be empty), is text with
///   its first backslash dropped: `\{#x}` writes the text `{#x}`;
/// - `{#}` is an error, and so is an ID with white space other than spaces and tabs;
/// - any other word is text.
///
/// A writer puts a backslash before any last word of the second form, or of the first form
/// that is meant as text, so that every text reads back as it was.
struct TrailingIdentifier {
  /// Where the text of the line ends: before the id's word, or the trimmed end.
  var textEnd: Int
  /// The id, if the line has one.
  var id: String?
  /// The backslash to drop from the text, if the last word escapes `{#`.
  var droppedBackslash: Int?

  /// A line without a trailing id, whose text ends at `textEnd`.
  init(textEnd: Int) {
    self.textEnd = textEnd
  }

  /// Finds the trailing id of `bytes[start..<end]`, whose blanks at the end are trimmed.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - start: Where the text after the marker (and check box) starts.
  ///   - at: The location of an offset of the line, for errors.
  /// - Throws: ``InputError/invalidIdentifier(_:id:)`` for `{#}` or an ID with white space.
  init(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at: (Int) -> InputLocation
  ) throws(InputError) {
    var end = bytes.count
    while end > start, ListFileLine.isBlank(bytes[end - 1]) { end -= 1 }
    textEnd = end
    guard end - start >= 3, bytes[end - 1] == UInt8(ascii: "}") else { return }
    var wordStart = end - 1
    while wordStart > start, !ListFileLine.isBlank(bytes[wordStart - 1]) {
      if bytes[wordStart - 1] == UInt8(ascii: "}") { return }
      wordStart -= 1
    }
    var brace = wordStart
    while brace < end, bytes[brace] == UInt8(ascii: "\\") { brace += 1 }
    guard end - brace >= 3, bytes[brace] == UInt8(ascii: "{"), bytes[brace + 1] == UInt8(ascii: "#")
    else { return }
    let idBytes = UnsafeBufferPointer(rebasing: bytes[(brace + 2)..<(end - 1)])
    guard brace == wordStart else {
      droppedBackslash = wordStart
      return
    }
    let id = String(decoding: idBytes, as: UTF8.self)
    guard !idBytes.isEmpty, !Self.holdsWhiteSpace(idBytes, of: id) else {
      throw .invalidIdentifier(at(brace), id: id)
    }
    self.id = id
    textEnd = wordStart
  }

  /// Whether an id holds a scalar with Unicode's White_Space property: looked up scalar by
  /// scalar only when the id has a byte that is not ASCII, since the ASCII ones are known
  /// (tab, line feed, vertical tab, form feed, carriage return and space), and a lookup costs
  /// more than the rest of the line's reading.
  private static func holdsWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>, of id: String) -> Bool {
    var ascii = true
    for byte in bytes {
      if byte >= 0x80 {
        ascii = false
      } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
        return true
      }
    }
    return !ascii && id.unicodeScalars.contains(where: \.properties.isWhitespace)
  }
}
