/// A broken invariant found by a fuzz target or by the corpus tests.
///
/// The fuzz targets trap on the first one, so that libFuzzer keeps the input; the corpus tests
/// record each one as an issue.
struct FuzzViolation: CustomStringConvertible, Equatable {
  /// The rule an output or a decoder broke.
  enum Rule: String, CaseIterable {
    /// The output is not valid UTF-8.
    case utf8
    /// The output holds a raw control character (issue 15's rule 1).
    case rawControl
    /// The output holds a numeric character reference to a control (issue 15's rule 1).
    case controlReference
    /// The HTML's elements do not nest or close as they should, or hold markup TableShim
    /// never writes.
    case markup
    /// A decoder or a render threw an error of a type or case it must not throw.
    case unexpectedError
    /// Two ways of decoding the same bytes gave different events or errors, or grouping a
    /// CSV or TSV input did not give what the input read without grouping says
    /// (``CSVGrouping``).
    case decoderMismatch
    /// A table rendered from a decoder as it reads, and from its events held in memory,
    /// came out different.
    case streamMismatch
    /// A search that does not keep a row whose text holds the query (``SearchCheck``).
    case search
    /// A text whose display width is not its characters' together (``DisplayWidthCheck``).
    case displayWidth
    /// A text grid whose lines are not all as wide as each other, or wider than the limit
    /// though they could fit (``GridShape``).
    case gridShape
  }

  /// The rule broken.
  let rule: Rule
  /// What was found, and where.
  let message: String
  /// The known bug that breaks the rule here, when the check recognizes one.
  ///
  /// The fuzz targets pass over it, so that they go on finding others, and the corpus tests
  /// record it as a known issue. Drop the recognition when the bug is fixed.
  var knownIssue: String?

  var description: String {
    "\(rule.rawValue): \(message)" + (knownIssue.map { " (known issue: \($0))" } ?? "")
  }
}
