/// One cell of a summarised column, read as a number before it is formatted.
struct CellReading {
  /// Whether the cell has text other than spaces.
  var isPresent = false
  /// Whether the cell reads as a finite number.
  var isNumber = false
  /// The number as a binary float.
  var value = 0.0
  /// The number as a whole number of `10^-scale` units, when it fits in 64 bits.
  var mantissa: Int64?
  var scale = 0
  /// The cell's text, when a custom aggregate keeps the cells.
  var text: String?
  /// The cell's text, when it may be the smallest or largest so far.
  var extremeText: String?

  /// Reads a cell with the number reader of the column formats.
  ///
  /// - Parameters:
  ///   - bytes: The cell as it came.
  ///   - number: A reader to reuse.
  ///   - keepsText: Whether to keep the text for a custom aggregate.
  ///   - isExtreme: Whether a value would be a new minimum or maximum.
  init(
    _ bytes: UnsafeBufferPointer<UInt8>, number: inout DecimalNumber, keepsText: Bool,
    isExtreme: (Double) -> Bool
  ) {
    isPresent = bytes.contains { $0 != 0x20 && $0 != 0x09 }
    guard isPresent else { return }
    if keepsText { text = String(decoding: bytes, as: UTF8.self) }
    guard number.read(bytes) == .number else { return }
    isNumber = true
    if number.digits.count <= 18, number.exponent > -19 {
      var units: Int64 = 0
      for digit in number.digits { units = units &* 10 &+ Int64(digit) }
      if number.exponent >= 0 {
        var scaled: Int64? = units
        for _ in 0..<number.exponent {
          guard let current = scaled else { break }
          let (next, overflow) = current.multipliedReportingOverflow(by: 10)
          scaled = overflow ? nil : next
        }
        mantissa = scaled
      } else {
        mantissa = units
        scale = -number.exponent
      }
    }
    if let mantissa {
      value = Double(mantissa) / RunningAggregate.power(scale)
    } else {
      value = Double(String(decoding: bytes, as: UTF8.self)) ?? 0
    }
    if number.isNegative {
      value = -value
      mantissa = mantissa.map { -$0 }
    }
    if isExtreme(value) { extremeText = text ?? String(decoding: bytes, as: UTF8.self) }
  }
}
