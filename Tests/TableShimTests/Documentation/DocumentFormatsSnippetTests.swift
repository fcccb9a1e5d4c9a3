import Testing

@testable import TableShim

// The snippet of the DocumentFormats article, which must render what the article shows.

@Test func documentFormatsArticleRendersWhatItShows() throws {
  let model = TableViewModel(title: "Players") {
    Section("Forwards") {
      Row("Messi", detail: "Argentina")
    }
  }
  let rst = [
    "=======", "Players", "=======", "", "Forwards", "--------", "", "- Messi — Argentina",
  ]
  #expect(
    try TableShim().render(model, as: .reStructuredText) == rst.joined(separator: "\n") + "\n")
  let adoc = ["= Players", "", "== Forwards", "", "* Messi — __Argentina__"]
  #expect(try TableShim().render(model, as: .asciiDoc) == adoc.joined(separator: "\n") + "\n")
}
