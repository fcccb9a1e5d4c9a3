/// What a column's cells seen so far say about it: a column of numbers is right-aligned.
struct NumericColumn {
  private(set) var hasNumber = false
  /// Whether a non-empty cell was not a number.
  private(set) var hasText = false

  /// Whether every non-empty cell reads as a number, and at least one is not empty.
  var isNumeric: Bool { hasNumber && !hasText }

  /// Takes in one more cell, and returns its number's shape when it is a number and the
  /// column has no text (`nil` otherwise, and for an empty cell).
  @discardableResult
  mutating func add(_ cell: UnsafeBufferPointer<UInt8>) -> NumberShape? {
    guard !cell.isEmpty, !hasText else { return nil }
    guard let shape = NumberShape(bytes: cell) else {
      hasText = true
      return nil
    }
    hasNumber = true
    return shape
  }

  /// The alignment of a column whose own alignment is `alignment`, if it has one.
  func alignment(_ alignment: ColumnAlignment?) -> ColumnAlignment {
    alignment ?? (isNumeric ? .right : .left)
  }
}
