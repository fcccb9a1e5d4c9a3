/// A number read exactly from its decimal text: a sign, digits and a power of ten, so that
/// `-1234.5` is `-12345 × 10^-1`, and rounding it never goes through a binary `Double`.
struct DecimalNumber {
  var isNegative = false
  /// The digits' values (0 to 9), the most significant first, without leading zeros; none
  /// for zero.
  var digits: [UInt8] = []
  /// The power of ten of the last digit.
  var exponent = 0

  /// What a cell's text reads as.
  enum Reading {
    /// A finite number, now in the value read.
    case number
    /// `NaN`, `inf`, `-Infinity`: a number, but none that a format can show otherwise.
    case nonFinite
    /// Not a number.
    case invalid
  }

  /// The largest power of ten a number may have, which keeps `1e999999` from making a
  /// million digits.
  static let exponentLimit = 400

  /// Whether the number is zero.
  var isZero: Bool { digits.isEmpty }

  /// The power of ten of the first digit (0 for zero).
  var leadingPower: Int { digits.isEmpty ? 0 : digits.count - 1 + exponent }

  /// Reads plain decimal text: spaces and tabs at the ends, an optional sign, digits with an
  /// optional point, an optional exponent (`1.5e3`).
  mutating func read(_ text: UnsafeBufferPointer<UInt8>) -> Reading {
    digits.removeAll(keepingCapacity: true)
    isNegative = false
    exponent = 0
    var index = 0
    var end = text.count
    while index < end, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    while end > index, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
    if index < end, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      isNegative = text[index] == UInt8(ascii: "-")
      index += 1
    }
    if Self.isNonFinite(UnsafeBufferPointer(rebasing: text[index..<end])) { return .nonFinite }
    var seenDigit = false
    var seenPoint = false
    while index < end {
      let byte = text[index]
      if isDigit(byte) {
        seenDigit = true
        if seenPoint { exponent -= 1 }
        if !(digits.isEmpty && byte == 48) { digits.append(byte &- 48) }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        break
      }
      index += 1
    }
    guard seenDigit else { return .invalid }
    if index < end, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var negativeExponent = false
      if index < end, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
        negativeExponent = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var power = 0
      let start = index
      while index < end, isDigit(text[index]) {
        power = min(power * 10 + Int(text[index] &- 48), 1_000_000)
        index += 1
      }
      guard index > start else { return .invalid }
      exponent += negativeExponent ? -power : power
    }
    guard index == end else { return .invalid }
    if digits.isEmpty {
      exponent = 0
      return .number
    }
    // Trailing zeros are not significant: 1200 is 12 × 10^2.
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    guard abs(leadingPower) <= Self.exponentLimit else { return .invalid }
    return .number
  }

  private static func isNonFinite(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    // Most cells start with a digit: one comparison, and no lowered copy.
    guard let first = text.first,
      first | 0x20 == UInt8(ascii: "n") || first | 0x20 == UInt8(ascii: "i")
    else { return false }
    func isWord(_ word: StaticString) -> Bool {
      guard text.count == word.utf8CodeUnitCount else { return false }
      let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      return zip(text, letters).allSatisfy { $0 | 0x20 == $1 }
    }
    return isWord("nan") || isWord("inf") || isWord("infinity")
  }

  /// Multiplies by a power of ten.
  mutating func shift(by power: Int) {
    guard !digits.isEmpty else { return }
    exponent += power
  }

  /// Rounds half to even to `decimals` digits after the point.
  mutating func round(toDecimals decimals: Int) {
    let drop = -decimals - exponent
    guard drop > 0, !digits.isEmpty else { return }
    let kept = digits.count - drop
    guard kept >= 0 else {
      // Every digit is below half of the last place kept.
      digits.removeAll(keepingCapacity: true)
      exponent = 0
      return
    }
    let first = kept < digits.count ? digits[kept] : 0
    var restNonZero = false
    if kept + 1 < digits.count {
      for index in (kept + 1)..<digits.count where digits[index] != 0 {
        restNonZero = true
        break
      }
    }
    let lastKeptIsOdd = kept > 0 && digits[kept - 1] % 2 == 1
    let roundsUp = first > 5 || (first == 5 && (restNonZero || lastKeptIsOdd))
    digits.removeLast(drop)
    exponent = -decimals
    if roundsUp {
      var index = digits.count - 1
      while index >= 0 {
        if digits[index] == 9 {
          digits[index] = 0
          index -= 1
        } else {
          digits[index] += 1
          break
        }
      }
      if index < 0 { digits.insert(1, at: 0) }
    }
    while let firstDigit = digits.first, firstDigit == 0 { digits.removeFirst() }
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    if digits.isEmpty { exponent = 0 }
  }

  /// The digit for a power of ten (0 outside the digits).
  func digit(atPower power: Int) -> UInt8 {
    let index = digits.count - 1 - (power - exponent)
    return index >= 0 && index < digits.count ? digits[index] : 0
  }

  /// The lowest power of ten with a digit other than zero (0 for zero).
  var lowestPower: Int { digits.isEmpty ? 0 : exponent }

  /// Writes the digits with the separators of `symbols`: the integer part grouped when
  /// `grouping`, then `decimals` fraction digits, or as few as the number needs up to
  /// `decimals` when `trimsZeros`.
  func write(
    decimals: Int, grouping: Bool, trimsZeros: Bool = false, symbols: NumberSymbols,
    into output: inout [UInt8]
  ) {
    let top = max(leadingPower, 0)
    var power = top
    while power >= 0 {
      output.append(digit(atPower: power) &+ 48)
      if grouping, power > 0, Self.isGroupBoundary(power, symbols) {
        output.append(contentsOf: symbols.groupingSeparator)
      }
      power -= 1
    }
    let shown = trimsZeros ? min(decimals, max(-lowestPower, 0)) : decimals
    guard shown > 0 else { return }
    output.append(contentsOf: symbols.decimalSeparator)
    for power in stride(from: -1, through: -shown, by: -1) {
      output.append(digit(atPower: power) &+ 48)
    }
  }

  /// Whether a separator follows the digit at `power`.
  static func isGroupBoundary(_ power: Int, _ symbols: NumberSymbols) -> Bool {
    let primary = symbols.primaryGroup
    guard primary > 0 else { return false }
    if power == primary { return true }
    let secondary = max(symbols.secondaryGroup, 1)
    return power > primary && (power - primary) % secondary == 0
  }
}
