/// The records layout (``SectionLayout/records``) as the shim applies it to a section.
///
/// Each row of a section with columns becomes a section of its own, titled by its number,
/// whose rows pair each column's title with the row's cell. Every backend then draws a
/// record as the two-column grid it draws best.
struct RecordSections {
  /// The columns of a record's section: the original column's title and the row's cell.
  static let columns: [Column] = [Column("Column"), Column("Value")]

  /// The section the rows come from.
  let source: SectionStart
  /// How many records have been made so far.
  private(set) var count = 0

  /// Starts making records of a section's rows.
  init(_ source: SectionStart) {
    self.source = source
  }

  /// The start of the next record's section, at `index` among the sections the backend
  /// sees.
  mutating func nextStart(index: Int) -> SectionStart {
    count += 1
    let number = "Record \(count)"
    var start = SectionStart(
      index: index, header: source.header.map { "\($0) \u{2014} \(number)" } ?? number,
      columns: Self.columns, id: source.id.map { "\($0)-\(count)" }, layout: .grid)
    start.record = count
    return start
  }

  /// The start of a summary row's record, after the rows' records, at `index` among the
  /// sections the backend sees: headed by the source section's header and the row's label
  /// (`Germany — Total`), or by the label alone for the grand summary.
  mutating func nextSummaryStart(_ row: SummaryRow, index: Int) -> SectionStart {
    count += 1
    let header =
      row.role == .grandSummary ? row.label : source.header.map { "\($0) \u{2014} \(row.label)" }
    var start = SectionStart(
      index: index, header: header ?? row.label, columns: Self.columns,
      id: source.id.map { "\($0)-\(count)" }, layout: .grid)
    start.record = count
    return start
  }

  /// The rows of a record: for each column, its title and the row's cell.
  ///
  /// A cell the row lacks is empty. The first row keeps the row's accessory and state.
  func rows(of row: CellContent) -> [CellContent] {
    let titles = (source.columns ?? []).map(\.flattenedTitle)
    let cells: [String] = row.withTextBytes { texts in
      let count = GridSection.cellCount(of: texts)
      return titles.indices.map { column in
        column < count ? String(decoding: GridSection.cell(column, of: texts), as: UTF8.self) : ""
      }
    }
    return titles.indices.map { column in
      CellContent(
        text: titles[column], accessory: column == 0 ? row.accessory : .none,
        columns: [titles[column], cells[column]],
        state: column == 0 ? row.state : .normal)
    }
  }
}
