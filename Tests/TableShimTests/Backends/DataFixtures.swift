@testable import TableShim

/// Tables for the data formats' tests.
enum DataFixtures {
  /// ``Fixtures/players`` with only what every data format holds: titles, headers, ids,
  /// columns, cells, check boxes and footers.
  static var players: TableViewModel {
    TableViewModel(
      title: "Soccer players",
      sections: [
        SectionModel(
          header: "Forwards", footer: "Goals for the national team.\nFIFA matches only.",
          columns: [Column("Name"), Column("Country"), Column("Goals")],
          cells: [
            CellModel(
              CellContent(
                text: "Messi", detailText: "Argentina", columns: ["Messi", "Argentina", "112"],
                style: .value1)),
            CellModel(
              CellContent(
                text: "Son Heung-min", detailText: "대한민국",
                columns: ["Son Heung-min", "대한민국", "51"], style: .value1),
              id: "son"),
          ], id: "forwards"),
        SectionModel(
          header: "Retired", columns: [Column("Name"), Column("Country"), Column("Goals")],
          cells: [
            CellModel(
              CellContent(
                text: "Zidane", detailText: "France", accessory: .checkmark,
                columns: ["Zidane", "France", "31"], style: .value1))
          ]),
      ])
  }

  /// A model of one section whose one row is `content`.
  static func row(_ content: CellContent, id: String? = nil, columns: [String]? = nil)
    -> TableViewModel
  {
    TableViewModel(sections: [
      SectionModel(columns: columns?.map { Column($0) }, cells: [CellModel(content, id: id)])
    ])
  }

  /// A one-cell grid of `text`, as decoders make it.
  static func cell(_ text: String) -> TableViewModel {
    row(CellContent(text: text, columns: [text]), columns: ["A"])
  }
}
