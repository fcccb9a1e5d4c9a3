import TableShim

/// Every rendering the checkers read, each format in each layout.
///
/// They are keyed `FORMAT/LAYOUT`, where FORMAT is `text` (grids drawn rounded), `markdown`,
/// `fragment` (HTML) or `page` (standalone HTML) and LAYOUT is `auto` (grids for sections with
/// columns), `list` or `grid`. A render that fails gives `error: MESSAGE` under `FORMAT/LAYOUT!`.
func renderings(of description: TableDescription) throws -> [String: String] {
  let model = try description.model()
  let formats: [(String, OutputFormat)] = [
    ("text", .text(PlainTextBackend(gridStyle: .rounded))),
    ("markdown", .markdown(try description.markdownBackend())),
    ("fragment", .html),
    ("page", .html(HTMLBackend(document: .standalone))),
  ]
  let layouts: [(String, SectionLayout?)] = [("auto", nil), ("list", .list), ("grid", .grid)]
  var results: [String: String] = [:]
  for (layoutName, layout) in layouts {
    let shim = TableShim(
      cellTypes: [CellTypeDefinition(TableCell.self, identifier: RowDescription.customIdentifier)],
      preferredLayout: layout)
    for (formatName, format) in formats {
      do {
        results["\(formatName)/\(layoutName)"] = try shim.render(model, as: format)
      } catch {
        results["\(formatName)/\(layoutName)!"] = "error: \(error)"
      }
    }
  }
  return results
}

/// The data formats of a table, for `formats/data_check.py`.
///
/// They are `json`, `csv` and `tsv` (with the section column `§`) and `list`. A render that
/// fails gives `error: MESSAGE` under `FORMAT!`.
func dataRenderings(of description: TableDescription) throws -> [String: String] {
  let model = try description.model()
  let formats: [(String, OutputFormat)] = [
    ("json", .json), ("csv", .csv(sectionColumn: "§")), ("tsv", .tsv(sectionColumn: "§")),
    ("list", .list),
  ]
  var results: [String: String] = [:]
  for (name, format) in formats {
    do {
      results[name] = try TableShim().render(model, as: format)
    } catch {
      results["\(name)!"] = "error: \(error)"
    }
  }
  return results
}
