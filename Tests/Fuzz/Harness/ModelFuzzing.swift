import TableShim

/// The checks of the render target: a table built from the fuzzer's bytes, rendered in
/// every format, in each layout, with and without a search, and each section alone as a
/// text grid, for ``GridShape``.
///
/// Every output keeps ``OutputInvariants``. A render may fail only with an error the table
/// or the options call for: a row with more cells than its grid has columns, a newline in a
/// Markdown table cell when the backend is told to fail on one, or a row of a cell type that
/// is not registered.
enum ModelFuzzing {
  /// The identifier of the cell type the target registers for its rows of custom data.
  static let cellIdentifier = "FuzzCell"
  /// The identifier of rows whose cell type is never registered.
  static let unregisteredIdentifier = "Unregistered"

  /// Checks the table and options the bytes describe.
  static func check(_ bytes: [UInt8]) -> [FuzzViolation] {
    var reader = FuzzReader(bytes)
    // First, so that short inputs do not all draw the same.
    let gridBackend = FuzzRendering.textBackend(from: &reader)
    var table = FuzzTable()
    let model = table.make(from: &reader)
    let (query, source) = reader.query(in: table.texts)
    let search = FuzzRendering.search(query, from: &reader)
    var found = DisplayWidthCheck.violations(of: table.texts)
    let cellTypes = [CellTypeDefinition(TableCell.self, identifier: cellIdentifier)]
    if let source, let row = table.rowsShowingText[source] {
      found += SearchCheck.violations(
        of: model, by: TableShim(cellTypes: cellTypes), searching: search, keeping: row)
    }
    for layout in [nil] + SectionLayout.allCases {
      for search in [nil, search] {
        var shim = TableShim(cellTypes: cellTypes, preferredLayout: layout)
        shim.search = search
        for rendering in FuzzRendering.drawn(with: shim, from: &reader) {
          let result = rendering.render(model.events)
          found += rendering.violations(of: result)
          if let error = result.error, !table.allows(error, in: rendering) {
            found.append(
              FuzzViolation(
                rule: .unexpectedError,
                message: "\(rendering) threw \(type(of: error)): \(error)"))
          }
        }
      }
    }
    for section in model.sections {
      found += GridShape.violations(
        columns: section.columns, cells: section.cells, backend: gridBackend,
        cellTypes: cellTypes)
    }
    return found
  }
}

/// Row data that is not a `CellContent`: a cell type of the target's own shows it, and a
/// search matches its query.
struct FuzzItem: Searchable {
  var content: CellContent
  var query: String
}

/// Builds a table from a fuzzer's bytes and remembers what errors it may cause.
struct FuzzTable {
  /// Whether a row has a cell type that is not registered.
  private(set) var hasUnregisteredRow = false
  /// Whether a row has more cells than its section has columns.
  private(set) var hasTooManyCells = false
  /// The texts of the rows, to search for.
  private(set) var texts: [String] = []
  /// For each of ``texts`` that is the text of a row shown as it is, what the row shows.
  private(set) var rowsShowingText: [Int: CellContent] = [:]

  /// A table: a title, up to four sections with or without columns, header, footer and
  /// identifier, each with up to six rows.
  mutating func make(from reader: inout FuzzReader) -> TableViewModel {
    var model = TableViewModel(title: reader.optionalText())
    for _ in 0..<reader.int(below: 5) {
      var section = SectionModel(header: reader.optionalText(), footer: reader.optionalText())
      if reader.bool() {
        section.columns = (0..<reader.int(below: 6)).map { _ in
          Column(
            reader.text(), alignment: reader.pickOptional(ColumnAlignment.allCases),
            minWidth: reader.pickOptional([0, 1, 3, 12]),
            maxWidth: reader.pickOptional([0, 1, 4, 20]))
        }
      }
      section.id = identifier(from: &reader)
      for _ in 0..<reader.int(below: 7) {
        let (row, cellCount) = row(from: &reader)
        section.cells.append(row)
        if let columns = section.columns, cellCount > columns.count { hasTooManyCells = true }
      }
      model.sections.append(section)
    }
    return model
  }

  /// A row: content shown as it is (most rows), custom data shown by the target's cell type,
  /// or a cell type that is not registered.
  private mutating func row(from reader: inout FuzzReader) -> (CellModel, cellCount: Int) {
    let kind = reader.int(below: 16)
    let content = CellContent(
      text: reader.text(), secondaryText: reader.optionalText(),
      detailText: reader.optionalText(), image: reader.optionalText(),
      accessory: reader.pick(CellAccessory.allCases), link: reader.optionalText(),
      columns: reader.texts(upTo: 6), state: reader.pick(CellState.allCases),
      style: reader.pick(CellStyle.allCases), id: reader.optionalText())
    if kind < 12 { rowsShowingText[texts.count] = content }
    texts += [content.text] + content.columns
    let id = identifier(from: &reader)
    let cellCount = GridShape.cellCount(of: content)
    switch kind {
    case 0..<12:
      return (CellModel(content, id: id), cellCount)
    case 12..<15:
      let item = FuzzItem(content: content, query: reader.text())
      let identifier = reader.pick([ModelFuzzing.cellIdentifier, "default", "value2"])
      let row = CellModel(identifier: identifier, customData: item, id: id) { cell, data in
        guard let item = data as? FuzzItem else { return }
        cell.setContent(item.content)
      }
      return (row, cellCount)
    default:
      hasUnregisteredRow = true
      let row = CellModel(
        identifier: ModelFuzzing.unregisteredIdentifier, customData: content, id: id
      ) { _, _ in }
      return (row, 0)
    }
  }

  /// An identifier for a section or row: none, a text, or a number.
  private func identifier(from reader: inout FuzzReader) -> AnyHashable? {
    switch reader.int(below: 4) {
    case 0: AnyHashable(reader.text())
    case 1: AnyHashable(reader.int(below: 256))
    default: nil
    }
  }

  /// Whether a render may fail with an error, given the table and the options.
  func allows(_ error: any Error, in rendering: FuzzRendering) -> Bool {
    switch error as? TableShimError {
    case .unregisteredIdentifier(let identifier, _)?:
      return hasUnregisteredRow && identifier == ModelFuzzing.unregisteredIdentifier
    case .tooManyCells?:
      return hasTooManyCells && rendering.shim.preferredLayout != .list
    default:
      return rendering.callsFor(error)
    }
  }
}
