/// What an output backend learns of a section when it ends.
public struct SectionEnd: Sendable {
  /// The text below the rows.
  public var footer: String?
  /// The number of rows the section showed.
  public var rowCount: Int
  /// How many rows matched a search, such as "3 of 12"; `nil` when the render does not
  /// count matches.
  public var matchSummary: String?
  /// The footnotes listed after the section (``FootnotePlacement/afterEachSection``), for
  /// formats that write footnote markup.
  var footnotes = FootnoteListing()
  /// The same footnotes as lines of text, mark first, for formats that show marks as text.
  var footnoteLines: [String] = []

  /// Creates the end of a section.
  ///
  /// - Parameters:
  ///   - footer: The text below the rows.
  ///   - rowCount: The number of rows the section showed.
  ///   - matchSummary: How many rows matched a search.
  public init(footer: String? = nil, rowCount: Int = 0, matchSummary: String? = nil) {
    self.footer = footer
    self.rowCount = rowCount
    self.matchSummary = matchSummary
  }
}

/// What an output backend learns of a table when it ends.
public struct TableEnd: Sendable {
  /// The number of rows the table showed.
  public var rowCount: Int
  /// The message to show because the table has no rows, such as "No players match “x”".
  public var emptyMessage: String?
  /// The source notes shown under the table, in order.
  public var notes: [String]
  /// The footnotes listed after the table, for formats that write footnote markup.
  var footnotes = FootnoteListing()

  /// Creates the end of a table.
  ///
  /// - Parameters:
  ///   - rowCount: The number of rows the table showed.
  ///   - emptyMessage: The message to show because the table has no rows.
  ///   - notes: The source notes shown under the table.
  public init(rowCount: Int = 0, emptyMessage: String? = nil, notes: [String] = []) {
    self.rowCount = rowCount
    self.emptyMessage = emptyMessage
    self.notes = notes
  }
}
