internal import Foundation
internal import TableShim

/// The model of a table snapshot, kept as JSON beside the rendered file
/// (`<name>.<n>.<ext>.table.json`), so that a failing snapshot can show the table difference
/// between the recorded table and the actual one.
///
/// A rendered snapshot (text, Markdown, HTML, ...) cannot be read back into a model exactly,
/// so the model is kept alongside it. Ids are kept as their descriptions, and a row of a cell
/// type of your own as what a plain ``TableCell`` shows once the row's apply closure has
/// configured it; the actual table is put through the same conversion before it is compared.
struct TableSidecar: Codable, Equatable {
  struct Section: Codable, Equatable {
    var id: String?
    var header: String?
    var footer: String?
    var columns: [String]?
    var rows: [Row]
  }

  struct Row: Codable, Equatable {
    var id: String?
    var identifier: String
    var text: String
    var secondaryText: String?
    var detailText: String?
    var image: String?
    var link: String?
    var columns: [String]
    var accessory: String
    var state: String
    var style: String
  }

  var title: String?
  var sections: [Section]

  init(_ model: TableViewModel) {
    title = model.title
    sections = model.sections.map { section in
      Section(
        id: section.id.map { "\($0.base)" }, header: section.header, footer: section.footer,
        columns: section.columns?.map(\.title), rows: section.cells.map(Self.row))
    }
  }

  private static func row(_ cell: CellModel) -> Row {
    let view = TableCell(reuseIdentifier: cell.identifier)
    if (try? cell.apply(view, cell.customData)) == nil { view.text = "\(cell.customData)" }
    let content = view.makeContent()
    return Row(
      id: cell.id.map { "\($0.base)" }, identifier: cell.identifier, text: content.text,
      secondaryText: content.secondaryText, detailText: content.detailText, image: content.image,
      link: content.link, columns: content.columns, accessory: content.accessory.rawValue,
      state: content.state.rawValue, style: content.style.rawValue)
  }

  /// The table this sidecar describes.
  var model: TableViewModel {
    TableViewModel(
      title: title,
      sections: sections.map { section in
        SectionModel(
          header: section.header, footer: section.footer,
          columns: section.columns?.map { Column($0) },
          cells: section.rows.map { row in
            var cell = CellModel(
              CellContent(
                text: row.text, secondaryText: row.secondaryText, detailText: row.detailText,
                image: row.image, accessory: CellAccessory(rawValue: row.accessory) ?? .none,
                link: row.link, columns: row.columns,
                state: CellState(rawValue: row.state) ?? .normal,
                style: CellStyle(rawValue: row.style) ?? .default),
              id: row.id)
            cell.identifier = row.identifier
            return cell
          }, id: section.id)
      })
  }

  /// The sidecar's file beside a snapshot file.
  static func file(for snapshot: URL) -> URL {
    snapshot.deletingLastPathComponent().appending(path: snapshot.lastPathComponent + ".table.json")
  }

  /// The sidecar's JSON, keys sorted so that a re-recording changes only what changed.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// The sidecar of a snapshot file, or `nil` when there is none or it cannot be read.
  static func read(for snapshot: URL) -> TableSidecar? {
    guard let data = try? Data(contentsOf: file(for: snapshot)) else { return nil }
    return try? JSONDecoder().decode(TableSidecar.self, from: data)
  }

  /// The table difference from the recorded table to the actual one, for a failure message.
  static func difference(recorded: TableSidecar, actual: TableSidecar) -> String {
    let difference = TableDifference(from: recorded.model, to: actual.model)
    guard !difference.isEmpty else {
      return "the tables are the same; only their rendering differs\n"
    }
    return (try? difference.render(as: .text)) ?? ""
  }
}
