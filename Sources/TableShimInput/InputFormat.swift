/// A format that `TableShimInput` reads.
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
  /// Tab-separated values, without quoting (`.tsv`).
  case tsv
  /// The JSON table schema (`.json`).
  case json

  /// The format a file extension names, in any case.
  ///
  /// - Parameter fileExtension: The extension without its dot: `list`, `csv`, `tsv` or `json`.
  public init?(fileExtension: String) {
    self.init(rawValue: fileExtension.lowercased())
  }

  /// The format with this name, in any case.
  ///
  /// - Parameter name: `list`, `csv`, `tsv` or `json`.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The format of a file, from the extension of the last part of its path.
  init?(path: String) {
    let name = path.split(separator: "/").last ?? Substring(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    self.init(fileExtension: String(name[name.index(after: dot)...]))
  }
}
