/// Row data that says what a search should look at.
///
/// A row whose data is `Searchable` matches a search by its ``query``; any other row matches
/// by the texts its cell shows.
///
/// ```swift
/// struct Player: Searchable {
///   let name: String
///   let country: String
///   var query: String { "\(name) \(country)" }
/// }
/// ```
public protocol Searchable {
  /// The text a search looks at.
  var query: String { get }
}
