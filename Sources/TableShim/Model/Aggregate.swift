/// A value a summary row shows for a column: a sum, a mean, a count, or one of your own.
///
/// Aggregates are attached to a column (``Column/summaries`` for each section,
/// ``Column/grandSummaries`` for the whole table) and computed while the rows stream past:
/// no second pass, nothing held but a running total. Each aggregate makes one summary row,
/// labelled with its ``label``.
///
/// ```swift
/// let goals = Column("Goals", summaries: [.sum, .mean.labelled("Average")])
/// ```
///
/// Sums, means, minimums and maximums read cells as numbers with the reader of the column
/// formats (`1234.5`, `-3`, `1e3`); a cell that does not read, or is empty, is skipped. Sums
/// are exact decimals (no binary-float drift in sums of money) up to 38 digits.
/// ``count`` counts the rows, ``countPresent`` the rows whose cell is not empty.
public struct Aggregate: Hashable, Sendable {
  /// What an aggregate computes.
  enum Kind: String, Hashable, Sendable, CaseIterable {
    case sum, mean, min, max, count
    case countPresent = "count-present"
  }

  /// The built-in computation, or `nil` for a custom one.
  let kind: Kind?
  /// The label of the summary row, such as "Total".
  public private(set) var label: String
  /// A custom aggregate's computation over the column's values.
  let custom: (@Sendable ([String]) -> String)?

  private init(kind: Kind?, label: String, custom: (@Sendable ([String]) -> String)? = nil) {
    self.kind = kind
    self.label = label
    self.custom = custom
  }

  /// The sum of the cells that read as numbers, labelled "Total".
  public static let sum = Aggregate(kind: .sum, label: "Total")
  /// The mean of the cells that read as numbers, labelled "Mean".
  public static let mean = Aggregate(kind: .mean, label: "Mean")
  /// The smallest cell that reads as a number, labelled "Minimum".
  public static let min = Aggregate(kind: .min, label: "Minimum")
  /// The largest cell that reads as a number, labelled "Maximum".
  public static let max = Aggregate(kind: .max, label: "Maximum")
  /// The number of rows, labelled "Count"; shown as a whole number, not in the column's
  /// format.
  public static let count = Aggregate(kind: .count, label: "Count")
  /// The number of rows whose cell is not empty, labelled "Count (non-missing)"; shown as a
  /// whole number.
  public static let countPresent = Aggregate(kind: .countPresent, label: "Count (non-missing)")

  /// An aggregate of your own: a closure over the column's cells as they came (before
  /// formatting) that returns the text to show, which is then formatted with the column's
  /// format.
  ///
  /// Unlike the built-in aggregates, a custom one keeps the section's cells of its column
  /// until the section ends. Two custom aggregates are equal when their labels are.
  ///
  /// ```swift
  /// let longest = Aggregate.custom(label: "Longest") { cells in
  ///   cells.max { $0.count < $1.count } ?? ""
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - label: The label of the summary row.
  ///   - body: Computes the shown text from the cells of the column, in order.
  /// - Returns: The aggregate.
  public static func custom(
    label: String, _ body: @escaping @Sendable ([String]) -> String
  ) -> Aggregate {
    Aggregate(kind: nil, label: label, custom: body)
  }

  /// The same aggregate with another label.
  ///
  /// ```swift
  /// let total: Aggregate = .sum.labelled("Goals in all")
  /// ```
  ///
  /// - Parameter label: The label of the summary row.
  /// - Returns: The aggregate, labelled.
  public func labelled(_ label: String) -> Aggregate {
    var copy = self
    copy.label = label
    return copy
  }

  /// The aggregate's name in the list file and JSON (`sum`, `mean`, `min`, `max`, `count`,
  /// `count-present`), or `nil` for a custom one.
  public var name: String? { kind?.rawValue }

  /// The built-in aggregate a name stands for, with its default label.
  ///
  /// - Parameter name: `sum`, `mean`, `min`, `max`, `count` or `count-present`.
  public init?(named name: String) {
    guard let kind = Kind(rawValue: name) else { return nil }
    self = Self.builtIn(kind)
  }

  static func builtIn(_ kind: Kind) -> Aggregate {
    switch kind {
    case .sum: .sum
    case .mean: .mean
    case .min: .min
    case .max: .max
    case .count: .count
    case .countPresent: .countPresent
    }
  }

  /// Whether the label is the default of its kind.
  var hasDefaultLabel: Bool { kind.map { Self.builtIn($0).label == label } ?? false }

  /// Whether two aggregates compute the same thing under the same label.
  ///
  /// - Parameters:
  ///   - lhs: An aggregate.
  ///   - rhs: Another aggregate.
  /// - Returns: Whether kind and label agree (a custom aggregate's closure is not compared).
  public static func == (lhs: Aggregate, rhs: Aggregate) -> Bool {
    lhs.kind == rhs.kind && lhs.label == rhs.label
  }

  /// Hashes the kind and the label.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(label)
  }
}
