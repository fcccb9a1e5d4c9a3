import Foundation
import Testing

/// A long table on a standalone page is written as bodies of 250 rows, which the page lays
/// out only near the window; a fragment keeps one body.
@Suite struct HTMLPageBodiesTests {
  /// A CSV of `count` rows under a title line.
  static func csv(rows count: Int) -> String {
    "Name,Score\n" + (0..<count).map { "row \($0),\($0 * 3)\n" }.joined()
  }

  /// The number of rows in each `tbody` of a page, in order.
  static func bodySizes(_ page: String) -> [Int] {
    page.components(separatedBy: "<tbody>").dropFirst().map {
      $0.components(separatedBy: "</tbody>")[0].components(separatedBy: "<tr").count - 1
    }
  }

  @Test func aLongTableOnAPageHasABodyPer250Rows() throws {
    let page = try TableShimProcess.run(
      ["-f", "csv", "-t", "html", "-s"], input: Self.csv(rows: 1_100)
    ).output
    #expect(Self.bodySizes(page) == [250, 250, 250, 250, 100])
    // The table's class aligns the numbers; a row is its cells, with no attribute.
    #expect(page.contains("<table class=\"ts-grid ts-long ts-r2\">"))
    #expect(page.contains("\n</tr><tr><td>row 1099</td><td>3297</td>\n</tr></tbody>"))
  }

  @Test func aTableOfAFewBodiesIsLongFromItsStart() throws {
    let page = try TableShimProcess.run(
      ["-f", "csv", "-t", "html", "-s"], input: Self.csv(rows: 251)
    ).output
    #expect(Self.bodySizes(page) == [250, 1])
    #expect(page.contains("<table class=\"ts-grid ts-long ts-r2\">"))
  }

  @Test func aShortTableOnAPageHasOneBody() throws {
    let page = try TableShimProcess.run(
      ["-f", "csv", "-t", "html", "-s"], input: Self.csv(rows: 250)
    ).output
    #expect(Self.bodySizes(page) == [250])
    #expect(page.contains("<table class=\"ts-grid ts-r2\">"))
  }

  @Test func aFragmentKeepsOneBody() throws {
    let fragment = try TableShimProcess.run(
      ["-f", "csv", "-t", "html"], input: Self.csv(rows: 1_100)
    ).output
    #expect(Self.bodySizes(fragment) == [1_100])
    #expect(!fragment.contains("ts-long"))
  }
}
