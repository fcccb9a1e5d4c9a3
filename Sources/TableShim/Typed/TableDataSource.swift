/// A table definition over any ``Repository``: how items group into sections and become rows.
///
/// The repository is injected, never hard-wired, so one definition renders items from memory,
/// a file or any fetch:
///
/// ```swift
/// let players = TableDataSource(
///   repository: InMemoryPlayers(players: all), title: "Players",
///   section: { $0.position }, row: { CellModel(PlayerCell.self, item: $0) })
/// let model = try players.makeModel()
/// ```
public struct TableDataSource<R: Repository> {
  /// Where the items come from.
  public var repository: R
  /// The table's title.
  public var title: String?
  /// The header of an item's section; `nil` puts every item in one section.
  ///
  /// Items with the same header share a section, in the order the headers first appear.
  public var section: ((R.Item) -> String)?
  /// Makes an item's row.
  public var row: (R.Item) -> CellModel
  /// The footer of a section, given its header and items.
  public var footer: ((String?, [R.Item]) -> String?)?

  /// Creates a table definition.
  ///
  /// - Parameters:
  ///   - repository: Where the items come from.
  ///   - title: The table's title.
  ///   - section: The header of an item's section; `nil` for one section.
  ///   - footer: The footer of a section, given its header and items.
  ///   - row: Makes an item's row.
  public init(
    repository: R, title: String? = nil, section: ((R.Item) -> String)? = nil,
    footer: ((String?, [R.Item]) -> String?)? = nil, row: @escaping (R.Item) -> CellModel
  ) {
    self.repository = repository
    self.title = title
    self.section = section
    self.footer = footer
    self.row = row
  }

  /// Fetches the items and builds the table.
  ///
  /// - Returns: The table of the repository's items.
  /// - Throws: The repository's error.
  public func makeModel() throws -> TableViewModel {
    let fetch: () throws -> [R.Item] = repository.fetchAll
    return model(of: try fetch())
  }

  /// Fetches the items, suspending while they load, and builds the table.
  ///
  /// - Returns: The table of the repository's items.
  /// - Throws: The repository's error.
  public func makeModel() async throws -> TableViewModel {
    model(of: try await repository.fetchAll())
  }

  private func model(of items: [R.Item]) -> TableViewModel {
    guard let section else {
      let rows = items.map(row)
      return TableViewModel(
        title: title,
        sections: [SectionModel(footer: footer?(nil, items), cells: rows)])
    }
    var order: [String] = []
    var groups: [String: [R.Item]] = [:]
    for item in items {
      let header = section(item)
      if groups[header] == nil { order.append(header) }
      groups[header, default: []].append(item)
    }
    let sections = order.map { header in
      let members = groups[header] ?? []
      return SectionModel(
        header: header, footer: footer?(header, members), cells: members.map(row), id: header)
    }
    return TableViewModel(title: title, sections: sections)
  }
}
