/// Parses JSON (RFC 8259) into ``JSONValue``s that remember where they start.
///
/// The parser keeps its own stack of open arrays and objects instead of recursing, so no input
/// can exhaust the call stack; nesting deeper than ``depthLimit`` is an error all the same, to
/// bound memory. A key that appears twice in an object is an error.
struct JSONParser {
  /// The deepest that arrays and objects may nest.
  static let depthLimit = 512

  /// An array or object whose elements are being read.
  private struct Frame {
    let isObject: Bool
    let offset: Int
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    var keys: Set<String> = []
    /// The key of the member whose value is being read.
    var key = ""
    var keyOffset = 0
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let failure: (Int, InputError.JSONSyntax) -> InputError
  private var index = 0

  /// Creates a parser of valid UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - failure: Makes the error for a problem at a byte offset.
  init(
    bytes: UnsafeBufferPointer<UInt8>, failure: @escaping (Int, InputError.JSONSyntax) -> InputError
  ) {
    self.bytes = bytes
    self.failure = failure
  }

  /// Parses the whole document: one value, with nothing but white space around it.
  ///
  /// - Parameter duplicateKey: Makes the error for a key repeated in an object, at its offset.
  /// - Returns: The document's value.
  /// - Throws: ``InputError/malformedJSON(_:_:)``, or the error `duplicateKey` makes.
  mutating func parseDocument(duplicateKey: (String, Int) -> InputError) throws(InputError)
    -> JSONValue
  {
    var stack: [Frame] = []
    while true {
      skipWhitespace()
      let start = index
      var value: JSONValue
      // A NUL byte cannot start a value either.
      let first = peek() ?? 0
      switch first {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = first == UInt8(ascii: "{")
        guard stack.count < Self.depthLimit else {
          throw failure(start, .tooDeep(limit: Self.depthLimit))
        }
        index += 1
        skipWhitespace()
        if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
          value = JSONValue(kind: isObject ? .object([]) : .array([]), offset: start)
        } else {
          var frame = Frame(isObject: isObject, offset: start)
          if isObject {
            (frame.key, frame.keyOffset) = try parseKey()
            frame.keys.insert(frame.key)
          }
          stack.append(frame)
          continue
        }
      case UInt8(ascii: "\""):
        value = JSONValue(kind: .string(try parseString()), offset: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try parseNumber()
        value = JSONValue(kind: .number, offset: start)
      default:
        value = JSONValue(kind: try parseLiteral(), offset: start)
      }
      // The value is complete: add it to the innermost open container, and close those that
      // end here.
      while true {
        skipWhitespace()
        guard !stack.isEmpty else {
          guard index == bytes.count else { throw failure(index, .expectedEnd) }
          return value
        }
        let last = stack.count - 1
        let isObject = stack[last].isObject
        if isObject {
          let member = JSONMember(
            key: stack[last].key, keyOffset: stack[last].keyOffset, value: value)
          stack[last].members.append(member)
        } else {
          stack[last].elements.append(value)
        }
        if peek() == UInt8(ascii: ",") {
          index += 1
          if isObject {
            skipWhitespace()
            let (key, keyOffset) = try parseKey()
            guard stack[last].keys.insert(key).inserted else {
              throw duplicateKey(key, keyOffset)
            }
            (stack[last].key, stack[last].keyOffset) = (key, keyOffset)
          }
          break
        }
        guard peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw failure(index, isObject ? .expectedCommaOrEndOfObject : .expectedCommaOrEndOfArray)
        }
        index += 1
        let frame = stack.removeLast()
        value = JSONValue(
          kind: isObject ? .object(frame.members) : .array(frame.elements), offset: frame.offset)
      }
    }
  }

  /// The byte at the current index, or `nil` at the end.
  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  /// A key, its colon, and the white space around them; returns the key and its offset.
  private mutating func parseKey() throws(InputError) -> (String, Int) {
    let start = index
    guard peek() == UInt8(ascii: "\"") else { throw failure(index, .expectedKey) }
    let key = try parseString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw failure(index, .expectedColon) }
    index += 1
    return (key, start)
  }

  /// `true`, `false` or `null`.
  private mutating func parseLiteral() throws(InputError) -> JSONValue.Kind {
    for (word, kind) in [
      ("true", JSONValue.Kind.boolean(true)), ("false", .boolean(false)), ("null", .null),
    ] {
      let utf8 = word.utf8
      if bytes.count - index >= utf8.count,
        UnsafeBufferPointer(rebasing: bytes[index..<index + utf8.count]).elementsEqual(utf8)
      {
        index += utf8.count
        return kind
      }
    }
    throw failure(index, .expectedValue)
  }

  /// A number's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func parseNumber() throws(InputError) {
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else {
      try digits()
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
  }

  /// One or more decimal digits.
  private mutating func digits() throws(InputError) {
    guard let byte = peek(), (0x30...0x39).contains(byte) else {
      throw failure(index, .expectedDigit)
    }
    while let byte = peek(), (0x30...0x39).contains(byte) { index += 1 }
  }

  /// A string, from its opening quote, with its escapes replaced.
  private mutating func parseString() throws(InputError) -> String {
    let opening = index
    index += 1
    var runStart = index
    var unescaped: [UInt8] = []
    var hasEscape = false
    while true {
      guard let byte = peek() else { throw failure(opening, .unterminatedString) }
      switch byte {
      case UInt8(ascii: "\""):
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        index += 1
        guard hasEscape else { return String(decoding: run, as: UTF8.self) }
        unescaped.append(contentsOf: run)
        return String(decoding: unescaped, as: UTF8.self)
      case UInt8(ascii: "\\"):
        hasEscape = true
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        try parseEscape(into: &unescaped, stringAt: opening)
        runStart = index
      case 0..<0x20:
        throw failure(index, .controlCharacter(Unicode.Scalar(byte)))
      default:
        index += 1
      }
    }
  }

  /// An escape, from its backslash, appended to `text` as UTF-8.
  private mutating func parseEscape(into text: inout [UInt8], stringAt opening: Int)
    throws(InputError)
  {
    let backslash = index
    index += 1
    guard let byte = peek() else { throw failure(opening, .unterminatedString) }
    index += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      text.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw failure(backslash, .unknownEscape(scalar(at: index - 1)))
    }
    let unit = try hexUnit(escapeAt: backslash)
    var value = UInt32(unit)
    switch unit {
    case 0xD800...0xDBFF:
      let low = index
      guard bytes.count - low >= 2, bytes[low] == UInt8(ascii: "\\"),
        bytes[low + 1] == UInt8(ascii: "u")
      else { throw failure(backslash, .unpairedSurrogate(unit)) }
      index += 2
      let second = try hexUnit(escapeAt: low)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure(backslash, .unpairedSurrogate(unit))
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(second) - 0xDC00)
    case 0xDC00...0xDFFF:
      throw failure(backslash, .unpairedSurrogate(unit))
    default:
      break
    }
    // Every value here is a scalar: surrogates were paired or refused above.
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    text.append(contentsOf: String(Character(scalar)).utf8)
  }

  /// The four hexadecimal digits after `\u`.
  private mutating func hexUnit(escapeAt backslash: Int) throws(InputError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw failure(backslash, .expectedHexDigits)
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The scalar whose UTF-8 starts at `offset`, for an error.
  private func scalar(at offset: Int) -> Unicode.Scalar {
    let end = min(offset + 4, bytes.count)
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return text.unicodeScalars.first ?? "\u{FFFD}"
  }
}
