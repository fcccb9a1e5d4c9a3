import TableShim

/// A table written as JSON: what the checkers build, and what the random generator writes
/// beside its renderings, so that a checker knows every text the table holds.
struct TableDescription: Codable {
  var title: String?
  var sections: [SectionDescription]
  /// How the Markdown backend writes tables; `nil` keeps its defaults.
  var markdownPadsTables: Bool?
  var markdownTableNewlines: String?

  /// The model the description stands for; its rows are built in the three ways a table's
  /// rows come to the shim.
  func model() throws -> TableViewModel {
    TableViewModel(title: title, sections: try sections.map { try $0.model() })
  }

  /// The Markdown backend the description asks for.
  func markdownBackend() throws -> MarkdownBackend {
    MarkdownBackend(
      padsTables: markdownPadsTables ?? true,
      tableNewlines: try markdownTableNewlines.map { try parse($0) } ?? .lineBreak)
  }
}

/// A section of a ``TableDescription``.
struct SectionDescription: Codable {
  var header: String?
  var footer: String?
  var columns: [ColumnDescription]?
  var id: String?
  var rows: [RowDescription]

  func model() throws -> SectionModel {
    SectionModel(
      header: header, footer: footer,
      columns: try columns?.map {
        Column($0.title, alignment: try $0.alignment.map { try parse($0) }, minWidth: $0.minWidth)
      },
      cells: try rows.map { try $0.model() }, id: id)
  }
}

/// A column title and its options.
struct ColumnDescription: Codable {
  var title: String
  var alignment: String?
  var minWidth: Int?
}

/// A row, and how it is built.
struct RowDescription: Codable {
  /// How the row comes to the shim.
  enum Kind: String, Codable {
    /// `CellModel(CellContent(...))`, shown as it is by the built-in cell type.
    case content
    /// `cells` as a decoder of a list file, CSV, TSV or JSON makes a row: the first cell is
    /// the text, the second the detail or secondary text by style, stored as references to
    /// the cells; `text`, `detail` and `secondary` are not read.
    case decoded
    /// A cell type registered under ``customIdentifier``, configured by an apply closure
    /// from the row's data: a dequeued, reused `TableCell`.
    case custom
  }

  var kind: Kind
  var text: String?
  var secondary: String?
  var detail: String?
  var image: String?
  var link: String?
  var columns: [String]?
  var style: String?
  var accessory: String?
  var state: String?
  var id: String?

  /// The identifier of the cell type that ``Kind/custom`` rows dequeue.
  static let customIdentifier = "ConformanceCell"

  func model() throws -> CellModel {
    // A decoder without a style makes a row of two cells or more `value1`, as its rule says.
    let inferred: CellStyle = kind == .decoded && (columns?.count ?? 0) > 1 ? .value1 : .default
    let style: CellStyle = try style.map { try parse($0) } ?? inferred
    let accessory: CellAccessory = try accessory.map { try parse($0) } ?? .none
    let state: CellState = try state.map { try parse($0) } ?? .normal
    switch kind {
    case .content:
      return CellModel(
        CellContent(
          text: text ?? "", secondaryText: secondary, detailText: detail, image: image,
          accessory: accessory, link: link, columns: columns ?? [], state: state, style: style),
        id: id)
    case .decoded:
      var content = decodedContent(style: style, accessory: accessory)
      content.state = state
      if let link { content.link = link }
      return CellModel(content, id: id)
    case .custom:
      return CellModel(identifier: Self.customIdentifier, customData: self, id: id) { cell, data in
        guard let row = data as? RowDescription else {
          throw DescriptionError.unknownValue("\(type(of: data))")
        }
        cell.style = style
        cell.text = row.text ?? ""
        cell.secondaryText = row.secondary
        cell.detailText = row.detail
        cell.image = row.image
        cell.accessory = accessory
        cell.link = row.link
        cell.columns = row.columns ?? []
        cell.state = state
      }
    }
  }

  /// The content a decoder makes of ``columns``: the cells' bytes laid end to end, the text
  /// the first cell, the detail (`value1`, `value2`) or secondary text (`subtitle`) the second
  /// unless it is empty.
  private func decodedContent(style: CellStyle, accessory: CellAccessory) -> CellContent {
    let cells = columns ?? []
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for cell in cells {
      bytes += Array(cell.utf8)
      ends.append(bytes.count)
    }
    let second = cells.count > 1 && !cells[1].isEmpty ? 1 : nil
    return bytes.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in
        CellContent(
          cellBytes: bytes, ends: ends, textColumn: cells.isEmpty ? nil : 0,
          secondaryTextColumn: style == .subtitle ? second : nil,
          detailColumn: style == .value1 || style == .value2 ? second : nil,
          accessory: accessory, style: style)
      }
    }
  }
}

/// A description that names no known value.
enum DescriptionError: Error, CustomStringConvertible {
  case unknownValue(String)

  var description: String {
    switch self {
    case .unknownValue(let value): "unknown value '\(value)' in a table description"
    }
  }
}

/// The case of an enumeration that a description names by its raw value.
private func parse<Value: RawRepresentable<String>>(_ name: String) throws -> Value {
  guard let value = Value(rawValue: name) else { throw DescriptionError.unknownValue(name) }
  return value
}
