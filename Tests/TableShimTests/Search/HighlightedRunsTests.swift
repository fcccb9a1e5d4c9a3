import Testing

@testable import TableShim

/// The runs of a text and its byte ranges, as strings with the matches in brackets.
private func runs(of text: String, _ ranges: [Range<Int>]) -> String {
  var text = text
  return text.withUTF8 { bytes in
    var result = ""
    HighlightedRuns(bytes: bytes, ranges: ranges).forEachRun { run, isMatch in
      let run = String(decoding: run, as: UTF8.self)
      result += isMatch ? "[\(run)]" : run
    }
    return result
  }
}

@Test func runsCutTheTextAtEachRangesBytes() {
  #expect(runs(of: "Kylian Mbappé 3", [7..<14]) == "Kylian [Mbappé] 3")
  #expect(runs(of: "abcabc", [0..<1, 3..<4]) == "[a]bc[a]bc")
  #expect(runs(of: "abc", [0..<3]) == "[abc]")
  #expect(runs(of: "abc", []) == "abc")
  #expect(runs(of: "", []) == "")
}

@Test func runsNeverSplitAScalar() {
  // "é" is two bytes, 1..<3; "손" three, 3..<6. Bounds inside them round down to their start.
  #expect(runs(of: "aé손b", [0..<2]) == "[a]é손b")
  #expect(runs(of: "aé손b", [2..<5]) == "a[é]손b")
  #expect(runs(of: "aé손b", [1..<7]) == "a[é손b]")
}

@Test func runsSkipRangesThatGoBackOrPastTheEnd() {
  #expect(runs(of: "abcdef", [2..<4, 1..<2, 5..<6]) == "ab[cd]e[f]")
  #expect(runs(of: "abc", [1..<9]) == "abc")
  #expect(runs(of: "abc", [1..<2, 2..<9]) == "a[b]c")
}

@Test func highlightsSetByIndexReadBackAsTheyWereSet() {
  var content = CellContent(text: "Zinédine Zidane", secondaryText: "손흥민", detailText: "France")
  let text = content.text
  let secondary = content.secondaryText!
  let word = text.firstRange(of: "Zidane")!
  let name = secondary.index(after: secondary.startIndex)..<secondary.endIndex
  content.highlights = CellContent.Highlights(text: [word], secondaryText: [name])
  #expect(content.highlights == CellContent.Highlights(text: [word], secondaryText: [name]))
  #expect(content.byteHighlights == ByteHighlights(text: [10..<16], secondaryText: [3..<9]))
  #expect(String(content.text[content.highlights.text[0]]) == "Zidane")
}

@Test func highlightsPastTheirTextsEndAreDropped() {
  var content = CellContent(text: "Messi")
  let longer = "Lionel Messi"
  content.highlights = CellContent.Highlights(
    text: [longer.firstRange(of: "Messi")!, content.text.firstRange(of: "ess")!])
  #expect(content.highlights.text.count == 1)
  #expect(content.byteHighlights?.text == [1..<4])
  content.highlights = CellContent.Highlights(text: [longer.firstRange(of: "Messi")!])
  #expect(!content.hasHighlights)
}
