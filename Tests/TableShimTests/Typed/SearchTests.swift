import Foundation
import Testing

@testable import TableShim

private var roster: TableViewModel {
  TableViewModel(title: "Players") {
    Section("Forwards", footer: "Scorers.") {
      Row("손흥민", detail: "대한민국")
      Row("Mbappé", detail: "France")
      Row("Messi", detail: "Argentina")
    }
    Section("Keepers") {
      Row("Buffon", detail: "Italia")
    }
  }
}

private func texts(_ model: TableViewModel) -> [[String]] {
  model.sections.map { $0.cells.map { ($0.customData as? CellContent)?.text ?? "?" } }
}

@Test(arguments: [
  ("손", [["손흥민"]]), ("흥민", [["손흥민"]]), ("e", [["Mbappé", "Messi"]]),
  ("MBAPPE", [["Mbappé"]]), ("é", [["Mbappé", "Messi"]]), ("ital", [["Buffon"]]),
  ("ＭＥＳＳＩ", [["Messi"]]), ("zz", []),
])
func searchIgnoresCaseDiacriticsAndWidth(query: String, expected: [[String]]) throws {
  #expect(texts(try TableShim().filter(roster, by: Search(query))) == expected)
}

@Test func searchIgnoresUnicodeNormalization() throws {
  let decomposed = "손흥민".decomposedStringWithCanonicalMapping
  #expect(decomposed.unicodeScalars.count == 9)
  let model = TableViewModel { Section { Row(decomposed) } }
  #expect(texts(try TableShim().filter(model, by: Search("손"))) == [[decomposed]])
  #expect(texts(try TableShim().filter(roster, by: Search(decomposed))) == [["손흥민"]])
  #expect(texts(try TableShim().filter(roster, by: Search("Mbappe\u{301}"))) == [["Mbappé"]])
}

@Test func searchComparesWholeCharactersSoAPartialSyllableDoesNotMatch() throws {
  #expect(texts(try TableShim().filter(roster, by: Search("소"))) == [])
}

@Test func anEmptyQueryChangesNothing() throws {
  #expect(texts(try TableShim().filter(roster, by: Search(""))) == texts(roster))
  var shim = TableShim()
  shim.search = Search("")
  #expect(try shim.render(roster, as: .text) == (try TableShim().render(roster, as: .text)))
}

@Test func emptySectionsAreDroppedUnlessAskedToKeepThem() throws {
  let kept = try TableShim().filter(roster, by: Search("buffon", dropsEmptySections: false))
  #expect(texts(kept) == [[], ["Buffon"]])
  #expect(kept.sections.map(\.header) == ["Forwards", "Keepers"])
}

@Test func searchableDataMatchesByItsQueryNotItsText() throws {
  var shim = TableShim()
  shim.register(PlayerCell.self)
  let model = TableViewModel {
    Section {
      Row(PlayerCell.self, item: Player(name: "Son", country: "대한민국"))
      Row(PlayerCell.self, item: Player(name: "Kane", country: "England"))
    }
  }
  let found = try shim.filter(model, by: Search("대한"))
  #expect(found.sections[0].cells.map { ($0.customData as? Player)?.name } == ["Son"])
}

@Test func renderingWithASearchHighlightsCountsAndKeepsHeadersAndFooters() throws {
  var shim = TableShim()
  shim.search = Search("me", highlightsMatches: true, countsMatches: true)
  #expect(
    try shim.render(roster, as: .text) == """
      Players
      =======

      Forwards
      --------
      - «Me»ssi — Argentina
      (1 of 3)

      Scorers.

      """)
  #expect(
    try shim.render(roster, as: .markdown) == """
      # Players

      ## Forwards

      - **Me**ssi — *Argentina*

      *1 of 3*

      Scorers.

      """)
  #expect(
    try shim.render(roster, as: .html).contains(
      "<span class=\"ts-text\"><mark>Me</mark>ssi</span>"))
  #expect(try shim.render(roster, as: .html).contains("<p class=\"ts-summary\">1 of 3</p>"))
}

@Test func highlightsKeepTheOriginalTextAroundFoldedMatches() throws {
  var shim = TableShim()
  shim.search = Search("ss", highlightsMatches: true)
  let model = TableViewModel { Section { Row("Straße") } }
  #expect(try shim.render(model, as: .text) == "- Stra«ß»e\n")
  shim.search = Search("e", highlightsMatches: true)
  #expect(
    try shim.render(TableViewModel { Section { Row("Mbappé, ÉTÉ") } }, as: .html).contains(
      "Mbapp<mark>é</mark>, <mark>É</mark>T<mark>É</mark>"))
}

@Test func markdownHighlightsStayStrongWhenAMatchStartsWithPunctuation() throws {
  var shim = TableShim()
  shim.search = Search("*b", highlightsMatches: true)
  let model = TableViewModel { Section { Row("a*b c") } }
  #expect(try shim.render(model, as: .markdown) == "- **a\\*b** c\n")
}

@Test func markdownListItemsMarkMatchesAcrossLineBreaksAndWhiteSpace() throws {
  var shim = TableShim()
  shim.search = Search("ab", highlightsMatches: true)
  let model = TableViewModel {
    Section {
      Row("ab\rcd ab", detail: "d ab")
      Row(" ab ")
      Row("-ab")
      Row("x ab\r\nab")
      Row("éab", detail: " ab\u{A0}")
    }
  }
  #expect(
    try shim.render(model, as: .markdown) == """
      - **ab**\\
        cd **ab** — *d **ab***
      - &#32;**ab**&#32;
      - \\-**ab**
      - x **ab**\\
        **ab**
      - é**ab** — *&#32;**ab**&#160;*

      """)
}

@Test func whenNothingMatchesEachBackendShowsTheEmptyMessage() throws {
  var shim = TableShim()
  shim.search = Search("zz")
  #expect(try shim.render(roster, as: .text) == "Players\n=======\n\nNo rows match “zz”.\n")
  #expect(try shim.render(roster, as: .markdown) == "# Players\n\n*No rows match “zz”.*\n")
  #expect(
    try shim.render(roster, as: .html).contains("<p class=\"ts-empty\">No rows match “zz”.</p>"))
  shim.search = Search("zz", emptyMessage: "Nobody <here>")
  #expect(
    try shim.render(roster, as: .html).contains("<p class=\"ts-empty\">Nobody &lt;here&gt;</p>"))
}
