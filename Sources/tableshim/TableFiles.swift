internal import TableShim
internal import TableShimInput

/// Reads the whole tables that `diff` and `lint` compare and check.
enum TableFiles {
  /// The input a name stands for: standard input for `-`, else a file.
  static func source(_ name: String) throws -> InputSource {
    name == "-" ? .fileDescriptor(0, name: "<stdin>") : try .file(atPath: name)
  }

  /// The format of an input: from `-f`, else from the file's extension (a list file for
  /// standard input).
  static func format(of name: String, settings: Settings) throws -> InputFormat {
    if let format = settings.inputFormat.flatMap(InputFormat.init(name:)) { return format }
    if name == "-" { return .list }
    let last = name.split(separator: "/").last ?? Substring(name)
    guard let dot = last.lastIndex(of: "."),
      let format = InputFormat(fileExtension: String(last[last.index(after: dot)...]))
    else { throw UsageError.unknownInputFormat(file: name) }
    return format
  }

  /// A whole input as a table, with its rows' places.
  static func read(_ name: String, settings: Settings) throws -> DecodedTable {
    let format = try format(of: name, settings: settings)
    return try TableInput.decodedTable(
      from: source(name), format: format,
      groupBy: settings.groupBy, key: settings.key)
  }

  /// A whole input as a table, without its rows' places (which cost a few words a row).
  static func model(_ name: String, settings: Settings) throws -> TableViewModel {
    let format = try format(of: name, settings: settings)
    return try TableInput.model(
      from: source(name), format: format, groupBy: settings.groupBy, key: settings.key)
  }

  /// The place of a finding: `FILE:LINE:COL` where the decoder knows the row's line, else
  /// `FILE: section S, row R`.
  static func place(of finding: LintFinding, in table: DecodedTable, file: String) -> String {
    if let location = table.location(ofSection: finding.section, row: finding.row) {
      return "\(location)"
    }
    return "\(file): \(finding.place)"
  }
}
