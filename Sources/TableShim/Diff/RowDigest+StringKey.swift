extension RowDigest {
  /// The key hash of a row whose id is the string of the UTF-8 `bytes`: equal for ids that
  /// are equal as strings (canonically equivalent), as ``RowFace/Key/stringID(_:)`` compares
  /// them; rows with string ids pair only with each other, so these hashes need only agree
  /// among themselves.
  ///
  /// An id of ASCII bytes (most ids) is hashed as its bytes, without making a `String` and
  /// hashing it with canonical equivalence (some 400 instructions a row, on each first
  /// reading of `tableshim diff`). Another string equals an ASCII one only when each of its
  /// characters is ASCII or one of the three whose canonical decomposition is a single ASCII
  /// character (the Kelvin sign, the Greek question mark and the Greek varia): such an id
  /// is hashed as the ASCII id it equals; any other as a `String`.
  ///
  /// ```swift
  /// RowDigest.stringKeyHash(of: "K") == RowDigest.stringKeyHash(of: "\u{212A}")  // true
  /// ```
  static func stringKeyHash(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if !bytes.contains(where: { $0 >= 0x80 }) { return asciiKeyHash(bytes) }
    let string = String(decoding: bytes, as: UTF8.self)
    var ascii: [UInt8] = []
    for scalar in string.unicodeScalars {
      switch scalar.value {
      case 0..<0x80: ascii.append(UInt8(scalar.value))
      case 0x212A: ascii.append(UInt8(ascii: "K"))
      case 0x037E: ascii.append(UInt8(ascii: ";"))
      case 0x1FEF: ascii.append(UInt8(ascii: "`"))
      default:
        var hasher = RowHasher()
        hasher.combine(1)
        hasher.combine(string.hashValue)
        return hasher.finalize()
      }
    }
    return ascii.withUnsafeBufferPointer { asciiKeyHash($0) }
  }

  /// ``stringKeyHash(of:)`` of a `String`.
  static func stringKeyHash(of string: String) -> Int {
    var string = string
    return string.withUTF8 { stringKeyHash(of: $0) }
  }

  /// The hash of an id of ASCII bytes.
  private static func asciiKeyHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = RowHasher()
    hasher.combine(0)
    hasher.combine(bytes.count)
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }
}
