extension OutputFormat {
  /// JSON of the schema the JSON input reads: the whole table, read back as the same table.
  public static var json: OutputFormat {
    OutputFormat(name: "json", fileExtension: "json", backend: JSONBackend())
  }

  /// RFC 4180 CSV: one header row, then a record of cells per row.
  public static var csv: OutputFormat { .csv(sectionColumn: nil) }

  /// RFC 4180 CSV with a first column holding each row's section header.
  ///
  /// - Parameter sectionColumn: The column's title, or `nil` for none.
  /// - Returns: The format.
  public static func csv(sectionColumn: String?) -> OutputFormat {
    OutputFormat(
      name: "csv", fileExtension: "csv",
      backend: DelimitedTextBackend(.csv, sectionColumn: sectionColumn))
  }

  /// TSV with the escapes `\\`, `\t`, `\n` and `\r`: one header row, then a record per row.
  public static var tsv: OutputFormat { .tsv(sectionColumn: nil) }

  /// TSV with a first column holding each row's section header.
  ///
  /// - Parameter sectionColumn: The column's title, or `nil` for none.
  /// - Returns: The format.
  public static func tsv(sectionColumn: String?) -> OutputFormat {
    OutputFormat(
      name: "tsv", fileExtension: "tsv",
      backend: DelimitedTextBackend(.tsv, sectionColumn: sectionColumn))
  }

  /// A list file, the format `tableshim` reads: title, sections, ids, columns and rows.
  public static var list: OutputFormat {
    OutputFormat(name: "list", fileExtension: "list", backend: ListFileBackend())
  }
}
