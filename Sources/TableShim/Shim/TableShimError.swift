/// An error that ends a render, saying which row or section caused it and why.
///
/// Its description is the message to show a user:
///
/// ```swift
/// do {
///   _ = try TableShim().render(model, as: .text)
/// } catch {
///   print(error)  // row [0, 2]: no cell type is registered as 'PlayerCell'
/// }
/// ```
public enum TableShimError: Error, CustomStringConvertible {
  /// A row names a cell identifier that no ``CellTypeDefinition`` registered.
  case unregisteredIdentifier(String, at: IndexPath)
  /// A cell or a row's data is not of the type its apply closure expects.
  case typeMismatch(identifier: String, at: IndexPath, expected: String, found: String)
  /// A row's apply closure threw an error.
  case applyFailed(identifier: String, at: IndexPath, underlying: any Error)
  /// A grid row has more cells than its section has columns.
  case tooManyCells(at: IndexPath, cells: Int, columns: Int)
  /// A table cell holds a newline, and the Markdown backend was told to refuse them.
  case newlineInTableCell(at: IndexPath)
  /// An event source sent events out of order.
  case malformedEvents(String, section: Int)
  /// A grid section's rows, kept in a temporary file until the section ends, could not be
  /// read back.
  case spillFailed(String)

  /// The message for a user, naming the row or section.
  public var description: String {
    switch self {
    case .unregisteredIdentifier(let identifier, let path):
      return "row \(path): no cell type is registered as '\(identifier)'"
    case .typeMismatch(let identifier, let path, let expected, let found):
      return "row \(path): cell '\(identifier)' expected \(expected), found \(found)"
    case .applyFailed(let identifier, let path, let underlying):
      return "row \(path): configuring cell '\(identifier)' failed: \(underlying)"
    case .tooManyCells(let path, let cells, let columns):
      return "row \(path): row has \(cells) cells; section has \(columns) columns"
    case .newlineInTableCell(let path):
      return "row \(path): a Markdown table cell cannot hold a newline"
    case .malformedEvents(let reason, let section):
      return "section \(section): \(reason)"
    case .spillFailed(let reason):
      return "reading a grid section back from its temporary file failed: \(reason)"
    }
  }
}

/// Thrown by the built-in apply closures when a cell or its data has the wrong type; the
/// shim turns it into ``TableShimError/typeMismatch(identifier:at:expected:found:)``.
enum CellConfigurationError: Error {
  case dataTypeMismatch(expected: String, found: String)
  case cellTypeMismatch(expected: String, found: String)
}
