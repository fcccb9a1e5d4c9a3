/// Where a table's items come from: memory, a file, a database or the network.
///
/// Conform with a synchronous `fetchAll()`; add an `async` one for a source that loads
/// without blocking (it defaults to the synchronous one). A ``TableDataSource`` takes any
/// repository, so the same table definition renders items from wherever the caller chooses:
///
/// ```swift
/// struct InMemoryPlayers: Repository {
///   let players: [Player]
///   func fetchAll() -> [Player] { players }
/// }
/// ```
public protocol Repository {
  /// The type of the items.
  associatedtype Item

  /// Returns every item.
  ///
  /// - Returns: The items, in the order the table shows them.
  /// - Throws: Whatever stops the repository from reading its items.
  func fetchAll() throws -> [Item]

  /// Returns every item, suspending while they load.
  ///
  /// - Returns: The items, in the order the table shows them.
  /// - Throws: Whatever stops the repository from reading its items.
  func fetchAll() async throws -> [Item]
}

extension Repository {
  /// Calls the synchronous `fetchAll()`.
  ///
  /// - Returns: The items.
  /// - Throws: What the synchronous fetch throws.
  public func fetchAll() async throws -> [Item] {
    let fetch: () throws -> [Item] = fetchAll
    return try fetch()
  }
}
