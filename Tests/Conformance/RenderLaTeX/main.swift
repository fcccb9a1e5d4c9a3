// Renders the LaTeX conformance fixture for `formats/latex_check.py`: reads a JSON array of
// strings on standard input and writes a JSON object on standard output:
//
// - "cases": for each string, one table in which that string stands in every field (see
//   `fixture`), as a LaTeX fragment ("fragment") and with its grid as a longtable whose
//   "continued" line is the string too ("longtable");
// - "document": one standalone document holding every string's table, with the strings as
//   the rows of a grid long enough to break across pages;
// - "cjk": a standalone document of a grid in Hangul, CJK and emoji.

import Foundation
import TableShim

let safeLink = "https://example.com/a?b=1&c=2"

/// The sections in which `text` is the header, the footer and every row's texts, then a grid
/// whose first column title and two of whose cells are `text`.
func sections(_ text: String) -> [SectionModel] {
  let rows: [CellContent] = [
    CellContent(text: text),
    CellContent(text: text, detailText: text, style: .value1),
    CellContent(text: text, secondaryText: text, style: .subtitle),
    CellContent(text: text, accessory: .checkmark, state: .disabled),
    CellContent(text: text, accessory: .unchecked, state: .selected),
    CellContent(text: text, state: .highlighted),
    CellContent(text: text, accessory: .disclosureIndicator, link: safeLink),
    CellContent(text: text, link: "javascript:alert(1)"),
    CellContent(text: text, link: text),
    CellContent(text: text, image: text),
    // A decoded row: the text and detail show the first two cells; the others follow.
    CellContent(
      text: text, detailText: text, accessory: .detailButton, columns: [text, text, "x", text],
      style: .value1),
  ]
  return [
    SectionModel(header: text, footer: text, cells: rows.map { CellModel($0) }, id: text),
    SectionModel(
      header: "grid", columns: [Column(text), "n"],
      cells: [
        CellModel(
          CellContent(
            accessory: .checkmark, link: safeLink, columns: [text, "1"], state: .selected)),
        CellModel(CellContent(columns: ["x", text], state: .disabled)),
      ]),
  ]
}

let input = FileHandle.standardInput.readDataToEndOfFile()
let strings = try JSONDecoder().decode([String].self, from: input)
let shim = TableShim()
var cases: [[String: String]] = []
for text in strings {
  let model = TableViewModel(title: text, sections: sections(text))
  let long = LaTeXBackend(longTableThreshold: 1, continuedText: text)
  cases.append([
    "fragment": try shim.render(model, as: .latex),
    "longtable": try shim.render(model, as: .latex(long)),
  ])
}

// Every string in one document, and a grid of them all, long enough for several pages.
let everything = TableViewModel(
  title: strings.joined(separator: " / "),
  sections: strings.flatMap(sections) + [
    SectionModel(
      header: "every string", columns: ["string", "n"],
      cells: strings.enumerated().map { CellModel(CellContent(columns: [$1, String($0)])) })
  ])
let cjk = TableViewModel(
  title: "선수 名單 🇰🇷",
  sections: [
    SectionModel(
      header: "아시아", footer: "出典: 👨‍👩‍👧‍👦", columns: ["이름", "国", "골"],
      cells: [
        CellModel(CellContent(columns: ["손흥민", "대한민국 🇰🇷", "41"])),
        CellModel(CellContent(columns: ["中村俊輔", "日本", "24"])),
        CellModel(CellContent(columns: ["孫興慜\n손흥민", "한국", "0"])),
      ])
  ])
let standalone = OutputFormat.latex(LaTeXBackend(document: .standalone))
let output: [String: any Sendable] = [
  "cases": cases,
  "document": try shim.render(everything, as: standalone),
  "cjk": try shim.render(cjk, as: standalone),
]
FileHandle.standardOutput.write(
  try JSONSerialization.data(withJSONObject: output, options: [.sortedKeys]))
