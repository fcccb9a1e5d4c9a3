/// How a plain-text grid draws its rules.
///
/// ```
/// plain           ascii                 rounded
/// Name   Goals    +-------+-------+     ╭───────┬───────╮
/// -----  -----    | Name  | Goals |     │ Name  │ Goals │
/// Messi    112    +-------+-------+     ├───────┼───────┤
///                 | Messi |   112 |     │ Messi │   112 │
///                 +-------+-------+     ╰───────┴───────╯
/// ```
public enum GridStyle: String, Hashable, Sendable, CaseIterable {
  /// Spaces between columns and dashes under the header: safe for any log or terminal.
  case plain
  /// Borders drawn with `+`, `-` and `|`.
  case ascii
  /// Borders drawn with Unicode box-drawing characters and rounded corners.
  case rounded

  /// The characters of the rules, for the bordered styles.
  var rules: GridRules? {
    switch self {
    case .plain: nil
    case .ascii:
      GridRules(
        horizontal: "-", vertical: "|", top: ("+", "+", "+"), middle: ("+", "+", "+"),
        bottom: ("+", "+", "+"))
    case .rounded:
      GridRules(
        horizontal: "─", vertical: "│", top: ("╭", "┬", "╮"), middle: ("├", "┼", "┤"),
        bottom: ("╰", "┴", "╯"))
    }
  }
}

/// The characters a bordered grid is drawn with: each rule's left end, crossing and right end.
struct GridRules {
  let horizontal: String
  let vertical: String
  let top: (String, String, String)
  let middle: (String, String, String)
  let bottom: (String, String, String)
}
