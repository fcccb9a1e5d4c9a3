/// The texts of a ``CellContent``, kept in one object so that copying a content retains one
/// reference instead of each of its strings.
///
/// A content copies it before changing it when another content shares it (copy on write),
/// so it is never changed while shared: that is what makes it safe to send.
final class CellTexts: Hashable, @unchecked Sendable {
  var text: String
  var secondaryText: String?
  var detailText: String?
  var image: String?
  var link: String?
  var columns: [String]
  var id: String?
  /// `nil` when nothing is marked, which is all but a search's matches.
  var highlights: CellContent.Highlights?

  init(
    text: String, secondaryText: String?, detailText: String?, image: String?, link: String?,
    columns: [String], id: String?
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.detailText = detailText
    self.image = image
    self.link = link
    self.columns = columns
    self.id = id
  }

  convenience init(copying other: CellTexts) {
    self.init(
      text: other.text, secondaryText: other.secondaryText, detailText: other.detailText,
      image: other.image, link: other.link, columns: other.columns, id: other.id)
    highlights = other.highlights
  }

  func hasSameTexts(as other: CellTexts) -> Bool {
    text == other.text && secondaryText == other.secondaryText
      && detailText == other.detailText && image == other.image && link == other.link
      && columns == other.columns && id == other.id && highlights == other.highlights
  }

  static func == (lhs: CellTexts, rhs: CellTexts) -> Bool {
    lhs === rhs || lhs.hasSameTexts(as: rhs)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(secondaryText)
    hasher.combine(detailText)
    hasher.combine(image)
    hasher.combine(link)
    hasher.combine(columns)
    hasher.combine(id)
    hasher.combine(highlights)
  }
}
