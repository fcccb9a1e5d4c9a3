import Foundation
import TableShimTesting
import Testing

@testable import TableShim

@Test(arguments: [
  ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
  ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
  (
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
  ),
  (
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
    "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
  ),
])
func sha256MatchesTheFIPSVectors(message: String, digest: String) {
  #expect(SHA256(message).hex == digest)
}

@Test func sha256OfAMillionAsAndEveryPaddingLength() {
  #expect(
    SHA256(bytes: Array(repeating: UInt8(ascii: "a"), count: 1_000_000)).hex
      == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  // Messages of 55, 56 and 64 bytes pad into one or two blocks.
  #expect(
    SHA256(String(repeating: "a", count: 55)).hex
      == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
  #expect(
    SHA256(String(repeating: "a", count: 56)).hex
      == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
  #expect(
    SHA256(String(repeating: "a", count: 64)).hex
      == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
}

@Test func sha256InBase64IsTheFormACSPSourceTakes() {
  #expect(SHA256("abc").base64 == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
  #expect(SHA256("").base64 == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
}

/// The text between `start` and the `end` that follows it.
private func text(in page: String, between start: String, and end: String) -> String? {
  guard let open = page.range(of: start), let close = page[open.upperBound...].range(of: end)
  else { return nil }
  return String(page[open.upperBound..<close.lowerBound])
}

@Test func thePagePolicyNamesTheHashesOfExactlyItsStyleAndScript() throws {
  let page = try TableShim().render(Fixtures.players, as: .html(HTMLBackend(document: .standalone)))
  let style = try #require(text(in: page, between: "<style>", and: "</style>"))
  let script = try #require(text(in: page, between: "<script>", and: "</script>"))
  #expect(style == HTMLBackend.stylesheet)
  #expect(script == HTMLBackend.script)
  let policy =
    "default-src &#39;none&#39;; script-src &#39;sha256-\(SHA256(script).base64)&#39;; "
    + "style-src &#39;sha256-\(SHA256(style).base64)&#39;; img-src *; base-uri &#39;none&#39;; "
    + "form-action &#39;none&#39;"
  #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">"))
  #expect(HTMLBackend.scriptHash == "sha256-" + SHA256(script).base64)
  // The policy comes before the stylesheet and the script it allows.
  let meta = try #require(page.range(of: "Content-Security-Policy"))
  #expect(meta.lowerBound < page.range(of: "<style>")!.lowerBound)
}

@Test func aPageWithoutItsScriptAllowsNoScript() throws {
  let backend = HTMLBackend(
    document: .standalone, readingAids: HTMLBackend.ReadingAids.all.subtracting(.scripted))
  let page = try TableShim().render(Fixtures.players, as: .html(backend))
  #expect(!page.contains("<script"))
  #expect(page.contains("script-src &#39;none&#39;"))
  #expect(!page.contains("data-ts-sort") && !page.contains("data-ts-number"))
  #expect(page.contains("<details class=\"ts-details\" open>"))
}

@Test func readingAidsAreOnForPagesAndOffForFragments() throws {
  #expect(HTMLBackend().readingAids.isEmpty)
  #expect(HTMLBackend(document: .standalone).readingAids == .all)
  #expect(HTMLBackend(document: .fragment, readingAids: .sorting).readingAids == .sorting)
  let fragment = try TableShim().render(Fixtures.players, as: .html)
  for aid in ["<details", "<nav", "data-ts-", "<script", "ts-sticky", "section-"] {
    #expect(!fragment.contains(aid), "a fragment has \(aid)")
  }
  let page = try TableShim().render(Fixtures.players, as: .html(HTMLBackend(document: .standalone)))
  for aid in [
    "<details class=\"ts-details\" open>\n<summary><h2>", "<nav class=\"ts-toc\"", "data-ts-sort",
    "data-ts-filter", "<script>", "ts-sticky", "<main>",
  ] {
    #expect(page.contains(aid), "a page lacks \(aid)")
  }
}

@Test func collapsedSectionsStartClosed() throws {
  let backend = HTMLBackend(document: .standalone, startsCollapsed: true)
  let page = try TableShim().render(Fixtures.players, as: .html(backend))
  #expect(page.contains("<details class=\"ts-details\">\n<summary>"))
  #expect(!page.contains("<details class=\"ts-details\" open>"))
}

@Test func aFragmentWithEveryAidHasItsMarkup() throws {
  let model = TableViewModel(
    title: "Scores",
    sections: [
      SectionModel(
        header: "Forwards", columns: ["Name", "Goals"],
        cells: [
          CellModel(CellContent(columns: ["Son", "1,234.5"])),
          CellModel(CellContent(columns: ["Kane", "n/a"])),
        ]),
      SectionModel(header: "Forwards", cells: [CellModel(text: "Again")]),
      SectionModel(cells: [CellModel(text: "No header")], id: "own id"),
    ])
  assertSnapshot(of: model, as: .rendered(.html(HTMLBackend(readingAids: .all))))
}

@Test func cellsThatReadAsNumbersCarryTheirValue() {
  func value(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { HTMLBackend.numberValue($0) }
  }
  #expect(value("1,234.5") == "1234.5")
  #expect(value("-12.5%") == "-12.5")
  #expect(value("42992e1") == "42992e1")
  #expect(value("007") == "007")
  #expect(value("n/a") == nil)
  #expect(value("1,23") == nil)
  #expect(value("") == nil)
}

@Test func sectionAnchorsAreStableAndUnique() throws {
  var navigation = HTMLBackend.SectionNavigation()
  #expect(
    navigation.anchor(for: SectionStart(index: 0, header: "Forwards & Wings"))
      == "section-forwards-wings")
  #expect(
    navigation.anchor(for: SectionStart(index: 1, header: "forwards  wings!"))
      == "section-forwards-wings-2")
  #expect(navigation.anchor(for: SectionStart(index: 2, header: "손흥민")) == "section-손흥민")
  #expect(navigation.anchor(for: SectionStart(index: 3, header: "<>")) == "section-4")
  #expect(navigation.anchor(for: SectionStart(index: 4, id: "a b")) == "a-b")
  #expect(navigation.anchor(for: SectionStart(index: 5, id: "a b")) == "a-b-2")
}

@Test func theSectionIndexListsInitialsOnceFromItsThreshold() throws {
  #expect(HTMLBackend.SectionNavigation.initial(of: "손흥민") == "ㅅ")
  #expect(HTMLBackend.SectionNavigation.initial(of: "가") == "ㄱ")
  #expect(HTMLBackend.SectionNavigation.initial(of: "  élan") == "ÉLAN".prefix(1).description)
  #expect(HTMLBackend.SectionNavigation.initial(of: " ") == nil)
  func page(sections: Int) throws -> String {
    let model = TableViewModel(
      sections: (0..<sections).map {
        SectionModel(header: $0 % 2 == 0 ? "Alpha \($0)" : "beta \($0)", cells: [])
      })
    return try TableShim().render(model, as: .html(HTMLBackend(document: .standalone)))
  }
  let threshold = HTMLBackend.sectionIndexThreshold
  #expect(try !page(sections: threshold - 1).contains("<nav class=\"ts-index\""))
  let indexed = try page(sections: threshold)
  #expect(
    indexed.contains(
      "<nav class=\"ts-index\" aria-label=\"Section index\">\n<a href=\"#section-alpha-0\">A</a>\n"
        + "<a href=\"#section-beta-1\">B</a>\n</nav>"))
  #expect(try !page(sections: 1).contains("<nav class=\"ts-toc\""))
}

@Test func aPageAlignsByClassAndLabelsCheckBoxes() throws {
  let model = TableViewModel(sections: [
    SectionModel(
      columns: ["Name", "Goals"],
      cells: [CellModel(CellContent(accessory: .checkmark, columns: ["Son", "12"]))])
  ])
  let page = try TableShim().render(model, as: .html(HTMLBackend(document: .standalone)))
  #expect(!page.contains("style=\""))
  // The table's classes align its columns, and the script reads numbers from the text.
  #expect(page.contains("<table class=\"ts-grid ts-r2\">"))
  #expect(page.contains("<th scope=\"col\">Goals</th>"))
  #expect(page.contains("<tr class=\"ts-accessory-checkmark\"><td>"))
  #expect(page.contains("<td>12</td>\n</tr>"))
  #expect(page.contains("<input type=\"checkbox\" checked disabled aria-label=\"done\">"))
  #expect(page.contains("<html lang=\"und\">"))
}

@Test func aPageTableWiderThanItsColumnClassesAlignsEachCell() throws {
  let count = HTMLBackend.GridMarkup.columnClassLimit + 1
  let model = TableViewModel(sections: [
    SectionModel(
      columns: (1...count).map { Column("C\($0)") },
      cells: [CellModel(CellContent(columns: (1...count).map { String($0) }))])
  ])
  let page = try TableShim().render(model, as: .html(HTMLBackend(document: .standalone)))
  #expect(page.contains("<table class=\"ts-grid\">"))
  #expect(page.contains("<td class=\"ts-align-right\">\(count)</td>\n</tr>"))
  #expect(!page.contains("data-ts-number"))
}

/// The strings of the browser check's Tests/Conformance/browser/page_numbers.py, which the
/// page's script must read as NumberShape reads them.
@Test func theScriptsNumbersAreNumberShapes() {
  let numbers = [
    "1,234", "1234,567", ".5", "-.5e3", "1e+2", "007", "12%", "1,234,567.5e-3%", "-0",
    "3,000.25",
  ]
  let texts = [
    "1,2345", "5.", "1e", "+", "-", ".", "0x10", "Infinity", "1 000", "１２", "1.2.3", "%", "e5",
    "99,99", "",
  ]
  for text in numbers { #expect(NumberShape(text) != nil, "\(text)") }
  for text in texts { #expect(NumberShape(text) == nil, "\(text)") }
  #expect(HTMLBackend.script.contains("numberShape"))
}
