/// A parsed JSON value, with the offset of its first byte so that errors can point at it.
struct JSONValue {
  /// What the value is, and what it holds.
  enum Kind {
    case string(String)
    case number
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([JSONMember])
  }

  var kind: Kind
  /// The offset of the value's first byte in the document.
  var offset: Int

  /// The value's type, for errors.
  var type: InputError.JSONType {
    switch kind {
    case .string: .string
    case .number: .number
    case .boolean: .boolean
    case .null: .null
    case .array: .array
    case .object: .object
    }
  }
}

/// A member of a JSON object, in the order of the document.
struct JSONMember {
  var key: String
  /// The offset of the key's opening quote.
  var keyOffset: Int
  var value: JSONValue
}
