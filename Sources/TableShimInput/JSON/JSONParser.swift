/// Parses JSON (RFC 8259) and keeps the position of every value.
///
/// Foundation's parser reports neither lines nor columns; the table schema's errors need
/// both. Nesting deeper than 512 levels is an error rather than a stack overflow.
struct JSONParser {
  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var depth = 0
  private static let maximumDepth = 512

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// The one value the input holds.
  mutating func parseDocument() throws -> JSONValue {
    skipWhiteSpace()
    let value = try parseValue()
    skipWhiteSpace()
    guard index == bytes.count else { throw failure("the end of the input after the value") }
    return value
  }

  private func failure(_ expected: String, at offset: Int? = nil) -> InputError {
    let (line, column) = JSONLocator(bytes: bytes).position(of: offset ?? index)
    return InputError(
      .malformedJSON("expected \(expected)"), file: file, line: line, column: column)
  }

  private mutating func skipWhiteSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D, 0x0A: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws -> JSONValue {
    let start = index
    func value(_ kind: JSONValue.Kind) -> JSONValue {
      JSONValue(kind: kind, offset: start)
    }
    guard index < bytes.count else { throw failure("a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return value(.object(try nested { try $0.parseMembers() }))
    case UInt8(ascii: "["): return value(.array(try nested { try $0.parseElements() }))
    case UInt8(ascii: "\""): return value(.string(try parseString()))
    case UInt8(ascii: "t"): return value(try literal("true", .bool(true)))
    case UInt8(ascii: "f"): return value(try literal("false", .bool(false)))
    case UInt8(ascii: "n"): return value(try literal("null", .null))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return value(.number(try parseNumber()))
    default: throw failure("a value (an object, array, string, number, true, false or null)")
    }
  }

  private mutating func nested<T>(_ body: (inout JSONParser) throws -> T) throws -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw failure("at most \(Self.maximumDepth) levels of nesting")
    }
    index += 1
    return try body(&self)
  }

  private mutating func parseMembers() throws -> [(key: String, keyOffset: Int, value: JSONValue)] {
    var members: [(key: String, keyOffset: Int, value: JSONValue)] = []
    skipWhiteSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhiteSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("a key in double quotes")
      }
      let keyOffset = index
      let key = try parseString()
      skipWhiteSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':'") }
      index += 1
      skipWhiteSpace()
      members.append((key, keyOffset, try parseValue()))
      skipWhiteSpace()
      guard index < bytes.count else { throw failure("',' or '}'") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return members
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or '}'") }
      index += 1
    }
  }

  private mutating func parseElements() throws -> [JSONValue] {
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      skipWhiteSpace()
      elements.append(try parseValue())
      skipWhiteSpace()
      guard index < bytes.count else { throw failure("',' or ']'") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return elements
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or ']'") }
      index += 1
    }
  }

  private mutating func literal(_ word: StaticString, _ kind: JSONValue.Kind) throws
    -> JSONValue.Kind
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      word.withUTF8Buffer({ bytes[index..<index + count].elementsEqual($0) })
    else { throw failure("'\(word)'") }
    index += count
    return kind
  }

  private mutating func parseNumber() throws -> String {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { throw failure("a digit") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw failure("no leading zero in a number", at: start)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("a digit after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("a digit in the exponent") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseString() throws -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(upTo end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard index < bytes.count else { throw failure("a closing '\"'") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(upTo: index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("no control character in a string (escape it)") }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(upTo: index)
      index += 1
      guard index < bytes.count else { throw failure("an escape") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
      default:
        throw failure(
          "an escape: \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and four hex digits")
      }
      run = index
    }
  }

  private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
    let first = try hexQuad()
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("a low surrogate '\\uDC00'-'\\uDFFF' after a high one") }
      index += 2
      let second = try hexQuad()
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure("a low surrogate '\\uDC00'-'\\uDFFF' after a high one")
      }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
    }
    guard let scalar = Unicode.Scalar(first) else {
      throw failure("a high surrogate before a low one")
    }
    return scalar
  }

  private mutating func hexQuad() throws -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
    else { throw failure("four hexadecimal digits after '\\u'") }
    index += 4
    return value
  }
}
