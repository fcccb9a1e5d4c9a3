public import TableShim

/// A whole input decoded into a table held in memory, with where its rows are in the input:
/// what `tableshim lint` needs to place its findings at `FILE:LINE:COL`.
///
/// ```swift
/// let decoded = try TableInput.decodedTable(from: .file(atPath: "scores.csv"), format: .csv)
/// for finding in decoded.model.lint() {
///   print(decoded.location(ofSection: finding.section, row: finding.row) as Any, finding)
/// }
/// ```
///
/// List files, and CSV and TSV without grouping, know the line of every row; JSON does not
/// give its rows' places yet, and gives `nil`.
public struct DecodedTable {
  /// The table.
  public var model: TableViewModel
  /// Where each row began, by section and row, when the decoder knows it.
  private var rowLocations: [[InputLocation?]] = []

  /// Collects a decoder's events, and its rows' places.
  init(collecting events: inout some InputDecoder) throws(InputError) {
    model = TableViewModel()
    var isOpen = false
    while let event = try events.nextInputEvent() {
      switch event {
      case .title(let title):
        model.title = title
      case .subtitle(let subtitle):
        model.subtitle = subtitle
      case .sourceNote(let note):
        model.notes.append(note)
      case .footnote(let note):
        model.footnotes.append(note)
      case .footnoteMarks(let marks):
        model.footnoteMarks = marks
      case .footnotePlacement(let placement):
        model.footnotePlacement = placement
      case .beginSection(let header, let columns, let id):
        model.sections.append(SectionModel(header: header, columns: columns, id: id))
        rowLocations.append([])
        isOpen = true
      case .cell(let cell):
        if !isOpen {
          model.sections.append(SectionModel())
          rowLocations.append([])
        }
        isOpen = true
        model.sections[model.sections.count - 1].cells.append(cell)
        rowLocations[rowLocations.count - 1].append(events.lastRowLocation)
      case .endSection(let footer):
        if !isOpen {
          model.sections.append(SectionModel())
          rowLocations.append([])
        }
        model.sections[model.sections.count - 1].footer = footer
        isOpen = false
      }
    }
  }

  /// Where a row began in the input, or the first row of a section when `row` is `nil`.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - row: The index of the row, or `nil` for the section.
  /// - Returns: The place, or `nil` when the decoder does not know it.
  public func location(ofSection section: Int, row: Int?) -> InputLocation? {
    guard rowLocations.indices.contains(section) else { return nil }
    let rows = rowLocations[section]
    guard let row else { return rows.first ?? nil }
    return rows.indices.contains(row) ? rows[row] : nil
  }
}

extension TableInput {
  /// A whole input decoded into a table, with where its rows are in the input.
  ///
  /// - Parameters:
  ///   - source: Where the input's bytes come from.
  ///   - format: The input's format.
  ///   - groupBy: For CSV and TSV, the title of the column whose values make the sections.
  ///   - key: For CSV and TSV, the title of the column whose values are the rows' ids.
  /// - Returns: The table and its rows' places.
  /// - Throws: ``InputError`` for any mistake in the input, or a failure to read it.
  public static func decodedTable(
    from source: InputSource, format: InputFormat, groupBy: String? = nil, key: String? = nil
  ) throws(InputError) -> DecodedTable {
    switch format {
    case .list:
      var decoder = ListFileDecoder(source)
      return try DecodedTable(collecting: &decoder)
    case .csv, .tsv:
      var decoder = try CSVDecoder(
        source, dialect: format == .csv ? .csv : .tsv, groupBy: groupBy, key: key)
      return try DecodedTable(collecting: &decoder)
    case .json:
      var decoder = JSONTableDecoder(source)
      return try DecodedTable(collecting: &decoder)
    }
  }
}
