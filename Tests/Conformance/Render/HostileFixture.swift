import TableShim

/// The table in which `text` is the title, the header, the footer and every row's texts,
/// then a grid whose first column title and two of whose cells are `text`.
func hostileFixture(_ text: String) -> TableViewModel {
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
  ]
  return TableViewModel(
    title: text,
    sections: [
      SectionModel(
        header: text, footer: text, cells: rows.map { CellModel($0) }, id: text),
      SectionModel(
        header: "grid", columns: [Column(text), "n"],
        cells: [
          CellModel(CellContent(columns: [text, "1"])),
          CellModel(CellContent(columns: ["x", text])),
        ]),
    ])
}
