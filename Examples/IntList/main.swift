// The AutoTable example: integers shown through a custom cell type registered with a
// `CellTypeDefinition`, and rows built with the type-erased `CellModel` directly.
//
//   swift run IntList [text|markdown|html]

import Foundation
import TableShim

/// A cell that shows an integer, with its parity as the detail.
final class IntCell: TableCell {
  var number = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    number = 0
  }

  override func makeContent() -> CellContent {
    var content = super.makeContent()
    content.text = "\(number)"
    content.detailText = number.isMultiple(of: 2) ? "even" : "odd"
    content.style = .value1
    content.accessory = number.isMultiple(of: 3) ? .checkmark : .unchecked
    return content
  }
}

let intCell = CellTypeDefinition(identifier: "IntCell") { IntCell(reuseIdentifier: "IntCell") }

struct UnexpectedRow: Error {}

/// A row for one integer: the identifier names the cell type, the apply closure fills it in.
/// (A typed row, `CellModel(IntCell.self, item: 42)` with an `ItemCell<Int>`, needs no casts.)
func intRow(_ number: Int) -> CellModel {
  CellModel(identifier: "IntCell", customData: number) { cell, data in
    guard let cell = cell as? IntCell, let number = data as? Int else { throw UnexpectedRow() }
    cell.number = number
  }
}

let model = TableViewModel(
  title: "Integers",
  sections: [
    SectionModel(
      header: "One to five", footer: "Checked: a multiple of three.",
      cells: (1...5).map(intRow)),
    SectionModel(header: "Squares", cells: [1, 4, 9, 16].map(intRow)),
  ])

guard CommandLine.arguments.count <= 2,
  let format = OutputFormat.named(CommandLine.arguments.dropFirst().first ?? "text")
else {
  FileHandle.standardError.write(Data("usage: IntList [text|markdown|html]\n".utf8))
  exit(2)
}
print(try TableShim(cellTypes: [intCell]).render(model, as: format), terminator: "")
