extension JSONParser {
  /// Reads the key of an object's next member, and checks it against the schema's keys.
  ///
  /// - Parameters:
  ///   - keys: The keys the object may have.
  ///   - seen: The keys read so far, as bits of `keys`; the key read is added.
  ///   - isFirst: Whether no member was read yet.
  ///   - path: The object's path, for errors.
  /// - Returns: The key's index in `keys` and the offset of its quote, or `nil` when the
  ///   object ended.
  /// - Throws: ``InputError/unknownKey(_:key:path:allowed:)``,
  ///   ``InputError/duplicateKey(_:key:)`` or a syntax error.
  mutating func nextKey(
    of keys: [StaticString], seen: inout some FixedWidthInteger, isFirst: Bool,
    path: @autoclosure () -> String
  ) throws(InputError) -> (Int, Int)? {
    guard try nextMember(isFirst: isFirst) else { return nil }
    if let (key, offset) = try keyInWindow(of: keys) {
      guard seen & 1 << key == 0 else {
        throw .duplicateKey(window.location(ofOffset: offset), key: "\(keys[key])")
      }
      seen |= 1 << key
      return (key, offset)
    }
    let offset = try readKey()
    guard let key = indexOfText(in: keys) else {
      throw .unknownKey(
        window.location(ofOffset: offset), key: textString, path: path(),
        allowed: keys.map { "\($0)" })
    }
    guard seen & 1 << key == 0 else {
      throw .duplicateKey(window.location(ofOffset: offset), key: textString)
    }
    seen |= 1 << key
    return (key, offset)
  }

  /// Reads the key that comes next, and its colon, straight from the window.
  ///
  /// When the key lies whole in the window, has no escape and is one of `keys`: returns its
  /// index in `keys` and the offset of its quote. Otherwise `nil`, having read only the white
  /// space before the key, for ``readKey()`` to read it: most keys are short and plain, and
  /// reading one into ``text`` first cost more than the rest of its member.
  ///
  /// - Throws: The error ``readKey()`` throws for a key not followed by a colon.
  private mutating func keyInWindow(of keys: [StaticString]) throws(InputError)
    -> (key: Int, offset: Int)?
  {
    guard try peek() == UInt8(ascii: "\"") else { return nil }
    let opening = window.index
    let stop = ByteScan.firstStringStop(in: window.base, from: opening + 1, to: window.end)
    guard stop < window.end, window.base[stop] == UInt8(ascii: "\"") else { return nil }
    let bytes = UnsafeBufferPointer(start: window.base + opening + 1, count: stop - opening - 1)
    guard let key = Self.index(of: bytes, in: keys) else { return nil }
    let offset = window.offset(of: opening)
    window.index = stop + 1
    guard try peek() == UInt8(ascii: ":") else { throw failure(.expectedColon) }
    window.index += 1
    return (key, offset)
  }

  /// Reads an object member's value that must be a string.
  mutating func readString(path: @autoclosure () -> String, depth: Int) throws(InputError)
    -> String
  {
    guard try peek() == UInt8(ascii: "\"") else {
      try wrongType(path: path(), expected: [.string], depth: depth, closing: UInt8(ascii: "}"))
    }
    try readText()
    return textString
  }

  /// The type of the value that starts with `first`, for an error; `nil` when no value starts
  /// so.
  static func type(startingWith first: UInt8) -> InputError.JSONType? {
    switch first {
    case UInt8(ascii: "{"): .object
    case UInt8(ascii: "["): .array
    case UInt8(ascii: "\""): .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): .boolean
    case UInt8(ascii: "n"): .null
    default: nil
    }
  }

  /// Reads a value the schema does not allow at `window.index`, and throws
  /// ``InputError/wrongType(_:path:expected:found:)`` pointing at it.
  ///
  /// The value is read to its end first, with what follows it, so that a syntax error in it,
  /// or right after it, is reported rather than its type, as when a document is checked
  /// whole.
  ///
  /// - Parameters:
  ///   - path: The value's path, such as `sections[0].rows[2]`.
  ///   - expected: The types the schema allows there.
  ///   - depth: The number of arrays and objects around the value.
  ///   - closing: The `]` or `}` of the array or object the value is in; `nil` for the
  ///     document, which only the end of the input may follow.
  /// - Throws: ``InputError/wrongType(_:path:expected:found:)``, or the syntax error found
  ///   first.
  mutating func wrongType(
    path: String, expected: [InputError.JSONType], depth: Int, closing: UInt8?
  ) throws(InputError) -> Never {
    let found = try peek().flatMap(Self.type(startingWith:))
    let location = window.location(ofIndex: window.index)
    try skipValue(depth: depth)
    let next = try peek()
    switch closing {
    case nil:
      guard next == nil else { throw failure(.expectedEnd) }
    case UInt8(ascii: "}"):
      guard next == UInt8(ascii: ",") || next == closing else {
        throw failure(.expectedCommaOrEndOfObject)
      }
    default:
      guard next == UInt8(ascii: ",") || next == closing else {
        throw failure(.expectedCommaOrEndOfArray)
      }
    }
    // A value that was read has a type.
    throw .wrongType(location, path: path, expected: expected, found: found ?? .null)
  }

  /// Reads a value of any type and drops it, checking its syntax and its objects' keys.
  ///
  /// - Parameter depth: The number of arrays and objects around the value.
  /// - Throws: ``InputError/malformedJSON(_:_:)`` or ``InputError/duplicateKey(_:key:)``.
  mutating func skipValue(depth: Int) throws(InputError) {
    // The open arrays (nil) and objects (their keys so far), innermost last.
    var stack: [Set<String>?] = []
    let dropped = CellBytes()
    while true {
      guard let first = try peek() else { throw failure(.expectedValue) }
      window.mark = window.index
      switch first {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = first == UInt8(ascii: "{")
        guard depth + stack.count < Self.depthLimit else {
          throw failure(.tooDeep(limit: Self.depthLimit))
        }
        window.index += 1
        if try peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          window.index += 1
        } else {
          if isObject {
            _ = try readKey()
            stack.append([textString])
          } else {
            stack.append(nil)
          }
          continue
        }
      case UInt8(ascii: "\""):
        dropped.removeAll()
        try readString(appendingTo: dropped)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try readNumber()
      default:
        try readLiteral()
      }
      // The value is complete: close the arrays and objects that end here.
      while let last = stack.last {
        let isObject = last != nil
        let next = try peek()
        if next == UInt8(ascii: ",") {
          window.index += 1
          if isObject {
            let offset = try readKey()
            let key = textString
            guard stack[stack.count - 1]!.insert(key).inserted else {
              throw .duplicateKey(window.location(ofOffset: offset), key: key)
            }
          }
          break
        }
        guard next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw failure(isObject ? .expectedCommaOrEndOfObject : .expectedCommaOrEndOfArray)
        }
        window.index += 1
        stack.removeLast()
      }
      if stack.isEmpty { return }
    }
  }

  /// `true`, `false` or `null`.
  ///
  /// - Returns: The value of `true` or `false`; `nil` for `null`.
  @discardableResult
  mutating func readLiteral() throws(InputError) -> Bool? {
    for (word, value) in [("true", true), ("false", false), ("null", nil)] as [(String, Bool?)] {
      var length = 0
      for expected in word.utf8 {
        guard try byte(at: length) == expected else { break }
        length += 1
      }
      if length == word.utf8.count {
        window.index += word.utf8.count
        return value
      }
    }
    throw failure(.expectedValue)
  }

  /// A number's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func readNumber() throws(InputError) {
    if try byte(at: 0) == UInt8(ascii: "-") { window.index += 1 }
    if try byte(at: 0) == UInt8(ascii: "0") {
      window.index += 1
    } else {
      try digits()
    }
    if try byte(at: 0) == UInt8(ascii: ".") {
      window.index += 1
      try digits()
    }
    let exponent = try byte(at: 0)
    if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
      window.index += 1
      let sign = try byte(at: 0)
      if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { window.index += 1 }
      try digits()
    }
  }

  /// One or more decimal digits.
  private mutating func digits() throws(InputError) {
    guard let first = try byte(at: 0), (0x30...0x39).contains(first) else {
      throw failure(.expectedDigit)
    }
    while let byte = try byte(at: 0), (0x30...0x39).contains(byte) { window.index += 1 }
  }
}
