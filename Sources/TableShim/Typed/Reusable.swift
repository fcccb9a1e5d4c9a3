/// A cell type that names its own reuse identifier, so no identifier string is typed by hand.
///
/// The identifier defaults to the type's name:
///
/// ```swift
/// final class PlayerCell: ItemCell<Player>, Reusable {}
/// print(PlayerCell.reuseIdentifier)  // PlayerCell
///
/// var shim = TableShim()
/// shim.register(PlayerCell.self)
/// ```
public protocol Reusable: AnyObject {
  /// The identifier the type is registered and dequeued under.
  static var reuseIdentifier: String { get }
}

extension Reusable {
  /// The type's name, such as `PlayerCell`.
  public static var reuseIdentifier: String { String(describing: self) }
}

extension TableShim {
  /// Registers a ``Reusable`` cell class under its reuse identifier.
  ///
  /// - Parameters:
  ///   - cellType: The class of the cells to make.
  ///   - style: The style each new cell starts with.
  public mutating func register<Cell: TableCell & Reusable>(
    _ cellType: Cell.Type, style: CellStyle = .default
  ) {
    register(CellTypeDefinition(cellType, identifier: Cell.reuseIdentifier, style: style))
  }
}
