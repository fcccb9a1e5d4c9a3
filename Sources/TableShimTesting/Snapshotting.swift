public import TableShim

/// How a value becomes the text of a snapshot file, and that file's extension.
///
/// The built-in strategies read naturally at the call site; make your own for any value:
///
/// ```swift
/// assertSnapshot(of: model, as: .markdown)
/// assertSnapshot(of: model, as: .rendered(.text(PlainTextBackend(gridStyle: .rounded))))
/// assertSnapshot(of: report, as: .lines("csv"))
/// ```
public struct Snapshotting<Value>: Sendable {
  /// The extension of the snapshot file, without the dot.
  public let fileExtension: String
  /// Turns a value into the snapshot's text.
  public let snapshot: @Sendable (Value) throws -> String

  /// Creates a strategy.
  ///
  /// - Parameters:
  ///   - fileExtension: The extension of the snapshot file, without the dot.
  ///   - snapshot: Turns a value into the snapshot's text; an error it throws fails the
  ///     assertion.
  public init(fileExtension: String, snapshot: @escaping @Sendable (Value) throws -> String) {
    self.fileExtension = fileExtension
    self.snapshot = snapshot
    self.table = nil
  }

  /// The table a value shows, for a table difference in a failure message; `nil` for values
  /// that are not tables.
  let table: (@Sendable (Value) -> TableViewModel)?

  /// Creates a strategy for a value that shows a table.
  init(
    fileExtension: String, snapshot: @escaping @Sendable (Value) throws -> String,
    table: @escaping @Sendable (Value) -> TableViewModel
  ) {
    self.fileExtension = fileExtension
    self.snapshot = snapshot
    self.table = table
  }
}

extension Snapshotting where Value == TableViewModel {
  /// The table as plain text, in a `.txt` file.
  public static var text: Snapshotting { .rendered(.text) }
  /// The table as Markdown, in a `.md` file.
  public static var markdown: Snapshotting { .rendered(.markdown) }
  /// The table as an HTML fragment, in a `.html` file.
  public static var html: Snapshotting { .rendered(.html) }

  /// The table rendered in any format, by a shim with your cell types registered.
  ///
  /// The table itself is kept beside the snapshot file as JSON (`<file>.table.json`), so that
  /// a mismatch shows the table difference (which rows of which section were inserted,
  /// deleted, moved or changed) above the line diff.
  ///
  /// - Parameters:
  ///   - format: The output format; its file extension names the snapshot file.
  ///   - shim: The shim that renders, with the cell types the table needs.
  /// - Returns: The strategy.
  public static func rendered(_ format: OutputFormat, by shim: TableShim = TableShim())
    -> Snapshotting
  {
    Snapshotting(
      fileExtension: format.fileExtension, snapshot: { try shim.render($0, as: format) },
      table: { $0 })
  }
}

extension Snapshotting where Value == String {
  /// The text as it is, in a `.txt` file.
  public static var lines: Snapshotting { .lines("txt") }

  /// The text as it is, in a file with the given extension.
  ///
  /// - Parameter fileExtension: The extension, such as `md` or `html`, without the dot.
  /// - Returns: The strategy.
  public static func lines(_ fileExtension: String) -> Snapshotting {
    Snapshotting(fileExtension: fileExtension) { $0 }
  }
}
