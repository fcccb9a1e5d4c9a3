/// A cell that shows one item of a type: the generic `BaseTableViewCell<V>` of UIKit code.
///
/// Subclass it for each item type, set the cell's fields in ``configure(with:)``, and make
/// rows with ``CellModel/init(_:item:id:)``, which needs no casts:
///
/// ```swift
/// struct Player { let name: String; let country: String }
///
/// final class PlayerCell: ItemCell<Player>, Reusable {
///   override func configure(with player: Player) {
///     text = player.name
///     detailText = player.country
///     style = .value1
///   }
/// }
///
/// var shim = TableShim()
/// shim.register(PlayerCell.self)
/// let row = CellModel(PlayerCell.self, item: Player(name: "Messi", country: "Argentina"))
/// ```
open class ItemCell<Item>: TableCell {
  /// The item the cell shows; setting it calls ``configure(with:)``.
  public var item: Item? {
    didSet {
      if let item { configure(with: item) }
    }
  }

  /// Sets the cell's fields from its item.
  ///
  /// Override it; the default shows nothing.
  ///
  /// - Parameter item: The item to show.
  open func configure(with item: Item) {}

  /// Resets the cell and forgets its item.
  open override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }
}

extension CellModel {
  /// Creates a row shown by an ``ItemCell`` subclass, dequeued under its reuse identifier.
  ///
  /// - Parameters:
  ///   - cellType: The cell class that shows the item; register it with the shim.
  ///   - item: The row's item, handed to the cell's `item`.
  ///   - id: A stable identifier of the row.
  public init<Cell: ItemCell<Item> & Reusable, Item>(
    _ cellType: Cell.Type, item: Item, id: AnyHashable? = nil
  ) {
    self.init(identifier: Cell.reuseIdentifier, customData: item, id: id) { cell, data in
      guard let cell = cell as? Cell else {
        throw CellConfigurationError.cellTypeMismatch(
          expected: "\(Cell.self)", found: "\(type(of: cell))")
      }
      guard let item = data as? Item else {
        throw CellConfigurationError.dataTypeMismatch(
          expected: "\(Item.self)", found: "\(type(of: data))")
      }
      cell.item = item
    }
  }
}
