// A generic, searchable list of players: typed cells, `Searchable` data and a search taken
// from the command line.
//
//   swift run SoccerPlayers [text|markdown|html] [QUERY]
//
// With a QUERY, only the players it matches are shown, the matches marked and counted:
// `swift run SoccerPlayers text 손` finds 손흥민, `swift run SoccerPlayers text e` finds
// Mbappé as well as Messi.

import Foundation
import TableShim

struct Player: Searchable {
  let name: String
  let country: String
  let position: String
  let goals: Int

  var query: String { "\(name) \(country)" }
}

/// One cell type for any item that can describe itself in a row.
protocol RowDescribable {
  var title: String { get }
  var subtitle: String { get }
}

extension Player: RowDescribable {
  var title: String { name }
  var subtitle: String { "\(country) · \(goals) goals" }
}

/// The generic cell: it shows any `RowDescribable` item.
final class DescribedCell<Item: RowDescribable>: ItemCell<Item>, Reusable {
  override func configure(with item: Item) {
    text = item.title
    detailText = item.subtitle
    style = .value1
  }
}

/// A generic list: items grouped into sections, each row shown by `DescribedCell<Item>`.
func list<Item: RowDescribable>(
  of items: [Item], title: String, section: (Item) -> String
) -> TableViewModel {
  TableViewModel(title: title) {
    for header in items.map(section).uniqued() {
      Section(header) {
        for item in items where section(item) == header {
          Row(DescribedCell<Item>.self, item: item)
        }
      }
    }
  }
}

extension Sequence where Element: Hashable {
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}

let players = [
  Player(name: "Lionel Messi", country: "Argentina", position: "Forwards", goals: 112),
  Player(name: "손흥민", country: "대한민국", position: "Forwards", goals: 51),
  Player(name: "Kylian Mbappé", country: "France", position: "Forwards", goals: 48),
  Player(name: "Luka Modrić", country: "Hrvatska", position: "Midfielders", goals: 28),
  Player(name: "Park Ji-sung", country: "대한민국", position: "Midfielders", goals: 13),
  Player(name: "Gianluigi Buffon", country: "Italia", position: "Goalkeepers", goals: 0),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 2, let format = OutputFormat.named(arguments.first ?? "text") else {
  FileHandle.standardError.write(Data("usage: SoccerPlayers [text|markdown|html] [QUERY]\n".utf8))
  exit(2)
}

var shim = TableShim()
shim.register(DescribedCell<Player>.self)
if arguments.count == 2 {
  shim.search = Search(arguments[1], highlightsMatches: true, countsMatches: true)
}
let model = list(of: players, title: "Soccer players", section: \.position)
print(try shim.render(model, as: format), terminator: "")
