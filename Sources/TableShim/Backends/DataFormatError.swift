/// A table that a data format (`json`, `csv`, `tsv`, `list`) cannot write without losing part
/// of it, with where and why.
///
/// ```
/// list: row [0, 2]: a list file cannot hold a line break in a cell; write it as json
/// ```
public struct DataFormatError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What the problem is about.
  public enum Place: Equatable, Sendable {
    /// The table's title.
    case title
    /// The table's subtitle.
    case subtitle
    /// A source note under the table.
    case note
    /// A section, by index; its header, columns, id or footer.
    case section(Int)
    /// A row.
    case row(IndexPath)
    /// A footnote, by its index among the table's footnotes.
    case footnote(Int)
  }

  /// The format's name.
  public let format: String
  /// Where the problem is.
  public let place: Place
  /// What cannot be written, and what to do.
  public let problem: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - format: The format's name.
  ///   - place: Where the problem is.
  ///   - problem: What cannot be written, and what to do.
  public init(format: String, place: Place, problem: String) {
    self.format = format
    self.place = place
    self.problem = problem
  }

  /// `format: place: problem`.
  public var description: String {
    let where_: String
    switch place {
    case .title: where_ = "title"
    case .subtitle: where_ = "subtitle"
    case .note: where_ = "note"
    case .section(let index): where_ = "section \(index)"
    case .row(let path): where_ = "row \(path)"
    case .footnote(let index): where_ = "footnote \(index)"
    }
    return "\(format): \(where_): \(problem)"
  }
}
