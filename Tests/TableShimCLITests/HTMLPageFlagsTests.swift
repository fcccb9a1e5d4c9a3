import Foundation
import Testing

/// `--no-script` and `--collapsed`, through the built binary.
@Suite struct HTMLPageFlagsTests {
  let list = "# Players\n## Forwards\n- Messi\n- Son\n## Keepers\n- Kim\n"

  @Test func aPageHasItsScriptAndOpenSectionsByDefault() throws {
    let page = try TableShimProcess.run(["-t", "html", "-s"], input: list).output
    #expect(page.contains("<script>"))
    #expect(page.contains("<details class=\"ts-details\" open>"))
    #expect(page.contains("<nav class=\"ts-toc\""))
  }

  @Test func noScriptLeavesTheScriptOutAndForbidsScripts() throws {
    let result = try TableShimProcess.run(["-t", "html", "-s", "--no-script"], input: list)
    #expect(result.status == 0)
    #expect(!result.output.contains("<script"))
    #expect(result.output.contains("script-src &#39;none&#39;"))
    #expect(result.output.contains("<nav class=\"ts-toc\""))
  }

  @Test func collapsedStartsSectionsClosed() throws {
    let page = try TableShimProcess.run(["-t", "html", "-s", "--collapsed"], input: list).output
    #expect(page.contains("<details class=\"ts-details\">\n<summary><h2>Forwards</h2></summary>"))
    #expect(!page.contains(" open>"))
  }

  @Test func aFragmentIgnoresThePageFlags() throws {
    let plain = try TableShimProcess.run(["-t", "html"], input: list).output
    let flagged = try TableShimProcess.run(
      ["-t", "html", "--no-script", "--collapsed"], input: list
    ).output
    #expect(plain == flagged)
    #expect(!plain.contains("<details"))
  }
}
