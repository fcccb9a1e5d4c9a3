import TableShim
import TableShimInput

/// What grouping a CSV or TSV input by a column gives, worked out from the same input read
/// without grouping, as Docs/ListFile.md describes it.
///
/// One section per distinct value of the column, in the order the values first appear,
/// headed by the value (no header for the empty value), with the rows that have the value,
/// in order, without the column, unless it is the only one. No row is lost or made up, and
/// the input's mistakes are the same.
enum CSVGrouping {
  /// What the grouped reading gets wrong.
  ///
  /// - Parameters:
  ///   - grouped: The input read grouped by `column`.
  ///   - plain: The input read without grouping.
  ///   - column: The title of the column grouped by.
  /// - Returns: The difference, if there is one.
  static func violations(
    of grouped: DecodedInput, plain: DecodedInput, column: String
  ) -> [FuzzViolation] {
    let titles = plain.sections.first?.columns?.map(\.title)
    if case .unknownGroupColumn? = grouped.failure {
      guard let titles, titles.contains(column) else { return [] }
      return [mismatch("'\(column)' is one of the titles \(titles), yet unknown")]
    }
    guard grouped.failure == plain.failure else {
      let errors = [grouped.failure, plain.failure].map { $0.map { "\($0)" } ?? "none" }
      return [mismatch("error \(errors[0]), without grouping \(errors[1])")]
    }
    guard plain.failure == nil, let titles, titles.filter({ $0 == column }).count == 1,
      let index = titles.firstIndex(of: column)
    else { return [] }
    let expected = sections(of: plain, groupedBy: index, titles: titles)
    let actual = grouped.sections.map { section in
      Grouped(
        header: section.header, titles: section.columns?.map(\.title) ?? [],
        rows: section.cells.map { ($0.customData as? CellContent)?.columns ?? [] })
    }
    guard actual != expected else { return [] }
    let first = actual.indices.first { $0 < expected.count && actual[$0] != expected[$0] }
    return [
      mismatch(
        first.map { "section \($0) is \(actual[$0]), not \(expected[$0])" }
          ?? "\(actual.count) sections, not \(expected.count)")
    ]
  }

  /// A section as grouping makes it.
  private struct Grouped: Equatable {
    var header: String?
    var titles: [String]
    var rows: [[String]]
  }

  /// The sections that grouping the rows read without grouping makes.
  private static func sections(
    of plain: DecodedInput, groupedBy index: Int, titles: [String]
  ) -> [Grouped] {
    func removingColumn(_ cells: [String]) -> [String] {
      guard titles.count > 1 else { return cells }
      var cells = cells
      cells.remove(at: index)
      return cells
    }
    var sections: [Grouped] = []
    var positions: [String: Int] = [:]
    for section in plain.sections {
      for cell in section.cells {
        let cells = (cell.customData as? CellContent)?.columns ?? []
        let value = index < cells.count ? cells[index] : ""
        if positions[value] == nil {
          positions[value] = sections.count
          sections.append(
            Grouped(
              header: value.isEmpty ? nil : value, titles: removingColumn(titles), rows: []))
        }
        sections[positions[value]!].rows.append(removingColumn(cells))
      }
    }
    return sections
  }

  private static func mismatch(_ message: String) -> FuzzViolation {
    FuzzViolation(rule: .decoderMismatch, message: "grouped: \(message)")
  }
}
