public import TableShim

/// Rows of mixed data, the same for every benchmark and for `scripts/compare-peers.sh`:
/// ASCII, Hangul, CJK, emoji and characters every format must escape, in four columns.
public enum MixedData {
  static let names = [
    "Lionel Messi", "손흥민", "本田圭佑", "Kylian Mbappé", "👨‍👩‍👧‍👦 family", "Zinédine Zidane",
  ]
  static let countries = ["Argentina", "대한민국", "日本", "France", "🇰🇷 Korea", "France"]
  static let notes = [
    "scored <twice> & won", "a | b \\ c", "*starred* _under_", "plain note", "# not a heading",
    "1. not a list",
  ]

  /// The cells of row `index`.
  public static func cells(_ index: Int) -> [String] {
    let kind = index % names.count
    return [
      "\(names[kind]) \(index)", countries[kind], "\(index % 997)", notes[index % notes.count],
    ]
  }

  /// The four column titles.
  public static let columns: [Column] = ["Name", "Country", "Goals", "Note"]

  /// The rows as a list file.
  public static func listFile(rows: Int) -> [UInt8] {
    var text = "# Players\n## All\n@columns Name | Country | Goals | Note\n"
    text.reserveCapacity(rows * 60)
    for index in 0..<rows {
      text += "- " + cells(index).map { $0.replacingPipes() }.joined(separator: " | ") + "\n"
    }
    return Array(text.utf8)
  }

  /// The rows as CSV.
  public static func csv(rows: Int) -> [UInt8] {
    var text = "Name,Country,Goals,Note\n"
    text.reserveCapacity(rows * 60)
    for index in 0..<rows {
      text += cells(index).map { "\"\($0.escaping(["\""], with: "\""))\"" }.joined(separator: ",")
      text += "\n"
    }
    return Array(text.utf8)
  }

  /// The rows as the JSON table schema.
  public static func json(rows: Int) -> [UInt8] {
    var text =
      #"{"title": "Players", "sections": [{"header": "All", "columns": ["Name", "Country", "Goals", "Note"], "rows": ["#
    text.reserveCapacity(rows * 70)
    for index in 0..<rows {
      if index > 0 { text += "," }
      text += "[" + cells(index).map { jsonString($0) }.joined(separator: ",") + "]"
    }
    text += "]}]}"
    return Array(text.utf8)
  }

  private static func jsonString(_ text: String) -> String {
    "\"" + text.escaping(["\\", "\""], with: "\\") + "\""
  }
}

extension String {
  /// The text with `\` and `|` escaped for a list-file cell.
  fileprivate func replacingPipes() -> String {
    escaping(["\\", "|"], with: "\\")
  }

  /// The text with each of `characters` preceded by `escape`.
  fileprivate func escaping(_ characters: Set<Character>, with escape: Character) -> String {
    guard contains(where: characters.contains) else { return self }
    var result = ""
    for character in self {
      if characters.contains(character) { result.append(escape) }
      result.append(character)
    }
    return result
  }
}

/// A stream of `count` mixed rows in one section, taken in turn from a pool of a thousand
/// row models, so that rendering is measured without a million of them in memory.
public struct MixedRows: TableEventSource {
  let count: Int
  let grid: Bool
  // The pool holds models, as a table view model does, so that what is measured is the
  // render rather than making a model per row; it is the stream's own, so that taking a
  // row is not a global's lazy initialization check.
  private let pool = (0..<1_000).map { index in
    let cells = MixedData.cells(index)
    return CellModel(
      CellContent(text: cells[0], detailText: cells[1], columns: cells, style: .value1))
  }
  private var emitted = -1

  /// A stream of `count` rows, in a section with columns when `grid` is true.
  public init(count: Int, grid: Bool) {
    self.count = count
    self.grid = grid
  }

  /// The section's start, its rows, then its end.
  public mutating func nextEvent() -> TableEvent? {
    defer { emitted += 1 }
    if emitted == -1 {
      return .beginSection(header: "All", columns: grid ? MixedData.columns : nil, id: nil)
    }
    guard emitted < count else { return emitted == count ? .endSection(footer: nil) : nil }
    return .cell(pool[emitted % pool.count])
  }
}
