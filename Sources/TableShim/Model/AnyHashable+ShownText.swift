extension AnyHashable {
  /// A row's or section's id as the text that backends show and footnotes target: a string
  /// id as it is, any other value as it describes itself.
  var shownText: String {
    if let string = base as? String { return string }
    return String(describing: base)
  }
}
