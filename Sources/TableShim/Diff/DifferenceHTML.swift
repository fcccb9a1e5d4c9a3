/// Writes a ``TableDifference`` as an HTML fragment: a `<section>` for each section of the
/// difference, a `<table>` for a grid section and a `<ul>` for a list, inserted text in
/// `<ins>`, deleted text in `<del>`, and a changed cell showing both.
///
/// Every text goes through the HTML backend's escaping (`writeHTMLEscaped`). Each row has a
/// `class` of `inserted`, `deleted`, `changed`, `moved` or `unchanged` (a moved and changed
/// row has both `moved` and `changed`), and a collapsed run of rows is `collapsed`.
struct DifferenceHTML {
  let difference: TableDifference
  let context: Int?

  func render() -> String {
    var sink = ByteSink()
    sink.write("<div class=\"tableshim-diff\">\n")
    if let title = DifferenceLines.title(of: difference) {
      sink.write("<h1>")
      sink.writeHTMLEscaped(title)
      sink.write("</h1>\n")
    }
    let oldSections = difference.oldSectionsByIndex
    for section in difference.sections where context == nil || !section.isUnchanged {
      write(section, oldSections: oldSections, to: &sink)
    }
    sink.write("<p class=\"summary\">")
    sink.writeHTMLEscaped(difference.counts.description)
    sink.write("</p>\n</div>\n")
    return sink.text
  }

  private func write(
    _ section: SectionDifference, oldSections: [SectionModel?], to sink: inout ByteSink
  ) {
    sink.write("<section class=\"")
    sink.write(Self.sectionClass(section))
    sink.write("\">\n")
    if let header = DifferenceLines.header(of: section) {
      sink.write("<h2>")
      sink.writeHTMLEscaped(header)
      sink.write("</h2>\n")
    }
    let titles = DifferenceLines.columnTitles(of: section)
    let hasMoves = section.rows.contains(where: \.isMoved)
    let lines = DifferenceLines.lines(of: section, context: context)
    if let titles {
      sink.write("<table>\n<thead>\n<tr><th></th>")
      for title in titles + (hasMoves ? ["moved from"] : []) {
        sink.write("<th>")
        sink.writeHTMLEscaped(title)
        sink.write("</th>")
      }
      sink.write("</tr>\n</thead>\n<tbody>\n")
      for line in lines {
        writeGridLine(
          line, width: titles.count, hasMoves: hasMoves, section: section,
          oldSections: oldSections, to: &sink)
      }
      sink.write("</tbody>\n</table>\n")
    } else if !lines.isEmpty {
      sink.write("<ul>\n")
      for line in lines {
        writeListLine(line, section: section, oldSections: oldSections, to: &sink)
      }
      sink.write("</ul>\n")
    }
    if let footer = DifferenceLines.footer(of: section) {
      sink.write("<p>")
      sink.writeHTMLEscaped(footer)
      sink.write("</p>\n")
    }
    sink.write("</section>\n")
  }

  private func writeGridLine(
    _ line: DifferenceLines.Line, width: Int, hasMoves: Bool, section: SectionDifference,
    oldSections: [SectionModel?], to sink: inout ByteSink
  ) {
    guard case .row(let row) = line else {
      if case .collapsed(let count) = line {
        sink.write("<tr class=\"collapsed\"><td>…</td><td colspan=\"")
        sink.write("\(width + (hasMoves ? 1 : 0))")
        sink.write("\">")
        sink.writeHTMLEscaped(DifferenceLines.collapsed(count))
        sink.write("</td></tr>\n")
      }
      return
    }
    sink.write("<tr class=\"")
    sink.write(Self.rowClass(row))
    sink.write("\"><td>")
    sink.writeHTMLEscaped(DifferenceLines.mark(of: row))
    sink.write("</td>")
    let old = DifferenceLines.cells(of: row.old, grid: true, count: width)
    let new = DifferenceLines.cells(of: row.new, grid: true, count: width)
    for index in 0..<max(old.count, new.count) {
      sink.write("<td>")
      writeCell(
        old: row.isInserted ? nil : index < old.count ? old[index] : "",
        new: row.isDeleted ? nil : index < new.count ? new[index] : "", to: &sink)
      sink.write("</td>")
    }
    if hasMoves {
      sink.write("<td>")
      sink.writeHTMLEscaped(DifferenceLines.origin(of: row, in: section, old: oldSections))
      sink.write("</td>")
    }
    sink.write("</tr>\n")
  }

  private func writeListLine(
    _ line: DifferenceLines.Line, section: SectionDifference, oldSections: [SectionModel?],
    to sink: inout ByteSink
  ) {
    guard case .row(let row) = line else {
      if case .collapsed(let count) = line {
        sink.write("<li class=\"collapsed\">… ")
        sink.writeHTMLEscaped(DifferenceLines.collapsed(count))
        sink.write("</li>\n")
      }
      return
    }
    sink.write("<li class=\"")
    sink.write(Self.rowClass(row))
    sink.write("\">")
    let mark = DifferenceLines.mark(of: row)
    if !mark.isEmpty {
      sink.writeHTMLEscaped(mark)
      sink.write(" ")
    }
    let old = DifferenceLines.cells(of: row.old, grid: false, count: 0)
    let new = DifferenceLines.cells(of: row.new, grid: false, count: 0)
    writeCell(
      old: row.isInserted ? nil : old.joined(separator: " | "),
      new: row.isDeleted ? nil : new.joined(separator: " | "), to: &sink)
    let origin = DifferenceLines.origin(of: row, in: section, old: oldSections)
    if !origin.isEmpty {
      sink.write(" (from ")
      sink.writeHTMLEscaped(origin)
      sink.write(")")
    }
    sink.write("</li>\n")
  }

  /// A cell: `<ins>` for text only in the new table, `<del>` for text only in the old, both
  /// for a changed text, the text as it is when it did not change.
  private func writeCell(old: String?, new: String?, to sink: inout ByteSink) {
    if let old, let new, old == new {
      sink.writeHTMLEscaped(new)
      return
    }
    if let old, !old.isEmpty {
      sink.write("<del>")
      sink.writeHTMLEscaped(old)
      sink.write("</del>")
    }
    if let old, let new, !old.isEmpty, !new.isEmpty { sink.write(" ") }
    if let new, !new.isEmpty {
      sink.write("<ins>")
      sink.writeHTMLEscaped(new)
      sink.write("</ins>")
    }
  }

  private static func rowClass(_ row: RowDifference) -> String {
    switch row.kind {
    case .unchanged: "unchanged"
    case .inserted: "inserted"
    case .deleted: "deleted"
    case .moved: "moved"
    case .changed: row.isMoved ? "moved changed" : "changed"
    }
  }

  private static func sectionClass(_ section: SectionDifference) -> String {
    if section.old == nil { return "inserted" }
    if section.new == nil { return "deleted" }
    var classes: [String] = []
    if section.isMoved { classes.append("moved") }
    if !section.changes.isEmpty { classes.append("changed") }
    return classes.isEmpty ? "unchanged" : classes.joined(separator: " ")
  }
}
