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

  /// The shade of a place from 0 to 1 on a palette.
  init(palette: ColorScale.Palette, position: Double) {
    background = palette.color(at: position)
    foreground = background.readableForeground
    self.palette = palette
    step = Int((position * Double(Self.steps - 1)).rounded())
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
    return Sparkline.number(Array(bytes[first...last]))
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
