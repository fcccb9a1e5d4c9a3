extension OutputBackend {
  /// Whether the backend draws summary rows among the rows; `true` unless a backend says
  /// otherwise, as the data formats do.
  public var drawsSummaryRows: Bool { true }
}
