// Renders the fixture that `formats/rst_check.py` and `formats/asciidoc_check.py` parse with
// Docutils, pandoc and Asciidoctor: reads a JSON array of strings on standard input and writes,
// for each string, one table in which that string stands in every field, as a JSON array of
// objects with one member per format (`rst`, `asciidoc`) on standard output.

import Foundation
import TableShim

/// The table in which `text` is the title, the header, the footer and every row's texts,
/// then a grid whose column title and cells are `text`, with a check mark and a state.
func fixture(_ text: String) -> TableViewModel {
  let rows: [CellContent] = [
    CellContent(text: text),
    CellContent(text: text, detailText: text, style: .value1),
    CellContent(text: text, secondaryText: text, style: .subtitle),
    CellContent(text: text, accessory: .checkmark, state: .disabled),
    CellContent(text: text, accessory: .unchecked, state: .selected),
    CellContent(text: text, state: .highlighted),
    CellContent(text: text, accessory: .disclosureIndicator, link: "https://example.com/a?b=1&c=2"),
    CellContent(text: text, link: "javascript:alert(1)"),
    CellContent(text: text, link: text),
    CellContent(text: text, image: text),
    CellContent(text: text, detailText: text, columns: [text, "x"], style: .value1),
    CellContent(text: text, accessory: .detailButton),
  ]
  return TableViewModel(
    title: text,
    sections: [
      SectionModel(header: text, footer: text, cells: rows.map { CellModel($0) }),
      SectionModel(
        header: "grid", columns: [Column(text), "n"],
        cells: [
          CellModel(CellContent(columns: [text, "1"])),
          CellModel(CellContent(columns: ["x", text])),
          CellModel(CellContent(accessory: .checkmark, columns: [text, "2"], state: .selected)),
        ]),
    ])
}

let formats: [(String, OutputFormat)] = [("rst", .reStructuredText), ("asciidoc", .asciiDoc)]
let input = FileHandle.standardInput.readDataToEndOfFile()
let strings = try JSONDecoder().decode([String].self, from: input)
let shim = TableShim()
var results: [[String: String]] = []
for text in strings {
  let model = fixture(text)
  var outputs: [String: String] = [:]
  for (name, format) in formats { outputs[name] = try shim.render(model, as: format) }
  results.append(outputs)
}
FileHandle.standardOutput.write(try JSONEncoder().encode(results))
