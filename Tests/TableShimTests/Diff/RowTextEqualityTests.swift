import Testing

@testable import TableShim

// A difference compares every paired row's texts, first byte for byte and then as strings:
// these pin down that both ways give `String`'s answer.

@Test func textsEqualOnlyAsStringsAreEqual() {
  // "é" precomposed and as "e" with a combining acute accent: other bytes, the same string.
  #expect(CellContent(columns: ["caf\u{E9}", "x"]) == CellContent(columns: ["cafe\u{301}", "x"]))
  #expect(
    CellContent(text: "caf\u{E9}", detailText: "d")
      == CellContent(text: "cafe\u{301}", detailText: "d"))
}

@Test func theSameBytesSplitIntoOtherColumnsAreNotEqual() {
  #expect(CellContent(columns: ["ab", "c"]) != CellContent(columns: ["a", "bc"]))
  #expect(CellContent(columns: ["ab", "c"]) == CellContent(columns: ["ab", "c"]))
}

@Test func anEmptyTextIsNotAMissingOne() {
  #expect(CellContent(text: "x", detailText: "") != CellContent(text: "x", detailText: nil))
  #expect(CellContent(text: "x", detailText: "y") != CellContent(text: "x", detailText: "z"))
  #expect(CellContent(text: "x", detailText: "y") == CellContent(text: "x", detailText: "y"))
}
