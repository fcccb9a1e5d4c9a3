extension CellFormatter {
  /// The fast path of the fixed-decimal formats (number, integer, percent, currency).
  ///
  /// It takes the common cell: plain decimal text (a sign, digits, a point) of at most 18
  /// digits. The value
  /// is read into a 64-bit integer, rounded half to even with integer arithmetic, and written
  /// in one go; the output is the same as the exact path's, which every other cell takes.
  ///
  /// - Parameters:
  ///   - text: The cell.
  ///   - shift: The power of ten the value is multiplied by (2 for percentages).
  ///   - decimals: The digits after the point.
  ///   - grouping: Whether thousands are separated.
  ///   - symbols: The separators and affixes.
  ///   - output: Receives the text.
  /// - Returns: Whether the cell was such text and was written; `false` leaves `output`
  ///   untouched.
  static func writeFixedFast(
    _ text: UnsafeBufferPointer<UInt8>, shift: Int, decimals: Int, grouping: Bool,
    symbols: NumberSymbols, into output: inout [UInt8]
  ) -> Bool {
    var index = 0
    var isNegative = false
    if let first = text.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      isNegative = first == UInt8(ascii: "-")
      index = 1
    }
    var mantissa: UInt64 = 0
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    while index < text.count {
      let byte = text[index]
      if isDigit(byte) {
        digitCount += 1
        guard digitCount <= 18 else { return false }
        mantissa = mantissa * 10 + UInt64(byte &- 48)
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        return false
      }
      index += 1
    }
    guard digitCount > 0 else { return false }
    // The value is mantissa × 10^-scale.
    var scale = fractionDigits - shift
    if scale < 0 {
      for _ in 0..<(-scale) {
        let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
        guard !overflow, product < 1_000_000_000_000_000_000 else { return false }
        mantissa = product
      }
      scale = 0
    }
    if scale > decimals {
      let drop = scale - decimals
      guard drop <= 18 else { return false }
      var divisor: UInt64 = 1
      for _ in 0..<drop { divisor *= 10 }
      let quotient = mantissa / divisor
      let remainder = mantissa % divisor
      let half = divisor / 2
      let roundsUp = remainder > half || (remainder == half && quotient % 2 == 1)
      mantissa = quotient + (roundsUp ? 1 : 0)
      scale = decimals
    }
    let affixes = isNegative && mantissa != 0 ? symbols.negative : symbols.positive
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
      // The digits as ASCII, least significant first, at least `scale + 1` of them.
      var count = 0
      var value = mantissa
      repeat {
        digits[count] = UInt8(truncatingIfNeeded: value % 10) &+ 48
        value /= 10
        count += 1
      } while value > 0
      while count < scale + 1 {
        digits[count] = 48
        count += 1
      }
      let integerCount = count - scale
      let capacity =
        affixes.prefix.count + affixes.suffix.count
        + integerCount * (1 + symbols.groupingSeparator.count) + symbols.decimalSeparator.count
        + decimals
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { out in
        var at = 0
        func copy(_ bytes: [UInt8]) {
          for byte in bytes {
            out[at] = byte
            at += 1
          }
        }
        copy(affixes.prefix)
        for power in stride(from: integerCount - 1, through: 0, by: -1) {
          out[at] = digits[power + scale]
          at += 1
          if grouping, power > 0, DecimalNumber.isGroupBoundary(power, symbols) {
            copy(symbols.groupingSeparator)
          }
        }
        if decimals > 0 {
          copy(symbols.decimalSeparator)
          for place in 0..<decimals {
            let position = scale - 1 - place
            out[at] = position >= 0 ? digits[position] : 48
            at += 1
          }
        }
        copy(affixes.suffix)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<at]))
        return true
      }
    }
  }
}
