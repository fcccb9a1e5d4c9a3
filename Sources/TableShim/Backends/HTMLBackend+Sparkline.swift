/// A backend that draws the cells of a `sparkline` column from their numbers, so that the
/// renderer leaves them unformatted in grid sections.
protocol SparklineDrawing: OutputBackend {}

extension Column {
  /// The column without a `sparkline` format, for a backend that draws sparklines itself.
  var leavingSparkline: Column {
    guard case .sparkline = format?.kind else { return self }
    var column = self
    column.format = nil
    return column
  }
}

extension HTMLBackend: SparklineDrawing {
  /// The height of a sparkline, in CSS pixels.
  static let sparklineHeight = 16
  /// The width of each bar and the gap after it, in CSS pixels.
  static let sparklineBar = (width: 4, gap: 1)

  /// Writes a cell of a sparkline column as an inline SVG of bars, one per number.
  ///
  /// The bars are scaled as the text sparkline scales its blocks: between the cell's
  /// smallest and largest, or within `range`; all at the middle when they are one value.
  ///
  /// ```html
  /// <svg class="ts-sparkline" role="img" aria-label="3 5 2 8" width="19" height="16"
  ///   viewBox="0 0 19 16"><rect x="0" y="10" width="4" height="6"/>…</svg>
  /// ```
  ///
  /// Attributes only, no `style`, so a page's Content Security Policy allows it; the bars
  /// take the text's colour (`fill="currentColor"`), and the label, the numbers as written,
  /// is what a screen reader says. Every attribute goes through the HTML escaping function.
  ///
  /// - Returns: `false`, writing nothing, when the cell is not a list of numbers.
  static func writeSparkline(
    _ cell: UnsafeBufferPointer<UInt8>, range: ClosedRange<Double>?, into sink: inout ByteSink
  ) -> Bool {
    guard let values = Sparkline.values(cell) else { return false }
    let low = range?.lowerBound ?? values.min() ?? 0
    let high = range?.upperBound ?? values.max() ?? 0
    let span = high - low
    let step = sparklineBar.width + sparklineBar.gap
    let width = values.count * step - sparklineBar.gap
    let label = values.map(Self.numberText).joined(separator: " ")
    sink.write("<svg class=\"ts-sparkline\" role=\"img\"")
    writeAttribute("aria-label", label, into: &sink)
    writeAttribute("width", "\(width)", into: &sink)
    writeAttribute("height", "\(sparklineHeight)", into: &sink)
    writeAttribute("viewBox", "0 0 \(width) \(sparklineHeight)", into: &sink)
    sink.write(" fill=\"currentColor\">")
    for (index, value) in values.enumerated() {
      let fraction =
        span > 0 && span.isFinite ? (min(max(value, low), high) - low) / span : 0.5
      // The lowest bar is one pixel, as ▁ is never empty.
      let height = 1 + Int((fraction * Double(sparklineHeight - 1)).rounded())
      sink.write("<rect")
      writeAttribute("x", "\(index * step)", into: &sink)
      writeAttribute("y", "\(sparklineHeight - height)", into: &sink)
      writeAttribute("width", "\(sparklineBar.width)", into: &sink)
      writeAttribute("height", "\(height)", into: &sink)
      sink.write("/>")
    }
    sink.write("</svg>")
    return true
  }

  /// A number as the label says it: whole numbers without `.0`.
  private static func numberText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}

/// The columns of a table whose cells are drawn as sparklines, with each one's range.
struct SparklineColumns: Sendable {
  private var ranges: [Int: ClosedRange<Double>?] = [:]

  /// No column.
  init() {}

  /// The sparkline columns among `columns`.
  init(_ columns: [Column]) {
    for (index, column) in columns.enumerated() {
      if case .sparkline(let range) = column.format?.kind { ranges[index] = range }
    }
  }

  /// Whether the column's cells are drawn as sparklines.
  func draws(_ column: Int) -> Bool { !ranges.isEmpty && ranges[column] != nil }

  /// The range of a sparkline column; `nil` for each cell's own.
  func range(of column: Int) -> ClosedRange<Double>? { ranges[column] ?? nil }
}
