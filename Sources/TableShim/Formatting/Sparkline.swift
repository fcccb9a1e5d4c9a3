/// A list of numbers drawn as one block character each, `▁▂▃▄▅▆▇█`, for the `sparkline`
/// column format.
///
/// The numbers are separated by spaces, commas or semicolons (`3 5 2 8`, `3,5,2,8`) and
/// written as plain decimal text (`-1.5`, `2e3`). Each is scaled between the smallest and
/// largest of the cell, or within a fixed range (values outside it are drawn at its ends).
/// When the range is a single value, every bar is the middle block `▄`.
enum Sparkline {
  /// The eight blocks, lowest first.
  static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// The level (0 for `▁`, 7 for `█`) drawn for every value when the range is one value.
  static let flatLevel = 3

  /// The numbers of a cell, or `nil` when it is not a list of at least one finite decimal
  /// number separated by spaces, commas or semicolons.
  static func values(_ text: UnsafeBufferPointer<UInt8>) -> [Double]? {
    var values: [Double] = []
    var token: [UInt8] = []
    func finish() -> Bool {
      guard !token.isEmpty else { return true }
      defer { token.removeAll(keepingCapacity: true) }
      guard let value = number(token) else { return false }
      values.append(value)
      return true
    }
    for byte in text {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: ";"):
        guard finish() else { return nil }
      default:
        token.append(byte)
      }
    }
    guard finish(), !values.isEmpty else { return nil }
    return values
  }

  /// A finite number in plain decimal text: digits, one point, an optional sign and exponent;
  /// no `inf`, `nan` or hexadecimal.
  static func number(_ token: [UInt8]) -> Double? {
    let allowed = token.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
    }
    guard allowed, token.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite
    else { return nil }
    return value
  }

  /// The level of each value, 0 (`▁`) to 7 (`█`), between `range` or the values' own
  /// smallest and largest.
  static func levels(_ values: [Double], range: ClosedRange<Double>?) -> [Int] {
    let low = range?.lowerBound ?? values.min() ?? 0
    let high = range?.upperBound ?? values.max() ?? 0
    let span = high - low
    guard span > 0, span.isFinite else { return values.map { _ in flatLevel } }
    let top = Double(blocks.count - 1)
    return values.map { value in
      let scaled = ((min(max(value, low), high) - low) / span * top).rounded()
      return Int(min(max(scaled, 0), top))
    }
  }

  /// The blocks of a cell's text, or `nil` when it is not a list of numbers.
  static func text(_ text: UnsafeBufferPointer<UInt8>, range: ClosedRange<Double>?) -> String? {
    guard let values = values(text) else { return nil }
    return String(levels(values, range: range).map { blocks[$0] })
  }
}
