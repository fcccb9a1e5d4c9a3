extension Aggregate {
  /// A spec that could not be read: where in it, and what was expected there (its
  /// ``ColumnFormat/SpecError/subject`` is `summary`).
  public typealias SpecError = ColumnFormat.SpecError

  /// The names a spec starts with.
  static let expectedNames = "sum, mean, min, max, count or count-present, then optionally ':LABEL'"

  /// Reads one aggregate from its spec: a name, then optionally `:` and a label, such as
  /// `sum` or `mean:Average`.
  ///
  /// ```swift
  /// let mean = try Aggregate(spec: "mean:Average")  // Aggregate.mean.labelled("Average")
  /// ```
  ///
  /// - Parameter spec: The spec.
  /// - Throws: ``SpecError`` for an unknown name or an empty label.
  public init(spec: String) throws(SpecError) {
    let scalars = Array(spec.unicodeScalars)
    let colon = scalars.firstIndex(of: ":") ?? scalars.endIndex
    let name = String(String.UnicodeScalarView(scalars[..<colon]))
    let trimmedName = Self.trimmed(name)
    guard let aggregate = Aggregate(named: trimmedName) else {
      let leading = name.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
      throw SpecError(subject: "summary", spec: spec, offset: leading, expected: Self.expectedNames)
    }
    guard colon < scalars.endIndex else {
      self = aggregate
      return
    }
    let label = Self.trimmed(String(String.UnicodeScalarView(scalars[(colon + 1)...])))
    guard !label.isEmpty else {
      throw SpecError(
        subject: "summary", spec: spec, offset: colon + 1, expected: "a label after ':'")
    }
    self = aggregate.labelled(label)
  }

  /// The spec that ``init(spec:)`` reads back as this aggregate: its name, and its label
  /// when it is not the default; `nil` for a custom aggregate, which has no spec.
  public var spec: String? {
    guard let name else { return nil }
    return hasDefaultLabel ? name : name + ":" + label
  }

  /// Reads a list of aggregates separated by commas, such as `sum, mean:Average`; `\,` is a
  /// comma in a label and `\\` a backslash.
  ///
  /// - Parameter list: The list.
  /// - Returns: The aggregates, in order.
  /// - Throws: ``SpecError`` at the place in the whole list.
  public static func list(spec list: String) throws(SpecError) -> [Aggregate] {
    var aggregates: [Aggregate] = []
    var part = ""
    var partStart = 0
    var offset = 0
    var escaping = false
    func finish() throws(SpecError) {
      do {
        aggregates.append(try Aggregate(spec: part))
      } catch {
        throw SpecError(
          subject: "summary", spec: list, offset: partStart + error.offset, expected: error.expected
        )
      }
    }
    for scalar in list.unicodeScalars {
      offset += 1
      if escaping {
        escaping = false
        if scalar != "," && scalar != "\\" { part.unicodeScalars.append("\\") }
        part.unicodeScalars.append(scalar)
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == "," {
        try finish()
        part = ""
        partStart = offset
      } else {
        part.unicodeScalars.append(scalar)
      }
    }
    if escaping { part.unicodeScalars.append("\\") }
    try finish()
    return aggregates
  }

  /// The list spec of aggregates that ``list(spec:)`` reads back; custom aggregates, which
  /// have no spec, are left out.
  ///
  /// - Parameter aggregates: The aggregates.
  /// - Returns: Their specs, separated by `, `.
  public static func listSpec(_ aggregates: [Aggregate]) -> String {
    aggregates.compactMap(\.spec).map { spec in
      spec.replacing("\\", with: "\\\\").replacing(",", with: "\\,")
    }.joined(separator: ", ")
  }

  private static func trimmed(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
