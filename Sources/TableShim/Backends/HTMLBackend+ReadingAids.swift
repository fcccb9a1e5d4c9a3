extension HTMLBackend {
  /// The aids a page offers its reader beyond the table itself.
  ///
  /// A standalone page has them all unless told otherwise; a fragment has none. The page
  /// stays the full table without its script: sorting and filtering are the only aids that
  /// need it (``HTMLBackend/script``), and they only add to the page.
  ///
  /// ```swift
  /// let page = HTMLBackend(document: .standalone, readingAids: .all.subtracting(.scripted))
  /// ```
  public struct ReadingAids: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits of the set.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// A column title sorts its section.
    ///
    /// Numbers sort as numbers, text by the page's language, and a third click restores the
    /// source order. The script reads a cell as a number by the rule that aligns numbers; in
    /// a fragment, cells that read as numbers also carry their value in `data-ts-number`.
    public static let sorting = ReadingAids(rawValue: 1 << 0)
    /// A filter box hides the rows that do not match, as ``Search`` matches them.
    public static let filtering = ReadingAids(rawValue: 1 << 1)
    /// Each section with a header is a `details` element that its header opens and closes.
    public static let collapsibleSections = ReadingAids(rawValue: 1 << 2)
    /// A list of links to every section, by an anchor that is stable and unique.
    public static let tableOfContents = ReadingAids(rawValue: 1 << 3)
    /// A strip of section initials, like `UITableView`'s section index titles, when the
    /// table has ``HTMLBackend/sectionIndexThreshold`` sections or more.
    public static let sectionIndex = ReadingAids(rawValue: 1 << 4)
    /// Column titles stay at the top of the window while their table scrolls past.
    public static let stickyColumnTitles = ReadingAids(rawValue: 1 << 5)

    /// The aids that need the page's script.
    public static let scripted: ReadingAids = [.sorting, .filtering]
    /// Every aid.
    public static let all: ReadingAids = [
      .sorting, .filtering, .collapsibleSections, .tableOfContents, .sectionIndex,
      .stickyColumnTitles,
    ]
  }

  /// How many sections a table needs before its page shows a section index strip.
  public static let sectionIndexThreshold = 8

  /// Whether the page embeds ``script``: a standalone page with sorting or filtering.
  var embedsScript: Bool {
    document == .standalone && !readingAids.isDisjoint(with: .scripted)
  }

  /// The `sha256-` source of ``script`` for a Content Security Policy.
  public static let scriptHash = "sha256-" + SHA256(script).base64

  /// The `sha256-` source of ``stylesheet`` for a Content Security Policy.
  public static let stylesheetHash = "sha256-" + SHA256(stylesheet).base64

  /// The Content Security Policy of a standalone page: its own inline stylesheet, and its
  /// script if it has one, by hash; images from anywhere (a row's image is a URL); nothing
  /// else.
  var contentSecurityPolicy: String {
    let script = embedsScript ? "'\(Self.scriptHash)'" : "'none'"
    return "default-src 'none'; script-src \(script); style-src '\(Self.stylesheetHash)'; "
      + "img-src *; base-uri 'none'; form-action 'none'"
  }
}
