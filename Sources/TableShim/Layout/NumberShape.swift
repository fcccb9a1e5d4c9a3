/// How a cell's text looks as a number, for aligning a column of numbers.
///
/// The text is never rewritten, only placed: `42992e1`, `1,234.5` and `007` print exactly
/// as given.
struct NumberShape: Equatable {
  /// The width of the part before the decimal point (all of it without a point).
  var integerWidth: Int
  /// The width of the decimal point and what follows it, exponent included; 0 without a
  /// point.
  var fractionWidth: Int

  /// The shape of `text`, or `nil` when it does not read as a number.
  ///
  /// A number is an optional sign, digits (optionally grouped in threes by commas), an
  /// optional fraction, an optional exponent and an optional `%`. Numbers are ASCII, so
  /// widths are byte counts.
  init?(_ text: some StringProtocol) {
    guard let shape = text.withUTF8Bytes(NumberShape.init(bytes:)) else { return nil }
    self = shape
  }

  /// The shape of a text given as UTF-8, or `nil` when it does not read as a number.
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    // Numbers are short and ASCII: anything long or starting with a letter is not one.
    guard let first = bytes.first, first < 0x80, bytes.count <= 64,
      (48...57).contains(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
        || first == UInt8(ascii: ".")
    else { return nil }
    guard let shape = Self.shape(of: bytes) else { return nil }
    self = shape
  }

  private init(integerWidth: Int, fractionWidth: Int) {
    self.integerWidth = integerWidth
    self.fractionWidth = fractionWidth
  }

  /// The shape of a number's bytes, or `nil` when they do not read as one.
  private static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> NumberShape? {
    var cursor = NumberCursor(bytes: bytes)
    cursor.skip(oneOf: "+-")
    var digits = cursor.digits()
    while digits > 0, cursor.groupOfThree() { digits += 3 }
    var point: Int?
    if cursor.skip(oneOf: ".") {
      point = cursor.index - 1
      let fraction = cursor.digits()
      guard fraction > 0 else { return nil }
      digits += fraction
    }
    guard digits > 0 else { return nil }
    if cursor.skip(oneOf: "eE") {
      cursor.skip(oneOf: "+-")
      guard cursor.digits() > 0 else { return nil }
    }
    cursor.skip(oneOf: "%")
    guard cursor.isAtEnd else { return nil }
    let integerWidth = point ?? bytes.count
    return NumberShape(integerWidth: integerWidth, fractionWidth: bytes.count - integerWidth)
  }
}

/// Reads a number's parts from its bytes.
private struct NumberCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var isAtEnd: Bool { index == bytes.count }

  /// Skips one byte if it is one of `characters`, and says whether it did.
  @discardableResult
  mutating func skip(oneOf characters: StaticString) -> Bool {
    guard index < bytes.count else { return false }
    let found = characters.withUTF8Buffer { $0.contains(bytes[index]) }
    if found { index += 1 }
    return found
  }

  /// Skips a run of ASCII digits and returns its length.
  mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
    return index - start
  }

  /// Skips `,` and exactly three digits, if they come next.
  mutating func groupOfThree() -> Bool {
    let start = index
    guard skip(oneOf: ","), digits() == 3 else {
      index = start
      return false
    }
    return true
  }
}
