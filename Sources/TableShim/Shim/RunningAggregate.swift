/// The running totals of one column's cells, from which every built-in ``Aggregate`` is
/// read when its rows end: counts, an exact decimal sum, and the smallest and largest cells.
struct RunningAggregate {
  /// The rows counted.
  private(set) var rows = 0
  /// The rows whose cell is not empty.
  private(set) var present = 0
  /// The cells that read as numbers.
  private(set) var numbers = 0
  /// The exact sum, as a whole number of units of `10^-scale`, while it fits: in 64 bits
  /// (the fast path), then in 128.
  private var smallSum: Int64 = 0
  private var wideSum: Int128?
  private var scale = 0
  private var isExact = true
  /// The sum as a binary float, used once the exact one no longer fits.
  private var floatSum = 0.0
  /// The smallest and largest cells that read as numbers: their values and texts.
  private var least: (value: Double, text: String)?
  private var greatest: (value: Double, text: String)?
  /// The cells as they came, kept only for custom aggregates.
  private(set) var cells: [String]?

  init(keepsCells: Bool) {
    cells = keepsCells ? [] : nil
  }

  /// Counts one row's cell, read before it was formatted.
  mutating func add(_ cell: CellReading) {
    rows += 1
    guard cell.isPresent else {
      if cells != nil { cells?.append("") }
      return
    }
    present += 1
    if let text = cell.text { cells?.append(text) }
    guard cell.isNumber else { return }
    numbers += 1
    floatSum += cell.value
    if isExact { addExactly(cell.mantissa, scale: cell.scale) }
    if let text = cell.extremeText {
      if least == nil || cell.value < least!.value { least = (cell.value, text) }
      if greatest == nil || cell.value > greatest!.value { greatest = (cell.value, text) }
    }
  }

  /// The exact sum in units of `10^-scale`.
  private var exactSum: Int128 { wideSum ?? Int128(smallSum) }

  /// Whether a value would be a new minimum or maximum, so that its text is worth keeping.
  func isExtreme(_ value: Double) -> Bool {
    guard let least, let greatest else { return true }
    return value < least.value || value > greatest.value
  }

  private mutating func addExactly(_ mantissa: Int64?, scale valueScale: Int) {
    guard let mantissa else {
      isExact = false
      return
    }
    if wideSum == nil, valueScale < Self.integerPowers.count, scale < Self.integerPowers.count {
      // The fast path: both in 64 bits, the one with fewer decimals brought to the other's.
      var value = mantissa
      var total = smallSum
      var overflow = false
      if valueScale < scale {
        (value, overflow) = value.multipliedReportingOverflow(
          by: Self.integerPowers[scale - valueScale])
      } else if valueScale > scale {
        (total, overflow) = total.multipliedReportingOverflow(
          by: Self.integerPowers[valueScale - scale])
      }
      if !overflow {
        let (sum, sumOverflow) = total.addingReportingOverflow(value)
        if !sumOverflow {
          smallSum = sum
          scale = max(scale, valueScale)
          return
        }
      }
    }
    addWidely(Int128(mantissa), scale: valueScale)
  }

  /// Adds a value whose scale differs from the sum's, or which overflows 64 bits.
  private mutating func addWidely(_ value: Int128, scale valueScale: Int) {
    var total = wideSum ?? Int128(smallSum)
    var value = value
    if valueScale > scale {
      guard let widened = Self.scaled(total, by: valueScale - scale) else {
        isExact = false
        return
      }
      total = widened
      scale = valueScale
    } else if valueScale < scale {
      guard let widened = Self.scaled(value, by: scale - valueScale) else {
        isExact = false
        return
      }
      value = widened
    }
    let (sum, overflow) = total.addingReportingOverflow(value)
    guard !overflow else {
      isExact = false
      return
    }
    // Back to the fast path while the sum fits in 64 bits.
    if let small = Int64(exactly: sum) {
      smallSum = small
      wideSum = nil
    } else {
      wideSum = sum
    }
  }

  /// `value` times `10^power`, or `nil` when it does not fit.
  static func scaled(_ value: Int128, by power: Int) -> Int128? {
    var result = value
    for _ in 0..<power {
      let (next, overflow) = result.multipliedReportingOverflow(by: 10)
      if overflow { return nil }
      result = next
    }
    return result
  }

  /// The text of a built-in aggregate's value, before the column's format; `nil` when there
  /// is nothing to show (the mean, minimum or maximum of no numbers).
  func text(of kind: Aggregate.Kind) -> String? {
    switch kind {
    case .count: return String(rows)
    case .countPresent: return String(present)
    case .sum: return isExact ? Self.decimalText(exactSum, scale: scale) : String(floatSum)
    case .mean:
      guard numbers > 0 else { return nil }
      return meanText(sum: isExact ? Double(exactSum) : floatSum, isScaled: isExact)
    case .min: return least?.text
    case .max: return greatest?.text
    }
  }

  /// The mean with two more decimals than the cells had, trailing zeros trimmed.
  private func meanText(sum: Double, isScaled: Bool) -> String {
    let unscaled = isScaled ? sum / Self.power(scale) : sum
    let mean = unscaled / Double(numbers)
    let decimals = scale + 2
    let shifted = (mean * Self.power(decimals)).rounded()
    guard shifted.isFinite, abs(shifted) < 1e36 else { return String(mean) }
    return Self.decimalText(Int128(shifted), scale: decimals, trimmingZeros: true)
  }

  /// `10^exponent`, from a table for the usual exponents.
  static func power(_ exponent: Int) -> Double {
    if exponent < powers.count { return powers[exponent] }
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  /// `10^0` to `10^18`.
  private static let integerPowers: [Int64] = (0...18).map { exponent in
    var result: Int64 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  private static let powers: [Double] = (0...22).map { exponent in
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  /// A whole number of `10^-scale` units as decimal text, such as `-12.50`.
  static func decimalText(_ units: Int128, scale: Int, trimmingZeros: Bool = false) -> String {
    var digits = Array(String(units.magnitude).utf8)
    if digits.count <= scale {
      digits.insert(
        contentsOf: repeatElement(UInt8(ascii: "0"), count: scale + 1 - digits.count), at: 0)
    }
    var fraction = Array(digits[(digits.count - scale)...])
    if trimmingZeros { while fraction.last == UInt8(ascii: "0") { fraction.removeLast() } }
    var text = String(decoding: digits[..<(digits.count - scale)], as: UTF8.self)
    if !fraction.isEmpty { text += "." + String(decoding: fraction, as: UTF8.self) }
    return units < 0 ? "-" + text : text
  }
}
