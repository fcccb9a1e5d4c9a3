extension OutputFormat {
  /// Whether the format writes the columns' formats and the cells as they came (JSON, list
  /// files), rather than the formatted cells: a decoder must not format ahead for it.
  package var keepsColumnFormats: Bool { backend.keepsColumnFormats }
}
