/// The text form of a ``ColorScale``, which the command line, list files and JSON use:
///
/// ```
/// spec = PALETTE [":" MIN ":" MAX]
/// PALETTE = viridis | blues | greens | reds | red-green
/// ```
///
/// `MIN` and `MAX` are plain decimal numbers (`-1.5`, `2e3`) with `MIN` below `MAX`; without
/// them the range is the section's smallest and largest number of the column.
extension ColorScale {
  /// A spec that could not be read: where in it, and what was expected there (its
  /// ``ColumnFormat/SpecError/subject`` is `colour scale`).
  public typealias SpecError = ColumnFormat.SpecError

  /// The names of the built-in palettes, as a spec starts.
  public static let paletteNames = Palette.allCases.map(\.rawValue)

  /// Reads a colour scale from its spec, such as `viridis` or `blues:0:100`.
  ///
  /// ```swift
  /// try ColorScale(spec: "reds:0:1")  // ColorScale(.reds, range: 0...1)
  /// ```
  ///
  /// - Parameter spec: `PALETTE[:MIN:MAX]`.
  /// - Throws: ``SpecError`` naming where the spec is wrong and what was expected.
  public init(spec: String) throws(SpecError) {
    let scalars = Array(spec.unicodeScalars)
    var parts: [(start: Int, text: String)] = []
    var start = 0
    for (index, scalar) in scalars.enumerated() where scalar == ":" {
      parts.append((start, String(String.UnicodeScalarView(scalars[start..<index]))))
      start = index + 1
    }
    parts.append((start, String(String.UnicodeScalarView(scalars[start...]))))
    func error(_ offset: Int, _ expected: String) -> SpecError {
      SpecError(subject: "colour scale", spec: spec, offset: offset, expected: expected)
    }
    guard let palette = Palette(rawValue: parts[0].text.lowercased()) else {
      throw error(0, "a palette of \(Self.paletteNames.joined(separator: ", "))")
    }
    guard parts.count > 1 else {
      self.init(palette)
      return
    }
    guard parts.count == 3 else {
      throw error(
        parts.count == 2 ? scalars.count : parts[3].start - 1,
        parts.count == 2 ? "':MAX' after the minimum" : "the end after 'PALETTE:MIN:MAX'")
    }
    func number(_ part: (start: Int, text: String)) throws(SpecError) -> Double {
      guard let value = Sparkline.number(Array(part.text.utf8)) else {
        throw error(part.start, "a number (plain decimal text such as -1.5 or 100)")
      }
      return value
    }
    let low = try number(parts[1])
    let high = try number(parts[2])
    guard low < high else {
      throw error(parts[2].start, "a maximum above the minimum \(Self.text(of: low))")
    }
    self.init(palette, range: low...high)
  }

  /// The spec of the scale, which ``init(spec:)`` reads back as an equal scale.
  public var spec: String {
    palette.rawValue
      + (range.map { ":\(Self.text(of: $0.lowerBound)):\(Self.text(of: $0.upperBound))" } ?? "")
  }

  /// A number as a spec writes it: whole numbers without `.0`.
  private static func text(of value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
