extension CellFormatter {
  /// What the fast path of a fixed-decimal format (number, integer, percent, currency) writes:
  /// its power of ten, decimals and grouping, and the symbols as bytes in memory the formatter
  /// owns, so that writing a cell retains and releases nothing.
  struct FixedPlan {
    /// The power of ten the value is multiplied by (2 for percentages).
    let shift: Int
    /// The digits after the point.
    let decimals: Int
    /// Whether thousands are separated.
    let grouping: Bool
    /// The symbols, in memory the plan owns until ``deallocate()``.
    let symbols: Symbols
    /// The most bytes one cell may take: 19 integer digits, each with a separator, the point,
    /// the decimals and the longest affixes.
    let capacity: Int

    init(shift: Int, decimals: Int, grouping: Bool, symbols: NumberSymbols) {
      self.shift = shift
      self.decimals = decimals
      self.grouping = grouping
      let parts = [
        symbols.positive.prefix, symbols.positive.suffix, symbols.negative.prefix,
        symbols.negative.suffix, grouping ? symbols.groupingSeparator : [],
        decimals > 0 ? symbols.decimalSeparator : [],
      ]
      let bytes = UnsafeMutablePointer<UInt8>.allocate(
        capacity: max(parts.reduce(0) { $0 + $1.count }, 1))
      var pieces: [Range<Int>] = []
      var at = 0
      for part in parts {
        (bytes + at).initialize(from: part, count: part.count)
        pieces.append(at..<(at + part.count))
        at += part.count
      }
      self.symbols = Symbols(
        base: UnsafePointer(bytes), positivePrefix: pieces[0], positiveSuffix: pieces[1],
        negativePrefix: pieces[2], negativeSuffix: pieces[3], groupingSeparator: pieces[4],
        decimalSeparator: pieces[5], primaryGroup: grouping ? symbols.primaryGroup : 0,
        secondaryGroup: max(symbols.secondaryGroup, 1))
      capacity =
        max(parts[0].count, parts[2].count) + max(parts[1].count, parts[3].count)
        + 20 * (1 + parts[4].count) + parts[5].count + decimals
    }

    /// Frees the symbols' memory; the formatter that made the plan calls it when it goes.
    func deallocate() {
      symbols.base.deallocate()
    }
  }

  /// A ``FixedPlan``'s symbols: where each one's bytes are, from `base`, and the group sizes
  /// (a primary group of 0 when the format does not group).
  struct Symbols {
    let base: UnsafePointer<UInt8>
    let positivePrefix: Range<Int>
    let positiveSuffix: Range<Int>
    let negativePrefix: Range<Int>
    let negativeSuffix: Range<Int>
    let groupingSeparator: Range<Int>
    let decimalSeparator: Range<Int>
    let primaryGroup: Int
    let secondaryGroup: Int
  }

  /// The fast path of the fixed-decimal formats (number, integer, percent, currency).
  ///
  /// It takes the common cell: plain decimal text (a sign, digits, a point) of at most 18
  /// digits. The value is read into a 64-bit integer, rounded half to even with integer
  /// arithmetic, and written backwards straight into `out`; the output is the same as the
  /// exact path's, which every other cell takes.
  ///
  /// - Parameters:
  ///   - text: The cell.
  ///   - plan: The format's decimals and symbols.
  ///   - out: Where the text goes: room for at least `plan.capacity` bytes.
  /// - Returns: The number of bytes written, or `nil` when the cell is not such text (and
  ///   nothing was written).
  static func writeFixedFast(
    _ text: UnsafeBufferPointer<UInt8>, plan: UnsafePointer<FixedPlan>,
    to out: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    guard let start = text.baseAddress, !text.isEmpty else { return nil }
    let end = start + text.count
    var at = start
    let isNegative = at.pointee == UInt8(ascii: "-")
    if isNegative || at.pointee == UInt8(ascii: "+") { at += 1 }
    let digitsStart = at
    var mantissa: UInt64 = 0
    var point: UnsafePointer<UInt8>? = nil
    while at < end {
      let digit = at.pointee &- 48
      if digit < 10 {
        // Wraps past 19 digits, which the count below turns away.
        mantissa = mantissa &* 10 &+ UInt64(digit)
      } else if digit == UInt8(ascii: ".") &- 48, point == nil {
        point = at
      } else {
        return nil
      }
      at += 1
    }
    let fractionDigits = point.map { end - $0 - 1 } ?? 0
    let digitCount = end - digitsStart - (point == nil ? 0 : 1)
    guard digitCount > 0, digitCount <= 18 else { return nil }
    // The value is mantissa × 10^-scale.
    var scale = fractionDigits - plan.pointee.shift
    if scale < 0 {
      for _ in 0..<(-scale) {
        let (product, overflow) = mantissa.multipliedReportingOverflow(by: 10)
        guard !overflow, product < 1_000_000_000_000_000_000 else { return nil }
        mantissa = product
      }
      scale = 0
    }
    let decimals = plan.pointee.decimals
    if scale > decimals {
      var divisor: UInt64 = 10
      for _ in 1..<(scale - decimals) { divisor &*= 10 }
      let quotient = mantissa / divisor
      let remainder = mantissa &- quotient &* divisor
      let half = divisor / 2
      let roundsUp = remainder > half || (remainder == half && quotient & 1 == 1)
      mantissa = quotient &+ (roundsUp ? 1 : 0)
      scale = decimals
    }
    return write(
      mantissa, scale: scale, isNegative: isNegative && mantissa != 0, plan, decimals: decimals,
      to: out)
  }

  /// Writes `mantissa × 10^-scale` with `decimals` digits after the point (`scale` at most
  /// `decimals`), grouped, between the affixes of its sign.
  private static func write(
    _ mantissa: UInt64, scale: Int, isNegative: Bool, _ plan: UnsafePointer<FixedPlan>,
    decimals: Int, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // Wrapping arithmetic throughout: every count here is small.
    var digitCount = 1
    var limit: UInt64 = 10
    while digitCount < 19, mantissa >= limit {
      digitCount &+= 1
      limit &*= 10
    }
    let integerCount = max(digitCount, scale &+ 1) &- scale
    let symbols = plan.pointee.symbols
    var separators = 0
    if symbols.primaryGroup > 0, integerCount &- 1 >= symbols.primaryGroup {
      separators = 1 &+ (integerCount &- 1 &- symbols.primaryGroup) / symbols.secondaryGroup
    }
    let prefix = isNegative ? symbols.negativePrefix : symbols.positivePrefix
    let suffix = isNegative ? symbols.negativeSuffix : symbols.positiveSuffix
    let total =
      prefix.count &+ integerCount &+ separators &* symbols.groupingSeparator.count
      &+ symbols.decimalSeparator.count &+ decimals &+ suffix.count
    let base = symbols.base
    // Backwards, from the end: the suffix, the decimals, the point, the integer digits.
    var at = out + total
    @inline(__always) func copy(_ piece: Range<Int>) {
      var index = piece.upperBound
      while index > piece.lowerBound {
        index &-= 1
        at -= 1
        at.pointee = base[index]
      }
    }
    @inline(__always) func writeDigit(_ value: inout UInt64) {
      let quotient = value / 10
      at -= 1
      at.pointee = UInt8(truncatingIfNeeded: value &- quotient &* 10) &+ 48
      value = quotient
    }
    copy(suffix)
    var value = mantissa
    var place = decimals
    while place > scale {
      at -= 1
      at.pointee = 48
      place &-= 1
    }
    while place > 0 {
      writeDigit(&value)
      place &-= 1
    }
    copy(symbols.decimalSeparator)
    if separators == 0 {
      for _ in 0..<integerCount { writeDigit(&value) }
    } else {
      var nextBoundary = symbols.primaryGroup
      for power in 0..<integerCount {
        if power == nextBoundary {
          copy(symbols.groupingSeparator)
          nextBoundary &+= symbols.secondaryGroup
        }
        writeDigit(&value)
      }
    }
    copy(prefix)
    return total
  }
}
