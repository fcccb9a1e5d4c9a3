/// What a column's cells seen so far say about it: a column of numbers is right-aligned.
struct NumericColumn {
  private(set) var hasNumber = false
  /// Whether a non-empty cell was not a number.
  private(set) var hasText = false

  /// Whether every non-empty cell reads as a number, and at least one is not empty.
  var isNumeric: Bool { hasNumber && !hasText }

  /// Takes in one more cell.
  mutating func add(_ cell: UnsafeBufferPointer<UInt8>) {
    guard !cell.isEmpty, !hasText else { return }
    if NumberShape(bytes: cell) != nil { hasNumber = true } else { hasText = true }
  }

  /// The alignment of a column whose own alignment is `alignment`, if it has one.
  func alignment(_ alignment: ColumnAlignment?) -> ColumnAlignment {
    alignment ?? (isNumeric ? .right : .left)
  }
}
