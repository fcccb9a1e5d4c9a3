extension LaTeXBackend {
  /// Writes a grid section as a booktabs table: a `tabular` in a `center` environment, or a
  /// `longtable` when it has more than ``longTableThreshold`` rows.
  ///
  /// The section is kept until it ends because the column specification comes first and
  /// depends on every row: a column of numbers is right-aligned, and a column in which any
  /// cell breaks a line is a `p` column, whose width is estimated from its widest line.
  func writeTable(_ grid: GridSection, into sink: inout ByteSink) {
    let columns = grid.columns
    guard !columns.isEmpty else { return }
    let cells = grid.cells(count: columns.count)
    let alignments = GridLayout.alignments(of: cells, columns: columns)
    let titles = grid.titles
    let spanners = grid.start.columns?.spannerRows ?? []
    var specification = ""
    for column in columns.indices {
      specification += Self.specification(
        alignments[column],
        widestLine: Self.widestLine(of: column, in: cells, title: titles?[column]))
    }
    let isLong = cells.rowCount > longTableThreshold
    sink.write(isLong ? "\\begin{longtable}{" : "\\begin{center}\n\\begin{tabular}{")
    sink.write(specification)
    sink.write("}\n\\toprule\n")
    Self.writeHeader(titles, spanners: spanners, grid.start.footnotes, into: &sink)
    if isLong {
      // The first page's head, the other pages' head, their foot, and the last foot.
      sink.write("\\endfirsthead\n\\toprule\n")
      Self.writeHeader(titles, spanners: spanners, grid.start.footnotes, into: &sink)
      sink.write("\\endhead\n\\midrule\n\\multicolumn{")
      sink.write(String(columns.count))
      sink.write("}{r}{")
      sink.writeLaTeXEscaped(continuedText, in: .singleLine, markup: .emphasis)
      sink.write("} \\\\\n\\endfoot\n\\bottomrule\n\\endlastfoot\n")
    }
    cells.withCells { view in
      for (index, row) in grid.rows.enumerated() {
        let commands = Self.commands(for: row.state)
        // Summary rows sit under a rule of their own.
        if index > 0, grid.summaryStarts.contains(index) {
          sink.write("\\midrule\n")
        }
        if row.role == .label {
          Self.writeLabelRow(row, columnCount: view.columnCount, into: &sink)
          continue
        }
        for column in 0..<view.columnCount {
          var markup = LaTeXMarkup(commands: commands)
          if column > 0 {
            sink.write(" & ")
          } else {
            Self.writeCheckMark(row, into: &sink)
            markup.link = row.link.flatMap(LinkPolicy.safeURL)
          }
          sink.writeLaTeXEscaped(bytes: view[index, column], in: .cell, markup: markup)
          Self.writeCellMarks(row, column: column, into: &sink)
        }
        sink.write(" \\\\\n")
        sink.drainPoint()
      }
    }
    sink.write(isLong ? "\\end{longtable}\n\n" : "\\bottomrule\n\\end{tabular}\n\\end{center}\n\n")
  }

  /// Writes the row of column titles and the rule under it, when the section has titles.
  ///
  /// Above the titles stands a row per level of spanners: each label centred over its columns
  /// (`\multicolumn{2}{c}{Stats}`) with a rule under it (`\cmidrule{2-3}`). The rule has no
  /// `(lr)` trim, which pandoc 2's LaTeX reader reads as text.
  private static func writeHeader(
    _ titles: [String]?, spanners: [[SpannerCell]], _ footnotes: SectionFootnotes,
    into sink: inout ByteSink
  ) {
    guard let titles else { return }
    for row in spanners {
      for (index, cell) in row.enumerated() {
        if index > 0 { sink.write(" & ") }
        if cell.columns.count > 1 || cell.label != nil {
          sink.write("\\multicolumn{\(cell.columns.count)}{c}{")
          if let label = cell.label {
            sink.writeLaTeXEscaped(label, in: .cell)
            writeMarks(footnotes.spanners[label] ?? [], footnotes.marks, into: &sink)
          }
          sink.write("}")
        }
      }
      sink.write(" \\\\\n")
      for cell in row where cell.label != nil {
        sink.write("\\cmidrule{\(cell.columns.lowerBound + 1)-\(cell.columns.upperBound)}")
      }
      sink.write("\n")
    }
    for (column, title) in titles.enumerated() {
      if column > 0 { sink.write(" & ") }
      sink.writeLaTeXEscaped(title, in: .cell)
      if column < footnotes.columns.count {
        writeMarks(footnotes.columns[column], footnotes.marks, into: &sink)
      }
    }
    sink.write(" \\\\\n\\midrule\n")
  }

  /// A column's specification: `l`, `r` or `c`, or for a column whose cells break lines a
  /// `p` column as wide as its widest line (half an em per terminal cell, and a tenth more,
  /// since LaTeX wraps a line that does not fit) with the alignment set before each cell.
  private static func specification(_ alignment: ColumnAlignment, widestLine: Int?) -> String {
    guard let widestLine else {
      switch alignment {
      case .left: return "l"
      case .right: return "r"
      case .center: return "c"
      }
    }
    let tenths = max(widestLine, 1) * 6
    let width = "p{\(tenths / 10).\(tenths % 10)em}"
    // A `p` column is left-aligned (justified, but each line is a paragraph that fits). The
    // others set their alignment before each cell, and `\arraybackslash` gives `\\` back its
    // meaning of ending the row; the `{}` after it keeps pandoc from dropping the cell's
    // first word. (pandoc puts those commands before a `\multicolumn` too, and then cannot
    // read it: a longtable's "continued" line, under such a column.)
    switch alignment {
    case .left: return width
    case .right: return ">{\\raggedleft\\arraybackslash{}}" + width
    case .center: return ">{\\centering\\arraybackslash{}}" + width
    }
  }

  /// The display width of the widest line of a column that breaks a line somewhere, title
  /// included; `nil` for a column whose cells are one line each.
  private static func widestLine(of column: Int, in cells: GridCells, title: String?) -> Int? {
    let breaks =
      title?.containsLineBreak == true
      || cells.withCells { view in
        (0..<view.rowCount).contains { LineBreaks.contains(view[$0, column]) }
      }
    guard breaks else { return nil }
    let texts = (title.map { [$0] } ?? []) + cells.strings(ofColumn: column)
    return texts.lazy.flatMap(\.lines).map(\.displayWidth).max() ?? 1
  }
}
