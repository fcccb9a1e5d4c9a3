/// How one Unicode scalar folds for searching, when it folds the same wherever it stands.
///
/// Such a scalar is *standalone*: next to any other standalone scalar it is a character of its
/// own, both before and after folding, and folding the two together gives the two folds one
/// after the other. Its fold is one to three scalars, each standalone too. A scalar that is
/// not (a combining mark, a joiner, a regional indicator, a Hangul jamo, a carriage return)
/// is *contextual*: the search folds it together with its neighbours, through the reference
/// folding of ``FoldedText``.
///
/// The three scalars are packed into one word, 21 bits each, every one stored plus one so that
/// a field of zero is an absent scalar; the top bit marks a fold that is known, so that a table
/// of folds starts as zeros.
struct ScalarFold: Equatable {
  let bits: UInt64

  private static let known: UInt64 = 1 << 63
  private static let unitMask: UInt64 = 0x1F_FFFF

  /// The mark of a scalar that folds with its neighbours.
  static let contextual = ScalarFold(storedBits: known)

  /// The fold of a scalar into `units`, which must be one to three scalars.
  init(units: some Collection<UInt32>) {
    precondition((1...3).contains(units.count), "a fold holds one to three scalars")
    var bits = Self.known
    for (index, unit) in units.enumerated() { bits |= UInt64(unit + 1) << (21 * index) }
    self.bits = bits
  }

  /// The fold of a scalar into one scalar, `unit`.
  @inline(__always)
  init(single unit: UInt32) {
    bits = Self.known | UInt64(unit &+ 1)
  }

  /// Rebuilds a fold from its ``bits``, as a table stores it; zero is a fold not looked up.
  @inline(__always)
  init(storedBits: UInt64) {
    bits = storedBits
  }

  /// Whether the scalar folds with its neighbours.
  var isContextual: Bool { bits & Self.unitMask == 0 }

  /// The first scalar of the fold.
  var first: UInt32 { UInt32(truncatingIfNeeded: bits & Self.unitMask) &- 1 }

  /// The scalars after the first, for ``FoldedUnits`` to hand out with ``nextUnit(of:)``:
  /// zero when there are none.
  var rest: UInt64 { (bits & ~Self.known) >> 21 }

  /// Takes the next scalar off what ``rest`` left; `rest` must not be zero.
  @inline(__always)
  static func nextUnit(of rest: inout UInt64) -> UInt32 {
    let unit = UInt32(truncatingIfNeeded: rest & unitMask) &- 1
    rest >>= 21
    return unit
  }

  /// The scalars of the fold, for tests.
  var units: [UInt32] {
    guard !isContextual else { return [] }
    var rest = self.rest
    var units = [first]
    while rest != 0 { units.append(Self.nextUnit(of: &rest)) }
    return units
  }
}
