import TableShim

/// A grid of Korean, CJK, emoji, combining accents and Latin, with numbers.
var worldCup: TableViewModel {
  TableViewModel(title: "월드컵") {
    Section(
      "Scorers", footer: "Goals for the national team.",
      columns: ["Player", "Team", "Goals", "Rate"]
    ) {
      Row(CellContent(columns: ["손흥민", "대한민국 🇰🇷", "51", "0.39"]))
      Row(CellContent(columns: ["Mbappé", "France 🇫🇷", "48", "0.56"]))
      Row(CellContent(columns: ["Zinédine Zidane", "France", "31", "0.29"]))
      Row(CellContent(columns: ["本田圭佑", "日本", "37", "1.5"]))
      Row(CellContent(columns: ["👨‍👩‍👧‍👦 family", "—", "1,234.5", ""]))
    }
  }
}
