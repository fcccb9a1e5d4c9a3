/// How a plain-text grid draws its rules and borders.
///
/// The built-in styles carry the names of Python's `tabulate` formats, so that a habit
/// carries over (`--style fancy_grid`), and a few names of TableShim's own:
///
/// ```
/// simple (default)   ascii                 rounded               psql
/// Name   Goals       +-------+-------+     ╭───────┬───────╮     +-------+-------+
/// -----  -----       | Name  | Goals |     │ Name  │ Goals │     | Name  | Goals |
/// Messi    112       +-------+-------+     ├───────┼───────┤     |-------+-------|
///                    | Messi |   112 |     │ Messi │   112 │     | Messi |   112 |
///                    +-------+-------+     ╰───────┴───────╯     +-------+-------+
/// ```
///
/// It is an open set: make a style of your own from ``Rule``s and the row's edges.
///
/// ```swift
/// let dots = GridStyle(
///   name: "dots", headerRule: GridStyle.Rule(horizontal: "·", crossing: " · "),
///   separator: " · ")
/// ```
public struct GridStyle: Hashable, Sendable {
  /// One horizontal rule: its left end, the line repeated over each column, the crossing
  /// between two columns and its right end.
  public struct Rule: Hashable, Sendable {
    /// What starts the rule.
    public var left: String
    /// What is repeated over the width of each column, its padding included.
    public var horizontal: String
    /// What stands between two columns.
    public var crossing: String
    /// What ends the rule.
    public var right: String

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - left: What starts the rule.
    ///   - horizontal: What is repeated over the width of each column; one terminal cell wide.
    ///   - crossing: What stands between two columns.
    ///   - right: What ends the rule.
    public init(left: String = "", horizontal: String, crossing: String, right: String = "") {
      self.left = left
      self.horizontal = horizontal
      self.crossing = crossing
      self.right = right
    }
  }

  /// The style's name, as `--style` spells it.
  public var name: String
  /// Other names of the style, such as the `tabulate` name of a TableShim style.
  public var aliases: [String]
  /// The rule above the grid; `nil` for none.
  public var top: Rule?
  /// The rule between the column titles and the rows; `nil` for none.
  public var headerRule: Rule?
  /// The rule between two rows; `nil` for none.
  public var rowRule: Rule?
  /// The rule below the grid; `nil` for none.
  public var bottom: Rule?
  /// What starts each line of cells.
  public var left: String
  /// What stands between two cells.
  public var separator: String
  /// What ends each line of cells.
  public var right: String
  /// The spaces on each side of a cell, within its borders.
  public var padding: Int

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - name: The style's name.
  ///   - aliases: Other names of the style.
  ///   - top: The rule above the grid.
  ///   - headerRule: The rule between the column titles and the rows.
  ///   - rowRule: The rule between two rows.
  ///   - bottom: The rule below the grid.
  ///   - left: What starts each line of cells.
  ///   - separator: What stands between two cells.
  ///   - right: What ends each line of cells.
  ///   - padding: The spaces on each side of a cell.
  public init(
    name: String, aliases: [String] = [], top: Rule? = nil, headerRule: Rule? = nil,
    rowRule: Rule? = nil, bottom: Rule? = nil, left: String = "", separator: String = "  ",
    right: String = "", padding: Int = 0
  ) {
    self.name = name
    self.aliases = aliases
    self.top = top
    self.headerRule = headerRule
    self.rowRule = rowRule
    self.bottom = bottom
    self.left = left
    self.separator = separator
    self.right = right
    self.padding = padding
  }

  /// The display width a line of `columns` cells takes besides the cells themselves.
  func overhead(columns: Int) -> Int {
    left.displayWidth + right.displayWidth + separator.displayWidth * max(columns - 1, 0)
      + 2 * padding * columns
  }
}

extension GridStyle {
  /// A style whose every line is bordered: `vertical` between and around the cells, one
  /// space of padding, the rules given.
  private static func boxed(
    _ name: String, aliases: [String] = [], vertical: String, top: Rule?, headerRule: Rule?,
    rowRule: Rule? = nil, bottom: Rule?
  ) -> GridStyle {
    GridStyle(
      name: name, aliases: aliases, top: top, headerRule: headerRule, rowRule: rowRule,
      bottom: bottom, left: vertical, separator: vertical, right: vertical, padding: 1)
  }

  /// A rule of box-drawing characters: `ends` is the left end, crossing and right end.
  private static func rule(_ ends: String, _ horizontal: String) -> Rule {
    let parts = ends.map(String.init)
    return Rule(left: parts[0], horizontal: horizontal, crossing: parts[1], right: parts[2])
  }

  /// No rules at all: columns two spaces apart (`tabulate`'s `plain`).
  public static let plain = GridStyle(name: "plain")
  /// Dashes under the column titles, columns two spaces apart (`tabulate`'s `simple`).
  ///
  /// The default: safe for any log or terminal.
  public static let simple = GridStyle(
    name: "simple", headerRule: Rule(horizontal: "-", crossing: "  "))
  /// Borders of `+`, `-` and `|` (`tabulate`'s `pretty`).
  public static let ascii = boxed(
    "ascii", aliases: ["pretty"], vertical: "|", top: rule("+++", "-"),
    headerRule: rule("+++", "-"), bottom: rule("+++", "-"))
  /// Borders of `+`, `-` and `|`, `=` under the titles, a rule between rows.
  public static let grid = boxed(
    "grid", vertical: "|", top: rule("+++", "-"), headerRule: rule("+++", "="),
    rowRule: rule("+++", "-"), bottom: rule("+++", "-"))
  /// Borders of `+`, `-` and `|`, `=` under the titles.
  public static let outline = boxed(
    "outline", vertical: "|", top: rule("+++", "-"), headerRule: rule("+++", "="),
    bottom: rule("+++", "-"))
  /// Box-drawing borders with rounded corners (`tabulate`'s `rounded_outline`).
  public static let rounded = boxed(
    "rounded", aliases: ["rounded_outline"], vertical: "│", top: rule("╭┬╮", "─"),
    headerRule: rule("├┼┤", "─"), bottom: rule("╰┴╯", "─"))
  /// Box-drawing borders with rounded corners and a rule between rows.
  public static let roundedGrid = boxed(
    "rounded_grid", vertical: "│", top: rule("╭┬╮", "─"), headerRule: rule("├┼┤", "─"),
    rowRule: rule("├┼┤", "─"), bottom: rule("╰┴╯", "─"))
  /// Thin box-drawing borders.
  public static let simpleOutline = boxed(
    "simple_outline", vertical: "│", top: rule("┌┬┐", "─"), headerRule: rule("├┼┤", "─"),
    bottom: rule("└┴┘", "─"))
  /// Thin box-drawing borders and a rule between rows.
  public static let simpleGrid = boxed(
    "simple_grid", vertical: "│", top: rule("┌┬┐", "─"), headerRule: rule("├┼┤", "─"),
    rowRule: rule("├┼┤", "─"), bottom: rule("└┴┘", "─"))
  /// Heavy box-drawing borders.
  public static let heavyOutline = boxed(
    "heavy_outline", vertical: "┃", top: rule("┏┳┓", "━"), headerRule: rule("┣╋┫", "━"),
    bottom: rule("┗┻┛", "━"))
  /// Heavy box-drawing borders and a rule between rows.
  public static let heavyGrid = boxed(
    "heavy_grid", vertical: "┃", top: rule("┏┳┓", "━"), headerRule: rule("┣╋┫", "━"),
    rowRule: rule("┣╋┫", "━"), bottom: rule("┗┻┛", "━"))
  /// Heavy horizontal rules with thin vertical ones.
  public static let mixedOutline = boxed(
    "mixed_outline", vertical: "│", top: rule("┍┯┑", "━"), headerRule: rule("┝┿┥", "━"),
    bottom: rule("┕┷┙", "━"))
  /// Heavy outer rules, thin rules between rows.
  public static let mixedGrid = boxed(
    "mixed_grid", vertical: "│", top: rule("┍┯┑", "━"), headerRule: rule("┝┿┥", "━"),
    rowRule: rule("├┼┤", "─"), bottom: rule("┕┷┙", "━"))
  /// Double-line box-drawing borders.
  public static let doubleOutline = boxed(
    "double_outline", vertical: "║", top: rule("╔╦╗", "═"), headerRule: rule("╠╬╣", "═"),
    bottom: rule("╚╩╝", "═"))
  /// Double-line box-drawing borders and a rule between rows.
  public static let doubleGrid = boxed(
    "double_grid", vertical: "║", top: rule("╔╦╗", "═"), headerRule: rule("╠╬╣", "═"),
    rowRule: rule("╠╬╣", "═"), bottom: rule("╚╩╝", "═"))
  /// Double horizontal outer rules with thin vertical ones.
  public static let fancyOutline = boxed(
    "fancy_outline", vertical: "│", top: rule("╒╤╕", "═"), headerRule: rule("╞╪╡", "═"),
    bottom: rule("╘╧╛", "═"))
  /// Double horizontal outer rules, thin rules between rows.
  public static let fancyGrid = boxed(
    "fancy_grid", vertical: "│", top: rule("╒╤╕", "═"), headerRule: rule("╞╪╡", "═"),
    rowRule: rule("├┼┤", "─"), bottom: rule("╘╧╛", "═"))
  /// PostgreSQL's `psql` look.
  public static let psql = boxed(
    "psql", vertical: "|", top: rule("+++", "-"), headerRule: rule("|+|", "-"),
    bottom: rule("+++", "-"))
  /// Presto's look: no outer borders.
  public static let presto = GridStyle(
    name: "presto", headerRule: Rule(horizontal: "-", crossing: "+"), separator: "|",
    padding: 1)
  /// An Emacs Org-mode table (`tabulate`'s `orgtbl`).
  public static let orgtbl = boxed(
    "orgtbl", vertical: "|", top: nil, headerRule: rule("|+|", "-"), bottom: nil)

  /// Every built-in style, in the order the help lists them.
  public static let builtIn: [GridStyle] = [
    .simple, .plain, .ascii, .grid, .outline, .rounded, .roundedGrid, .simpleOutline,
    .simpleGrid, .heavyOutline, .heavyGrid, .mixedOutline, .mixedGrid, .doubleOutline,
    .doubleGrid, .fancyOutline, .fancyGrid, .psql, .presto, .orgtbl,
  ]

  /// The built-in style with a name or alias, in any case; `-` and `_` are the same.
  ///
  /// ```swift
  /// GridStyle.named("fancy-grid") == .fancyGrid  // true
  /// ```
  ///
  /// - Parameter name: A style's name or alias, such as `rounded` or `rounded_outline`.
  /// - Returns: The style, or `nil` for an unknown name.
  public static func named(_ name: String) -> GridStyle? {
    let name = String(name.lowercased().map { $0 == "-" ? "_" : $0 })
    return builtIn.first { $0.name == name || $0.aliases.contains(name) }
  }
}
