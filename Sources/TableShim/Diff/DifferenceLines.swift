/// What a rendered difference shows of a section: its rows, with runs of unchanged rows far
/// from any change collapsed, and the words and marks every output format uses.
enum DifferenceLines {
  /// One line of a section in a rendered difference.
  enum Line {
    /// A row, shown.
    case row(RowDifference)
    /// A run of unchanged rows, collapsed into one line saying how many.
    case collapsed(Int)
  }

  /// The rows of a section, with unchanged rows more than `context` rows from a row that
  /// is not unchanged collapsed; `nil` context shows every row.
  static func lines(of section: SectionDifference, context: Int?) -> [Line] {
    guard let context else { return section.rows.map(Line.row) }
    let rows = section.rows
    var shown = [Bool](repeating: false, count: rows.count)
    var lastChange = Int.min / 2
    for index in rows.indices {
      if rows[index].kind != .unchanged { lastChange = index }
      if index - lastChange <= context { shown[index] = true }
    }
    lastChange = Int.max / 2
    for index in rows.indices.reversed() {
      if rows[index].kind != .unchanged { lastChange = index }
      if lastChange - index <= context { shown[index] = true }
    }
    var lines: [Line] = []
    var hidden = 0
    for index in rows.indices {
      if shown[index] {
        if hidden > 0 { lines.append(.collapsed(hidden)) }
        hidden = 0
        lines.append(.row(rows[index]))
      } else {
        hidden += 1
      }
    }
    if hidden > 0 { lines.append(.collapsed(hidden)) }
    return lines
  }

  /// The mark of a row: `+` inserted, `-` deleted, `~` changed, `>` moved, `>~` moved and
  /// changed, and nothing for a row unchanged.
  static func mark(of row: RowDifference) -> String {
    mark(of: row.kind, isMoved: row.isMoved)
  }

  /// The mark of a row of kind `kind`, moved or not: what the mark of a ``RowDifference`` is,
  /// for a row read as bytes, which has none.
  static func mark(of kind: RowDifference.Kind, isMoved: Bool) -> String {
    switch kind {
    case .unchanged: ""
    case .inserted: "+"
    case .deleted: "-"
    case .moved: ">"
    case .changed: isMoved ? ">~" : "~"
    }
  }

  /// The mark of a section's header: `+` inserted, `-` deleted, `>` moved, `~` changed header,
  /// footer or columns, and nothing otherwise.
  static func mark(of section: SectionDifference) -> String {
    if section.old == nil { return "+" }
    if section.new == nil { return "-" }
    let changed = !section.changes.isEmpty
    if section.isMoved { return changed ? ">~" : ">" }
    return changed ? "~" : ""
  }

  /// The words of a collapsed run.
  static func collapsed(_ count: Int) -> String {
    count == 1 ? "1 unchanged row" : "\(count) unchanged rows"
  }

  /// Where a moved row came from, as a reader finds it: `row 5` in the same section, `row 5
  /// of Forwards` from another (or of `section 2` when it has no header).
  static func origin(of row: RowDifference, in section: SectionDifference, old: [SectionModel?])
    -> String
  {
    guard row.isMoved, let path = row.oldPath else { return "" }
    let place = "row \(path.row + 1)"
    if path.section == section.oldIndex { return place }
    let header = path.section < old.count ? old[path.section]?.header : nil
    return place + " of " + (header ?? "section \(path.section + 1)")
  }

  /// The cells a row shows: its columns in a grid section; in a list section its columns
  /// when it has any, else its text, secondary text and detail that are set.
  static func cells(of row: CellModel?, grid: Bool, count: Int) -> [String] {
    guard let row else { return Array(repeating: "", count: count) }
    // A row shown as it is needs no `RowFace`, which would also work out the row's key.
    let content = row.contentShownAsIs ?? RowFace(row).shown ?? CellContent()
    var cells = content.columns
    if !grid, cells.isEmpty {
      cells = [content.text] + [content.secondaryText, content.detailText].compactMap { $0 }
    }
    if cells.count < count { cells += Array(repeating: "", count: count - cells.count) }
    return cells
  }

  /// A text that changed, as `old → new`; the text when it did not.
  static func change(from old: String, to new: String) -> String {
    old == new ? new : "\(old) → \(new)"
  }

  /// A section's header as a diff shows it, with the section's mark.
  static func header(of section: SectionDifference) -> String? {
    let old = section.old?.header
    let new = section.new?.header
    let mark = mark(of: section)
    let text =
      section.changes.contains(.header)
      ? change(from: old ?? "(no header)", to: new ?? "(no header)")
      : (new ?? old)
    if mark.isEmpty { return text }
    return mark + " " + (text ?? "(no header)")
  }

  /// A section's footer as a diff shows it.
  static func footer(of section: SectionDifference) -> String? {
    let old = section.old?.footer
    let new = section.new?.footer
    guard section.changes.contains(.footer) else { return new ?? old }
    return change(from: old ?? "(no footer)", to: new ?? "(no footer)")
  }

  /// The column titles a grid section's difference shows, a changed title as `old → new`;
  /// `nil` for a list section.
  static func columnTitles(of section: SectionDifference) -> [String]? {
    let old = section.old?.columns?.map(\.title)
    let new = section.new?.columns?.map(\.title)
    guard let widest = [old, new].compactMap({ $0 }).max(by: { $0.count < $1.count }) else {
      return nil
    }
    return widest.indices.map { index in
      let before = old.map { index < $0.count ? $0[index] : "" }
      let after = new.map { index < $0.count ? $0[index] : "" }
      return change(from: before ?? after ?? "", to: after ?? before ?? "")
    }
  }

  /// The table's title as a diff shows it.
  static func title(of difference: TableDifference) -> String? {
    title(old: difference.oldTitle, new: difference.newTitle)
  }

  /// The title of a difference between a table titled `old` and one titled `new`.
  static func title(old: String?, new: String?) -> String? {
    guard old != new else { return new }
    return change(from: old ?? "(no title)", to: new ?? "(no title)")
  }
}
