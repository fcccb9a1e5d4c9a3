/// Reads JSON (RFC 8259) a token at a time from an input read in chunks: a pull parser that
/// the schema reader drives, so that a document is checked and decoded as it is read.
///
/// Strings are unescaped straight into a ``CellBytes``, so a cell's text is copied once on
/// its way to the row. Values the schema does not read are checked and dropped by
/// ``skipValue(depth:)``, which keeps its own stack instead of recursing, so no input can
/// exhaust the call stack; nesting deeper than ``depthLimit`` is an error all the same, to
/// bound memory. A key that appears twice in an object is an error.
///
/// Errors point where parsing stopped: a string's opening quote when it has no end, an
/// escape's backslash, otherwise the byte that could not be read.
struct JSONParser {
  /// The deepest that arrays and objects may nest.
  static let depthLimit = 512

  /// The input, of which `window.index` is the next byte.
  var window: ByteWindow
  /// The last key or text read by ``readKey()`` or ``readText()``.
  let text = CellBytes()

  init(window: ByteWindow) {
    self.window = window
  }

  /// The input's name, for errors.
  var file: String { window.file }

  // MARK: Structure

  /// The next byte that is not white space, left unread; `nil` at the end of the input.
  @inline(__always)
  mutating func peek() throws(InputError) -> UInt8? {
    if window.index < window.end {
      let byte = window.base[window.index]
      if byte > 0x20 { return byte }
    }
    return try peekAfterWhitespace()
  }

  private mutating func peekAfterWhitespace() throws(InputError) -> UInt8? {
    while true {
      while window.index < window.end {
        let byte = window.base[window.index]
        guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return byte }
        window.index += 1
      }
      guard try window.refill() else { return nil }
    }
  }

  /// Moves to an object's next member, after its `{` or a member: `true` when a key follows
  /// (unread), `false` when the object's `}` was read.
  mutating func nextMember(isFirst: Bool) throws(InputError) -> Bool {
    let next = try peek()
    if next == UInt8(ascii: "}") {
      window.index += 1
      return false
    }
    if !isFirst {
      guard next == UInt8(ascii: ",") else { throw failure(.expectedCommaOrEndOfObject) }
      window.index += 1
    }
    return true
  }

  /// Moves to an array's next element, after its `[` or an element: the element's first byte
  /// (unread), or `nil` when the array's `]` was read.
  @inline(__always)
  mutating func nextElement(isFirst: Bool) throws(InputError) -> UInt8? {
    var next = try peek()
    if next == UInt8(ascii: "]") {
      window.index += 1
      return nil
    }
    if !isFirst {
      guard next == UInt8(ascii: ",") else { throw failure(.expectedCommaOrEndOfArray) }
      window.index += 1
      next = try peek()
    }
    guard let next else { throw failure(.expectedValue) }
    return next
  }

  /// Reads a key and the colon after it into ``text``.
  ///
  /// - Returns: The offset of the key's opening quote.
  mutating func readKey() throws(InputError) -> Int {
    guard try peek() == UInt8(ascii: "\"") else { throw failure(.expectedKey) }
    let offset = window.offset(of: window.index)
    try readText()
    guard try peek() == UInt8(ascii: ":") else { throw failure(.expectedColon) }
    window.index += 1
    return offset
  }

  /// The index in `keys` of the key in ``text``, or `nil` when it is none of them.
  ///
  /// The key's bytes are taken once and compared with each key's length first, then byte by
  /// byte: a row object's keys are looked up for every row.
  func indexOfText(in keys: [StaticString]) -> Int? {
    text.withCells { bytes, _ in Self.index(of: bytes, in: keys) }
  }

  /// The index in `keys` of the key whose bytes are `bytes`, or `nil`.
  static func index(of bytes: UnsafeBufferPointer<UInt8>, in keys: [StaticString]) -> Int? {
    keys.firstIndex { key in
      guard key.utf8CodeUnitCount == bytes.count else { return false }
      let start = key.utf8Start
      for index in 0..<bytes.count where bytes[index] != start[index] { return false }
      return true
    }
  }

  /// The text in ``text``.
  var textString: String {
    text.withCells { bytes, _ in String(decoding: bytes, as: UTF8.self) }
  }

  // MARK: Strings

  /// Reads the string at `window.index` into ``text``, replacing what it held.
  mutating func readText() throws(InputError) {
    text.removeAll()
    try readString(appendingTo: text)
    text.endCell()
  }

  /// Reads the string whose opening quote is at `window.index`, appending its text, with its
  /// escapes replaced, to the cell being read in `bytes`.
  @inline(__always)
  mutating func readString(appendingTo bytes: CellBytes) throws(InputError) {
    let opening = window.offset(of: window.index)
    window.index += 1
    while true {
      let start = window.index
      let stop = ByteScan.firstStringStop(in: window.base, from: start, to: window.end)
      if stop > start {
        bytes.append(UnsafeBufferPointer(start: window.base + start, count: stop - start))
      }
      window.index = stop
      guard stop < window.end else {
        guard try window.refill() else { throw failure(.unterminatedString, atOffset: opening) }
        continue
      }
      switch window.base[stop] {
      case UInt8(ascii: "\""):
        window.index += 1
        return
      case UInt8(ascii: "\\"):
        try readEscape(appendingTo: bytes, stringAt: opening)
      case let control:
        throw failure(.controlCharacter(Unicode.Scalar(control)))
      }
    }
  }

  /// The byte `distance` bytes after `window.index`, reading more as needed; `nil` at the end
  /// of the input.
  mutating func byte(at distance: Int) throws(InputError) -> UInt8? {
    while window.index + distance >= window.end {
      guard try window.refill() else { return nil }
    }
    return window.base[window.index + distance]
  }

  /// Reads an escape, from its backslash, appending its character.
  private mutating func readEscape(appendingTo bytes: CellBytes, stringAt opening: Int)
    throws(InputError)
  {
    let backslash = window.offset(of: window.index)
    guard let kind = try byte(at: 1) else { throw failure(.unterminatedString, atOffset: opening) }
    let simple: UInt8? =
      switch kind {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): kind
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      withUnsafePointer(to: simple) { bytes.append(UnsafeBufferPointer(start: $0, count: 1)) }
      window.index += 2
      return
    }
    guard kind == UInt8(ascii: "u") else {
      throw failure(.unknownEscape(scalar(at: 1)), atOffset: backslash)
    }
    let unit = try hexUnit(at: 2, escapeAt: backslash)
    var value = UInt32(unit)
    var length = 6
    switch unit {
    case 0xD800...0xDBFF:
      guard try byte(at: 6) == UInt8(ascii: "\\"), try byte(at: 7) == UInt8(ascii: "u") else {
        throw failure(.unpairedSurrogate(unit), atOffset: backslash)
      }
      let second = try hexUnit(at: 8, escapeAt: backslash + 6)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw failure(.unpairedSurrogate(unit), atOffset: backslash)
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(second) - 0xDC00)
      length = 12
    case 0xDC00...0xDFFF:
      throw failure(.unpairedSurrogate(unit), atOffset: backslash)
    default:
      break
    }
    // Every value here is a scalar: surrogates were paired or refused above.
    var scalar = String(Unicode.Scalar(value) ?? "\u{FFFD}")
    scalar.withUTF8 { bytes.append($0) }
    window.index += length
  }

  /// The four hexadecimal digits `distance` bytes after `window.index`.
  private mutating func hexUnit(at distance: Int, escapeAt backslash: Int) throws(InputError)
    -> UInt16
  {
    var unit: UInt16 = 0
    for place in distance..<distance + 4 {
      guard let byte = try byte(at: place), let digit = Self.hexValue(byte) else {
        throw failure(.expectedHexDigits, atOffset: backslash)
      }
      unit = unit << 4 | UInt16(digit)
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

  /// The scalar whose UTF-8 starts `distance` bytes after `window.index`, for an error: the
  /// window holds whole characters only, so its bytes are all there.
  private func scalar(at distance: Int) -> Unicode.Scalar {
    let start = window.index + distance
    let lead = window.base[start]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    let text = String(
      decoding: UnsafeBufferPointer(start: window.base + start, count: length), as: UTF8.self)
    return text.unicodeScalars.first ?? "\u{FFFD}"
  }

  // MARK: Errors

  /// The error for a syntax problem at `window.index`.
  func failure(_ syntax: InputError.JSONSyntax) -> InputError {
    .malformedJSON(window.location(ofIndex: window.index), syntax)
  }

  /// The error for a syntax problem at an offset the window still holds.
  func failure(_ syntax: InputError.JSONSyntax, atOffset offset: Int) -> InputError {
    .malformedJSON(window.location(ofOffset: offset), syntax)
  }
}
