/// A problem that ``TableViewModel/lint(using:reread:)`` finds in a table: its severity, its
/// rule, where it is, and what is wrong.
///
/// ```swift
/// for finding in model.lint() {
///   print(finding)  // error: section 1, row 3: duplicate row id 'son'; first at section 1, row 1
/// }
/// ```
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Worth a look; the table renders and diffs as it is.
    case warning
    /// The table breaks something: a render fails, a diffable data source crashes, or a
    /// difference pairs the wrong rows.
    case error

    /// Warnings before errors.
    ///
    /// - Parameters:
    ///   - lhs: A severity.
    ///   - rhs: Another severity.
    /// - Returns: Whether `lhs` is a warning and `rhs` an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// What a finding is about.
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    /// Two sections with the same id (an error), or two sections without ids with the same
    /// header, which a difference then pairs in order (a warning).
    case duplicateSectionID = "duplicate-section-id"
    /// Two rows of the table with the same id.
    case duplicateRowID = "duplicate-row-id"
    /// A row with more cells than its section has columns.
    case rowWiderThanColumns = "row-wider-than-columns"
    /// A row whose cell type is not registered with the shim.
    case unregisteredCellType = "unregistered-cell-type"
    /// A section without rows.
    case emptySection = "empty-section"
    /// A section or row whose id is not the same when the table is read again.
    case unstableID = "unstable-id"
    /// A cell that does not read under its column's ``ColumnFormat``, and is shown as it is.
    case unformattableCell = "unformattable-cell"
    /// A footnote on a column, spanner, section or row id that the table does not have: the
    /// note gets no mark and is not listed.
    case footnoteWithoutTarget = "footnote-without-target"
  }

  /// How bad the finding is.
  public var severity: Severity
  /// What it is about.
  public var rule: Rule
  /// The index of the section it is in.
  public var section: Int
  /// The index of the row it is about, or `nil` when it is about the section.
  public var row: Int?
  /// What is wrong, in a sentence without the place.
  public var message: String

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - severity: How bad it is.
  ///   - rule: What it is about.
  ///   - section: The index of the section it is in.
  ///   - row: The index of the row it is about, or `nil` for the section.
  ///   - message: What is wrong.
  public init(severity: Severity, rule: Rule, section: Int, row: Int?, message: String) {
    self.severity = severity
    self.rule = rule
    self.section = section
    self.row = row
    self.message = message
  }

  /// The place as a reader counts, from 1: `section 2, row 5`, or `section 2`.
  public var place: String {
    "section \(section + 1)" + (row.map { ", row \($0 + 1)" } ?? "")
  }

  /// `error: section 2, row 5: message [rule]`.
  public var description: String { "\(severity.rawValue): \(place): \(message) [\(rule.rawValue)]" }
}

extension LintFinding {
  /// The warning for a cell that does not read under its column's format.
  ///
  /// - Parameters:
  ///   - text: The cell's text.
  ///   - column: Its column, which has a format.
  ///   - section: The index of the section.
  ///   - row: The index of the row.
  /// - Returns: A warning with the rule ``Rule/unformattableCell``.
  public static func unformattable(_ text: String, column: Column, section: Int, row: Int)
    -> LintFinding
  {
    LintFinding(
      severity: .warning, rule: .unformattableCell, section: section, row: row,
      message: "column '\(column.title)': '\(text)' does not read as "
        + "\(column.format?.spec ?? "its format"); shown as it is")
  }
}
