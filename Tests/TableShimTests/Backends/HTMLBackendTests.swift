import Testing

@testable import TableShim

@Test func htmlIsASemanticFragment() throws {
  let expected = """
    <article class="tableshim">
    <h1>Soccer players</h1>
    <section class="ts-section" id="forwards">
    <h2>Forwards</h2>
    <ul class="ts-rows">
    <li class="ts-row ts-style-value1"><span class="ts-text">Messi</span> \
    <span class="ts-detail">Argentina</span></li>
    <li class="ts-row ts-style-subtitle ts-accessory-disclosureIndicator">\
    <span class="ts-text">Son Heung-min</span> <span class="ts-secondary">대한민국</span> \
    <span class="ts-accessory" aria-hidden="true">›</span></li>
    <li class="ts-row ts-style-value2" id="kylian-mbappe"><span class="ts-image" \
    aria-hidden="true">⚽</span> <a class="ts-text" href="https://example.com/mbappe">Mbappé</a> \
    <span class="ts-detail">France</span></li>
    </ul>
    <footer class="ts-footer">Goals for the national team.</footer>
    </section>
    <section class="ts-section">
    <h2>Retired</h2>
    <ul class="ts-rows">
    <li class="ts-row ts-style-default ts-accessory-checkmark ts-state-selected">\
    <input type="checkbox" checked disabled> <span class="ts-text">Zidane</span></li>
    <li class="ts-row ts-style-default ts-accessory-unchecked ts-state-disabled" \
    aria-disabled="true"><input type="checkbox" disabled> <span class="ts-text">Beckham</span></li>
    <li class="ts-row ts-style-default ts-accessory-detailButton ts-state-highlighted">\
    <span class="ts-text">Park Ji-sung</span> <span class="ts-accessory" role="img" \
    aria-label="details">ⓘ</span></li>
    </ul>
    </section>
    <section class="ts-section">
    <ul class="ts-rows">
    <li class="ts-row ts-style-default"><span class="ts-text">Unassigned</span></li>
    </ul>
    </section>
    </article>

    """
  #expect(try TableShim().render(Fixtures.players, as: .html) == expected)
}

@Test func aStandalonePageHasADoctypeCharsetTitleAndStylesheet() throws {
  let backend = HTMLBackend(document: .standalone, language: "ko")
  let page = try TableShim().render(Fixtures.players, as: .html(backend))
  #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"utf-8\">\n"))
  #expect(page.contains("<title>Soccer players</title>"))
  #expect(page.contains(HTMLBackend.stylesheet))
  #expect(page.contains("prefers-color-scheme: dark"))
  #expect(page.hasSuffix("</article>\n</body>\n</html>\n"))
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
  #expect(!html.contains("<script"))
}

@Test func htmlKeepsCarriageReturnsAndReplacesNUL() throws {
  let model = TableViewModel(sections: [SectionModel(cells: [CellModel(text: "a\rb\u{0}")])])
  #expect(try TableShim().render(model, as: .html).contains(">a&#13;b\u{FFFD}</span>"))
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
