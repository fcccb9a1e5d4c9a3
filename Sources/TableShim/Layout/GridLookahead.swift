/// How far a grid that streams looks ahead before it writes its first row.
///
/// HTML tables and unpadded Markdown tables hold a section's first rows, at most
/// ``rowLimit`` of them, to decide which columns hold numbers (and are right-aligned, on the
/// alignment row that comes first), then write every later row as it comes: a section's
/// memory is bounded by the lookahead, not by its length.
enum GridLookahead {
  /// The most rows a streaming grid holds before it writes its first.
  static let rowLimit = 1000
}
