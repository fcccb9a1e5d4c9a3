// Renders the conformance fixture of the wiki formats for `formats/org_check.py`,
// `formats/mediawiki_check.py` and `formats/jira_check.py`: reads a JSON array of strings on
// standard input and writes, for each string, one table in which that string stands in every
// field, rendered as Org, MediaWiki and Jira, as a JSON array on standard output.

import Foundation
import TableShim

/// The table in which `text` is the title, the headers, the footers and every row's texts:
/// a list of every style, accessory and state, a second list, and a grid.
func fixture(_ text: String) -> TableViewModel {
  let link = "https://example.com/a?b=1&c=2"
  let rows: [CellContent] = [
    CellContent(text: text),
    CellContent(text: text, detailText: text, style: .value1),
    CellContent(text: text, secondaryText: text, style: .subtitle),
    CellContent(text: text, accessory: .checkmark, state: .disabled),
    CellContent(text: text, accessory: .unchecked, state: .selected),
    CellContent(text: text, state: .highlighted),
    CellContent(text: text, accessory: .disclosureIndicator, link: link),
    CellContent(text: text, link: "javascript:alert(1)"),
    CellContent(text: text, link: text),
    CellContent(text: text, image: text),
    // Extra cells: the third and fourth column are shown after the detail.
    CellContent(
      text: text, detailText: "d", columns: [text, "d", text, "z"], state: .selected,
      style: .value1),
    CellContent(text: text, secondaryText: text, accessory: .detailButton, style: .subtitle),
  ]
  return TableViewModel(
    title: text,
    sections: [
      SectionModel(header: text, footer: text, cells: rows.map { CellModel($0) }),
      SectionModel(cells: [CellModel(text: text)]),
      SectionModel(
        header: "grid", footer: text, columns: [Column(text), Column("n", alignment: .right)],
        cells: [
          CellModel(CellContent(columns: [text, "1"])),
          CellModel(CellContent(columns: ["x", text])),
          CellModel(CellContent(accessory: .checkmark, columns: [text, "2"], state: .selected)),
          CellModel(CellContent(link: link, columns: [text, text])),
          CellModel(CellContent(accessory: .unchecked, columns: [text, text], state: .disabled)),
          CellModel(CellContent(columns: [text, text], state: .highlighted)),
        ]),
    ])
}

let input = FileHandle.standardInput.readDataToEndOfFile()
let strings = try JSONDecoder().decode([String].self, from: input)
let shim = TableShim()
var results: [[String: String]] = []
for text in strings {
  let model = fixture(text)
  results.append([
    "org": try shim.render(model, as: .org),
    "mediawiki": try shim.render(model, as: .mediaWiki),
    "jira": try shim.render(model, as: .jira),
  ])
}
FileHandle.standardOutput.write(try JSONEncoder().encode(results))
