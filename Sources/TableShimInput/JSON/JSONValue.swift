/// A JSON value with the byte offset where it starts, for errors that point at it.
struct JSONValue {
  enum Kind {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, keyOffset: Int, value: JSONValue)])
  }

  let kind: Kind
  let offset: Int

  /// What the value is, in the words of an error message.
  var typeName: String {
    switch kind {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Turns byte offsets into lines and columns, only when an error needs them.
struct JSONLocator {
  let bytes: [UInt8]

  /// The line and column (from 1, in Unicode scalars) of a byte offset.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
