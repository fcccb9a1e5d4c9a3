@testable import TableShim

/// The shape Docs/Layout.md promises for a text grid: every line has the same display
/// width, and none is wider than the backend's width when that width can hold the columns
/// at all (each as wide as its widest character, plus the style's edges and separators).
///
/// A section is drawn alone, without title, header or footer, in grid layout, so that every
/// line of the output is a line of the grid.
enum GridShape {
  /// The shape rules the grid of one section breaks.
  ///
  /// - Parameters:
  ///   - columns: The section's columns.
  ///   - cells: Its rows; a row whose data is not a `CellContent` or a ``FuzzItem`` is not
  ///     measured, and the limit is then not checked.
  ///   - backend: The text backend, with its style and width.
  ///   - cellTypes: The cell types the rows need besides the built-in ones.
  /// - Returns: The broken rules; none when the section does not render.
  static func violations(
    columns: [Column]?, cells: [CellModel], backend: PlainTextBackend,
    cellTypes: [CellTypeDefinition] = []
  ) -> [FuzzViolation] {
    let rendering = FuzzRendering(
      kind: .text, format: .text(backend),
      shim: TableShim(cellTypes: cellTypes, preferredLayout: .grid),
      options: "grid alone, \(backend.gridStyle.name) style, width "
        + (backend.width.map(String.init) ?? "none"))
    let model = TableViewModel(sections: [SectionModel(columns: columns, cells: cells)])
    let result = rendering.render(model.events)
    guard result.error == nil else { return [] }
    // Columns that cannot fit their readable widths are drawn as records (Docs/Layout.md):
    // their headings and the blank lines between them stand apart from the grids.
    let output = String(decoding: result.output, as: UTF8.self)
    let isRecords = output.hasPrefix("Record 1\n")
    let lines = output.split(separator: "\n").filter { !isRecords || !$0.hasPrefix("Record ") }
    // As a terminal shows them: a character at a time.
    let widths = lines.map { $0.reduce(0) { $0 + $1.displayWidth } }
    // Docs/Layout.md: where nothing stands between two columns, a cell's first character may
    // join the last one of the cell before it on screen; such lines are not compared.
    let abuts = backend.gridStyle.separator.isEmpty && backend.gridStyle.padding == 0
    let compared = lines.indices.filter { !abuts || !holdsJoiningScalar(lines[$0]) }
    var found: [FuzzViolation] = []
    if let first = compared.first,
      let other = compared.first(where: { widths[$0] != widths[first] })
    {
      found.append(
        FuzzViolation(
          rule: .gridShape,
          message: "\(rendering): line \(other + 1) is \(widths[other]) wide, line "
            + "\(first + 1) is \(widths[first]): \(String(lines[other]).debugDescription)"))
    }
    if let limit = backend.width, let widest = widths.max(),
      let least = narrowest(columns: columns, cells: cells, style: backend.gridStyle),
      limit >= least, widest > limit
    {
      found.append(
        FuzzViolation(
          rule: .gridShape,
          message: "\(rendering): a line is \(widest) wide, though \(least) would do"))
    }
    if let knownIssue = knownIssue(columns: columns, cells: cells) {
      return found.map { violation in
        var violation = violation
        violation.knownIssue = knownIssue
        return violation
      }
    }
    return found
  }

  /// Whether a line holds a scalar that joins the character before it into one on screen
  /// when it is the first of a cell: ZWJ, VS16, a skin-tone modifier or a regional indicator.
  private static func holdsJoiningScalar(_ line: Substring) -> Bool {
    line.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x200D, 0xFE0F, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF: return true
      default: return false
      }
    }
  }

  /// How many grid cells a row has: its columns, or, when it has none, its text, detail and
  /// secondary text.
  static func cellCount(of content: CellContent) -> Int {
    guard content.columns.isEmpty else { return content.columns.count }
    return 1 + [content.detailText, content.secondaryText].compactMap { $0 }.count
  }

  /// The narrowest the grid can be, counted generously: every column as wide as the widest
  /// character the whole section shows, or `nil` when a row's texts are not known.
  private static func narrowest(columns: [Column]?, cells: [CellModel], style: GridStyle) -> Int? {
    var texts = columns?.map(\.title) ?? []
    var count = columns?.count ?? 0
    for cell in cells {
      guard let content = content(of: cell) else { return nil }
      texts += Self.texts(of: content)
      count = columns?.count ?? max(count, cellCount(of: content))
    }
    let floor = texts.lazy.flatMap(shown).map(\.displayWidth).reduce(1, max)
    return style.overhead(columns: count) + floor * count
  }

  /// The known bug a section's grid may show, if any.
  ///
  /// Add a case, with the bug's signature, when a fuzzer finds one that is not fixed yet;
  /// drop it when the bug is fixed.
  private static func knownIssue(columns: [Column]?, cells: [CellModel]) -> String? {
    var texts = columns?.map(\.title) ?? []
    for cell in cells { texts += content(of: cell).map(Self.texts) ?? [] }
    return texts.lazy.compactMap(DisplayWidthCheck.knownIssue(in:)).first
  }

  /// What a row of the fuzzers shows, when its data is a kind they make.
  private static func content(of cell: CellModel) -> CellContent? {
    cell.customData as? CellContent ?? (cell.customData as? FuzzItem)?.content
  }

  /// Every text a row may show in a grid cell.
  private static func texts(of content: CellContent) -> [String] {
    [content.text] + content.columns
      + [content.detailText, content.secondaryText, content.image].compactMap { $0 }
  }

  /// A text as a grid shows it, for measuring its characters: controls as their stand-ins
  /// (a character may join one, as an emoji modifier does), line breaks as LF.
  private static func shown(_ text: String) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D: shown.append("\n")
      case 0x00..<0x20: shown.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: shown.append("\u{2421}")
      case 0x80...0x9F: shown += "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars
      default: shown.append(scalar)
      }
    }
    return String(shown)
  }
}
