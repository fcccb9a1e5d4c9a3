/// How ``TableDifference/render(as:context:)`` writes a difference.
///
/// ```swift
/// try difference.render(as: .text)
/// try difference.render(as: .table(.markdown), context: nil)
/// ```
public enum DifferenceFormat {
  /// The difference as a table (``TableDifference/table(context:)``) in any output format: a
  /// mark column (`+`, `-`, `~`, `>`), a changed cell as `old → new`.
  case table(OutputFormat)
  /// An HTML fragment: inserted text in `<ins>`, deleted text in `<del>`, a changed cell
  /// showing both, and a `class` on each row saying what happened to it.
  case html

  /// The difference as a plain text table.
  public static var text: DifferenceFormat { .table(.text) }
  /// The difference as a Markdown table.
  public static var markdown: DifferenceFormat { .table(.markdown) }
}

extension TableDifference {
  /// Writes the difference section by section, with a summary line last.
  ///
  /// Sections without a change are left out and runs of unchanged rows are collapsed, with
  /// `context` unchanged rows kept around each change, as `diff -U` does; `nil` shows every
  /// section and row. An empty difference writes nothing unless `context` is `nil`.
  ///
  /// - Parameters:
  ///   - format: How to write it.
  ///   - context: How many unchanged rows to keep on either side of a change; `nil` for all.
  /// - Returns: The output.
  /// - Throws: ``TableShimError`` when the format's backend fails.
  public func render(as format: DifferenceFormat, context: Int? = 3) throws -> String {
    if isEmpty, context != nil { return "" }
    switch format {
    case .table(let output):
      return try TableShim().render(table(context: context), as: output)
    case .html:
      return DifferenceHTML(difference: self, context: context).render()
    }
  }
}
