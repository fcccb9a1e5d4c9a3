import TableShimTesting
import Testing

@testable import TableShim

@Test func htmlIsASemanticFragment() throws {
  assertSnapshot(of: Fixtures.players, as: .html)
}

@Test func aStandalonePageHasADoctypeCharsetTitleAndStylesheet() throws {
  let backend = HTMLBackend(document: .standalone, language: "ko")
  let page = try TableShim().render(Fixtures.players, as: .html(backend))
  #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"utf-8\">\n"))
  #expect(page.contains("<title>Soccer players</title>"))
  #expect(page.contains(HTMLBackend.stylesheet))
  #expect(page.contains("prefers-color-scheme: dark"))
  #expect(
    page.hasSuffix(
      "</article>\n<script>\(HTMLBackend.script)</script>\n</main>\n</body>\n</html>\n"))
  let untitled = try TableShim().render(TableViewModel(), as: .html(backend))
  #expect(untitled.contains("<title>Table</title>"))
}

@Test func htmlEscapesEveryTextAndAttribute() throws {
  let hostile = "<script>alert('x')</script> & \"q\" &lt; >"
  let model = TableViewModel(
    title: hostile,
    sections: [
      SectionModel(
        header: hostile, footer: hostile,
        cells: [
          CellModel(CellContent(text: hostile, link: "/a?\"b\"=<c>&d"), id: "x\" onclick=\"y")
        ],
        id: "a b\tc")
    ])
  let html = try TableShim().render(model, as: .html(HTMLBackend(document: .standalone)))
  let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot; &amp;lt; &gt;"
  #expect(html.contains("<title>\(escaped)</title>"))
  #expect(html.contains("<h1>\(escaped)</h1>"))
  #expect(html.contains("<h2>\(escaped)</h2>"))
  #expect(html.contains("<footer class=\"ts-footer\">\(escaped)</footer>"))
  #expect(html.contains("href=\"/a?&quot;b&quot;=&lt;c&gt;&amp;d\">\(escaped)</a>"))
  #expect(html.contains("id=\"x&quot;-onclick=&quot;y\""))
  #expect(html.contains("<section class=\"ts-section\" id=\"a-b-c\">"))
  // The page's one script is its own.
  #expect(html.ranges(of: "<script").count == 1)
  #expect(html.contains("<script>\(HTMLBackend.script)</script>"))
}

@Test func htmlBreaksLinesAtCRAndCRLFAndShowsControlCharacters() throws {
  let model = TableViewModel(sections: [
    SectionModel(cells: [CellModel(text: "a\rb\u{0}\r\nc\nd\u{1B}\u{9B}\te")])
  ])
  #expect(
    try TableShim().render(model, as: .html).contains(
      ">a<br>b\u{2400}<br>c<br>d\u{241B}\\u{9b}\te</span>"))
}

@Test func htmlGridCellsShowLineBreaks() throws {
  let model = TableViewModel(sections: [
    SectionModel(columns: ["A"], cells: [CellModel(CellContent(columns: ["a\r\nb\rc"]))])
  ])
  #expect(try TableShim().render(model, as: .html).contains("<td>a<br>b<br>c</td>"))
}

@Test func htmlTitlesAndAttributesTakeLineFeedsNotElements() throws {
  let model = TableViewModel(title: "a\r\nb", sections: [])
  let page = try TableShim().render(model, as: .html(HTMLBackend(document: .standalone)))
  #expect(page.contains("<title>a\nb</title>"))
  #expect(page.contains("<h1>a<br>b</h1>"))
}

@Test func htmlLinksAndImagesOnlyForSafeURLs() throws {
  func row(link: String? = nil, image: String? = nil) throws -> String {
    let model = TableViewModel(sections: [
      SectionModel(cells: [CellModel(CellContent(text: "go", image: image, link: link))])
    ])
    return try TableShim().render(model, as: .html)
  }
  #expect(try row(link: "javascript:alert(1)").contains("<span class=\"ts-text\">go</span>"))
  #expect(try row(link: "https://x.y").contains("<a class=\"ts-text\" href=\"https://x.y\">go</a>"))
  #expect(try row(image: "data:image/png;base64,AAAA").contains("<img") == false)
  #expect(
    try row(image: "/img/a.png").contains("<img class=\"ts-image\" src=\"/img/a.png\" alt=\"\">"))
}

@Test func theHTMLLookMaskHoldsTheEscapedCharactersAndTheControls() {
  let special = Set("&<>\"'".utf8)
  for byte in UInt8.min...UInt8.max {
    let control = (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2
    #expect(needsHTMLLook(byte) == special.contains(byte) || control, "byte \(byte)")
  }
}
