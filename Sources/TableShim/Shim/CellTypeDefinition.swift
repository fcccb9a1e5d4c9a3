/// A cell type the shim can dequeue: its reuse identifier and a factory that makes one.
///
/// It plays the part of a registered nib or class in `UITableView`:
///
/// ```swift
/// final class IntCell: TableCell {}
/// let shim = TableShim(cellTypes: [CellTypeDefinition(IntCell.self, identifier: "IntCell")])
/// ```
public struct CellTypeDefinition: Sendable {
  /// The reuse identifier that rows name to get this cell type.
  public let identifier: String
  /// Makes a new cell; the shim calls it only when no cell of this type is free for reuse.
  public let makeCell: @Sendable () -> TableCell
  /// Whether this is one of the built-in definitions, whose cells show their content as is.
  private(set) var isBuiltIn = false

  /// Creates a definition from an identifier and a factory.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier that rows name to get this cell type.
  ///   - makeCell: Makes a new cell of the type.
  public init(identifier: String, makeCell: @escaping @Sendable () -> TableCell) {
    self.identifier = identifier
    self.makeCell = makeCell
  }

  /// Creates a definition that makes cells of a `TableCell` subclass.
  ///
  /// - Parameters:
  ///   - cellType: The class of the cells to make.
  ///   - identifier: The reuse identifier that rows name to get this cell type.
  ///   - style: The style each new cell starts with.
  public init<Cell: TableCell>(
    _ cellType: Cell.Type, identifier: String, style: CellStyle = .default
  ) {
    self.init(identifier: identifier) { Cell(style: style, reuseIdentifier: identifier) }
  }

  /// The built-in cell types, one per ``CellStyle``, registered under the style's raw value.
  public static let builtIn: [CellTypeDefinition] = CellStyle.allCases.map { style in
    var definition = CellTypeDefinition(TableCell.self, identifier: style.rawValue, style: style)
    definition.isBuiltIn = true
    return definition
  }
}
