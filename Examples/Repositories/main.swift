// One table definition, two repositories: the same `TableDataSource` renders players held in
// memory and players read from a JSON file, injected by the caller.
//
//   swift run Repositories [text|markdown|html] [PLAYERS.json]

import Foundation
import TableShim

struct Player: Decodable {
  let name: String
  let country: String
  let goals: Int
}

final class PlayerCell: ItemCell<Player>, Reusable {
  override func configure(with player: Player) {
    text = player.name
    detailText = "\(player.goals) goals"
    style = .value1
  }
}

/// Players kept in memory.
struct InMemoryPlayers: Repository {
  let players: [Player]
  func fetchAll() -> [Player] { players }
}

/// Players read from a JSON file, on every fetch.
struct JSONFilePlayers: Repository {
  let url: URL
  func fetchAll() throws -> [Player] {
    try JSONDecoder().decode([Player].self, from: Data(contentsOf: url))
  }
}

/// The one table definition: sections by country, a row per player, a footer with the total.
func playersTable<R: Repository>(from repository: R, title: String) -> TableDataSource<R>
where R.Item == Player {
  TableDataSource(
    repository: repository, title: title, section: { $0.country },
    footer: { _, players in "\(players.map(\.goals).reduce(0, +)) goals" },
    row: { CellModel(PlayerCell.self, item: $0) })
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 2, let format = OutputFormat.named(arguments.first ?? "text") else {
  FileHandle.standardError.write(
    Data("usage: Repositories [text|markdown|html] [PLAYERS.json]\n".utf8))
  exit(2)
}
let file =
  arguments.count == 2
  ? URL(fileURLWithPath: arguments[1])
  : URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "players.json")

var shim = TableShim()
shim.register(PlayerCell.self)
let memory = InMemoryPlayers(players: [
  Player(name: "Kylian Mbappé", country: "France", goals: 48),
  Player(name: "Park Ji-sung", country: "대한민국", goals: 13),
])
do {
  let tables = [
    try playersTable(from: memory, title: "In memory").makeModel(),
    try playersTable(from: JSONFilePlayers(url: file), title: "From \(file.lastPathComponent)")
      .makeModel(),
  ]
  print(try tables.map { try shim.render($0, as: format) }.joined(separator: "\n"), terminator: "")
} catch {
  FileHandle.standardError.write(Data("Repositories: \(error)\n".utf8))
  exit(1)
}
