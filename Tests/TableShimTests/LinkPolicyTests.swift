import Testing

@testable import TableShim

@Test(arguments: [
  "https://example.com", "http://x.y/a?b#c", "HTTPS://X.Y", "mailto:a@b.co", "/root/path",
  "relative/path", "../up", "?query", "#fragment", "./a:b", "//host/path", "caf\u{E9}:x",
])
func safeLinksAreKept(_ link: String) {
  #expect(LinkPolicy.safeURL(link) == link)
}

@Test(arguments: [
  "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "data:text/html,<script>",
  "file:///etc",
  " javascript:x", "java\tscript:x", "java\nscript:x", "javascript\u{0}:x", "a b", "", "ftp://x.y",
  "x\u{85}y",
])
func unsafeLinksAreDropped(_ link: String) {
  #expect(LinkPolicy.safeURL(link) == nil)
}
