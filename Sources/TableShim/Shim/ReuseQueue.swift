/// The cells of one render, kept per identifier so that each row reuses a cell instead of
/// making a new one, as `UITableView` does.
///
/// The shim makes one for every render. Make your own with ``TableShim/makeReuseQueue()`` to
/// dequeue cells yourself, as a `UITableView` data source does:
///
/// ```swift
/// var queue = shim.makeReuseQueue()
/// let cell = try queue.dequeueReusableCell(PlayerCell.self, for: IndexPath(row: 0, section: 0))
/// cell.item = messi
/// ```
///
/// A row is finished before the next is dequeued, so one cell per identifier is all a queue
/// ever makes.
public struct ReuseQueue {
  private let definitions: [String: CellTypeDefinition]
  private var cells: [String: TableCell] = [:]
  private var lastIdentifier = ""
  private var lastCell: TableCell?
  private var builtInIdentifiers: Set<String> = []
  private var lastBuiltIn = ""

  init(definitions: [String: CellTypeDefinition]) {
    self.definitions = definitions
    builtInIdentifiers = Set(definitions.values.filter(\.isBuiltIn).map(\.identifier))
  }

  /// Whether the identifier names a built-in cell type that was not replaced.
  private mutating func isBuiltIn(_ identifier: String) -> Bool {
    if identifier == lastBuiltIn { return true }
    guard builtInIdentifiers.contains(identifier) else { return false }
    lastBuiltIn = identifier
    return true
  }

  /// Returns a cell of the type registered under the identifier, reset by
  /// ``TableCell/prepareForReuse()`` if it showed a row before.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier of a registered cell type.
  ///   - indexPath: The row the cell is for, named in errors.
  /// - Returns: A cell ready to configure.
  /// - Throws: ``TableShimError/unregisteredIdentifier(_:at:)`` when no cell type is
  ///   registered under the identifier.
  public mutating func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> TableCell {
    if let cell = lastCell, identifier == lastIdentifier {
      cell.prepareForReuse()
      return cell
    }
    let cell: TableCell
    if let reused = cells[identifier] {
      reused.prepareForReuse()
      cell = reused
    } else {
      guard let definition = definitions[identifier] else {
        throw TableShimError.unregisteredIdentifier(identifier, at: indexPath)
      }
      cell = definition.makeCell()
      cells[identifier] = cell
    }
    lastIdentifier = identifier
    lastCell = cell
    return cell
  }

  /// Returns a cell of a ``Reusable`` type, dequeued under the type's reuse identifier.
  ///
  /// - Parameters:
  ///   - cellType: The cell class, registered with ``TableShim/TableShim/register(_:style:)``.
  ///   - indexPath: The row the cell is for, named in errors.
  /// - Returns: The cell, typed.
  /// - Throws: ``TableShimError/unregisteredIdentifier(_:at:)`` when the type is not
  ///   registered, or ``TableShimError/typeMismatch(identifier:at:expected:found:)`` when its
  ///   identifier makes cells of another class.
  public mutating func dequeueReusableCell<Cell: TableCell & Reusable>(
    _ cellType: Cell.Type, for indexPath: IndexPath
  ) throws -> Cell {
    let identifier = Cell.reuseIdentifier
    let cell = try dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    guard let typed = cell as? Cell else {
      throw TableShimError.typeMismatch(
        identifier: identifier, at: indexPath, expected: "\(Cell.self)",
        found: "\(type(of: cell))")
    }
    return typed
  }

  /// The content a row shows, as ``configuredContent(of:at:)`` makes it, from a row the
  /// caller owns: a row shown as it is by a built-in cell gives its content up, moved out of
  /// `model` (``CellModel/takeContentShownAsIs()``) rather than copied.
  mutating func configuredContent(
    taking model: inout CellModel, at path: IndexPath
  ) throws -> CellContent {
    if isBuiltIn(model.identifier), let content = model.takeContentShownAsIs() { return content }
    return try configuredContent(of: model, at: path)
  }

  /// Dequeues the row's cell, configures it with the row's apply closure and returns what
  /// it shows, turning the closure's errors into ``TableShimError``s that name the row.
  mutating func configuredContent(of model: CellModel, at path: IndexPath) throws -> CellContent {
    // A built-in cell shows a row's content exactly as given: no cell needs configuring.
    if let content = model.contentShownAsIs, isBuiltIn(model.identifier) { return content }
    let cell = try dequeueReusableCell(withIdentifier: model.identifier, for: path)
    do {
      try model.apply(cell, model.customData)
    } catch CellConfigurationError.dataTypeMismatch(let expected, let found),
      CellConfigurationError.cellTypeMismatch(let expected, let found)
    {
      throw TableShimError.typeMismatch(
        identifier: model.identifier, at: path, expected: expected, found: found)
    } catch {
      throw TableShimError.applyFailed(identifier: model.identifier, at: path, underlying: error)
    }
    return cell.makeContent()
  }
}
