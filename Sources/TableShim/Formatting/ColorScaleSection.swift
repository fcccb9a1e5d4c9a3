/// The colour one cell gets from its column's colour scale: the background, the readable
/// foreground on it, and, for HTML pages, the palette and the step of ``steps`` it falls in.
struct CellShade: Hashable, Sendable {
  /// The cell's background.
  let background: ColorScale.Color
  /// Black or white, whichever reads better on the background.
  let foreground: ColorScale.Color
  /// The palette the colour comes from.
  let palette: ColorScale.Palette
  /// The colour's step, 0 to `steps - 1`, when the scale is cut into steps.
  let step: Int

  /// The number of steps an HTML page's stylesheet cuts each palette into.
  static let steps = 10

  /// The number of places from 0 to 1 whose colours are worked out once per palette: the
  /// colour of a place is that of the nearest of them, which differs from the exact mix by
  /// less than one unit of a channel in most places.
  static let levels = 1024

  /// Each palette's background and foreground at each of ``levels`` places, made once.
  private static let tables: [ColorScale.Palette: [(ColorScale.Color, ColorScale.Color)]] =
    Dictionary(
      uniqueKeysWithValues: ColorScale.Palette.allCases.map { palette in
        let colors = (0...levels).map { level in
          let background = palette.color(at: Double(level) / Double(levels))
          return (background, background.readableForeground)
        }
        return (palette, colors)
      })

  /// The shade of a place from 0 to 1 on a palette.
  init(palette: ColorScale.Palette, position: Double) {
    let place = min(max(position, 0), 1)
    (background, foreground) =
      Self.tables[palette]?[Int((place * Double(Self.levels)).rounded())] ?? (.black, .white)
    self.palette = palette
    step = Int((place * Double(Self.steps - 1)).rounded())
  }
}

/// The colour scales of one section's columns, applied to each row as it streams through
/// the renderer: the values are read before the cells are formatted, and each scaled cell
/// gets a ``CellShade``.
///
/// A scale without a fixed range takes the smallest and largest number of its column in
/// the section, so the section's rows are held until it ends, then shaded and written.
struct SectionColorScales {
  /// Each column's scale, or `nil` for a column without one.
  private let scales: [ColorScale?]
  /// Each scaled column's smallest and largest number so far.
  private var lows: [Double]
  private var highs: [Double]
  /// Whether some scale takes its range from the section, which holds the rows.
  let holdsRows: Bool
  /// The rows held until the section ends, with their values.
  private(set) var held: [(content: CellContent, path: IndexPath, values: [Double?])] = []

  /// The scales of a section's columns, or `nil` when none has one.
  init?(columns: [Column]) {
    guard columns.contains(where: { $0.colorScale != nil }) else { return nil }
    scales = columns.map(\.colorScale)
    lows = Array(repeating: .infinity, count: columns.count)
    highs = Array(repeating: -.infinity, count: columns.count)
    holdsRows = columns.contains { $0.colorScale != nil && $0.colorScale?.range == nil }
  }

  /// The numbers of a row's scaled cells, by column: `nil` for a column without a scale and a
  /// cell that is not a number.
  func values(of content: CellContent) -> [Double?] {
    content.withTextBytes { texts in
      scales.indices.map { column in
        guard scales[column] != nil, column < texts.columnCount else { return nil }
        return Self.number(texts.column(column))
      }
    }
  }

  /// A cell's text as a number: plain decimal text with spaces around it allowed.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    let space = UInt8(ascii: " ")
    guard let first = bytes.firstIndex(where: { $0 != space }),
      let last = bytes.lastIndex(where: { $0 != space })
    else { return nil }
    let text = UnsafeBufferPointer(rebasing: bytes[first...last])
    return simpleNumber(text) ?? Sparkline.number(Array(text))
  }

  /// The value of the commonest numbers, `-12`, `3.25`, read without allocating: an optional
  /// minus, up to 15 digits and an optional point among them; `nil` for any other text.
  private static func simpleNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var digits: Int64 = 0
    var count = 0
    var decimals = -1
    var index = 0
    let negative = text.first == UInt8(ascii: "-")
    if negative { index = 1 }
    while index < text.count {
      let byte = text[index]
      index += 1
      if byte == UInt8(ascii: "."), decimals < 0 {
        decimals = 0
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < 15 else { return nil }
      digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
      count += 1
      if decimals >= 0 { decimals += 1 }
    }
    guard count > 0 else { return nil }
    var value = Double(digits)
    if decimals > 0 { value /= Self.powersOfTen[decimals] }
    return negative ? -value : value
  }

  /// 10 to the power of 0 to 15, each exact.
  private static let powersOfTen: [Double] = (0...15).map { power in
    (0..<power).reduce(1.0) { product, _ in product * 10 }
  }

  /// Holds a row until the section ends, taking its numbers into the section's range.
  mutating func hold(_ content: CellContent, at path: IndexPath, values: [Double?]) {
    for (column, value) in values.enumerated() {
      guard let value else { continue }
      lows[column] = min(lows[column], value)
      highs[column] = max(highs[column], value)
    }
    held.append((content, path, values))
  }

  /// Empties the held rows.
  mutating func removeHeld() {
    held.removeAll()
  }

  /// The shades of a row's cells, by column; empty when none is shaded.
  func shades(for values: [Double?]) -> [CellShade?] {
    var shades: [CellShade?] = []
    for (column, value) in values.enumerated() {
      guard let value, let scale = scales[column] else { continue }
      if shades.isEmpty { shades = Array(repeating: nil, count: values.count) }
      let range =
        scale.range
        ?? (lows[column] <= highs[column] ? lows[column]...highs[column] : value...value)
      shades[column] = CellShade(
        palette: scale.palette, position: scale.position(of: value, in: range))
    }
    return shades
  }
}

/// A backend that draws the colour scales of columns.
protocol ColorScaleDrawing: OutputBackend {
  /// Whether the backend, as configured, shows colour scales, so that the renderer works
  /// out the shades of the cells.
  var drawsColorScales: Bool { get }
}
