/// A format `TableShimInput` reads.
///
/// ```swift
/// InputFormat(fileExtension: "CSV")  // .csv
/// InputFormat(name: "list")          // .list
/// ```
public enum InputFormat: String, Hashable, Sendable, CaseIterable {
  /// The list file: a small, line-based, Markdown-flavoured table format (`.list`).
  case list
  /// Comma-separated values, RFC 4180 (`.csv`).
  case csv
  /// Tab-separated values (`.tsv`).
  case tsv
  /// The JSON table schema (`.json`).
  case json

  /// The format of a file with this extension, in any case, or `nil`.
  ///
  /// - Parameter fileExtension: The extension, without the dot.
  public init?(fileExtension: String) {
    self.init(rawValue: fileExtension.lowercased())
  }

  /// The format with this name, in any case, or `nil`.
  ///
  /// - Parameter name: `list`, `csv`, `tsv` or `json`.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }
}
