/// What an output backend knows of a table when it starts: the texts above the sections.
public struct TableStart: Sendable {
  /// The table's title.
  public var title: String?
  /// A line under the title.
  public var subtitle: String?

  /// Creates the start of a table.
  ///
  /// - Parameters:
  ///   - title: The table's title.
  ///   - subtitle: A line under the title.
  public init(title: String? = nil, subtitle: String? = nil) {
    self.title = title
    self.subtitle = subtitle
  }
}
