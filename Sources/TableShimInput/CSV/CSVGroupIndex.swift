#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers the distinct values of a column in the order they first appear, looked up by
/// their bytes, so that grouping a row makes no `String` for its value.
///
/// An open-addressing hash table of value numbers; each value's bytes are kept once, laid
/// end to end.
struct CSVGroupIndex {
  /// Value numbers, or -1 for an empty slot; the count is a power of two, at least twice the
  /// number of values.
  private var slots = [Int](repeating: -1, count: 16)
  private var valueBytes: [UInt8] = []
  private var valueEnds: [Int] = []

  /// The number of `value`, and whether it is new: a new value takes the next number.
  mutating func number(of value: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
    let mask = slots.count - 1
    var slot = Self.hash(value) & mask
    while slots[slot] >= 0 {
      if holds(slots[slot], value) { return (slots[slot], false) }
      slot = (slot + 1) & mask
    }
    let number = valueEnds.count
    valueBytes.append(contentsOf: value)
    valueEnds.append(valueBytes.count)
    slots[slot] = number
    if valueEnds.count * 2 > slots.count { grow() }
    return (number, true)
  }

  /// Whether the value numbered `number` is `value`.
  private func holds(_ number: Int, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = number == 0 ? 0 : valueEnds[number - 1]
    guard valueEnds[number] - start == value.count else { return false }
    guard let base = value.baseAddress, !value.isEmpty else { return true }
    return valueBytes.withUnsafeBufferPointer {
      memcmp($0.baseAddress! + start, base, value.count) == 0
    }
  }

  /// The bytes of the value numbered `number`.
  private func value(_ number: Int) -> ArraySlice<UInt8> {
    valueBytes[(number == 0 ? 0 : valueEnds[number - 1])..<valueEnds[number]]
  }

  /// Doubles the slots, and places every value again.
  private mutating func grow() {
    slots = [Int](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for number in valueEnds.indices {
      var slot = value(number).withUnsafeBufferPointer { Self.hash($0) } & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = number
    }
  }

  /// FNV-1a over the bytes, folded to a non-negative `Int`.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & Int.max
  }
}
