extension HTMLBackend.GridMarkup {
  /// How many columns a table on a page may have for its alignments to be classes of the
  /// `table` (`ts-r2`: the second column is right-aligned), which the stylesheet applies to
  /// every cell of the column; a wider table aligns each cell by its own class.
  static let columnClassLimit = 16

  /// Whether the cells of a table of `columns` columns are aligned by the table's classes
  /// rather than by their own.
  func alignsByTable(columns: Int) -> Bool {
    isOnPage && columns <= Self.columnClassLimit
  }

  /// Opens a `table`: of class `ts-long` when it is long and on a page, and on a page with
  /// a class for each column that is not left-aligned, when ``alignsByTable(columns:)``.
  ///
  /// A page's rows carry no attribute they do not need, since a page of 100,000 rows is
  /// parsed in time proportional to its markup (Docs/HTML.md, "Large tables").
  func writeTableTag(
    alignments: [ColumnAlignment], isLong: Bool, into sink: inout ByteSink
  ) {
    sink.write("<table class=\"ts-grid")
    if isOnPage, isLong { sink.write(" ts-long") }
    if alignsByTable(columns: alignments.count) {
      for (index, alignment) in alignments.enumerated() where alignment != .left {
        sink.write(alignment == .right ? " ts-r" : " ts-c")
        sink.write(String(index + 1))
      }
    }
    sink.write("\">\n")
  }

  /// Opens a table row: in a fragment as a list item is opened
  /// (``HTMLBackend/writeRowStart(_:_:into:)``); on a page with only the classes that change
  /// how it looks (its accessory and state), its `id`, and `aria-disabled` for a disabled row.
  func writeRowStart(_ row: CellContent, into target: inout some HTMLRowTarget) -> Bool {
    guard isOnPage else { return HTMLBackend.writeRowStart("tr", row, into: &target) }
    target.write("<tr")
    if row.accessory != .none || row.state != .normal {
      target.write(" class=\"")
      if row.accessory != .none {
        target.write("ts-accessory-")
        target.write(HTMLBackend.className(row.accessory))
      }
      if row.state != .normal {
        if row.accessory != .none { target.write(" ") }
        target.write("ts-state-")
        target.write(HTMLBackend.className(row.state))
      }
      target.write("\"")
    }
    if let id = row.id {
      guard target.writeChecked({ HTMLBackend.writeIdentifier(id, into: &$0) }) else {
        return false
      }
    }
    if row.state == .disabled { target.write(" aria-disabled=\"true\"") }
    target.write(">")
    return true
  }

  /// How a table row ends: on a page, with a line break inside the row (after its last cell),
  /// and none between two rows, so that the text of a body is its rows' texts, each ending
  /// with a line break, which the script reads in one call (``HTMLBackend/script``).
  var rowEnd: StaticString { isOnPage ? "\n</tr>" : "</tr>\n" }
}

extension HTMLBackend {
  /// The stylesheet's rules that align the columns a table's classes name
  /// (``GridMarkup/writeTableTag(alignments:isLong:into:)``): the cells of the body's rows and
  /// the column titles, the head's last row (rows above it may span columns).
  static let columnAlignmentRules: String = (1...GridMarkup.columnClassLimit).map { column in
    [("r", "right"), ("c", "center")].map { name, alignment in
      ".tableshim .ts-\(name)\(column) > tbody > tr > :nth-child(\(column)), "
        + ".tableshim .ts-\(name)\(column) > thead > tr:last-child > :nth-child(\(column)) "
        + "{ text-align: \(alignment); }\n"
    }.joined()
  }.joined()
}
