import Foundation

/// Formats the cells of one column under its ``ColumnFormat``: made once per column of a
/// section, with the locale's symbols looked up once, then used for every row.
///
/// Numbers are formatted by hand from their decimal digits, with separators that Foundation's
/// format styles give for the locale, so a cell costs no `Double`, no `String` and no
/// allocation once the buffers have grown.
final class CellFormatter {
  let format: ColumnFormat
  private let symbols: NumberSymbols
  private let currencyDecimals: Int
  private let pattern: DatePattern?
  private let names: DateNames?
  /// The fast path's plan, for the fixed-decimal formats: read through its pointer, so that
  /// a cell copies none of it.
  private let fixed: UnsafeMutablePointer<FixedPlan>?
  // Unchecked: a formatter is used by one render on one thread, and the checks would cost
  // more than the formatting of a short number.
  @exclusivity(unchecked) private var number = DecimalNumber()
  /// The formatted text of the last cell.
  @exclusivity(unchecked) private(set) var output: [UInt8] = []

  /// What became of a cell.
  enum Outcome {
    /// The formatted text is in ``output``.
    case formatted
    /// The cell is shown as it came: it is a number that is not finite (`NaN`, `inf`).
    case keptAsNumber
    /// The cell is shown as it came: it does not read under the format.
    case unreadable
  }

  init(_ format: ColumnFormat) {
    self.format = format
    var currencyDecimals = 2
    switch format.kind {
    case .percent:
      symbols = .percent(locale: format.locale)
    case .currency(let code, _, _):
      (symbols, currencyDecimals) = NumberSymbols.currency(code, locale: format.locale)
    default:
      symbols = .number(locale: format.locale)
    }
    self.currencyDecimals = currencyDecimals
    switch format.kind {
    case .date(let text), .dateTime(let text):
      pattern = DatePattern(text)
      names = DateNames(locale: format.locale)
    default:
      pattern = nil
      names = nil
    }
    let plan: FixedPlan?
    switch format.kind {
    case .number(let decimals, let grouping):
      plan = FixedPlan(shift: 0, decimals: decimals, grouping: grouping, symbols: symbols)
    case .integer(let grouping):
      plan = FixedPlan(shift: 0, decimals: 0, grouping: grouping, symbols: symbols)
    case .percent(let decimals, let grouping):
      plan = FixedPlan(shift: 2, decimals: decimals, grouping: grouping, symbols: symbols)
    case .currency(_, let decimals, let grouping):
      plan = FixedPlan(
        shift: 0, decimals: decimals ?? currencyDecimals, grouping: grouping, symbols: symbols)
    default:
      plan = nil
    }
    fixed = plan.map { plan in
      let pointer = UnsafeMutablePointer<FixedPlan>.allocate(capacity: 1)
      pointer.initialize(to: plan)
      return pointer
    }
  }

  deinit {
    if let fixed {
      fixed.pointee.deallocate()
      fixed.deinitialize(count: 1)
      fixed.deallocate()
    }
  }

  /// Formats one cell's text into `buffer` after its first `count` bytes, and counts the
  /// bytes written; a cell kept as it came is copied there as it is.
  ///
  /// The common cell of a fixed-decimal format is written straight into the buffer.
  func write(_ text: UnsafeBufferPointer<UInt8>, into buffer: RowBuffer, at count: inout Int)
    -> Outcome
  {
    if let fixed, usesFastPath {
      buffer.reserve(fixed.pointee.capacity, after: count)
      if let written = Self.writeFixedFast(text, plan: fixed, to: buffer.bytes + count) {
        count += written
        return .formatted
      }
    }
    let outcome = format(text)
    if case .formatted = outcome {
      output.withUnsafeBufferPointer { buffer.append($0, at: &count) }
    } else {
      buffer.append(text, at: &count)
    }
    return outcome
  }

  /// Formats one cell's text into ``output``.
  func format(_ text: UnsafeBufferPointer<UInt8>) -> Outcome {
    output.removeAll(keepingCapacity: true)
    switch format.kind {
    case .date, .dateTime:
      guard let date = DateText(text), let pattern, let names else { return .unreadable }
      names.write(date, pattern, into: &output)
      return .formatted
    case .sparkline(let range):
      guard let blocks = Sparkline.text(text, range: range) else { return .unreadable }
      output.append(contentsOf: blocks.utf8)
      return .formatted
    case .number, .integer, .percent, .currency:
      if usesFastPath, let fixed, writeFast(text, fixed) { return .formatted }
    default:
      break
    }
    switch number.read(text) {
    case .invalid: return .unreadable
    case .nonFinite: return .keptAsNumber
    case .number: break
    }
    switch format.kind {
    case .number(let decimals, let grouping):
      writeFixed(decimals: decimals, grouping: grouping)
    case .integer(let grouping):
      writeFixed(decimals: 0, grouping: grouping)
    case .percent(let decimals, let grouping):
      number.shift(by: 2)
      writeFixed(decimals: decimals, grouping: grouping)
    case .currency(_, let decimals, let grouping):
      writeFixed(decimals: decimals ?? currencyDecimals, grouping: grouping)
    case .scientific(let decimals):
      writeScientific(decimals: decimals)
    case .compact(let decimals):
      writeScaled(
        decimals: decimals, step: 3, units: ["", "K", "M", "B", "T"], separator: [])
    case .bytes(.si, let decimals):
      writeScaled(
        decimals: decimals, step: 3, units: ["B", "kB", "MB", "GB", "TB", "PB", "EB"],
        separator: [0x20])
    case .bytes(.iec, let decimals):
      return writeBinaryBytes(decimals: decimals) ? .formatted : .unreadable
    case .duration(let style):
      return writeDuration(style) ? .formatted : .unreadable
    case .date, .dateTime, .sparkline:
      break
    }
    return .formatted
  }

  /// Whether the fixed-decimal formats try ``writeFixedFast(_:plan:to:)``
  /// first; tests turn it off to compare it with the exact path.
  @exclusivity(unchecked) var usesFastPath = true

  private func writeFast(
    _ text: UnsafeBufferPointer<UInt8>, _ plan: UnsafeMutablePointer<FixedPlan>
  ) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: plan.pointee.capacity) { out in
      guard let written = Self.writeFixedFast(text, plan: plan, to: out.baseAddress!) else {
        return false
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<written]))
      return true
    }
  }

  /// A number rounded to `decimals`, between the format's sign and symbol affixes.
  private func writeFixed(decimals: Int, grouping: Bool) {
    number.round(toDecimals: decimals)
    let affixes = number.isNegative && !number.isZero ? symbols.negative : symbols.positive
    output.append(contentsOf: affixes.prefix)
    number.write(decimals: decimals, grouping: grouping, symbols: symbols, into: &output)
    output.append(contentsOf: affixes.suffix)
  }

  private func writeSign() {
    if number.isNegative && !number.isZero { output.append(contentsOf: symbols.negative.prefix) }
  }

  private func writeNegativeSuffix() {
    if number.isNegative && !number.isZero { output.append(contentsOf: symbols.negative.suffix) }
  }

  /// `1.23E4`: one digit before the point.
  private func writeScientific(decimals: Int) {
    var power = number.leadingPower
    number.shift(by: -power)
    number.round(toDecimals: decimals)
    if number.leadingPower == 1 {
      number.shift(by: -1)
      power += 1
    }
    if number.isZero { power = 0 }
    writeSign()
    number.write(decimals: decimals, grouping: false, symbols: symbols, into: &output)
    writeNegativeSuffix()
    output.append(UInt8(ascii: "E"))
    output.append(contentsOf: String(power).utf8)
  }

  /// A number divided by the largest power of 1000 under it, with that power's unit.
  private func writeScaled(decimals: Int, step: Int, units: [String], separator: [UInt8]) {
    var unit = number.isZero ? 0 : min(max(number.leadingPower, 0) / step, units.count - 1)
    number.shift(by: -unit * step)
    number.round(toDecimals: decimals)
    if number.leadingPower >= step, unit < units.count - 1 {
      unit += 1
      number.shift(by: -step)
      number.round(toDecimals: decimals)
    }
    writeSign()
    number.write(
      decimals: decimals, grouping: true, trimsZeros: true, symbols: symbols, into: &output)
    writeNegativeSuffix()
    output.append(contentsOf: separator)
    output.append(contentsOf: units[unit].utf8)
  }

  /// A count of bytes in powers of 1024, which decimal digits cannot shift: through `Double`.
  private func writeBinaryBytes(decimals: Int) -> Bool {
    let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    var text: [UInt8] = []
    text.reserveCapacity(number.digits.count + 8)
    text.append(contentsOf: number.digits.map { $0 + 48 })
    text.append(UInt8(ascii: "e"))
    text.append(contentsOf: String(number.exponent).utf8)
    guard var value = number.isZero ? 0 : Double(String(decoding: text, as: UTF8.self)),
      value.isFinite
    else { return false }
    let negative = number.isNegative
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    var scaled = value.description.utf8.map { $0 }
    let reading = scaled.withUnsafeBufferPointer { number.read($0) }
    guard reading == .number else { return false }
    number.isNegative = negative
    number.round(toDecimals: decimals)
    if reachesNextBinaryUnit, unit < units.count - 1 {
      // 1023.96 KiB rounds to 1024.0: one unit up.
      value /= 1024
      unit += 1
      scaled = value.description.utf8.map { $0 }
      _ = scaled.withUnsafeBufferPointer { number.read($0) }
      number.isNegative = negative
      number.round(toDecimals: decimals)
    }
    writeSign()
    number.write(
      decimals: decimals, grouping: true, trimsZeros: true, symbols: symbols, into: &output)
    writeNegativeSuffix()
    output.append(0x20)
    output.append(contentsOf: units[unit].utf8)
    return true
  }

  /// Whether the rounded number is 1024 or more.
  private var reachesNextBinaryUnit: Bool {
    guard number.leadingPower == 3 else { return number.leadingPower > 3 }
    let whole = (0...3).reduce(0) { $0 + Int(number.digit(atPower: $1)) * [1, 10, 100, 1000][$1] }
    return whole >= 1024
  }

  /// Seconds as `1h 02m 03s` or `1:02:03`.
  private func writeDuration(_ style: ColumnFormat.DurationStyle) -> Bool {
    number.round(toDecimals: 0)
    guard number.leadingPower < 15 else { return false }
    var seconds = 0
    for power in stride(from: number.leadingPower, through: 0, by: -1) {
      seconds = seconds * 10 + Int(number.digit(atPower: power))
    }
    if number.isNegative && seconds > 0 { output.append(UInt8(ascii: "-")) }
    let hours = seconds / 3600
    let minutes = seconds / 60 % 60
    let rest = seconds % 60
    func twoDigits(_ value: Int) {
      output.append(UInt8(value / 10) + 48)
      output.append(UInt8(value % 10) + 48)
    }
    switch style {
    case .clock:
      output.append(contentsOf: String(hours).utf8)
      output.append(UInt8(ascii: ":"))
      twoDigits(minutes)
      output.append(UInt8(ascii: ":"))
      twoDigits(rest)
    case .units:
      if hours > 0 {
        output.append(contentsOf: String(hours).utf8)
        output.append(contentsOf: "h ".utf8)
      }
      if hours > 0 || minutes > 0 {
        if hours > 0 { twoDigits(minutes) } else { output.append(contentsOf: String(minutes).utf8) }
        output.append(contentsOf: "m ".utf8)
      }
      if hours > 0 || minutes > 0 {
        twoDigits(rest)
      } else {
        output.append(contentsOf: String(rest).utf8)
      }
      output.append(UInt8(ascii: "s"))
    }
    return true
  }
}

extension ColumnFormat {
  /// Formats one cell's text.
  ///
  /// ```swift
  /// ColumnFormat.currency("USD").format("-1234.5")  // "-$1,234.50"
  /// ColumnFormat.number(decimals: 1).format("n/a")  // nil
  /// ```
  ///
  /// This makes the format's formatter anew on each call; a render makes one per column.
  ///
  /// - Parameter text: The cell's text, as the input holds it.
  /// - Returns: The formatted text; the text itself for `NaN` and infinities under a number
  ///   format; `nil` when the text does not read under the format.
  public func format(_ text: String) -> String? {
    let formatter = CellFormatter(self)
    var text = text
    return text.withUTF8 { bytes in
      switch formatter.format(bytes) {
      case .formatted: String(decoding: formatter.output, as: UTF8.self)
      case .keptAsNumber: String(decoding: bytes, as: UTF8.self)
      case .unreadable: nil
      }
    }
  }
}
